// A stock adjustment's voucher as a pure step: no database, figures worked out by hand.
import { describe, expect, it } from 'vitest';
import { adjustmentVoucherLines } from './posting.js';
import { LEDGER } from '../../ledger/accounts.js';
import { expectVoucher } from '../../../../tests/support/voucherChecks.js';

const ADJ = 'ADJ-TB-2026-100001';

describe('adjustmentVoucherLines', () => {
  it('5 found at an average of 120 and 2 written off at 95.5: Dr Inventory / Cr Stock Adjustment 600, Dr Stock Adjustment / Cr Inventory 191', () => {
    // 5 × 120 = 600 in; 2 × 95.50 = 191 out
    const lines = adjustmentVoucherLines({ adjNo: ADJ, added: '600', removed: '191' });
    expectVoucher(lines, [
      [LEDGER.inventory, null, '600.00', '0.00'],
      [LEDGER.stockAdjustment, null, '0.00', '600.00'],
      [LEDGER.stockAdjustment, null, '191.00', '0.00'],
      [LEDGER.inventory, null, '0.00', '191.00'],
    ]);
    expect(lines.every((l) => l.narr === `Stock adjustment ${ADJ}` && l.partyId === undefined && l.accType === undefined)).toBe(true);
  });

  it('a write-off only: 3 at 33.333 (99.999 → 100.00), no lines for the additions', () => {
    expectVoucher(adjustmentVoucherLines({ adjNo: ADJ, added: '0.00', removed: '99.999' }), [
      [LEDGER.stockAdjustment, null, '100.00', '0.00'],
      [LEDGER.inventory, null, '0.00', '100.00'],
    ]);
  });

  it('an addition only: Dr Inventory / Cr Stock Adjustment 250', () => {
    expectVoucher(adjustmentVoucherLines({ adjNo: ADJ, added: '250', removed: '0' }), [
      [LEDGER.inventory, null, '250.00', '0.00'],
      [LEDGER.stockAdjustment, null, '0.00', '250.00'],
    ]);
  });

  it('nothing of value moved (a model at no cost): no lines, so no voucher', () => {
    expect(adjustmentVoucherLines({ adjNo: ADJ, added: '0', removed: '0.00' })).toEqual([]);
  });
});
