// A ledger's opening voucher worked out without the database: the ledger, its opening seen from it
// and the narration in, voucher lines out. openings.ts numbers and posts them (ledger.post).
//
// A positive opening posts Dr the ledger, Cr Opening Balance Equity; a negative one the reverse;
// zero posts no lines (no voucher).
import type { VoucherLineInput } from './ledger.js';
import { LEDGER } from './accounts.js';
import { dec, money, type Num } from '../../domain/money.js';

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
