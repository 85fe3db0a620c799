// Issue 41, item 7: the statement import said "Row 1: no column holds the debit" while its own
// mapping showed the withdrawal column, then previewed every line once the clerk pressed Preview:
// the screen and the server guessed the columns apart. Now they share one guess.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { guessCsvMapping } from '../../../contracts/bankReconciliation.js';

const t = useTestApp();
const { ok } = adminCalls(() => t);

const csv = [
  'Txn Date,Particulars,Chq No.,Withdrawal Amt.,Deposit Amt.,Closing Balance',
  '01/10/2026,Cheque 1001 cleared,1001,,"12,000.00","1,12,000.00"',
  '02/10/2026,Bank charge,,115.00,,"1,11,885.00"',
].join('\n');

describe('issue 41, item 7: the bank statement import reads the columns the screen shows', () => {
  it('guesses the withdrawal and deposit columns on both sides, and previews the file at once', async () => {
    const headings = csv.split('\n')[0].split(',');
    const guess = guessCsvMapping(headings);
    expect(guess).toEqual({
      dateColumn: 'Txn Date',
      descriptionColumn: 'Particulars',
      chqNoColumn: 'Chq No.',
      debitColumn: 'Withdrawal Amt.',
      creditColumn: 'Deposit Amt.',
      balanceColumn: 'Closing Balance',
    });
    // the file alone (no mapping sent): the server's guess is the screen's, and every line reads
    const r = await ok('POST', '/bank_statement_preview', { csv });
    expect(r.mapping).toEqual(guess);
    expect(r.lines.map((l: { date: string; chqNo: string; debit: number; credit: number; balance: number }) => [l.date, l.chqNo, l.debit, l.credit, l.balance])).toEqual([
      ['2026-10-01', '1001', 0, 12000, 112000],
      ['2026-10-02', '', 115, 0, 111885],
    ]);
    // headings that are not a debit stay unguessed: "Debit Card No" is no amount column
    expect(guessCsvMapping(['Date', 'Debit Card No', 'Credit']).debitColumn).toBe('');
  });
});
