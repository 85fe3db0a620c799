// A bill's voucher as a pure step: no database, figures worked out by hand.
import { describe, expect, it } from 'vitest';
import { saleVoucherLines, type SaleFigures } from './posting.js';
import { LEDGER } from '../../ledger/accounts.js';
import { expectVoucher } from '../../../../tests/support/voucherChecks.js';

const CUSTOMER = 12;
const INV = 'INV-TB-2026-100001';

describe('saleVoucherLines', () => {
  it('2 × 100 less 50, the goods at 60 each: Dr Receivable 150, Dr Discount 50, Cr Sales 200, Dr COGS 120, Cr Inventory 120', () => {
    // sub-total 2 × 100 = 200; grand total 200 − 50 = 150; cost 2 × 60 = 120
    const bill: SaleFigures = { invNo: INV, cusId: CUSTOMER, subTotal: '200', invDisc: '50', grandTotal: '150', cost: '120' };
    const lines = saleVoucherLines(bill);
    expectVoucher(lines, [
      [LEDGER.receivable, CUSTOMER, '150.00', '0.00'],
      [LEDGER.discountAllowed, CUSTOMER, '50.00', '0.00'],
      [LEDGER.sales, null, '0.00', '200.00'],
      [LEDGER.costOfGoodsSold, null, '120.00', '0.00'],
      [LEDGER.inventory, null, '0.00', '120.00'],
    ]);
    expect(lines.every((l) => l.narr === `Sales invoice ${INV}` && l.accType === undefined && l.bankId === undefined)).toBe(true);
  });

  it('no discount: no Discount Allowed line (post() would drop a zero line); 3 × 250 at a cost of 3 × 180.50', () => {
    expectVoucher(saleVoucherLines({ invNo: INV, cusId: CUSTOMER, subTotal: '750.00', invDisc: '0.00', grandTotal: '750.00', cost: '541.50' }), [
      [LEDGER.receivable, CUSTOMER, '750.00', '0.00'],
      [LEDGER.sales, null, '0.00', '750.00'],
      [LEDGER.costOfGoodsSold, null, '541.50', '0.00'],
      [LEDGER.inventory, null, '0.00', '541.50'],
    ]);
  });

  it('goods that cost nothing post no cost lines; the whole bill discounted still posts Dr Discount / Cr Sales', () => {
    expectVoucher(saleVoucherLines({ invNo: INV, cusId: CUSTOMER, subTotal: '99.99', invDisc: '99.99', grandTotal: '0.00', cost: '0' }), [
      [LEDGER.discountAllowed, CUSTOMER, '99.99', '0.00'],
      [LEDGER.sales, null, '0.00', '99.99'],
    ]);
  });

  it('amounts come out as money with two decimals: 1.5 kg at 33.33 (49.995 → 50.00) less 0.5', () => {
    expectVoucher(saleVoucherLines({ invNo: INV, cusId: CUSTOMER, subTotal: '50.00', invDisc: '0.5', grandTotal: '49.5', cost: '37.125' }), [
      [LEDGER.receivable, CUSTOMER, '49.50', '0.00'],
      [LEDGER.discountAllowed, CUSTOMER, '0.50', '0.00'],
      [LEDGER.sales, null, '0.00', '50.00'],
      [LEDGER.costOfGoodsSold, null, '37.13', '0.00'],
      [LEDGER.inventory, null, '0.00', '37.13'],
    ]);
  });
});
