// A sales return's voucher worked out without the database: the return's figures and the cost its
// goods come back at in, voucher lines out. The service numbers and posts them (ledger.post).
//
// - Dr Sales Returns the return value; Cr Discount Allowed (the customer) the returned goods' share
//   of the bill's discount; Cr Receivable (the customer) the rest, what the customer is credited;
// - Dr Inventory, Cr Cost of Goods Sold the cost the goods left with.
// A return of a VAT bill (a credit note) reverses its share of the bill's value without tax, SD and VAT
// too: Dr Sales Returns the value, Dr VAT Payable (Output) the VAT, Dr SD Payable the SD.
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
  /** A return of a VAT bill (credit note): its value, SD and VAT without tax, and the VAT ledgers. */
  vat?: { net: string; sd: string; vat: string; outputLedger: number; sdLedger: number };
}

const withAmount = (l: VoucherLineInput) => !dec(l.debit).isZero() || !dec(l.credit).isZero();

/** What the customer is credited: on a VAT bill the value less discount plus the SD and VAT it carried. */
export function customerCredit(r: Pick<SalesReturnFigures, 'total' | 'disc'> & { vat?: { net: string; sd: string; vat: string } }): string {
  const v = r.vat;
  return money(v ? dec(v.net).minus(r.disc).plus(v.sd).plus(v.vat) : dec(r.total).minus(r.disc));
}

export function salesReturnVoucherLines(r: SalesReturnFigures): VoucherLineInput[] {
  const narr = `Sales return ${r.returnNo} of ${r.invNo}`;
  const cost = money(r.cost);
  const v = r.vat;
  const credited = customerCredit(r);
  return [
    { ledgerId: LEDGER.salesReturns, debit: money(v ? v.net : r.total), narr },
    { ledgerId: LEDGER.discountAllowed, partyId: r.cussId, credit: money(r.disc), narr },
    ...(v
      ? [
          { ledgerId: v.outputLedger, debit: money(v.vat), narr: `Output VAT reversed, ${narr}` },
          { ledgerId: v.sdLedger, debit: money(v.sd), narr: `SD reversed, ${narr}` },
        ]
      : []),
    { ledgerId: LEDGER.receivable, partyId: r.cussId, credit: money(credited), narr },
    { ledgerId: LEDGER.inventory, debit: cost, narr },
    { ledgerId: LEDGER.costOfGoodsSold, credit: cost, narr },
  ].filter(withAmount);
}
