// Opening vouchers worked out without the database. A ledger's: the ledger, its opening seen from it
// and the narration in, voucher lines out. openings.ts numbers and posts them (ledger.post).
//
// A positive opening posts Dr the ledger, Cr Opening Balance Equity; a negative one the reverse;
// zero posts no lines (no voucher).
import type { VoucherLineInput } from './ledger.js';
import { LEDGER } from './accounts.js';
import { dec, money, type Num } from '../../domain/money.js';
import type { PartyType } from '../../contracts/parties.js';

export interface LedgerOpeningFigures {
  ledgerId: number;
  /** The opening seen from the ledger: positive on its debit side, negative on its credit side. */
  debit: Num;
  narr: string;
}

export function ledgerOpeningVoucherLines(o: LedgerOpeningFigures): VoucherLineInput[] {
  const debit = dec(o.debit);
  if (debit.isZero()) return [];
  const value = money(debit.abs());
  const onDebit = debit.isPositive();
  return [
    { ledgerId: o.ledgerId, narr: o.narr, ...(onDebit ? { debit: value } : { credit: value }) },
    { ledgerId: LEDGER.openingBalanceEquity, narr: o.narr, ...(onDebit ? { credit: value } : { debit: value }) },
  ];
}

// A party's opening voucher: the party's type, name and opening amount in, voucher lines out. The
// party form (parties/service.ts) and the party import (data-import) number and post them, dated the
// party's opening date.
//
// A customer's amount, or a combine party's positive one, sits on Receivable; a supplier's, or a
// combine party's negative one, on Payable. The party's line goes on the side that makes its due
// (ledger/balances.ts partyDue) equal to the amount, Opening Balance Equity on the other; the debit
// line comes first. A zero amount posts no lines (no voucher).
export interface PartyOpeningFigures {
  partyId: number;
  /** 1 customer, 2 supplier, 3 both (combine). */
  type: PartyType;
  name: string;
  /** The opening amount as the party master keeps it: for a supplier, positive is owed by us. */
  amount: string;
}

export function partyOpeningVoucherLines(p: PartyOpeningFigures): VoucherLineInput[] {
  const a = dec(p.amount);
  if (a.isZero()) return [];
  const ledgerId = p.type === 1 || (p.type === 3 && a.gt(0)) ? LEDGER.receivable : LEDGER.payable;
  const partyDebit = p.type === 2 ? a.lt(0) : a.gt(0);
  const [own, equityLine] = ledgerOpeningVoucherLines({ ledgerId, debit: partyDebit ? a.abs() : a.abs().neg(), narr: `Opening balance of ${p.name}` });
  const partyLine = { ...own, partyId: p.partyId };
  return partyDebit ? [partyLine, equityLine] : [equityLine, partyLine];
}
