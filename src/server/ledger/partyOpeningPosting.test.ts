// A party's opening voucher as a pure step: no database, figures worked out by hand.
import { describe, expect, it } from 'vitest';
import { partyOpeningVoucherLines, type PartyOpeningFigures } from './openingPosting.js';
import { LEDGER } from './accounts.js';
import type { VoucherLineInput } from './ledger.js';

const PARTY = 21;
const of = (type: PartyOpeningFigures['type'], amount: string) => partyOpeningVoucherLines({ partyId: PARTY, type, name: 'Rahim Traders', amount });
/** [ledger, party, debit, credit] of each line. */
const brief = (lines: VoucherLineInput[]) => lines.map((l) => [l.ledgerId, l.partyId ?? null, l.debit ?? '0.00', l.credit ?? '0.00']);
const OBE = LEDGER.openingBalanceEquity;

describe('partyOpeningVoucherLines', () => {
  it('a customer owing 5,000: Dr Receivable (the customer), Cr Opening Balance Equity', () => {
    const lines = of(1, '5000.00');
    expect(brief(lines)).toEqual([
      [LEDGER.receivable, PARTY, '5000.00', '0.00'],
      [OBE, null, '0.00', '5000.00'],
    ]);
    expect(lines.every((l) => l.narr === 'Opening balance of Rahim Traders' && l.accType === undefined)).toBe(true);
  });

  it('a customer who paid 2,000 in advance (−2,000): Dr Opening Balance Equity, Cr Receivable; the debit line first', () => {
    expect(brief(of(1, '-2000.00'))).toEqual([
      [OBE, null, '2000.00', '0.00'],
      [LEDGER.receivable, PARTY, '0.00', '2000.00'],
    ]);
  });

  it('a supplier we owe 8,000.50: Dr Opening Balance Equity, Cr Payable (the supplier)', () => {
    expect(brief(of(2, '8000.50'))).toEqual([
      [OBE, null, '8000.50', '0.00'],
      [LEDGER.payable, PARTY, '0.00', '8000.50'],
    ]);
  });

  it('a supplier we paid 1,000 in advance (−1,000): Dr Payable, Cr Opening Balance Equity', () => {
    expect(brief(of(2, '-1000.00'))).toEqual([
      [LEDGER.payable, PARTY, '1000.00', '0.00'],
      [OBE, null, '0.00', '1000.00'],
    ]);
  });

  it('a combine party: +3,000 is owed to us on Receivable, −3,000 owed by us on Payable', () => {
    expect(brief(of(3, '3000.00'))).toEqual([
      [LEDGER.receivable, PARTY, '3000.00', '0.00'],
      [OBE, null, '0.00', '3000.00'],
    ]);
    expect(brief(of(3, '-3000.00'))).toEqual([
      [OBE, null, '3000.00', '0.00'],
      [LEDGER.payable, PARTY, '0.00', '3000.00'],
    ]);
  });

  it('no opening amount: no lines, so no voucher', () => {
    expect(of(1, '0.00')).toEqual([]);
    expect(of(2, '0')).toEqual([]);
  });
});
