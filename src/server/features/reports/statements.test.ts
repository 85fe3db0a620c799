// Issue 20, "Statements": the profit and loss statement, the balance sheet's current profit, the
// gross and daily profit reports against the P&L, the cash flow statement, the receivables and
// payables ageing and the received and payment report's openings. One small business is built
// through the API; every expected figure is worked out by hand in the comments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearOpenCheques } from '../../../../tests/support/cheques.js';
import { createTestApp, type TestContext } from '../../../../tests/support/testApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { LEDGER } from '../../ledger/accounts.js';

let t: TestContext;
/* eslint-disable @typescript-eslint/no-explicit-any */
const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<any> => {
  const res = await t.app.inject({ method, url: `/api${url}`, payload, headers: t.admin });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};

const { transfer, returnFromBill, returnToSupplier } = adminCalls(() => t);
const ids = {} as Record<'M1' | 'M2' | 'C1' | 'C2' | 'C3' | 'S1' | 'bank' | 'rent' | 'commission' | 'petty', number>;

/**
 * 2025-03-10 purchase from S1: M1 10 @ 100 (credit).          2025-03-11 bill C1: M1 2 @ 150, 300 collected in cash.
 * 2025-12-01 bill C3: M1 1 @ 150 (credit).                     2026-01-20 bill C3: M1 1 @ 150 (credit).
 * 2026-02-01 cash collection from C3: 100.
 * 2026-03-01 purchase from S1: M2 10 @ 200 (credit); Petty Cash ledger opened with 2,000 (cash sub head).
 * 2026-03-02 bill C1: M2 4 @ 300 less 100 = 1,100 (credit).   2026-03-03 bill C2: M2 2 @ 300 = 600 (credit).
 * 2026-03-04 C2 returns 1 M2 @ 300 (cost 200 back).           2026-03-05 1 M2 returned to S1 @ 180 (cost 200: 20 price difference).
 * 2026-03-06 stock adjustment: 1 M2 written off (200).        2026-03-07 journal: capital 5,000 into cash.
 * 2026-03-08 journal: rent 500 from cash; a rent journal of 999 never approved.
 * 2026-03-09 journal: commission 50 received in cash.         2026-03-10 cheque collection from C1: 600 into the bank.
 * 2026-03-11 cash payment to S1: 1,000.                        2026-03-12 journal: 300 from Cash to Petty Cash.
 * 2026-03-20 bill C1: M1 1 @ 150 (credit).                     2026-04-10 bill C1: M1 1 @ 150 (credit).
 */
beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
  const g = (await call('POST', '/product_group_post', { name: 'Electronics' })).data.id;
  const b = (await call('POST', '/product_brand_post', { name: 'Walton', g_id: g })).data.id;
  const c = (await call('POST', '/product_category_post', { name: 'TV', g_id: g, b_id: b })).data.id;
  ids.M1 = (await call('POST', '/product_model_post', { name: 'TV 32', g_id: g, b_id: b, c_id: c })).data.id;
  ids.M2 = (await call('POST', '/product_model_post', { name: 'TV 43', g_id: g, b_id: b, c_id: c })).data.id;
  const party = async (type: 1 | 2, name: string) => (await call('POST', '/party_post', { type, name, mobile: '01711000000' })).data.id as number;
  ids.C1 = await party(1, 'Alam Traders');
  ids.C2 = await party(1, 'Bari Store');
  ids.C3 = await party(1, 'Chowdhury Mart');
  ids.S1 = await party(2, 'Delta Supply');
  ids.bank = (await call('POST', '/bank_post', { name: 'Sonali Bank', branch: 'Motijheel' })).data.id;
  const ledger = async (m_id: number, s_id: number, name: string, amount = 0, open_date?: string) =>
    (await call('POST', '/ledger_post', { m_id, s_id, name, amount, ...(open_date ? { open_date } : {}) })).data.id as number;
  ids.rent = await ledger(7, 9, 'Office Rent');
  ids.commission = await ledger(8, 12, 'Commission Income');

  const purchase = async (date: string, m: number, qty: number, price: number) =>
    (await call('POST', '/create_purchase', { pu_date: date, supp_id: ids.S1, supp_inv: `SI-${date}`, paid: 0, items: [{ m_id: m, qty, unit_price: price }] }))
      .purchaseId as number;
  const bill = async (date: string, cus: number, m: number, qty: number, price: number, disc = 0, collect = 0) => {
    const saved = await call('POST', '/create_sales', {
      inv_date: date,
      cus_id: cus,
      inv_disc: disc,
      collect,
      collect_type: 'Cash',
      items: [{ m_id: m, qty, unit_price: price }],
    });
    return (saved.saleId ?? saved.saelsId) as number;
  };

  await purchase('2025-03-10', ids.M1, 10, 100);
  await bill('2025-03-11', ids.C1, ids.M1, 2, 150, 0, 300);
  await bill('2025-12-01', ids.C3, ids.M1, 1, 150);
  await bill('2026-01-20', ids.C3, ids.M1, 1, 150);
  await call('POST', '/collPay_post', { coll_pay_type: 2, supp_id: ids.C3, date: '2026-02-01', cash_bank_type: 'Cash', amount: 100 });
  const p2 = await purchase('2026-03-01', ids.M2, 10, 200);
  ids.petty = await ledger(1, 1, 'Petty Cash', 2000, '2026-03-01');
  await bill('2026-03-02', ids.C1, ids.M2, 4, 300, 100);
  const i2 = await bill('2026-03-03', ids.C2, ids.M2, 2, 300);
  await returnFromBill('2026-03-04', ids.C2, i2, 1, 300);
  await returnToSupplier('2026-03-05', ids.S1, p2, 1, 180);
  await call('POST', '/adjustment/create', { adj_date: '2026-03-06', remarks: 'Broken', items: [{ m_id: ids.M2, adj_qty: 1, adj_type: 'subtraction' }] });
  await transfer('2026-03-07', { debit: LEDGER.cash, credit: LEDGER.capital, amount: 5000, narr: 'Capital' });
  await transfer('2026-03-08', { debit: ids.rent, credit: LEDGER.cash, amount: 500, narr: 'March rent' });
  await transfer('2026-03-08', { debit: ids.rent, credit: LEDGER.cash, amount: 999, narr: 'Waiting' }, false);
  await transfer('2026-03-09', { debit: LEDGER.cash, credit: ids.commission, amount: 50, narr: 'Commission' });
  await call('POST', '/collPay_post', {
    coll_pay_type: 2,
    supp_id: ids.C1,
    date: '2026-03-10',
    cash_bank_type: 'Cheque',
    amount: 600,
    bankId: ids.bank,
    chqNo: 'Q-1',
  });
  // A cheque reaches the bank when it clears (issue 22): this one clears the same day.
  await clearOpenCheques(t);
  await call('POST', '/collPay_post', { coll_pay_type: 1, supp_id: ids.S1, date: '2026-03-11', cash_bank_type: 'Cash', amount: 1000 });
  await transfer('2026-03-12', { debit: ids.petty, credit: LEDGER.cash, amount: 300, narr: 'Float' });
  await bill('2026-03-20', ids.C1, ids.M1, 1, 150);
  await bill('2026-04-10', ids.C1, ids.M1, 1, 150);
  expect(await t.violations()).toEqual([]);
});
afterAll(() => t.close());

const ledgersOf = (section: any) => section.heads.flatMap((h: any) => h.subs.flatMap((s: any) => s.ledgers.map((l: any) => [l.name, l.amount, l.previous])));

