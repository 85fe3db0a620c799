// Issue 20, item 7: a party's opening balance takes a date. Its opening voucher is dated by it, so
// the party ledger brings it forward from any later start and leaves it out before; the ageing ages
// it from that date. A date after today is refused. Figures worked out by hand in each test.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { rows, sql } from '../../db/client.js';
import { LEDGER } from '../../ledger/accounts.js';
import { todayInDhaka } from '../../../domain/dates.js';

const t = useTestApp();
beforeEach(() => t.reset());

const { call, ok } = adminCalls(() => t);

const OPENING = '2026-01-15';
const openingLines = (partyId: number) =>
  rows<{ vc_no: string; vc_date: string; ledger_id: number; party_id: number | null; debit: string; credit: string }>(
    t.db,
    sql`select vc_no, to_char(vc_date, 'YYYY-MM-DD') as vc_date, ledger_id, party_id, debit::text, credit::text from voucher_lines
        where source_type = 'party_opening' and source_id = ${partyId} order by id`,
  );

type Row = { date: string; particulars: string; debit: number; credit: number; balance: number };
async function ledger(partyId: number, fromDate?: string, toDate?: string) {
  const q = new URLSearchParams({ partyId: String(partyId), ...(fromDate ? { fromDate } : {}), ...(toDate ? { toDate } : {}) });
  const r = await ok('GET', `/combine_ledger_all?${q}`);
  return { rows: r.ledger.map((l: Row) => [l.date, l.particulars, l.debit, l.credit, l.balance]), opening: r.totals.opening, closing: r.totals.closing };
}

/** Rahim Supply, owed 5,000 from 15 January, paid 2,000 in cash on 10 February. */
async function supplierWithPayment() {
  const s = (await ok('POST', '/party_post', { type: 2, name: 'Rahim Supply', amount: 5000, opening_date: OPENING }, 201)).data;
  await ok('POST', '/collPay_post', { coll_pay_type: 1, supp_id: s.id, date: '2026-02-10', amount: 2000, cash_bank_type: 'Cash' }, 201);
  return s;
}

