// A sales return's voucher as a pure step: no database, figures worked out by hand.
import { describe, expect, it } from 'vitest';
import { salesReturnVoucherLines, type SalesReturnFigures } from './posting.js';
import { LEDGER } from '../../ledger/accounts.js';
import { expectVoucher } from '../../../../tests/support/voucherChecks.js';

const CUSTOMER = 12;
const base = { returnNo: 'SR-TB-2026-100001', invNo: 'INV-TB-2026-100001', cussId: CUSTOMER };

describe('salesReturnVoucherLines', () => {
  it('the bill of 2 × 100 less 50 (cost 60 each) returned in full reverses it exactly: Cr Receivable 150, Cr Discount 50', () => {
    const r: SalesReturnFigures = { ...base, total: '200', disc: '50', cost: '120' };
    const lines = salesReturnVoucherLines(r);
    expectVoucher(lines, [
      [LEDGER.salesReturns, null, '200.00', '0.00'],
      [LEDGER.discountAllowed, CUSTOMER, '0.00', '50.00'],
      [LEDGER.receivable, CUSTOMER, '0.00', '150.00'],
      [LEDGER.inventory, null, '120.00', '0.00'],
      [LEDGER.costOfGoodsSold, null, '0.00', '120.00'],
    ]);
    expect(lines.every((l) => l.narr === 'Sales return SR-TB-2026-100001 of INV-TB-2026-100001' && l.accType === undefined)).toBe(true);
  });

  it('one unit of 3 × 100 less 100: the customer is credited 100 − 33.33 = 66.67', () => {
    // the line's share of the discount is 100; one unit of three takes 33.33 of it
    expectVoucher(salesReturnVoucherLines({ ...base, total: '100.00', disc: '33.33', cost: '61.25' }), [
      [LEDGER.salesReturns, null, '100.00', '0.00'],
      [LEDGER.discountAllowed, CUSTOMER, '0.00', '33.33'],
      [LEDGER.receivable, CUSTOMER, '0.00', '66.67'],
      [LEDGER.inventory, null, '61.25', '0.00'],
      [LEDGER.costOfGoodsSold, null, '0.00', '61.25'],
    ]);
  });

  it('a bill without discount: no Discount Allowed line, the customer credited the whole 450', () => {
    expectVoucher(salesReturnVoucherLines({ ...base, total: '450', disc: '0.00', cost: '300' }), [
      [LEDGER.salesReturns, null, '450.00', '0.00'],
      [LEDGER.receivable, CUSTOMER, '0.00', '450.00'],
      [LEDGER.inventory, null, '300.00', '0.00'],
      [LEDGER.costOfGoodsSold, null, '0.00', '300.00'],
    ]);
  });

  it('goods that came at no cost post no cost lines; a return wholly of discount credits the customer nothing', () => {
    expectVoucher(salesReturnVoucherLines({ ...base, total: '80', disc: '80', cost: '0.00' }), [
      [LEDGER.salesReturns, null, '80.00', '0.00'],
      [LEDGER.discountAllowed, CUSTOMER, '0.00', '80.00'],
    ]);
  });
});
