// Issue 41, items 1 and 2: cheques by their history. September 2026 at Sonali Bank (opening 80,000 on
// 1 Sep): cheque A (12,000) deposited on 9 Sep and cleared on 12 Sep; cheque B (2,000) deposited on
// 5 Sep, bounced on 8 Sep and deposited again on 15 Sep; cheque C (1,00,000) received on 10 Sep
// dated 5 Oct, past the month's end; our cheque D (5,000) issued on 14 Sep and not presented; a bank
// charge of 250 only on the statement. Reconciliations as at 7, 11 and 30 September give what they
// would have given on those days, figures worked by hand.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { one, sql } from '../../db/client.js';

const t = useTestApp();
beforeEach(() => t.reset());
const { ok } = adminCalls(() => t);
const sound = async () => expect(await t.violations()).toEqual([]);

async function september() {
  const bank = (await ok('POST', '/bank_post', { name: 'Sonali Bank', branch: 'Motijheel', opening_balance: 80000, opening_date: '2026-09-01' }, 201)).data;
  const karim = (await ok('POST', '/party_post', { type: 1, name: 'Karim Traders', amount: 200000, opening_date: '2026-09-01' }, 201)).data.id;
  const rahim = (await ok('POST', '/party_post', { type: 2, name: 'Rahim Supply', amount: 50000, opening_date: '2026-09-01' }, 201)).data.id;
  const cheque = async (kind: 1 | 2, party: number, amount: number, date: string, chqNo: string, chqDate = date) => {
    const r = await ok(
      'POST',
      '/collPay_post',
      { coll_pay_type: kind, supp_id: party, date, amount, cash_bank_type: 'Cheque', bankId: bank.id, chqNo, chqDate },
      201,
    );
    return (await one<{ id: number }>(t.db, sql`select id from cheques where vc_no = ${r.data.vc_no}`))!.id;
  };
  const move = (id: number, to: string, date: string) => ok('POST', `/cheques/${id}/state`, { to, date });
  const a = await cheque(2, karim, 12000, '2026-09-02', 'A-1');
  const b = await cheque(2, karim, 2000, '2026-09-03', 'B-2');
  await move(b, 'deposited', '2026-09-05');
  await move(b, 'bounced', '2026-09-08');
  await move(a, 'deposited', '2026-09-09');
  const c = await cheque(2, karim, 100000, '2026-09-10', 'C-3', '2026-10-05');
  await move(a, 'cleared', '2026-09-12');
  const d = await cheque(1, rahim, 5000, '2026-09-14', 'D-4');
  await move(b, 'deposited', '2026-09-15');
  return { bank, karim, a, b, c, d };
}

/** The reconciliation statement as at `date`, the bank's statement closing at `closing` with `lines`. */
async function reconAt(bankId: number, date: string, closing: number, lines: object[] = []) {
  return (await ok('POST', '/bank_reconciliations', { bankId, statementDate: date, closingBalance: closing, lines }, 201)).data.statement;
}

