// A purchase return's voucher worked out without the database: the return's figures and the cost
// its goods left stock at in, voucher lines out. The service numbers and posts them (ledger.post).
//
// - Dr Payable (the supplier) the return value, at the return price;
// - Cr Inventory the moving-average cost of what left;
// - the difference to Purchase Price Difference: Cr when the return value is above the cost, Dr when
//   below, no line when they are equal;
// - of goods bought with input VAT (a debit note): Cr VAT Current Account (Input) its share of that
//   VAT, which the supplier owes back too;
// - of goods bought with VAT that went into their cost: the return value includes its share of it.
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
  /** A debit note: the share of the purchase's input VAT it takes back, and the VAT Current Account (Input). */
  inputVat?: { amount: string; ledgerId: number };
  /** Its share of the purchase's VAT that went into cost: the supplier owes it back with the goods. */
  vatInCost?: string;
}

const withAmount = (l: VoucherLineInput) => !dec(l.debit).isZero() || !dec(l.credit).isZero();

/** What the supplier is debited: the return value, its share of the VAT in cost and of the input VAT. */
export function supplierDebit(r: { total: string; inputVat?: { amount: string }; vatInCost?: string }): string {
  return money(
    dec(r.total)
      .plus(r.vatInCost ?? 0)
      .plus(r.inputVat?.amount ?? 0),
  );
}

export function purchaseReturnVoucherLines(r: PurchaseReturnFigures): VoucherLineInput[] {
  const narr = `Purchase return ${r.returnNo}`;
  const total = money(dec(r.total).plus(r.vatInCost ?? 0));
  const cost = money(r.cost);
  const diff = dec(total).minus(cost);
  const vat = r.inputVat && !dec(r.inputVat.amount).isZero() ? r.inputVat : null;
  const lines: VoucherLineInput[] = [
    { ledgerId: LEDGER.payable, debit: supplierDebit(r), partyId: r.suppId, accType: ACC_TYPE, narr },
    { ledgerId: LEDGER.inventory, credit: cost, accType: ACC_TYPE, narr },
    ...(vat ? [{ ledgerId: vat.ledgerId, credit: money(vat.amount), accType: ACC_TYPE, narr: `Input VAT taken back, ${narr}` }] : []),
  ];
  if (diff.gt(0)) lines.push({ ledgerId: LEDGER.purchasePriceDifference, credit: money(diff), accType: ACC_TYPE, narr });
  if (diff.lt(0)) lines.push({ ledgerId: LEDGER.purchasePriceDifference, debit: money(diff.neg()), accType: ACC_TYPE, narr });
  return lines.filter(withAmount);
}
