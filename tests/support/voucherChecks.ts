// A document's voucher as a pure step, no database: the lines it gives for figures worked out by hand.
import { expect } from 'vitest';
import type { VoucherLineInput } from '../../src/server/ledger/ledger.js';
import { sum } from '../../src/domain/money.js';

/** The lines are the ones expected, as [ledger, party, debit, credit] with amounts as posted, and debits equal credits. */
export function expectVoucher(lines: VoucherLineInput[], expected: unknown[][]) {
  expect(lines.map((l) => [l.ledgerId, l.partyId ?? null, l.debit ?? '0.00', l.credit ?? '0.00'])).toEqual(expected);
  expect(sum(lines.map((l) => l.debit ?? 0)).toFixed(2)).toBe(sum(lines.map((l) => l.credit ?? 0)).toFixed(2));
}
