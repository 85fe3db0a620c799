import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { one, rows, sql } from '../../db/client.js';
import { LEDGER } from '../../ledger/accounts.js';
import { ledgerBalance, partyDue } from '../../ledger/balances.js';

const t = useTestApp();
beforeEach(() => t.reset());

const DAY = '2026-03-05';
const JV1 = 'JV-2026-1000001';

const { call: api } = adminCalls(() => t);

let electricity: number;
let supplier: number;

async function fixture() {
  const res = await api('POST', '/ledger_post', { m_id: 7, s_id: 9, name: 'Electricity' });
  electricity = res.json().data.id;
  supplier = (await one<{ id: number }>(t.db, sql`insert into parties (type, name) values (2, 'Delta Supply') returning id`))!.id;
}

const journal = (amount: number, extra: object = {}) =>
  api('POST', '/voucher_post', {
    vc_date: DAY, vc_type: 1, ...extra,
    lines: [{ ledger_id: electricity, debit: amount, narr: 'March bill' }, { ledger_id: LEDGER.cash, credit: amount, narr: 'March bill' }],
  });

const storedLines = (vcNo: string) =>
  rows<{ ledger_id: number; debit: string; credit: string; active: number; acc_type: number | null; party_id: number | null; post_status: number }>(
    t.db,
    sql`select ledger_id, debit, credit, active, acc_type, party_id, post_status from voucher_lines where vc_no = ${vcNo} order by id`,
  );

const count = async () => (await one<{ n: number }>(t.db, sql`select count(*)::int n from voucher_lines`))!.n;

