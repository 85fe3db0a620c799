// The dashboard's figures on the trading fixture equal the documents' own: the bills' totals and the
// money collected per day and month, the top customers and models, the stock value by group (the
// stock report's total), the ageing report's totals and the cheque in hand.
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DATES as DATES } from '../../../../tests/support/reportsFixture.js';
import { useTradingFixture } from '../../../../tests/support/useTradingFixture.js';
import { addDays } from './queries.js';

const { call, f } = useTradingFixture();
beforeAll(async () => {
  // A post-dated cheque still in hand: due three days after the dashboard's date.
  await call('POST', '/collPay_post', {
    coll_pay_type: 2,
    supp_id: f.parties.C1,
    date: DATES[6],
    cash_bank_type: 'Cheque',
    amount: 700,
    bankId: f.bankId,
    chqNo: 'PDC-1',
    chqDate: '2026-03-10',
  });
});

describe('dashboard', () => {
  it('answers the figures of the books for the date asked', async () => {
    const d = await call('GET', '/dashboard?date=2026-03-07');
    expect(d.daily).toHaveLength(30);
    expect(d.daily[0].date).toBe(addDays('2026-03-07', -29));
    expect(d.daily[29].date).toBe('2026-03-07');
    const day = (x: string) => d.daily.find((r: { date: string }) => r.date === x);
    // I1: 4 × 1,500 + 5 × 800 − 500 = 9,500 with 3,000 collected on the bill; I2: 2 × 4,000 = 8,000; 5,000 collected by cheque on day 6.
    // Issue 41: a cheque is no money collected; it counts apart, on the day it was received.
    expect(day(DATES[2])).toEqual({ date: DATES[2], sales: 9500, collections: 3000, cheques: 0 });
    expect(day(DATES[3])).toEqual({ date: DATES[3], sales: 8000, collections: 0, cheques: 0 });
    expect(day(DATES[5])).toEqual({ date: DATES[5], sales: 0, collections: 0, cheques: 5000 });
    expect(day(DATES[6])).toEqual({ date: DATES[6], sales: 0, collections: 0, cheques: 700 });
    for (const x of DATES) {
      const h = await call('GET', `/todays-high-light?date=${x}`);
      expect(day(x).sales, x).toBe(h.todaysSales.todays_sales);
    }
    expect(d.months.thisMonth).toEqual({ label: 'Mar 2026', sales: 17500, collections: 3000 });
    expect(d.months.lastMonth).toEqual({ label: 'Feb 2026', sales: 0, collections: 0 });
    expect(d.topCustomers.map((c: { name: string; sales: number }) => [c.name, c.sales])).toEqual([
      [f.names.parties.C1, 9500],
      [f.names.parties.C2, 8000],
    ]);
    expect(d.topModels.map((m: { name: string; qty: number; sales: number }) => [m.name, m.qty, m.sales])).toEqual([
      [f.names.models.M3, 2, 8000],
      [f.names.models.M1, 4, 6000],
      [f.names.models.M2, 5, 4000],
    ]);
    const stock = await call('GET', '/products_stock?limit=999999');
    const byGroup = d.stockByGroup.reduce((a: number, g: { value: number }) => a + Math.round(g.value * 100), 0) / 100;
    expect(byGroup).toBe(stock.grandTotal);
    expect(d.stockByGroup.map((g: { name: string }) => g.name).sort()).toEqual([f.names.groups.G1, f.names.groups.G2].sort());
    const ageing = await call('GET', '/ageing?asOn=2026-03-07');
    expect(d.ageing).toEqual(ageing.receivables.totals);
    expect(d.ageing.total).toBeGreaterThan(0);
    expect(d.cheques).toEqual([
      { bucket: 'Overdue', count: 0, amount: 0 },
      { bucket: 'Next 7 days', count: 1, amount: 700 },
      { bucket: '8-30 days', count: 0, amount: 0 },
      { bucket: 'Later', count: 0, amount: 0 },
    ]);
  });

  it('a month later shows March as last month', async () => {
    const d = await call('GET', '/dashboard?date=2026-04-03');
    expect(d.months.thisMonth).toEqual({ label: 'Apr 2026', sales: 0, collections: 0 });
    expect(d.months.lastMonth).toEqual({ label: 'Mar 2026', sales: 17500, collections: 3000 });
    // to 3 March: I1 and what was collected on it
    expect(d.months.lastMonthToDate).toEqual({ sales: 9500, collections: 3000 });
    expect(d.cheques[0]).toEqual({ bucket: 'Overdue', count: 1, amount: 700 });
    expect(d.topCustomers).toEqual([]);
  });
});
