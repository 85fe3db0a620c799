// Issue 20, build item 6: year-end closing. A small business trades through FY 2024-25 (July 2024 to
// June 2025) and into FY 2025-26; closing FY 2024-25 posts one journal that zeroes its income and
// expense ledgers into Retained Earnings and locks the books to 30 June 2025; reopening removes it
// and puts the lock back. Every figure is worked out by hand in the comments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../tests/support/testApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { one, rows, sql } from '../../db/client.js';
import { LEDGER } from '../../ledger/accounts.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { fiscalYearOf } from '../../../domain/fiscalYear.js';

let t: TestContext;
let user: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const { call, transfer, returnFromBill } = adminCalls(() => t);
/* eslint-disable @typescript-eslint/no-explicit-any */
/** A call that succeeds: 200, or 201 for what creates a record. */
async function ok(method: Method, url: string, payload?: object, status?: 200 | 201): Promise<any> {
  const res = await call(method, url, payload);
  if (status) expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  else expect([200, 201], `${method} ${url}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
  return res.json();
}
async function refused(method: Method, url: string, payload: object | undefined, status: number, message?: string | RegExp) {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  if (message) expect(res.json().message).toMatch(message);
  return res.json();
}

const ids = {} as Record<'M1' | 'C1' | 'S1' | 'rent' | 'commission' | 'RE', number>;

const ledgerId = async (role: string) => (await one<{ id: number }>(t.db, sql`select id from ledgers where system_role = ${role}`))!.id;
/** Posted debit less credit of a ledger up to a date, counting every line (the closing voucher too). */
const balance = async (id: number, through: string) =>
  Number(
    (await one<{ n: string }>(
      t.db,
      sql`select coalesce(sum(debit - credit), 0)::text n from voucher_lines where ledger_id = ${id} and post_status = 1 and vc_date <= ${through}`,
    ))!.n,
  );
const closingLines = async () =>
  (
    await rows<{ vc_no: string; vc_type: number; vc_date: string; ledger_id: number; debit: string; credit: string; post_status: number }>(
      t.db,
      sql`select vc_no, vc_type, vc_date::text, ledger_id, debit::text, credit::text, post_status from voucher_lines where source_type = 'year_close' order by ledger_id`,
    )
  ).map((l) => ({ ...l, debit: Number(l.debit), credit: Number(l.credit) }));
/** FY 2024-25's closing as [ledger, debit, credit]: each income and expense ledger to zero, the net profit of 92.50 to Retained Earnings. */
const fy25Closing = () => [
  [LEDGER.sales, 1000, 0],
  [LEDGER.salesReturns, 0, 250],
  [LEDGER.costOfGoodsSold, 0, 300],
  [LEDGER.discountAllowed, 0, 37.5],
  [LEDGER.stockAdjustment, 0, 100],
  [ids.rent, 0, 300],
  [ids.commission, 80, 0],
  [ids.RE, 0, 92.5],
];
const lock = async () => (await ok('GET', '/period_lock')).locked_until as string | null;
const yearsOf = async () => (await ok('GET', '/year_end')).years.map((y: any) => [y.label, y.status, y.net_profit, y.can_close, y.can_reopen]) as unknown[];
const equityLedgers = (bs: any) => bs.equity.heads.flatMap((h: any) => h.subs.flatMap((s: any) => s.ledgers.map((l: any) => [l.name, l.amount])));

const bill = async (date: string, qty: number, price: number, disc = 0) => {
  const saved = await ok('POST', '/create_sales', {
    inv_date: date,
    cus_id: ids.C1,
    inv_disc: disc,
    collect: 0,
    collect_type: 'Cash',
    items: [{ m_id: ids.M1, qty, unit_price: price }],
  });
  return (saved.saleId ?? saved.saelsId) as number;
};

/**
 * FY 2024-25:
 *   2024-07-01 journal: capital 10,000 into cash.
 *   2024-07-10 purchase from S1: M1 10 @ 100 on credit (Dr Inventory 1,000, Cr Payable 1,000).
 *   2024-08-01 bill C1: M1 4 @ 250 less 50 = 950 (Dr Receivable 950, Dr Discount 50, Cr Sales 1,000; COGS 400).
 *   2024-09-01 C1 returns 1 @ 250: its discount share 50 × 1/4 = 12.50 (Dr Sales Returns 250, Cr Discount 12.50,
 *              Cr Receivable 237.50; Dr Inventory 100, Cr COGS 100).
 *   2025-01-15 journal: office rent 300 from cash.        2025-03-01 journal: commission 80 received in cash.
 *   2025-05-01 stock adjustment: 1 M1 written off (Dr Stock Adjustment 100, Cr Inventory 100).
 *   2025-06-10 journal: rent 999, left waiting for approval.
 * FY 2025-26:
 *   2025-08-01 bill C1: M1 1 @ 250 on credit (Sales 250, COGS 100).
 *
 * FY 2024-25 by ledger (debit less credit): Sales −1,000; Sales Returns +250; Discount Allowed 50 − 12.50 = +37.50;
 * COGS 400 − 100 = +300; Stock Adjustment +100; Office Rent +300; Commission −80. Sum −92.50: net profit 92.50
 * (P&L: sales 1,000 − 250 − 37.50 = 712.50; Direct Expenses 400; gross 312.50; + 80 − 300 = 92.50).
 * FY 2025-26: 250 − 100 = 150.
 */
async function business() {
  const g = (await ok('POST', '/product_group_post', { name: 'Electronics' })).data.id;
  const b = (await ok('POST', '/product_brand_post', { name: 'Walton', g_id: g })).data.id;
  const c = (await ok('POST', '/product_category_post', { name: 'TV', g_id: g, b_id: b })).data.id;
  ids.M1 = (await ok('POST', '/product_model_post', { name: 'TV 32', g_id: g, b_id: b, c_id: c })).data.id;
  ids.C1 = (await ok('POST', '/party_post', { type: 1, name: 'Alam Traders', mobile: '01711000000' })).data.id;
  ids.S1 = (await ok('POST', '/party_post', { type: 2, name: 'Delta Supply', mobile: '01711000001' })).data.id;
  ids.rent = (await ok('POST', '/ledger_post', { m_id: 7, s_id: 9, name: 'Office Rent', amount: 0 })).data.id;
  ids.commission = (await ok('POST', '/ledger_post', { m_id: 8, s_id: 12, name: 'Commission Income', amount: 0 })).data.id;
  ids.RE = await ledgerId('retainedEarnings');

  await transfer('2024-07-01', { debit: LEDGER.cash, credit: LEDGER.capital, amount: 10000, narr: 'Capital' });
  await ok('POST', '/create_purchase', {
    pu_date: '2024-07-10',
    supp_id: ids.S1,
    supp_inv: 'SI-1',
    paid: 0,
    items: [{ m_id: ids.M1, qty: 10, unit_price: 100 }],
  });
  const inv = await bill('2024-08-01', 4, 250, 50);
  await returnFromBill('2024-09-01', ids.C1, inv, 1, 250);
  await transfer('2025-01-15', { debit: ids.rent, credit: LEDGER.cash, amount: 300, narr: 'January rent' });
  await transfer('2025-03-01', { debit: LEDGER.cash, credit: ids.commission, amount: 80, narr: 'Commission' });
  await ok('POST', '/adjustment/create', { adj_date: '2025-05-01', remarks: 'Broken', items: [{ m_id: ids.M1, adj_qty: 1, adj_type: 'subtraction' }] });
  const waiting = await transfer('2025-06-10', { debit: ids.rent, credit: LEDGER.cash, amount: 999, narr: 'Waiting' }, false);
  await bill('2025-08-01', 1, 250);
  expect(await t.violations()).toEqual([]);
  return { waiting };
}

const FY25 = '2025-06-30';
const FY26 = '2026-06-30';

describe('issue 20, build item 6: closing a fiscal year', () => {
  let waiting: string;
  let plBefore: any;
  let vcNo: string;

  beforeAll(async () => {
    ({ waiting } = await business());
    user = await t.userHeaders();
    plBefore = await ok('GET', '/profit_loss?fromDate=2024-07-01&toDate=2025-06-30');
  });

  it('the P&L of FY 2024-25 shows net profit 92.50 before closing', () => {
    expect(plBefore.netProfit.amount).toBe(92.5);
    expect(plBefore.grossProfit.amount).toBe(312.5);
  });

  it('previews the closing voucher and refuses to close while a voucher waits for approval', async () => {
    const preview = await ok('GET', `/year_end/preview?year_end=${FY25}`);
    expect([preview.label, preview.fy_start, preview.fy_end, preview.net_profit, preview.locked_until_after]).toEqual([
      'FY 2024-25',
      '2024-07-01',
      FY25,
      92.5,
      FY25,
    ]);
    expect(preview.lines.map((l: any) => [l.ledger_id, l.debit, l.credit])).toEqual(fy25Closing());
    expect(preview.problem).toBe('1 voucher dated in FY 2024-25 waits for approval: approve or delete it before closing the year');

    await refused('POST', '/year_end/close', { year_end: FY25 }, 409, /^1 voucher dated in FY 2024-25 waits for approval/);
    // Nothing written: no closing, no voucher, no lock.
    expect(await closingLines()).toEqual([]);
    expect(await lock()).toBeNull();
    expect((await one<{ n: number }>(t.db, sql`select count(*)::int n from year_closings`))!.n).toBe(0);
  });

  it('refuses a plain user, a date that ends no fiscal year, and a year that is not over', async () => {
    for (const [method, url, body] of [
      ['POST', '/year_end/close', { year_end: FY25 }],
      ['POST', '/year_end/reopen', { year_end: FY25 }],
      ['GET', '/year_end', undefined],
      ['GET', `/year_end/preview?year_end=${FY25}`, undefined],
      ['PATCH', '/fiscal_year_settings', { start_month: 1 }],
    ] as const) {
      expect((await call(method, url, body, user)).statusCode, `${method} ${url}`).toBe(403);
    }
    await refused(
      'POST',
      '/year_end/close',
      { year_end: '2025-05-31' },
      400,
      '31-May-2025 is not the last day of a fiscal year: FY 2024-25 ends on 30-Jun-2025',
    );
    await refused('POST', '/year_end/close', { year_end: '2025-06-31' }, 400);
    // Today is in FY 2026-27 (July 2026 to June 2027).
    const current = fiscalYearOf(todayInDhaka(), 7);
    await refused('POST', '/year_end/close', { year_end: current.end }, 409, `${current.label} is not over yet: it ends on`);
    await refused('POST', '/year_end/reopen', { year_end: FY25 }, 409, 'FY 2024-25 is not closed');
  });

  it('closes FY 2024-25 with one voucher: every income and expense ledger to zero, 92.50 to Retained Earnings, the books locked to 30 June 2025', async () => {
    await ok('DELETE', `/voucher_delete?vc_no=${waiting}`);
    const closed = await ok('POST', '/year_end/close', { year_end: FY25 });
    expect(closed).toMatchObject({ label: 'FY 2024-25', fy_start: '2024-07-01', fy_end: FY25, net_profit: 92.5, locked_until: FY25 });
    vcNo = closed.vc_no;
    expect(vcNo).toMatch(/^JV-2025-\d+$/);
    expect(closed.message).toBe(`FY 2024-25 is closed: net profit of 92.50 moved to retained earnings by ${vcNo}; the books are locked up to 30-Jun-2025`);

    const lines = await closingLines();
    expect(new Set(lines.map((l) => [l.vc_no, l.vc_type, l.vc_date, l.post_status].join()))).toEqual(new Set([`${vcNo},1,${FY25},1`]));
    // as stored, in ledger order: Retained Earnings (15) before the ledgers the test made
    expect(lines.map((l) => [l.ledger_id, l.debit, l.credit])).toEqual(fy25Closing().sort((a, b) => a[0] - b[0]));
    // Debits 1,000 + 80 = credits 250 + 300 + 37.50 + 100 + 92.50 + 300 = 1,080.

    // At the year's end, counting the closing voucher: income and expenses hold nothing, Retained Earnings 92.50 (credit).
    for (const id of [LEDGER.sales, LEDGER.salesReturns, LEDGER.costOfGoodsSold, LEDGER.discountAllowed, LEDGER.stockAdjustment, ids.rent, ids.commission])
      expect(await balance(id, FY25), `ledger ${id}`).toBe(0);
    expect(await balance(ids.RE, FY25)).toBe(-92.5);
    expect(await lock()).toBe(FY25);
    expect(await t.violations()).toEqual([]);
  });

  it('the P&L of the closed year is unchanged; the balance sheet shows Retained Earnings instead of current profit', async () => {
    expect(await ok('GET', '/profit_loss?fromDate=2024-07-01&toDate=2025-06-30')).toEqual(plBefore);
    // A period across the closing: 92.50 + 150 (the closing is a transfer, not income or expense).
    expect((await ok('GET', '/profit_loss?fromDate=2024-07-01&toDate=2025-08-31')).netProfit.amount).toBe(242.5);
    // The next year's P&L has FY 2024-25 beside it, also unchanged.
    expect((await ok('GET', '/profit_loss?fromDate=2025-07-01&toDate=2026-06-30')).netProfit).toEqual({ amount: 150, previous: 92.5 });

    const atYearEnd = await ok('GET', `/balance_sheet?trDate=${FY25}`);
    expect(atYearEnd.currentProfit).toBe(0);
    // Capital 10,000; Retained Earnings 92.50.
    expect(equityLedgers(atYearEnd)).toEqual(
      expect.arrayContaining([
        ['Capital', 10000],
        ['Retained Earnings', 92.5],
      ]),
    );
    expect(atYearEnd.totalAssets).toBe(atYearEnd.totalLiabilitiesAndEquity);
    // Assets: cash 10,000 − 300 + 80 = 9,780; receivable 950 − 237.50 = 712.50; stock 1,000 − 400 + 100 − 100 = 600: 11,092.50
    // = payable 1,000 + capital 10,000 + retained earnings 92.50.
    expect(atYearEnd.totalAssets).toBe(11092.5);

    const later = await ok('GET', '/balance_sheet?trDate=2025-08-31');
    expect(later.currentProfit).toBe(150);
    expect(equityLedgers(later)).toEqual(expect.arrayContaining([['Retained Earnings', 92.5]]));
    expect(later.equity.total).toBe(10242.5);
    // Before the year's end the closing voucher does not count yet: the current profit is the year's so far.
    expect((await ok('GET', '/balance_sheet?trDate=2025-05-31')).currentProfit).toBe(92.5);

    // The trial balance at the year's end shows no income or expense ledger with a balance.
    const tb = await ok('GET', `/trail_balance?trDate=${FY25}`);
    const natures = tb.data.filter((g: any) => g.nature === 'income' || g.nature === 'expense');
    expect(natures.every((g: any) => g.debit === 0 && g.credit === 0)).toBe(true);
    expect([tb.totalDebit, tb.totalCredit]).toEqual([11092.5, 11092.5]);
  });

  it('the P&L without dates is the current fiscal year to today', async () => {
    const today = todayInDhaka();
    const pl = await ok('GET', '/profit_loss');
    expect([pl.fromDate, pl.toDate]).toEqual([fiscalYearOf(today, 7).start, today]);
    // one date alone is refused, as before
    await refused('GET', '/profit_loss?fromDate=2024-07-01', undefined, 400);
  });

  it('the closed year takes no more documents, and the lock cannot be moved back over it', async () => {
    const res = await call('POST', '/create_sales', {
      inv_date: '2025-06-15',
      cus_id: ids.C1,
      inv_disc: 0,
      collect: 0,
      collect_type: 'Cash',
      items: [{ m_id: ids.M1, qty: 1, unit_price: 250 }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^The books are closed up to 30-Jun-2025/);
    await refused('POST', '/year_end/close', { year_end: FY25 }, 409, `FY 2024-25 is already closed (closing voucher ${vcNo})`);
    await refused('PUT', '/period_lock', { locked_until: null }, 409, /reopen that year under Year-end Closing/);
    await refused('PUT', '/period_lock', { locked_until: '2025-05-31' }, 409, /^The books are closed up to 30-Jun-2025/);
    await refused(
      'PATCH',
      '/fiscal_year_settings',
      { start_month: 1 },
      409,
      'The fiscal year cannot change while a year is closed (FY 2024-25): reopen the closed years first',
    );
    expect(await lock()).toBe(FY25);
    expect(await closingLines()).toHaveLength(8);
    expect(await t.violations()).toEqual([]);
  });

  it('lists the years: FY 2024-25 closed, FY 2025-26 open to close, the current year not over', async () => {
    const current = fiscalYearOf(todayInDhaka(), 7).label;
    expect(await yearsOf()).toEqual([
      [current, 'current', 0, false, false],
      ['FY 2025-26', 'open', 150, true, false],
      ['FY 2024-25', 'closed', 92.5, false, true],
    ]);
    const list = await ok('GET', '/year_end');
    expect(list).toMatchObject({ start_month: 7, locked_until: FY25, retained_earnings: { id: ids.RE, name: 'Retained Earnings' } });
    expect(list.years[2]).toMatchObject({ vc_no: vcNo, closed_by: 'Administrator', previous_locked_until: null });
  });

  it('closes FY 2025-26 after it; only the latest closed year reopens; reopening puts back each lock', async () => {
    const second = await ok('POST', '/year_end/close', { year_end: FY26 });
    // Sales 250 less COGS 100: Dr Sales 250, Cr COGS 100, Cr Retained Earnings 150.
    expect(second).toMatchObject({ net_profit: 150, locked_until: FY26 });
    const lines = (await closingLines()).filter((l) => l.vc_no === second.vc_no).map((l) => [l.ledger_id, l.debit, l.credit]);
    expect(lines).toEqual([
      [LEDGER.sales, 250, 0],
      [LEDGER.costOfGoodsSold, 0, 100],
      [ids.RE, 0, 150],
    ]);
    expect(await balance(ids.RE, FY26)).toBe(-242.5);
    expect((await ok('GET', `/balance_sheet?trDate=${FY26}`)).currentProfit).toBe(0);
    expect(await t.violations()).toEqual([]);

    await refused('POST', '/year_end/reopen', { year_end: FY25 }, 409, 'Only the latest closed year can be reopened: reopen FY 2025-26 first');
    const reopened = await ok('POST', '/year_end/reopen', { year_end: FY26 });
    expect(reopened).toMatchObject({ label: 'FY 2025-26', locked_until: FY25 });
    expect(await lock()).toBe(FY25);
    expect((await closingLines()).filter((l) => l.vc_no === second.vc_no)).toEqual([]);
    expect(await balance(ids.RE, FY26)).toBe(-92.5);
    expect(await t.violations()).toEqual([]);

    const first = await ok('POST', '/year_end/reopen', { year_end: FY25 });
    expect(first.message).toBe(`FY 2024-25 is reopened: closing voucher ${vcNo} removed; the period lock is lifted (the books are open), as before the close`);
    expect(await lock()).toBeNull();
    expect(await closingLines()).toEqual([]);
    expect(await balance(ids.RE, FY26)).toBe(0);
    expect(await balance(LEDGER.sales, FY25)).toBe(-1000);
    expect((await ok('GET', `/balance_sheet?trDate=${FY25}`)).currentProfit).toBe(92.5);
    expect(await ok('GET', '/profit_loss?fromDate=2024-07-01&toDate=2025-06-30')).toEqual(plBefore);
    expect(await yearsOf()).toEqual([
      [fiscalYearOf(todayInDhaka(), 7).label, 'current', 0, false, false],
      ['FY 2025-26', 'open', 150, false, false],
      ['FY 2024-25', 'open', 92.5, true, false],
    ]);
    expect((await ok('GET', '/year_end')).years[1].problem).toBe('FY 2024-25 has income and expenses and is not closed: close it before FY 2025-26');
    // The reopened year takes documents again.
    expect(await t.violations()).toEqual([]);
  });

  it('closing the year again reuses its closing voucher number', async () => {
    const again = await ok('POST', '/year_end/close', { year_end: FY25 });
    expect(again.vc_no).toBe(vcNo);
    expect(await closingLines()).toHaveLength(8);
    await ok('POST', '/year_end/reopen', { year_end: FY25 });
    expect(await t.violations()).toEqual([]);
  });
});

describe('year-end closing: the order of years, a loss, a lock already past the year, the fiscal year setting', () => {
  beforeAll(async () => {
    await t.reset();
    ids.rent = (await ok('POST', '/ledger_post', { m_id: 7, s_id: 9, name: 'Office Rent', amount: 0 })).data.id;
    ids.RE = await ledgerId('retainedEarnings');
    // FY 2024-25: rent 500 (a loss of 500). FY 2025-26: rent 200.
    await transfer('2025-02-01', { debit: ids.rent, credit: LEDGER.cash, amount: 500, narr: 'Rent' });
    await transfer('2025-09-01', { debit: ids.rent, credit: LEDGER.cash, amount: 200, narr: 'Rent' });
  });

  it('refuses to close a year while an earlier year with income or expenses is open', async () => {
    await refused('POST', '/year_end/close', { year_end: FY26 }, 409, 'FY 2024-25 has income and expenses and is not closed: close it before FY 2025-26');
    expect(await lock()).toBeNull();
  });

  it('a loss debits Retained Earnings; a lock already after the year stays, and comes back on reopening', async () => {
    await ok('PUT', '/period_lock', { locked_until: '2025-09-30' });
    const closed = await ok('POST', '/year_end/close', { year_end: FY25 });
    expect(closed).toMatchObject({ net_profit: -500, locked_until: '2025-09-30' });
    expect(closed.message).toMatch(/net loss of 500.00 moved to retained earnings/);
    // Cr Rent 500, Dr Retained Earnings 500, dated 30 June 2025 although the books were locked to 30 September.
    expect((await closingLines()).map((l) => [l.ledger_id, l.vc_date, l.debit, l.credit])).toEqual([
      [ids.RE, FY25, 500, 0],
      [ids.rent, FY25, 0, 500],
    ]);
    expect(await lock()).toBe('2025-09-30');
    expect((await ok('GET', `/balance_sheet?trDate=${FY25}`)).currentProfit).toBe(0);
    expect(equityLedgers(await ok('GET', `/balance_sheet?trDate=${FY25}`))).toEqual([['Retained Earnings', -500]]);
    expect(await t.violations()).toEqual([]);

    const reopened = await ok('POST', '/year_end/reopen', { year_end: FY25 });
    expect(reopened.locked_until).toBe('2025-09-30');
    expect(await lock()).toBe('2025-09-30');
    expect(await closingLines()).toEqual([]);
    expect(await t.violations()).toEqual([]);
    await ok('PUT', '/period_lock', { locked_until: null });
  });

  it('the fiscal year setting: July by default, an admin may change it while no year is closed', async () => {
    expect(await ok('GET', '/fiscal_year_settings')).toEqual({ start_month: 7 });
    await refused('PATCH', '/fiscal_year_settings', { start_month: 13 }, 400);
    await refused('PATCH', '/fiscal_year_settings', { start_month: 2.5 }, 400);
    expect(await ok('PATCH', '/fiscal_year_settings', { start_month: 1 })).toEqual({ start_month: 1 });
    expect(await ok('GET', '/fiscal_year_settings')).toEqual({ start_month: 1 });
    // Calendar years now: the P&L without dates starts on 1 January, and 2024-12-31 ends FY 2024.
    const today = todayInDhaka();
    expect((await ok('GET', '/profit_loss')).fromDate).toBe(`${today.slice(0, 4)}-01-01`);
    await refused('POST', '/year_end/close', { year_end: FY25 }, 400, '30-Jun-2025 is not the last day of a fiscal year: FY 2025 ends on 31-Dec-2025');
    // FY 2025 holds both rents: a loss of 700.
    const preview = await ok('GET', '/year_end/preview?year_end=2025-12-31');
    expect([preview.label, preview.net_profit, preview.problem]).toEqual(['FY 2025', -700, null]);
    expect(await ok('PATCH', '/fiscal_year_settings', { start_month: 7 })).toEqual({ start_month: 7 });
    expect(await t.violations()).toEqual([]);
  });
});
