// A collection's or payment's voucher worked out without the database: the record's figures in,
// voucher type and lines out. collections.ts numbers and posts them (ledger.post) with the record.
//
// - A collection: Dr Cash (CR, type 4) or the bank's own ledger naming the bank and cheque (BR,
//   type 5), Cr Receivable (the customer).
// - A payment: Dr Payable (the supplier), Cr Cash (CP, type 2) or the bank's ledger (BP, type 3).
// The money line is the main one (active 1), the party's the detail (active 0); both carry the
// spec's acc_type (collection 4, payment 2) and the record's remarks as narration.
// - A collection from a VDS entity (issue 40) with VAT deducted at source: Dr VAT Deducted at Source
//   that VAT (naming its Mushak 6.6 certificate), and the customer is credited the money and the VAT.
import type { VoucherLineInput } from './ledger.js';
import { VC, type VoucherType } from '../../domain/voucherTypes.js';
import { LEDGER } from './accounts.js';
import { dec, money } from '../../domain/money.js';

/** The spec's codes: collection cash 4 (CR) or cheque 5 (BR); payment cash 2 (CP) or cheque 3 (BP). */
const VC_TYPE = {
  collection: { Cash: VC.cashReceived, Bank: VC.bankReceived },
  payment: { Cash: VC.cashPayment, Bank: VC.bankPayment },
} as const satisfies Record<string, Record<string, VoucherType>>;
const ACC_TYPE = { collection: 4, payment: 2 } as const;

export type CollPayKind = 'collection' | 'payment';
export type CollPayMethod = 'Cash' | 'Bank';

export interface CollPayFigures {
  kind: CollPayKind;
  partyId: number;
  /** More than zero (the record is refused otherwise). */
  amount: string | number;
  method: CollPayMethod;
  bankId?: number | null;
  chqNo?: string | null;
  chqDate?: string | null;
  rmks?: string;
  /** A collection's VAT deducted at source by the customer (a VDS entity), its certificate (Mushak 6.6) and the VDS ledger. */
  vdsVat?: string | number;
  vdsCertNo?: string | null;
  vdsLedger?: number;
}

export const collPayVoucherType = (kind: CollPayKind, method: CollPayMethod): VoucherType => VC_TYPE[kind][method];

/**
 * The voucher's two lines. `bankLedger` is the ledger of the bank named (each bank has its own,
 * migration 0042); without it the spec's bank ledger stands in, which post() moves to the bank's
 * own ledger by the bank named.
 */
export function collPayVoucherLines(c: CollPayFigures, bankLedger?: number): VoucherLineInput[] {
  const amount = money(c.amount);
  const accType = ACC_TYPE[c.kind];
  const bank = c.method === 'Bank' ? { bankId: c.bankId ?? null, chqNo: c.chqNo ?? null, chqDate: c.chqDate ?? null } : {};
  const narr = c.rmks || (c.kind === 'collection' ? 'Collection' : 'Payment');
  const moneySide = {
    ledgerId: c.method === 'Cash' ? LEDGER.cash : (bankLedger ?? (c.kind === 'collection' ? LEDGER.bankCollection : LEDGER.bankPayment)),
    accType,
    narr,
    active: 1,
    ...bank,
  };
  const partySide = { ledgerId: c.kind === 'collection' ? LEDGER.receivable : LEDGER.payable, partyId: c.partyId, accType, narr, active: 0 };
  const vds = c.kind === 'collection' && dec(c.vdsVat ?? 0).gt(0) ? money(c.vdsVat!) : null;
  if (vds && !c.vdsLedger) throw new Error('A collection with VAT deducted at source needs the VDS ledger');
  return c.kind === 'collection'
    ? [
        { ...moneySide, debit: amount },
        ...(vds ? [{ ledgerId: c.vdsLedger!, accType, narr: `VAT deducted at source, Mushak 6.6 ${c.vdsCertNo ?? ''}`.trim(), active: 0, debit: vds }] : []),
        { ...partySide, credit: vds ? money(dec(amount).plus(vds)) : amount },
      ]
    : [
        { ...partySide, debit: amount },
        { ...moneySide, credit: amount },
      ];
}
