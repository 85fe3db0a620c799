// A purchase return's voucher as a pure step: no database, figures worked out by hand.
import { describe, expect, it } from 'vitest';
import { purchaseReturnVoucherLines } from './posting.js';
import { LEDGER } from '../../ledger/accounts.js';
import { expectVoucher } from '../../../../tests/support/voucherChecks.js';

const SUPPLIER = 7;
const base = { returnNo: 'RPU-2026-100001', suppId: SUPPLIER };

describe('purchaseReturnVoucherLines', () => {
  it('2 returned at the price bought, 500 each, that left stock at the same cost: Dr Payable 1,000, Cr Inventory 1,000, no difference line', () => {
    const lines = purchaseReturnVoucherLines({ ...base, total: '1000', cost: '1000.00' });
    expectVoucher(lines, [
      [LEDGER.payable, SUPPLIER, '1000.00', '0.00'],
      [LEDGER.inventory, null, '0.00', '1000.00'],
    ]);
    expect(lines.every((l) => l.accType === 2 && l.narr === 'Purchase return RPU-2026-100001')).toBe(true);
  });

  it('2 returned at 500 that left at an average of 460: the 80 above cost is credited to Purchase Price Difference', () => {
    // return value 2 × 500 = 1,000; cost 2 × 460 = 920; 1,000 − 920 = 80
    expectVoucher(purchaseReturnVoucherLines({ ...base, total: '1000.00', cost: '920.00' }), [
      [LEDGER.payable, SUPPLIER, '1000.00', '0.00'],
      [LEDGER.inventory, null, '0.00', '920.00'],
      [LEDGER.purchasePriceDifference, null, '0.00', '80.00'],
    ]);
  });

  it('3 returned at 450 that left at an average of 483.335: the 100.01 below cost is debited to Purchase Price Difference', () => {
    // return value 3 × 450 = 1,350; cost 3 × 483.335 = 1,450.005 → 1,450.01; 1,350 − 1,450.01 = −100.01
    expectVoucher(purchaseReturnVoucherLines({ ...base, total: '1350', cost: '1450.005' }), [
      [LEDGER.payable, SUPPLIER, '1350.00', '0.00'],
      [LEDGER.inventory, null, '0.00', '1450.01'],
      [LEDGER.purchasePriceDifference, null, '100.01', '0.00'],
    ]);
  });

  it('goods returned free of charge post their whole cost to Purchase Price Difference and nothing to the supplier', () => {
    expectVoucher(purchaseReturnVoucherLines({ ...base, total: '0.00', cost: '300' }), [
      [LEDGER.inventory, null, '0.00', '300.00'],
      [LEDGER.purchasePriceDifference, null, '300.00', '0.00'],
    ]);
  });
});
