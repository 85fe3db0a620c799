// A purchase return's voucher worked out without the database: the return's figures and the cost
// its goods left stock at in, voucher lines out. The service numbers and posts them (ledger.post).
//
// - Dr Payable (the supplier) the return value, at the return price;
// - Cr Inventory the moving-average cost of what left;
// - the difference to Purchase Price Difference: Cr when the return value is above the cost, Dr when
//   below, no line when they are equal.
// A zero amount gives no line, as post() would drop it.
import type { VoucherLineInput } from '../../ledger/ledger.js';
import { LEDGER } from '../../ledger/accounts.js';
import { dec, money } from '../../../domain/money.js';

/** The acc_type the spec gives a purchase's lines. */
const ACC_TYPE = 2;

export interface PurchaseReturnFigures {
  returnNo: string;
  suppId: number;
  /** The return value: quantity × return price of each line. */
  total: string;
  /** What the goods left stock at. */
  cost: string;
}

const withAmount = (l: VoucherLineInput) => !dec(l.debit).isZero() || !dec(l.credit).isZero();

export function purchaseReturnVoucherLines(r: PurchaseReturnFigures): VoucherLineInput[] {
  const narr = `Purchase return ${r.returnNo}`;
  const total = money(r.total);
  const cost = money(r.cost);
  const diff = dec(total).minus(cost);
  const lines: VoucherLineInput[] = [
    { ledgerId: LEDGER.payable, debit: total, partyId: r.suppId, accType: ACC_TYPE, narr },
    { ledgerId: LEDGER.inventory, credit: cost, accType: ACC_TYPE, narr },
  ];
  if (diff.gt(0)) lines.push({ ledgerId: LEDGER.purchasePriceDifference, credit: money(diff), accType: ACC_TYPE, narr });
  if (diff.lt(0)) lines.push({ ledgerId: LEDGER.purchasePriceDifference, debit: money(diff.neg()), accType: ACC_TYPE, narr });
  return lines.filter(withAmount);
}