describe('issue 20, finding 7: a profit and loss statement', () => {
  it('gives gross profit after Direct Expenses and net profit, beside the same period a year before', async () => {
    const pl = await call('GET', '/profit_loss?fromDate=2026-03-01&toDate=2026-03-15');
    expect([pl.previousFrom, pl.previousTo]).toEqual(['2025-03-01', '2025-03-15']);
    // Sales 1,200 + 600 = 1,800 (a year before: 2 × 150 = 300); returns 300; discount 100: net 1,400.
    expect(ledgersOf(pl.sales)).toEqual(
      expect.arrayContaining([
        ['Sales', 1800, 300],
        ['Sales Returns', -300, 0],
        ['Discount Allowed', -100, 0],
      ]),
    );
    expect([pl.sales.amount, pl.sales.previous]).toEqual([1400, 300]);
    // Cost of goods sold 4 × 200 + 2 × 200 − 200 returned = 1,000 (a year before 2 × 100); price difference 200 − 180 = 20; write-off 200.
    expect(ledgersOf(pl.directExpenses)).toEqual(
      expect.arrayContaining([
        ['Cost of Goods Sold', 1000, 200],
        ['Purchase Price Difference', 20, 0],
        ['Stock Adjustment', 200, 0],
      ]),
    );
    expect([pl.directExpenses.amount, pl.directExpenses.previous]).toEqual([1220, 200]);
    expect(pl.grossProfit).toEqual({ amount: 180, previous: 100 });
    // Commission 50 in; rent 500 out (the 999 never approved stays out).
    expect(ledgersOf(pl.indirectIncome)).toEqual([['Commission Income', 50, 0]]);
    expect(ledgersOf(pl.indirectExpenses)).toEqual([['Office Rent', 500, 0]]);
    // 180 + 50 − 500 = −270; a year before 100.
    expect(pl.netProfit).toEqual({ amount: -270, previous: 100 });
  });

  it("the balance sheet's current profit equals the P&L's net profit for the same dates", async () => {
    // Up to 2026-03-15: 2025-03-11 +100, 2025-12-01 +50, 2026-01-20 +50, 1–15 March −270 = −70.
    const pl = await call('GET', '/profit_loss?fromDate=2000-01-01&toDate=2026-03-15');
    const bs = await call('GET', '/balance_sheet?trDate=2026-03-15');
    expect(pl.netProfit.amount).toBe(-70);
    expect(bs.currentProfit).toBe(-70);
    // Up to the end of 2025: 100 + 50.
    expect((await call('GET', '/profit_loss?fromDate=2000-01-01&toDate=2025-12-31')).netProfit.amount).toBe(150);
    expect((await call('GET', '/balance_sheet?trDate=2025-12-31')).currentProfit).toBe(150);
  });

  it('the gross profit and daily profit reports say what they leave out of the P&L gross profit', async () => {
    // Bills 1,100 + 600 less the return 300 = 1,400; cost 800 + 400 − 200 = 1,000; profit 400.
    // 400 − 20 (price difference) − 200 (write-off) = 180, the P&L's gross profit.
    const left = { price_difference: 20, stock_adjustment: 200, other: 0, pl_gross_profit: 180 };
    const gp = await call('GET', '/item-wise-gross-profit?startDate=2026-03-01&endDate=2026-03-15');
    expect(gp.summary.total_profit).toBe(400);
    expect(gp.left_out).toMatchObject(left);
    expect(gp.left_out.note).toContain('180.00');
    const daily = await call('GET', '/daily-profit?startDate=2026-03-01&endDate=2026-03-15');
    expect(daily.total.total_profit).toBe(400);
    expect(daily.left_out).toMatchObject(left);
    // For one customer the reply gives no reconciliation (the P&L is the whole business's).
    expect((await call('GET', `/item-wise-gross-profit?startDate=2026-03-01&endDate=2026-03-15&partyId=${ids.C1}`)).left_out).toBeUndefined();
  });

  it('refuses a period that ends before it starts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/profit_loss?fromDate=2026-03-02&toDate=2026-03-01', headers: t.admin });
    expect(res.statusCode).toBe(400);
  });
});

