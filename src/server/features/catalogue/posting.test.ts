// A model's opening stock voucher as a pure step: no database, figures worked out by hand.
import { describe, expect, it } from 'vitest';
import { modelOpeningVoucherLines } from './posting.js';
import { LEDGER } from '../../ledger/accounts.js';

describe('modelOpeningVoucherLines', () => {
  it('10 at 1,250.50 opening: Dr Inventory / Cr Opening Balance Equity 12,505', () => {
    // 10 × 1,250.50 = 12,505.00
    const lines = modelOpeningVoucherLines({ name: 'Walton 1.5 ton AC', value: '12505' });
    expect(lines).toEqual([
      { ledgerId: LEDGER.inventory, debit: '12505.00', narr: 'Opening stock of Walton 1.5 ton AC' },
      { ledgerId: LEDGER.openingBalanceEquity, credit: '12505.00', narr: 'Opening stock of Walton 1.5 ton AC' },
    ]);
  });

  it('2.5 kg at 3.333 (8.3325 → 8.33): both sides the same rounded amount', () => {
    const [dr, cr] = modelOpeningVoucherLines({ name: 'Copper wire', value: '8.3325' });
    expect([dr.debit, cr.credit]).toEqual(['8.33', '8.33']);
  });

  it('no opening stock, or stock at no cost: no lines, so no voucher', () => {
    expect(modelOpeningVoucherLines({ name: 'Walton 1.5 ton AC', value: '0.00' })).toEqual([]);
  });
});