describe('issue 41: a reconciliation as at any day of the month reads each cheque as it then stood', () => {
  it('7, 11 and 30 September: deposited not credited, issued not presented and the books balance of each day', async () => {
    const { bank } = await september();
    await sound();
    // 7 Sep: the ledger has the opening 80,000 only. B (2,000) is deposited (bounces on the 8th);
    // A is not deposited until the 9th. Books 80,000 + 2,000 = 82,000; the bank 80,000 = 82,000 - 2,000.
    expect(await reconAt(bank.id, '2026-09-07', 80000)).toEqual({
      bank_ledger_balance: 80000,
      books_balance: 82000,
      deposited_not_cleared: { total: 2000, items: [{ date: '2026-09-05', label: 'Cheque B-2 from Karim Traders', amount: 2000 }] },
      issued_not_presented: { total: 0, items: [] },
      in_books_not_bank: { total: 0, items: [] },
      in_bank_not_books: { total: 0, items: [] },
      computed_balance: 80000,
      statement_balance: 80000,
      difference: 0,
      agrees: true,
    });
    // 11 Sep: B bounced on the 8th (out); A deposited on the 9th, cleared only on the 12th: 12,000
    // deposited not credited. Books 80,000 + 12,000 = 92,000; the bank still 80,000.
    expect(await reconAt(bank.id, '2026-09-11', 80000)).toMatchObject({
      bank_ledger_balance: 80000,
      books_balance: 92000,
      deposited_not_cleared: { total: 12000, items: [{ date: '2026-09-09', label: 'Cheque A-1 from Karim Traders', amount: 12000 }] },
      issued_not_presented: { total: 0 },
      computed_balance: 80000,
      agrees: true,
    });
    // 30 Sep: the ledger 80,000 + A 12,000 = 92,000. B deposited again on the 15th: 2,000 not credited;
    // D 5,000 not presented; C (dated 5 Oct) still in hand, in neither. Books 92,000 + 2,000 - 5,000 = 89,000.
    // The statement: 92,000 less its charge of 250 = 91,750 = 89,000 - 2,000 + 5,000 - 250.
    expect(await reconAt(bank.id, '2026-09-30', 91750, [{ date: '2026-09-30', description: 'Service charge', debit: 250 }])).toEqual({
      bank_ledger_balance: 92000,
      books_balance: 89000,
      deposited_not_cleared: { total: 2000, items: [{ date: '2026-09-15', label: 'Cheque B-2 from Karim Traders', amount: 2000 }] },
      issued_not_presented: { total: 5000, items: [{ date: '2026-09-14', label: 'Cheque D-4 to Rahim Supply', amount: 5000 }] },
      in_books_not_bank: { total: 0, items: [] },
      in_bank_not_books: { total: -250, items: [{ date: '2026-09-30', label: 'Service charge', amount: -250 }] },
      computed_balance: 91750,
      statement_balance: 91750,
      difference: 0,
      agrees: true,
    });
    // A bank statement that misses B on the 30th (92,000 - 250 - 2,000 = 89,750) does not agree: 2,000 short.
    expect(await reconAt(bank.id, '2026-09-30', 89750, [{ date: '2026-09-30', description: 'Service charge', debit: 250 }])).toMatchObject({
      difference: -2000,
      agrees: false,
    });
  });

  it('the register as at a day: each cheque in its state of that day, and the totals by state', async () => {
    const { a, b, c, d } = await september();
    const at = async (day: string) => {
      const r = await ok('GET', `/cheques?asOf=${day}`);
      return {
        rows: Object.fromEntries(r.data.map((x: { id: number; state: string }) => [x.id, x.state])),
        totals: r.totals.map((x: { direction: string; state: string; amount: number }) => [x.direction, x.state, x.amount]),
      };
    };
    // 4 Sep: A and B in hand (14,000); C and D not yet written.
    expect(await at('2026-09-04')).toEqual({ rows: { [a]: 'received', [b]: 'received' }, totals: [['received', 'received', 14000]] });
    // 8 Sep: B bounced that day; A in hand.
    expect((await at('2026-09-08')).rows).toEqual({ [a]: 'received', [b]: 'bounced' });
    // 10 Sep: A deposited, B bounced, C in hand (1,00,000).
    expect(await at('2026-09-10')).toEqual({
      rows: { [a]: 'deposited', [b]: 'bounced', [c]: 'received' },
      totals: [
        ['received', 'bounced', 2000],
        ['received', 'deposited', 12000],
        ['received', 'received', 100000],
      ],
    });
    // 30 Sep: A cleared, B deposited again, C in hand, D issued.
    expect((await at('2026-09-30')).rows).toEqual({ [a]: 'cleared', [b]: 'deposited', [c]: 'received', [d]: 'issued' });
    // B's history: received, deposited, bounced, deposited again.
    const hist = (await ok('GET', `/cheques/${b}`)).data.events.map((e: { state: string; date: string }) => [e.state, e.date]);
    expect(hist).toEqual([
      ['received', '2026-09-03'],
      ['deposited', '2026-09-05'],
      ['bounced', '2026-09-08'],
      ['deposited', '2026-09-15'],
    ]);
  });
});