describe('issue 20: the cash flow statement (direct method)', () => {
  it('gives receipts and payments by kind, and openings and closings that agree with the ledgers', async () => {
    const cf = await call('GET', '/cash_flow?fromDate=2026-03-01&toDate=2026-03-15');
    // Before March: cash 300 (2025 bill) + 100 (C3) = 400; Petty Cash opened with 2,000 on 1 March is an opening.
    expect(cf.opening).toBe(2400);
    expect(cf.receipts.map((r: any) => [r.kind, r.amount])).toEqual([
      ['customers', 600],
      ['income', 50],
      ['capital', 5000],
      ['transfers', 300],
    ]);
    expect(cf.payments.map((r: any) => [r.kind, r.amount])).toEqual([
      ['suppliers', 1000],
      ['expenses', 500],
      ['transfers', 300],
    ]);
    // 5,950 in, 1,800 out: closing 2,400 + 4,150 = 6,550.
    expect([cf.totalReceipts, cf.totalPayments, cf.netFlow, cf.closing]).toEqual([5950, 1800, 4150, 6550]);
    const accounts = cf.accounts.map((a: any) => [a.type, a.opening, a.receipts, a.payments, a.closing]);
    expect(accounts).toEqual(
      expect.arrayContaining([
        ['cash', 400, 5050, 1800, 3650],
        ['cash', 2000, 300, 0, 2300],
        ['bank', 0, 600, 0, 600],
      ]),
    );
    expect(accounts).toHaveLength(3);
    // The closing agrees with each ledger's balance on the day (account ledger / trial balance).
    const tb = await call('GET', '/trail_balance?trDate=2026-03-15');
    const balances = new Map<number, number>(
      tb.data.flatMap((g: any) => g.heads.flatMap((h: any) => h.sub_heads.flatMap((s: any) => s.ledgers.map((l: any) => [l.id, l.balance])))),
    );
    for (const a of cf.accounts) expect(balances.get(a.ledger_id), a.name).toBe(a.closing);
  });
});

describe('issue 20: receivables and payables ageing', () => {
  it('buckets each party’s due by bill date, settling the oldest bills first', async () => {
    const a = await call('GET', '/ageing?asOn=2026-04-10');
    const brief = (p: any) => [p.name, p.current, p.d1_30, p.d31_60, p.d61_90, p.over_90, p.advance, p.total];
    // C1: 300 − 300 + 1,100 − 600 + 150 + 150 = 800: 150 of 10 April (0 days), 150 of 20 March (21 days),
    // 500 of the bill of 2 March (39 days). C2: 600 − 300 = 300 of 3 March (38 days). C3: 150 + 150 − 100 = 200:
    // the 100 settles the 1 December bill first, so 150 of 20 January (80 days) and 50 of 1 December (130 days).
    expect(a.receivables.parties.map(brief)).toEqual([
      ['Alam Traders', 150, 150, 500, 0, 0, 0, 800],
      ['Bari Store', 0, 0, 300, 0, 0, 0, 300],
      ['Chowdhury Mart', 0, 0, 0, 150, 50, 0, 200],
    ]);
    expect(a.receivables.totals).toEqual({ current: 150, d1_30: 150, d31_60: 800, d61_90: 150, over_90: 50, advance: 0, total: 1300 });
    // S1: 1,000 + 2,000 − 180 − 1,000 = 1,820, all of the bill of 1 March (40 days).
    expect(a.payables.parties.map(brief)).toEqual([['Delta Supply', 0, 0, 1820, 0, 0, 0, 1820]]);
    expect(a.payables.totals.total).toBe(1820);
  });

  it('as on an earlier date, later lines are left out', async () => {
    // On 2026-01-31: C1 has 0 due; C3 150 (1 December, 61 days) + 150 (20 January, 11 days); S1 1,000 (2025-03-10).
    const a = await call('GET', '/ageing?asOn=2026-01-31');
    expect(a.receivables.parties.map((p: any) => [p.name, p.d1_30, p.d61_90, p.total])).toEqual([['Chowdhury Mart', 150, 150, 300]]);
    expect(a.payables.parties.map((p: any) => [p.name, p.over_90, p.total])).toEqual([['Delta Supply', 1000, 1000]]);
    expect(await t.violations()).toEqual([]);
  });
});

describe('issue 20, finding 6: the received and payment report', () => {
  it('shows an opening balance entered in the range as an opening, not as money received', async () => {
    const r = await call('GET', '/received_payment_report?startDate=2026-03-01&endDate=2026-03-15');
    expect(r.opening).toBe(2400);
    expect(r.opening_entries).toBe(2000);
    expect(r.received.map((x: any) => x.amount)).toEqual([5000, 50, 600, 300]);
    expect(r.payments.map((x: any) => x.amount)).toEqual([500, 1000, 300]);
    expect([r.total_received, r.total_payment, r.closing]).toEqual([5950, 1800, 6550]);
  });
});