describe('a party opening balance with a date', () => {
  it('posts the opening voucher on that date, and says the date back', async () => {
    const s = (await ok('POST', '/party_post', { type: 2, name: 'Rahim Supply', amount: 5000, opening_date: OPENING }, 201)).data;
    expect(s).toMatchObject({ amount: 5000, opening_date: OPENING, balance: 5000 });
    expect(await openingLines(s.id)).toEqual([
      { vc_no: 'JV-2026-1000001', vc_date: OPENING, ledger_id: LEDGER.openingBalanceEquity, party_id: null, debit: '5000.00', credit: '0.00' },
      { vc_no: 'JV-2026-1000001', vc_date: OPENING, ledger_id: LEDGER.payable, party_id: s.id, debit: '0.00', credit: '5000.00' },
    ]);
    const listed = (await ok('GET', '/supplier_all')).data;
    expect(listed.map((p: { name: string; opening_date: string }) => [p.name, p.opening_date])).toEqual([['Rahim Supply', OPENING]]);
    expect(await t.violations()).toEqual([]);
  });

  it('the party ledger brings the opening forward from a later start, shows it within its range, and not at all before', async () => {
    const s = await supplierWithPayment();

    // February: 5,000 brought forward, 2,000 paid, 3,000 left.
    expect(await ledger(s.id, '2026-02-01', '2026-02-28')).toEqual({
      rows: [
        ['2026-02-01', 'Opening Balance', 0, 0, 5000],
        ['2026-02-10', 'Cash Payment', 2000, 0, 3000],
      ],
      opening: 5000,
      closing: 3000,
    });
    // January: nothing before, the opening on the 15th.
    expect(await ledger(s.id, '2026-01-01', '2026-01-31')).toEqual({
      rows: [
        ['2026-01-01', 'Opening Balance', 0, 0, 0],
        [OPENING, 'Opening Balance', 0, 5000, 5000],
      ],
      opening: 0,
      closing: 5000,
    });
    // 1 to 14 January: before the opening date, the party owed nothing.
    expect(await ledger(s.id, '2026-01-01', '2026-01-14')).toEqual({ rows: [['2026-01-01', 'Opening Balance', 0, 0, 0]], opening: 0, closing: 0 });
    // The whole ledger starts on the opening date (earlier than the day the party was made).
    expect((await ledger(s.id)).rows[0]).toEqual([OPENING, 'Opening Balance', 0, 0, 0]);

    // The ageing as on 31 March: 3,000 due, from a bill of 15 January, 75 days old (16 + 28 + 31).
    const aged = await ok('GET', '/ageing?asOn=2026-03-31');
    expect(aged.payables.parties).toEqual([expect.objectContaining({ name: 'Rahim Supply', current: 0, d1_30: 0, d31_60: 0, d61_90: 3000, over_90: 0, total: 3000 })]);
    // As on 14 January the supplier was owed nothing.
    expect((await ok('GET', '/ageing?asOn=2026-01-14')).payables.parties).toEqual([]);
    expect(await t.violations()).toEqual([]);
  });

  it('an edit of the date moves the voucher (same number within the year, the new year’s series across), and the ledgers follow', async () => {
    const s = await supplierWithPayment();
    const moved = (await ok('PATCH', `/party_edit/${s.id}`, { opening_date: '2026-02-20' })).data;
    expect(moved).toMatchObject({ opening_date: '2026-02-20', amount: 5000, balance: 3000 });
    expect((await openingLines(s.id)).map((l) => [l.vc_no, l.vc_date])).toEqual([
      ['JV-2026-1000001', '2026-02-20'],
      ['JV-2026-1000001', '2026-02-20'],
    ]);
    // February now opens at 0: the payment on the 10th runs ahead (-2,000), the opening on the 20th brings it to 3,000.
    expect(await ledger(s.id, '2026-02-01', '2026-02-28')).toEqual({
      rows: [
        ['2026-02-01', 'Opening Balance', 0, 0, 0],
        ['2026-02-10', 'Cash Payment', 2000, 0, -2000],
        ['2026-02-20', 'Opening Balance', 0, 5000, 3000],
      ],
      opening: 0,
      closing: 3000,
    });

    // Into the year before: a number of 2025's series.
    await ok('PATCH', `/party_edit/${s.id}`, { opening_date: '2025-12-31' });
    expect((await openingLines(s.id)).map((l) => [l.vc_no, l.vc_date, l.credit])).toEqual([
      ['JV-2025-1000001', '2025-12-31', '0.00'],
      ['JV-2025-1000001', '2025-12-31', '5000.00'],
    ]);
    expect((await ledger(s.id, '2026-01-01', '2026-12-31')).opening).toBe(5000);

    // A change of name alone leaves the voucher alone; the date is kept when the edit leaves it out.
    await ok('PATCH', `/party_edit/${s.id}`, { name: 'Rahim Supply Co', amount: 6000 });
    expect((await openingLines(s.id)).map((l) => [l.vc_no, l.vc_date, l.credit])).toEqual([
      ['JV-2025-1000001', '2025-12-31', '0.00'],
      ['JV-2025-1000001', '2025-12-31', '6000.00'],
    ]);
    expect(await t.violations()).toEqual([]);
  });

  it('without a date the opening is dated today, as before', async () => {
    const c = (await ok('POST', '/party_post', { type: 1, name: 'Karim Store', amount: 1200 }, 201)).data;
    expect(c.opening_date).toBe(todayInDhaka());
    expect((await openingLines(c.id)).map((l) => [l.vc_date, l.ledger_id, l.debit])).toEqual([
      [todayInDhaka(), LEDGER.receivable, '1200.00'],
      [todayInDhaka(), LEDGER.openingBalanceEquity, '0.00'],
    ]);
    // A party with no opening amount keeps its date too, and posts nothing.
    const none = (await ok('POST', '/party_post', { type: 1, name: 'Nil Store', opening_date: OPENING }, 201)).data;
    expect(none.opening_date).toBe(OPENING);
    expect(await openingLines(none.id)).toEqual([]);
    expect(await t.violations()).toEqual([]);
  });

  it('a date after today is refused, on create and on edit, and nothing changes', async () => {
    const tomorrow = todayInDhaka(new Date(Date.now() + 24 * 3600 * 1000));
    const res = await call('POST', '/party_post', { type: 2, name: 'Future Ltd', amount: 100, opening_date: tomorrow });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/is after today/);
    expect((await ok('GET', '/supplier_all')).total).toBe(0);

    const s = (await ok('POST', '/party_post', { type: 2, name: 'Rahim Supply', amount: 5000, opening_date: OPENING }, 201)).data;
    const edit = await call('PATCH', `/party_edit/${s.id}`, { opening_date: tomorrow, amount: 9000 });
    expect(edit.statusCode).toBe(400);
    expect((await ok('GET', '/supplier_all')).data[0]).toMatchObject({ amount: 5000, opening_date: OPENING, balance: 5000 });
    expect((await openingLines(s.id)).map((l) => l.vc_date)).toEqual([OPENING, OPENING]);
    const bad = await call('PATCH', `/party_edit/${s.id}`, { opening_date: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(await t.violations()).toEqual([]);
  });
});