describe('entering and approving a voucher', () => {
  beforeEach(fixture);

  it('a journal is saved unposted, counts nowhere until approved, then counts', async () => {
    const res = await journal(1500);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Voucher Create Successfully',
      data: { vc_no: JV1, vc_type: 1, type_name: 'Journal', vc_date: DAY, post_status: 0, source_type: null, total_debit: 1500, total_credit: 1500 },
    });
    expect(res.json().data.lines.map((l: { ledgerName: string; debit: number; credit: number }) => [l.ledgerName, l.debit, l.credit])).toEqual([
      ['Electricity', 1500, 0],
      ['Cash', 0, 1500],
    ]);
    expect(await ledgerBalance(t.db, LEDGER.cash)).toBe(0);
    const waiting = (await api('GET', `/all_active_voucher?startDate=${DAY}&endDate=${DAY}`)).json();
    expect(waiting).toMatchObject({ total: 2, totalDebit: 1500, totalCredit: 1500 });
    expect(waiting.data[0]).toMatchObject({ vc_no: JV1, subName: 'Selling Expenses', ledgerName: 'Electricity', narr: 'March bill' });

    const approve = await api('PUT', `/vc_posting/${JV1}`);
    expect(approve.statusCode).toBe(200);
    expect(approve.json().message).toBe('Voucher Posted Successfully');
    expect(await ledgerBalance(t.db, LEDGER.cash)).toBe(-1500);
    expect(await ledgerBalance(t.db, electricity)).toBe(1500);
    expect((await api('GET', '/all_active_voucher')).json().total).toBe(0);
    expect((await api('PUT', `/vc_posting/${JV1}`)).statusCode).toBe(409);
    expect((await api('PUT', '/vc_posting/JV-2026-9')).statusCode).toBe(404);
    expect(await t.violations()).toEqual([]);
  });

  it('refuses an unbalanced voucher with the spec’s words, and writes and numbers nothing', async () => {
    const res = await api('POST', '/voucher_post', { vc_date: DAY, vc_type: 1, lines: [{ ledger_id: electricity, debit: 100 }, { ledger_id: LEDGER.cash, credit: 90 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Debit and credit amount should be same');
    expect(await count()).toBe(0);
    expect((await journal(10)).json().data.vc_no).toBe(JV1);
  });

  it.each([
    ['one line', [{ ledger_id: 7, debit: 5 }], 'A voucher needs at least two lines with an amount'],
    ['no ledger', [{ debit: 5 }, { ledger_id: 7, credit: 5 }], 'Please select a ledger on every line'],
    ['a ledger that does not exist', [{ ledger_id: 9999, debit: 5 }, { ledger_id: 7, credit: 5 }], 'A voucher line names a ledger, party or bank that does not exist'],
    ['a negative amount', [{ ledger_id: 10, debit: -5 }, { ledger_id: 7, credit: -5 }], 'Amounts must be zero or more'],
    ['a line on inventory', [{ ledger_id: LEDGER.inventory, debit: 5 }, { ledger_id: 7, credit: 5 }], 'Inventory moves with stock only: use a purchase, sale or stock adjustment'],
    ['a receivable line without its party', [{ ledger_id: LEDGER.cash, debit: 5 }, { ledger_id: LEDGER.receivable, credit: 5 }], 'Please select the customer or supplier on a receivable or payable line'],
  ])('refuses %s', async (_what, lines, message) => {
    const res = await api('POST', '/voucher_post', { vc_date: DAY, vc_type: 1, lines });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await count()).toBe(0);
  });

  it('a cash payment to a supplier is a CP voucher whose cash line is the main one', async () => {
    const res = await api('POST', '/voucher_post', {
      vc_date: DAY, vc_type: 2,
      lines: [{ ledger_id: LEDGER.payable, partyId: supplier, debit: 500 }, { ledger_id: LEDGER.cash, credit: 500 }],
    });
    expect(res.json().data).toMatchObject({ vc_no: 'CP-TT-2026-1000001', type_name: 'Cash Payment' });
    expect(res.json().data.lines[0].partyName).toBe('Delta Supply');
    expect(await storedLines('CP-TT-2026-1000001')).toEqual([
      { ledger_id: 1, debit: '500.00', credit: '0.00', active: 0, acc_type: 2, party_id: supplier, post_status: 0 },
      { ledger_id: 7, debit: '0.00', credit: '500.00', active: 1, acc_type: 2, party_id: null, post_status: 0 },
    ]);
    expect(await partyDue(t.db, supplier)).toBe(0);
    await api('PUT', '/vc_posting/CP-TT-2026-1000001');
    expect(await partyDue(t.db, supplier)).toBe(-500);
    expect(await t.violations()).toEqual([]);
  });

  it('previews the next number of a type', async () => {
    expect((await api('GET', `/voucher_next_no?type=5&date=${DAY}`)).json().vc_no).toBe('BR-TT-2026-1000001');
    await journal(1);
    expect((await api('GET', `/voucher_next_no?type=1&date=${DAY}`)).json().vc_no).toBe('JV-2026-1000002');
  });
});

describe('editing and removing', () => {
  beforeEach(fixture);

  const linesOf = async (vcNo: string) => (await api('GET', `/voucher_by_vc_no?vcno=${vcNo}`)).json().data.lines;

  it('PATCH /voucher_update replaces the lines under the same number and keeps it waiting', async () => {
    await journal(1500);
    const [a, b] = await linesOf(JV1);
    const res = await api('PATCH', '/voucher_update', [
      { ...a, debit: 1200 },
      { ...b, credit: 1000 },
      { vc_no: JV1, ledger_id: LEDGER.capital, credit: 200, narr: 'paid by the owner' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Voucher Create Successfully', data: { vc_no: JV1, post_status: 0, total_debit: 1200, total_credit: 1200 } });
    expect((await storedLines(JV1)).map((l) => [l.ledger_id, l.debit, l.credit])).toEqual([
      [electricity, '1200.00', '0.00'],
      [LEDGER.cash, '0.00', '1000.00'],
      [LEDGER.capital, '0.00', '200.00'],
    ]);
    expect(await t.violations()).toEqual([]);
  });

  it('an approved voucher stays approved when edited', async () => {
    await journal(1500);
    await api('PUT', `/vc_posting/${JV1}`);
    const [a, b] = await linesOf(JV1);
    await api('PATCH', '/voucher_update', [{ ...a, debit: 100 }, { ...b, credit: 100 }]);
    expect(await ledgerBalance(t.db, LEDGER.cash)).toBe(-100);
  });

  it('refuses an unequal update, lines of two vouchers and a missing voucher, changing nothing', async () => {
    await journal(1500);
    const [a, b] = await linesOf(JV1);
    const unequal = await api('PATCH', '/voucher_update', [{ ...a, debit: 1200 }, b]);
    expect(unequal.statusCode).toBe(400);
    expect(unequal.json().message).toBe('Total Debit and Credit should be equal');
    expect((await api('PATCH', '/voucher_update', [a, { ...b, vc_no: 'JV-2026-1000002' }])).statusCode).toBe(400);
    expect((await api('PATCH', '/voucher_update', [{ ...a, vc_no: 'JV-2026-7' }, { ...b, vc_no: 'JV-2026-7' }])).statusCode).toBe(404);
    expect((await storedLines(JV1)).map((l) => l.debit)).toEqual(['1500.00', '0.00']);
  });

  it('deletes a whole voucher; a single line only when the rest still balances', async () => {
    await journal(1500);
    const [a] = await linesOf(JV1);
    const line = await api('DELETE', `/voucher_remove_by_id/${a.id}`);
    expect(line.statusCode).toBe(409);
    expect(await storedLines(JV1)).toHaveLength(2);
    expect((await api('DELETE', '/voucher_remove_by_id/99999')).statusCode).toBe(404);
    const res = await api('DELETE', `/voucher_delete?vc_no=${JV1}`);
    expect(res.json().message).toBe('Remove Successfully');
    expect(await count()).toBe(0);
    expect((await api('DELETE', `/voucher_delete?vc_no=${JV1}`)).statusCode).toBe(404);
    expect((await api('GET', `/voucher_by_vc_no?vcno=${JV1}`)).statusCode).toBe(404);
  });

  it('a voucher a document posted is changed through its document only', async () => {
    const coll = await api('POST', '/collPay_post', { supp_id: supplier, date: DAY, coll_pay_type: 1, cash_bank_type: 'Cash', amount: 50 });
    const vcNo = coll.json().data.vc_no;
    const lines = await linesOf(vcNo);
    for (const res of [
      await api('PATCH', '/voucher_update', lines.map((l: object) => ({ ...l, debit: 0, credit: 0 }))),
      await api('DELETE', `/voucher_delete?vc_no=${vcNo}`),
      await api('DELETE', `/voucher_remove_by_id/${lines[0].id}`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This voucher belongs to a document; edit the document instead');
    }
    expect(await storedLines(vcNo)).toHaveLength(2);
    expect(await t.violations()).toEqual([]);
  });
});

describe('lists', () => {
  beforeEach(fixture);

  it('voucher_all and jv_all filter by date, type and search, with totals; journalByDate gathers vouchers', async () => {
    await journal(100, { vc_date: '2026-03-01' });
    await journal(250, { vc_date: '2026-03-02' });
    await api('POST', '/voucher_post', { vc_date: '2026-03-02', vc_type: 2, lines: [{ ledger_id: electricity, debit: 40 }, { ledger_id: LEDGER.cash, credit: 40 }] });

    const all = (await api('GET', '/voucher_all')).json();
    expect(all).toMatchObject({ total: 6, totalDebit: 390, totalCredit: 390 });
    expect(all.data[0].vc_no).toBe('JV-2026-1000002');
    const march2 = (await api('GET', '/voucher_all?startDate=2026-03-02&endDate=2026-03-02')).json();
    expect(march2).toMatchObject({ total: 4, totalDebit: 290 });
    expect((await api('GET', '/voucher_all?type=2')).json()).toMatchObject({ total: 2, totalDebit: 40 });
    expect((await api('GET', '/voucher_all?search=1000001')).json().total).toBe(4);
    expect((await api('GET', '/voucher_all?limit=2&offset=4')).json().data.map((l: { vc_no: string }) => l.vc_no)).toEqual([JV1, JV1]);
    expect((await api('GET', '/jv_all')).json()).toMatchObject({ total: 4, totalDebit: 350 });
    expect((await api('GET', '/voucher_all?startDate=2026-03-02')).json().message).toBe('Please select both start and end dates');

    const book = (await api('GET', '/journalByDate?startDate=2026-03-01&endDate=2026-03-02')).json();
    expect(book.data.map((v: { vc_no: string; total_debit: number }) => [v.vc_no, v.total_debit])).toEqual([
      [JV1, 100],
      ['CP-TT-2026-1000001', 40],
      ['JV-2026-1000002', 250],
    ]);
    expect(book).toMatchObject({ totalDebit: 390, totalCredit: 390 });
  });

  it('the totals of a list by dates take posted lines from the period balances and waiting ones from the lines', async () => {
    // posted and waiting vouchers over three months, so that some months are closed balances
    for (const [date, amount] of [['2026-01-10', 100], ['2026-01-31', 7.25], ['2026-02-01', 30], ['2026-02-15', 45.5], ['2026-03-01', 60], ['2026-03-20', 80]] as const) {
      const res = await journal(amount, { vc_date: date });
      expect(res.statusCode, res.body).toBe(201);
    }
    const vcNos = (await rows<{ vc_no: string }>(t.db, sql`select distinct vc_no from voucher_lines order by vc_no`)).map((r) => r.vc_no);
    for (const vcNo of vcNos.slice(0, 4)) expect((await api('PUT', `/vc_posting/${vcNo}`)).statusCode).toBeLessThan(300);
    expect((await one<{ n: number }>(t.db, sql`select count(*)::int as n from ledger_month_balances where debit > 0`))!.n).toBeGreaterThan(0);
    const raw = async (from?: string, to?: string) =>
      one<{ debit: string; n: number }>(
        t.db,
        sql`select coalesce(sum(debit), 0)::float8 as debit, count(*)::int as n from voucher_lines ${from ? sql`where vc_date between ${from} and ${to}` : sql``}`,
      );
    for (const [from, to] of [[undefined, undefined], ['2026-01-01', '2026-12-31'], ['2026-01-31', '2026-02-15'], ['2026-02-01', '2026-02-28'], ['2026-02-02', '2026-03-01'], ['2026-03-21', '2026-04-30']]) {
      const list = (await api('GET', `/voucher_all${from ? `?startDate=${from}&endDate=${to}` : ''}`)).json();
      const expected = await raw(from, to);
      expect([list.totalDebit, list.totalCredit, list.total, list.capped], `${from}..${to}`).toEqual([Number(expected!.debit), Number(expected!.debit), expected!.n, false]);
    }
    expect(await t.violations()).toEqual([]);
  });

  it('only an admin may enter, list or approve vouchers', async () => {
    await journal(10);
    const user = await t.userHeaders();
    expect((await api('GET', '/voucher_all', undefined, user)).statusCode).toBe(403);
    expect((await api('PUT', `/vc_posting/${JV1}`, undefined, user)).statusCode).toBe(403);
    expect((await api('POST', '/voucher_post', {}, user)).statusCode).toBe(403);
  });
});
