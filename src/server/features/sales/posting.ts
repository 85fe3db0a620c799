// A bill's voucher worked out without the database: the bill's figures and the cost at which its
// goods left in, voucher lines out. The service numbers and posts them (ledger.post) in its transaction.
//
// - Dr Receivable (the customer) the grand total, Dr Discount Allowed (the customer) the discount,
//   Cr Sales the sub-total;
// - Dr Cost of Goods Sold, Cr Inventory the cost.
// With VAT (a VAT-registered business): Sales and Discount Allowed take the values without tax, and
// Cr VAT Payable (Output) the VAT, Cr SD Payable the SD; the customer owes all of it.
// A bill's service lines (non-stock, migration 0125) are not Sales: their value less their share of
// the discount is Cr Service Income, and Sales and Discount Allowed take the goods' part only. They
// have no cost.
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
  /** The bill's VAT, when the business is VAT-registered: values without tax and the ledgers. */
  vat?: { salesValue: string; discount: string; vat: string; sd: string; outputLedger: number; sdLedger: number };
  /** The service lines: their value (without tax on a VAT bill), their share of the discount, and the Service Income ledger. */
  service?: { value: string; discount: string; ledgerId: number };
}

const withAmount = (l: VoucherLineInput) => !dec(l.debit).isZero() || !dec(l.credit).isZero();

export function saleVoucherLines(s: SaleFigures): VoucherLineInput[] {
  const narr = `Sales invoice ${s.invNo}`;
  const cost = money(s.cost);
  const v = s.vat;
  const svc = s.service ?? { value: '0', discount: '0', ledgerId: 0 };
  return [
    { ledgerId: LEDGER.receivable, partyId: s.cusId, debit: money(s.grandTotal), narr },
    { ledgerId: LEDGER.discountAllowed, partyId: s.cusId, debit: money(dec(v ? v.discount : s.invDisc).minus(svc.discount)), narr },
    { ledgerId: LEDGER.sales, credit: money(dec(v ? v.salesValue : s.subTotal).minus(svc.value)), narr },
    { ledgerId: svc.ledgerId, credit: money(dec(svc.value).minus(svc.discount)), narr: `Service, ${narr}` },
    ...(v
      ? [
          { ledgerId: v.outputLedger, credit: money(v.vat), narr: `Output VAT, ${narr}` },
          { ledgerId: v.sdLedger, credit: money(v.sd), narr: `SD, ${narr}` },
        ]
      : []),
    { ledgerId: LEDGER.costOfGoodsSold, debit: cost, narr },
    { ledgerId: LEDGER.inventory, credit: cost, narr },
  ].filter(withAmount);
}
