// A bill's voucher worked out without the database: the bill's figures and the cost at which its
// goods left in, voucher lines out. The service numbers and posts them (ledger.post) in its transaction.
//
// - Dr Receivable (the customer) the grand total, Dr Discount Allowed (the customer) the discount,
//   Cr Sales the sub-total;
// - Dr Cost of Goods Sold, Cr Inventory the cost.
// A zero amount (no discount, goods at no cost) gives no line, as post() would drop it.
import type { VoucherLineInput } from '../../ledger/ledger.js';
import { LEDGER } from '../../ledger/accounts.js';
import { dec, money } from '../../../domain/money.js';

export interface SaleFigures {
  invNo: string;
  cusId: number;
  /** The sum of the bill's lines, quantity × unit price each. */
  subTotal: string;
  /** The bill's discount. */
  invDisc: string;
  /** Sub-total less discount: what the customer owes for the bill. */
  grandTotal: string;
  /** What the goods left stock at (their moving-average cost). */
  cost: string;
}

const withAmount = (l: VoucherLineInput) => !dec(l.debit).isZero() || !dec(l.credit).isZero();

export function saleVoucherLines(s: SaleFigures): VoucherLineInput[] {
  const narr = `Sales invoice ${s.invNo}`;
  const cost = money(s.cost);
  return [
    { ledgerId: LEDGER.receivable, partyId: s.cusId, debit: money(s.grandTotal), narr },
    { ledgerId: LEDGER.discountAllowed, partyId: s.cusId, debit: money(s.invDisc), narr },
    { ledgerId: LEDGER.sales, credit: money(s.subTotal), narr },
    { ledgerId: LEDGER.costOfGoodsSold, debit: cost, narr },
    { ledgerId: LEDGER.inventory, credit: cost, narr },
  ].filter(withAmount);
}
