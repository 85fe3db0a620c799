// Issue 22: bank reconciliation. A bank's statement matched to the books: cheques cleared and
// presented on the statement's dates, a cash deposit marked in the bank, a bank charge found only on
// the statement; the reconciliation statement agrees line by line (figures worked out by hand). The
// CSV import reads a 30-line statement and matches its cheque-numbered lines by itself; bad files
// are refused naming the row and column, and nothing is saved.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { one, sql } from '../../db/client.js';
import { LEDGER } from '../../ledger/accounts.js';
import { readAmount, readDate } from './csv.js';
import { proposeMatches } from './matching.js';

const t = useTestApp();
beforeEach(() => t.reset());

const { call, ok } = adminCalls(() => t);
const sound = async () => expect(await t.violations()).toEqual([]);
const count = async (table: string) => (await one<{ n: number }>(t.db, sql`select count(*)::int n from ${sql.raw(table)}`))!.n;

async function setup() {
  const bank = (
    await ok('POST', '/bank_post', { name: 'Sonali Bank', branch: 'Motijheel', account_no: 'SB-77', opening_balance: 100000, opening_date: '2026-10-01' }, 201)
  ).data;
  const karim = (await ok('POST', '/party_post', { type: 1, name: 'Karim Traders', amount: 100000, opening_date: '2026-10-01' }, 201)).data.id;
  const rahim = (await ok('POST', '/party_post', { type: 2, name: 'Rahim Supply', amount: 100000, opening_date: '2026-10-01' }, 201)).data.id;
  const cheque = async (kind: 1 | 2, party: number, amount: number, date: string, chqNo: string) => {
    const r = await ok(
      'POST',
      '/collPay_post',
      { coll_pay_type: kind, supp_id: party, date, amount, cash_bank_type: 'Cheque', bankId: bank.id, chqNo, chqDate: date },
      201,
    );
    return (await one<{ id: number }>(t.db, sql`select id from cheques where vc_no = ${r.data.vc_no}`))!.id;
  };
  return { bank, karim, rahim, cheque };
}

