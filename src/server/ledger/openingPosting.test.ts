// A ledger's opening voucher as a pure step: no database, figures worked out by hand.
import { describe, expect, it } from 'vitest';
import { ledgerOpeningVoucherLines } from './openingPosting.js';
import { LEDGER } from './accounts.js';
import { dec } from '../../domain/money.js';

const SONALI_LEDGER = 120;
const narr = 'Opening balance of Sonali Bank';

describe('ledgerOpeningVoucherLines', () => {
  it('a bank holding 190,000: Dr the bank’s ledger, Cr Opening Balance Equity', () => {
    expect(ledgerOpeningVoucherLines({ ledgerId: SONALI_LEDGER, debit: '190000', narr })).toEqual([
      { ledgerId: SONALI_LEDGER, narr, debit: '190000.00' },
      { ledgerId: LEDGER.openingBalanceEquity, narr, credit: '190000.00' },
    ]);
  });

  it('an overdraft of 5,000.25 (a credit opening, given as a decimal): Cr the bank, Dr Opening Balance Equity; the ledger’s line first', () => {
    expect(ledgerOpeningVoucherLines({ ledgerId: SONALI_LEDGER, debit: dec('-5000.25'), narr })).toEqual([
      { ledgerId: SONALI_LEDGER, narr, credit: '5000.25' },
      { ledgerId: LEDGER.openingBalanceEquity, narr, debit: '5000.25' },
    ]);
  });

  it('no opening: no lines, so no voucher', () => {
    expect(ledgerOpeningVoucherLines({ ledgerId: SONALI_LEDGER, debit: dec(0), narr })).toEqual([]);
    expect(ledgerOpeningVoucherLines({ ledgerId: SONALI_LEDGER, debit: '0.00', narr })).toEqual([]);
  });
});
