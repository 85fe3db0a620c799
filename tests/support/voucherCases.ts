// A document's voucher as a pure step, no database: a table of cases, each the document's figures
// and the lines expected, worked out by hand.
import { expect, it } from 'vitest';
import type { VoucherLineInput } from '../../src/server/ledger/ledger.js';
import { sum } from '../../src/domain/money.js';

/** [ledger, party, debit, credit] of each line, amounts as posted. */
export const brief = (lines: VoucherLineInput[]) => lines.map((l) => [l.ledgerId, l.partyId ?? null, l.debit ?? '0.00', l.credit ?? '0.00']);

export interface VoucherCase<F> {
  title: string;
  figures: F;
  /** [ledger, party, debit, credit] */
  lines: unknown[][];
}

/** A test a case: the lines `linesOf` gives for its figures are the ones expected, and debits equal credits. */
export function voucherCases<F>(linesOf: (figures: F) => VoucherLineInput[], cases: VoucherCase<F>[]) {
  for (const c of cases)
    it(c.title, () => {
      const lines = linesOf(c.figures);
      expect(brief(lines)).toEqual(c.lines);
      expect(sum(lines.map((l) => l.debit ?? 0)).toFixed(2)).toBe(sum(lines.map((l) => l.credit ?? 0)).toFixed(2));
    });
}