describe('issue 22: reconciling a bank', () => {
  it('one uncleared deposit, one unpresented cheque and a bank charge on the statement: the statement agrees line by line', async () => {
    const { bank, karim, rahim, cheque } = await setup();
    const a = await cheque(2, karim, 20000, '2026-10-02', 'A-111');
    await ok('POST', `/cheques/${a}/state`, { to: 'deposited', date: '2026-10-03' });
    const b = await cheque(2, karim, 15000, '2026-10-06', 'B-222');
    await ok('POST', `/cheques/${b}/state`, { to: 'deposited', date: '2026-10-28' });
    const c = await cheque(1, rahim, 12000, '2026-10-10', 'C-333');
    const d = await cheque(1, rahim, 8000, '2026-10-29', 'D-444');
    // Cash 5,000 paid into the bank on 15 October, a journal typed by hand and approved.
    const jv = await ok(
      'POST',
      '/voucher_post',
      {
        vc_date: '2026-10-15',
        vc_type: 1,
        lines: [
          { ledger_id: bank.ledger_id, debit: 5000, credit: 0, narr: 'Cash deposited' },
          { ledger_id: LEDGER.cash, debit: 0, credit: 5000, narr: 'Cash deposited' },
        ],
      },
      201,
    );
    await ok('PUT', `/vc_posting/${encodeURIComponent(jv.data.vc_no)}`);
    const depositLine = (await one<{ id: number }>(t.db, sql`select id from voucher_lines where vc_no = ${jv.data.vc_no} and ledger_id = ${bank.ledger_id}`))!
      .id;

    // The statement to 31 October: 100,000 + 20,000 - 12,000 + 5,000 - 200 = 112,800.
    const saved = await ok(
      'POST',
      '/bank_reconciliations',
      {
        bankId: bank.id,
        statementDate: '2026-10-31',
        closingBalance: 112800,
        lines: [
          { date: '2026-10-05', description: 'Clearing', chqNo: 'A-111', credit: 20000 },
          { date: '2026-10-12', description: 'Cheque paid', chqNo: 'C-333', debit: 12000 },
          { date: '2026-10-16', description: 'Cash deposit', credit: 5000 },
          { date: '2026-10-31', description: 'Service charge', debit: 200 },
        ],
      },
      201,
    );
    const r = saved.data;
    // Proposed: the two cheques by number, the cash deposit by amount and date (a day apart), the charge nothing.
    expect(r.lines.map((l: { suggestion: { kind: string; id: number } | null }) => l.suggestion && [l.suggestion.kind, l.suggestion.id])).toEqual([
      ['cheque', a],
      ['cheque', c],
      ['book', depositLine],
      null,
    ]);
    // Before any match the statement already agrees, but every line is a difference:
    // the bank's ledger 100,000 + 5,000 = 105,000; deposited not cleared 20,000 + 15,000; issued not
    // presented 12,000 + 8,000; books 105,000 + 35,000 - 20,000 = 120,000; in the books only +5,000;
    // on the statement only 20,000 - 12,000 + 5,000 - 200 = 12,800; 120,000 - 35,000 + 20,000 - 5,000 + 12,800 = 112,800.
    expect(r.statement).toMatchObject({
      bank_ledger_balance: 105000,
      books_balance: 120000,
      deposited_not_cleared: { total: 35000 },
      issued_not_presented: { total: 20000 },
      in_books_not_bank: { total: 5000 },
      in_bank_not_books: { total: 12800 },
      computed_balance: 112800,
      statement_balance: 112800,
      difference: 0,
      agrees: true,
    });

    // The clerk confirms the three proposals.
    const applied = await ok('POST', `/bank_reconciliations/${r.id}/matches`, {
      matches: r.lines
        .filter((l: { suggestion: unknown }) => l.suggestion)
        .map((l: { id: number; suggestion: { kind: string; id: number } }) => ({ lineId: l.id, kind: l.suggestion.kind, id: l.suggestion.id })),
    });
    const s = applied.data.statement;
    // A cleared on 5 Oct and C presented on 12 Oct, on the statement's dates; the deposit in the bank from 16 Oct.
    expect((await ok('GET', `/cheques/${a}`)).data).toMatchObject({ state: 'cleared', cleared_date: '2026-10-05' });
    expect((await ok('GET', `/cheques/${c}`)).data).toMatchObject({ state: 'cleared', cleared_date: '2026-10-12' });
    expect(await one(t.db, sql`select bank_date::text from bank_clearances where voucher_line_id = ${depositLine}`)).toEqual({ bank_date: '2026-10-16' });
    // Line by line: the bank's ledger 100,000 + 20,000 - 12,000 + 5,000 = 113,000; books 113,000 + 15,000 - 8,000 = 120,000;
    // less B deposited not cleared 15,000; add D not presented 8,000; less the charge 200 on the statement only = 112,800.
    expect(s).toEqual({
      bank_ledger_balance: 113000,
      books_balance: 120000,
      deposited_not_cleared: { total: 15000, items: [{ date: '2026-10-28', label: 'Cheque B-222 from Karim Traders', amount: 15000 }] },
      issued_not_presented: { total: 8000, items: [{ date: '2026-10-29', label: 'Cheque D-444 to Rahim Supply', amount: 8000 }] },
      in_books_not_bank: { total: 0, items: [] },
      in_bank_not_books: { total: -200, items: [{ date: '2026-10-31', label: 'Service charge', amount: -200 }] },
      computed_balance: 112800,
      statement_balance: 112800,
      difference: 0,
      agrees: true,
    });
    expect(applied.data.lines.map((l: { matched: { kind: string } | null }) => l.matched?.kind ?? null)).toEqual(['cheque', 'cheque', 'book', null]);
    // The bank book has the cheques on the bank's dates: 100,000 +20,000 (5 Oct) -12,000 (12 Oct) +5,000 (15 Oct) = 113,000.
    const book = (await ok('GET', `/bank_book?startDate=2026-10-01&endDate=2026-10-31&bankId=${bank.id}`)).banks[0];
    expect(book.rows.map((x: { date: string; debit: number; credit: number; balance: number }) => [x.date, x.debit, x.credit, x.balance])).toEqual([
      ['2026-10-01', 100000, 0, 100000],
      ['2026-10-05', 20000, 0, 120000],
      ['2026-10-12', 0, 12000, 108000],
      ['2026-10-15', 5000, 0, 113000],
    ]);
    expect([(await ok('GET', `/cheques/${b}`)).data.state, (await ok('GET', `/cheques/${d}`)).data.state]).toEqual(['deposited', 'issued']);
    await sound();

    // A closing balance the books do not reach shows the difference.
    const off = await ok('POST', '/bank_reconciliations', { bankId: bank.id, statementDate: '2026-10-31', closingBalance: 112000 }, 201);
    // without lines: 120,000 - 15,000 + 8,000 = 113,000 against 112,000: 1,000 short
    expect(off.data.statement).toMatchObject({ computed_balance: 113000, difference: -1000, agrees: false });
    // a cheque already cleared cannot be matched again
    const [line] = (
      await ok(
        'POST',
        '/bank_reconciliations',
        { bankId: bank.id, statementDate: '2026-10-31', closingBalance: 0, lines: [{ date: '2026-10-06', chqNo: 'A-111', credit: 20000 }] },
        201,
      )
    ).data.lines;
    const again = await call('POST', `/bank_reconciliations/${off.data.id + 1}/matches`, { matches: [{ lineId: line.id, kind: 'cheque', id: a }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This cheque is already cleared');
    await sound();
  });

  it('a cheque already cleared through the register is matched to its clearing line by number, and the statement agrees', async () => {
    const { bank, karim, cheque } = await setup();
    const e = await cheque(2, karim, 7000, '2026-10-02', 'E-555');
    await ok('POST', `/cheques/${e}/state`, { to: 'deposited', date: '2026-10-02' });
    await ok('POST', `/cheques/${e}/state`, { to: 'cleared', date: '2026-10-04' });
    const clearing = (await one<{ id: number }>(
      t.db,
      sql`select id from voucher_lines where source_type = 'cheque' and source_id = ${e} and ledger_id = ${bank.ledger_id}`,
    ))!.id;
    // 100,000 + 7,000
    const r = (
      await ok(
        'POST',
        '/bank_reconciliations',
        { bankId: bank.id, statementDate: '2026-10-31', closingBalance: 107000, lines: [{ date: '2026-10-04', chqNo: 'E-555', credit: 7000 }] },
        201,
      )
    ).data;
    expect(r.lines[0].suggestion).toMatchObject({ kind: 'book', id: clearing });
    // unmatched, the line counts twice (in the bank's ledger, and on the statement only): 7,000 off
    expect(r.statement).toMatchObject({ bank_ledger_balance: 107000, computed_balance: 114000, difference: -7000, agrees: false });
    const done = (await ok('POST', `/bank_reconciliations/${r.id}/matches`, { matches: [{ lineId: r.lines[0].id, kind: 'book', id: clearing }] })).data;
    expect(done.statement).toMatchObject({ computed_balance: 107000, difference: 0, agrees: true });
    await sound();
  });

  it('imports a 30-line CSV statement: preview saves nothing, and the cheque-numbered lines match by themselves', async () => {
    const { bank, karim, cheque } = await setup();
    const ids: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const id = await cheque(2, karim, 1000 * i + 0.5, '2026-10-02', `70000${i}`);
      await ok('POST', `/cheques/${id}/state`, { to: 'deposited', date: '2026-10-03' });
      ids.push(id);
    }
    const rows = ['Txn Date,Particulars,Cheque No,Withdrawal,Deposit,Balance'];
    let balance = 100000;
    for (let i = 1; i <= 30; i++) {
      const day = String(3 + (i % 20)).padStart(2, '0');
      if (i <= 10) {
        balance += 1000 * i + 0.5;
        // the bank writes the number with a leading zero and the amount with lakh separators
        rows.push(
          `${day}/10/2026,"Clearing, inward",0${`70000${i}`},,"${(1000 * i + 0.5).toLocaleString('en-IN', { minimumFractionDigits: 2 })}",${balance.toFixed(2)}`,
        );
      } else {
        balance -= 10 * i;
        rows.push(`${day}/10/2026,Charge ${i},,${(10 * i).toFixed(2)},,${balance.toFixed(2)}`);
      }
    }
    const csv = rows.join('\r\n');
    const preview = await ok('POST', '/bank_statement_preview', { csv });
    expect(preview.mapping).toEqual({
      dateColumn: 'Txn Date',
      descriptionColumn: 'Particulars',
      chqNoColumn: 'Cheque No',
      debitColumn: 'Withdrawal',
      creditColumn: 'Deposit',
      balanceColumn: 'Balance',
    });
    expect(preview.lines).toHaveLength(30);
    expect(preview.lines[0]).toEqual({
      row: 2,
      date: '2026-10-04',
      description: 'Clearing, inward',
      chqNo: '0700001',
      debit: 0,
      credit: 1000.5,
      balance: 101000.5,
    });
    // deposits 1,000 x (1+...+10) + 10 x 0.50 = 55,005; charges 10 x (11+...+30) = 4,100
    expect([preview.totalCredit, preview.totalDebit]).toEqual([55005, 4100]);
    expect(await count('bank_reconciliations')).toBe(0);

    const saved = await ok(
      'POST',
      '/bank_reconciliations',
      { bankId: bank.id, statementDate: '2026-10-31', closingBalance: 100000 + 55005 - 4100, lines: preview.lines },
      201,
    );
    const proposed = saved.data.lines.filter((l: { suggestion: { kind: string } | null }) => l.suggestion?.kind === 'cheque');
    expect(proposed.map((l: { suggestion: { id: number } }) => l.suggestion.id)).toEqual(ids);
    await ok('POST', `/bank_reconciliations/${saved.data.id}/matches`, {
      matches: proposed.map((l: { id: number; suggestion: { id: number } }) => ({ lineId: l.id, kind: 'cheque', id: l.suggestion.id })),
    });
    const after = (await ok('GET', `/bank_reconciliations/${saved.data.id}`)).data.statement;
    // every cheque cleared: the bank's ledger 155,005; the 20 charges, 4,100, are on the statement only
    expect(after).toMatchObject({
      bank_ledger_balance: 155005,
      deposited_not_cleared: { total: 0 },
      in_bank_not_books: { total: -4100 },
      computed_balance: 150905,
      difference: 0,
      agrees: true,
    });
    await sound();
  });

  it('refuses a bad statement file naming the row and column, and saves nothing', async () => {
    const { bank } = await setup();
    const head = 'Date,Description,Debit,Credit\n';
    const bad: [object, string, string][] = [
      [
        { csv: 'Date,Description,Debit\n01/10/2026,x,5\n' },
        'mapping.creditColumn',
        'Row 1: no column holds the credit (deposit); choose it in the column mapping (headings: Date, Description, Debit)',
      ],
      [{ csv: `${head}01/10/2026,x,5,\n31/02/2026,y,6,\n` }, 'Date', 'Row 3, column Date: "31/02/2026" is not a date'],
      [{ csv: `${head}01/10/2026,x,5,\n02/10/2026,y,,\n03/10/2026,z,12x,\n` }, 'Debit', 'Row 3, columns Debit and Credit: the line has no amount'],
      [{ csv: `${head}01/10/2026,x,5,\n03/10/2026,z,12x,\n` }, 'Debit', 'Row 3, column Debit: "12x" is not an amount'],
      [
        { csv: head + '01/10/2026,x,5,\n', mapping: { dateColumn: 'Date', debitColumn: 'Withdrawal', creditColumn: 'Credit' } },
        'mapping.debitColumn',
        'Row 1: the file has no column named "Withdrawal" for the debit (withdrawal)',
      ],
    ];
    for (const [body, field, message] of bad) {
      const res = await call('POST', '/bank_statement_preview', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message, field });
    }
    // 10 MB of junk
    const junk = Array.from({ length: 10 * 1024 }, (_, i) => String.fromCharCode(33 + (i % 90)).repeat(1023) + '\n').join('');
    const big = await call('POST', '/bank_statement_preview', { csv: junk });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('Row 1: the statement file is larger than 2 MB; export a shorter period');
    // a statement line with neither side, and one with both, is refused on saving
    const both = await call('POST', '/bank_reconciliations', {
      bankId: bank.id,
      statementDate: '2026-10-31',
      closingBalance: 0,
      lines: [{ date: '2026-10-01', debit: 5, credit: 5 }],
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('Line 1: a statement line has either a debit or a credit');
    expect([await count('bank_reconciliations'), await count('bank_statement_lines')]).toEqual([0, 0]);
  });
});

describe('statement parsing and matching, without the database', () => {
  it('reads the dates and amounts banks write', () => {
    expect(['2026-03-05', '05/03/2026', '5-Mar-2026', '05 Mar 26', '05.03.2026'].map((d) => readDate(d, 'dmy'))).toEqual(Array(5).fill('2026-03-05'));
    expect(readDate('03/05/2026', 'mdy')).toBe('2026-03-05');
    expect([readDate('31/02/2026', 'dmy'), readDate('junk', 'dmy')]).toEqual([undefined, undefined]);
    expect(['1,25,000.50', '(500)', '-20', '', 'BDT 1,000', '12x', '1.234'].map(readAmount)).toEqual([
      '125000.50',
      '-500.00',
      '-20.00',
      '0.00',
      '1000.00',
      undefined,
      undefined,
    ]);
  });

  it('proposes by cheque number first, then by amount within a few days, each candidate once', () => {
    const m = proposeMatches(
      [
        { id: 1, date: '2026-10-05', chqNo: '', debit: 0, credit: 500 },
        { id: 2, date: '2026-10-05', chqNo: '000123', debit: 0, credit: 500 },
        { id: 3, date: '2026-10-20', chqNo: '', debit: 0, credit: 500 },
      ],
      [
        { kind: 'cheque', id: 10, date: '2026-10-03', chqNo: '123', moneyIn: 500, moneyOut: 0 },
        { kind: 'book', id: 11, date: '2026-10-04', chqNo: '', moneyIn: 500, moneyOut: 0 },
      ],
    );
    expect([...m].map(([line, c]) => [line, c.id])).toEqual([
      [2, 10],
      [1, 11],
    ]);
  });
});
