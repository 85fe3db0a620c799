// A sales return's voucher worked out without the database: the return's figures and the cost its
// goods come back at in, voucher lines out. The service numbers and posts them (ledger.post).
//
// - Dr Sales Returns the return value; Cr Discount Allowed (the customer) the returned goods' share
//   of the bill's discount; Cr Receivable (the customer) the rest, what the customer is credited;
// - Dr Inventory, Cr Cost of Goods Sold the cost the goods left with.
// A zero amount (a bill without discount, goods at no cost) gives no line, as post() would drop it.
import type { VoucherLineInput } from '../../ledger/ledger.js';
import { LEDGER } from '../../ledger/accounts.js';
import { dec, money } from '../../../domain/money.js';

export interface SalesReturnFigures {
  returnNo: string;
  /** The bill the goods came from. */
  invNo: string;
  cussId: number;
  /** The return value: quantity × return price of each line. */
  total: string;
  /** The share of the bill's discount the return reverses (domain/discountShares.ts). */
  disc: string;
  /** The cost the goods left with, at which they come back. */
  cost: string;
}

const withAmount = (l: VoucherLineInput) => !dec(l.debit).isZero() || !dec(l.credit).isZero();

export function salesReturnVoucherLines(r: SalesReturnFigures): VoucherLineInput[] {
  const narr = `Sales return ${r.returnNo} of ${r.invNo}`;
  const cost = money(r.cost);
  return [
    { ledgerId: LEDGER.salesReturns, debit: money(r.total), narr },
    { ledgerId: LEDGER.discountAllowed, partyId: r.cussId, credit: money(r.disc), narr },
    { ledgerId: LEDGER.receivable, partyId: r.cussId, credit: money(dec(r.total).minus(r.disc)), narr },
    { ledgerId: LEDGER.inventory, debit: cost, narr },
    { ledgerId: LEDGER.costOfGoodsSold, credit: cost, narr },
  ].filter(withAmount);
}
