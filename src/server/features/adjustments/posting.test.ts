// A stock adjustment's voucher as a pure step: no database, figures worked out by hand.
import { describe, expect, it } from 'vitest';
import { adjustmentVoucherLines } from './posting.js';
import { LEDGER } from '../../ledger/accounts.js';
import { voucherCases } from '../../../../tests/support/voucherCases.js';

const ADJ = 'ADJ-TB-2026-100001';

const BOTH_WAYS = { adjNo: ADJ, added: '600', removed: '191' };

describe('adjustmentVoucherLines', () => {
  voucherCases(adjustmentVoucherLines, [
    {
      title: '5 found at an average of 120 and 2 written off at 95.5: Dr Inventory / Cr Stock Adjustment 600, Dr Stock Adjustment / Cr Inventory 191',
      // 5 × 120 = 600 in; 2 × 95.50 = 191 out
      figures: BOTH_WAYS,
      lines: [
        [LEDGER.inventory, null, '600.00', '0.00'],
        [LEDGER.stockAdjustment, null, '0.00', '600.00'],
        [LEDGER.stockAdjustment, null, '191.00', '0.00'],
        [LEDGER.inventory, null, '0.00', '191.00'],
      ],
    },
    {
      title: 'a write-off only: 3 at 33.333 (99.999 → 100.00), no lines for the additions',
      figures: { adjNo: ADJ, added: '0.00', removed: '99.999' },
      lines: [
        [LEDGER.stockAdjustment, null, '100.00', '0.00'],
        [LEDGER.inventory, null, '0.00', '100.00'],
      ],
    },
    {
      title: 'an addition only: Dr Inventory / Cr Stock Adjustment 250',
      figures: { adjNo: ADJ, added: '250', removed: '0' },
      lines: [
        [LEDGER.inventory, null, '250.00', '0.00'],
        [LEDGER.stockAdjustment, null, '0.00', '250.00'],
      ],
    },
  ]);

  it('names the adjustment on every line, with no party or account type', () => {
    expect(adjustmentVoucherLines(BOTH_WAYS).every((l) => l.narr === `Stock adjustment ${ADJ}` && l.partyId === undefined && l.accType === undefined)).toBe(true);
  });

  it('nothing of value moved (a model at no cost): no lines, so no voucher', () => {
    expect(adjustmentVoucherLines({ adjNo: ADJ, added: '0', removed: '0.00' })).toEqual([]);
  });
});
