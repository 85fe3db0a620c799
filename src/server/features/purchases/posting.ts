// The vouchers a purchase posts, worked out without the database: the purchase and its figures in,
// voucher lines out. The service numbers and posts them (ledger.post) in its transaction.
//
// - The purchase (JV): Dr Inventory, Cr Payable (the supplier) the total; with rebatable input VAT,
//   Dr VAT Current Account (Input) it too and the supplier is owed it (the stock is valued without it);
//   VAT that is not rebatable, and SD, are part of the goods: Inventory is debited with them, the
//   supplier owed them.
// - What was paid on it: Dr Payable (the supplier), Cr Cash (a cash payment voucher, CP), or
//   Cr the bank's own ledger naming the bank and the cheque (a bank payment voucher, BP).
import type { VoucherLineInput } from '../../ledger/ledger.js';
import { VC, type VoucherType } from '../../../domain/voucherTypes.js';
import { LEDGER } from '../../ledger/accounts.js';
import { dec, money } from '../../../domain/money.js';

/** The acc_type the spec gives a purchase's lines. */
const ACC_TYPE = 2;

/** How the paid amount left: cash, or a cheque on a bank whose own ledger is `bankLedger`. */
export type PurchasePayment =
  | { method: 'Cash' }
  | { method: 'Bank'; bankLedger: number; bankId: number; chqNo: string | null; chqDate: string | null };

export interface PurchaseFigures {
  puNo: string;
  suppInv: string;
  suppId: number;
  /** The purchase's total: the sum of its lines, quantity × unit price each. */
  total: string;
  /** Paid on the spot (0 when nothing). */
  paid: string;
  payment: PurchasePayment;
  /** Rebatable input VAT on the supplier's tax invoice, and the VAT Current Account (Input) ledger. */
  inputVat?: { amount: string; ledgerId: number };
  /** VAT on the invoice that is not rebatable: part of the goods' cost (0 or absent when none). */
  vatInCost?: string;
  /** SD paid on the purchase: part of the goods' cost too. */
  sd?: string;
}

export interface VoucherDraft {
  vcType: VoucherType;
  lines: VoucherLineInput[];
}

export interface PurchaseVouchers {
  journal: VoucherDraft;
  /** Null when nothing was paid. */
  payment: VoucherDraft | null;
}

export function purchaseVouchers(p: PurchaseFigures): PurchaseVouchers {
  const total = money(p.total);
  const paid = money(p.paid);
  if (dec(total).isNegative() || dec(paid).isNegative()) throw new Error('A purchase posts no negative amount');
  const narr = `Purchase ${p.puNo}, supplier invoice ${p.suppInv}`;
  const vat = p.inputVat && !dec(p.inputVat.amount).isZero() ? p.inputVat : null;
  const goods = money(
    dec(total)
      .plus(p.vatInCost ?? 0)
      .plus(p.sd ?? 0),
  );
  const journal: VoucherDraft = {
    vcType: VC.journal,
    lines: [
      { ledgerId: LEDGER.inventory, debit: goods, accType: ACC_TYPE, narr },
      ...(vat ? [{ ledgerId: vat.ledgerId, debit: money(vat.amount), accType: ACC_TYPE, narr: `Input VAT, ${narr}` }] : []),
      { ledgerId: LEDGER.payable, credit: vat ? money(dec(goods).plus(vat.amount)) : goods, partyId: p.suppId, accType: ACC_TYPE, narr },
    ],
  };
  if (dec(paid).isZero()) return { journal, payment: null };

  const payNarr = `Paid on purchase ${p.puNo}`;
  const supplierSide: VoucherLineInput = { ledgerId: LEDGER.payable, debit: paid, partyId: p.suppId, accType: ACC_TYPE, narr: payNarr, active: 0 };
  const moneySide: VoucherLineInput =
    p.payment.method === 'Bank'
      ? { ledgerId: p.payment.bankLedger, credit: paid, accType: ACC_TYPE, narr: payNarr, active: 1, bankId: p.payment.bankId, chqNo: p.payment.chqNo, chqDate: p.payment.chqDate }
      : { ledgerId: LEDGER.cash, credit: paid, accType: ACC_TYPE, narr: payNarr, active: 1 };
  return {
    journal,
    payment: { vcType: p.payment.method === 'Bank' ? VC.bankPayment : VC.cashPayment, lines: [supplierSide, moneySide] },
  };
}
