// A stock adjustment's voucher worked out without the database: the value its lines brought into
// stock and took out of it in, voucher lines out. The service numbers and posts them (ledger.post).
//
// - What came in: Dr Inventory, Cr Stock Adjustment;
// - what went out: Dr Stock Adjustment, Cr Inventory.
// A zero amount gives no line, as post() would drop it; an adjustment that moved no value posts no
// voucher at all (no lines).
import type { VoucherLineInput } from '../../ledger/ledger.js';
import { LEDGER } from '../../ledger/accounts.js';
import { dec, money } from '../../../domain/money.js';

export interface AdjustmentFigures {
  adjNo: string;
  /** The value of the additions, at the model's average rate. */
  added: string;
  /** The value of the subtractions, at the moving-average cost. */
  removed: string;
}

const withAmount = (l: VoucherLineInput) => !dec(l.debit).isZero() || !dec(l.credit).isZero();

export function adjustmentVoucherLines(a: AdjustmentFigures): VoucherLineInput[] {
  const narr = `Stock adjustment ${a.adjNo}`;
  const added = money(a.added);
  const removed = money(a.removed);
  return [
    { ledgerId: LEDGER.inventory, debit: added, narr },
    { ledgerId: LEDGER.stockAdjustment, credit: added, narr },
    { ledgerId: LEDGER.stockAdjustment, debit: removed, narr },
    { ledgerId: LEDGER.inventory, credit: removed, narr },
  ].filter(withAmount);
}
