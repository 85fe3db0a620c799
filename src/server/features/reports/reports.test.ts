// Every report of the trading side on one fixture built through the document calls. Each expected
// figure is worked out here from the fixture's plan (a small moving-average model of the stock),
// not read back from the server, and the profit totals are also checked against the ledger lines.
import { describe, expect, it } from 'vitest';
import { FIXTURE_DATES, PLAN } from '../../../../tests/support/reportsFixture.js';
import { useTradingFixture } from '../../../../tests/support/useTradingFixture.js';
import { one, rows as allRows, sql } from '../../db/client.js';
import { grossProfit } from './grossProfit.js';
import { LEDGER } from '../../ledger/accounts.js';
import { accountLedger, partyLedger } from '../ledger-reports/queries.js';
import { grossProfitReply } from '../../../contracts/reports.js';
import { accountLedgerReply, partyLedgerReply } from '../../../contracts/ledger-reports.js';

const D = FIXTURE_DATES;
const ALL = `startDate=${D[0]}&endDate=${D[6]}`;

// One fixture for the whole file: every test here only reads it.
const { t, call, f } = useTradingFixture();

const get = (url: string) => call('GET', url);
const round2 = (n: number) => Math.round(n * 100) / 100;
const sumOf = (list: number[]) => list.reduce((a, b) => a + b, 0);

/** The stock as the plan moves it, at moving-average cost, and what each document cost. */
function expectedBooks() {
  const stock: Record<string, { qty: number; value: number }> = { M1: { qty: 0, value: 0 }, M2: { qty: 0, value: 0 }, M3: { qty: 0, value: 0 } };
  const moves: Record<string, { day: number; qty: number; value: number }[]> = { M1: [], M2: [], M3: [] };
  const move = (model: string, day: number, qty: number, value: number) => {
    stock[model].qty += qty;
    stock[model].value += value;
    moves[model].push({ day, qty, value });
  };
  const avg = (model: string) => stock[model].value / stock[model].qty;
  for (const p of PLAN.purchases) for (const i of p.items) move(i.model, p.day, i.qty, i.qty * i.price);
  const saleCost: Record<string, number> = {};
  const saleUnitCost: Record<string, number> = {};
  for (const s of PLAN.sales) {
    saleCost[s.key] = 0;
    for (const i of s.items) {
      const unit = avg(i.model);
      saleUnitCost[`${s.key}:${i.model}`] = unit;
      saleCost[s.key] += i.qty * unit;
      move(i.model, s.day, -i.qty, -i.qty * unit);
    }
  }
  const sr = PLAN.salesReturn;
  const returnCost = sr.qty * saleUnitCost[`${sr.sale}:${sr.model}`];
  move(sr.model, sr.day, sr.qty, returnCost);
  const pr = PLAN.purchaseReturn;
  const prCost = pr.qty * avg(pr.model);
  move(pr.model, pr.day, -pr.qty, -prCost);
  const adjusted = PLAN.adjustment.lines.map((l) => {
    const price = avg(l.model);
    const value = l.qty * price;
    move(l.model, PLAN.adjustment.day, l.type === 'addition' ? l.qty : -l.qty, l.type === 'addition' ? value : -value);
    return { ...l, price, value };
  });
  return { stock, moves, saleCost, saleUnitCost, returnCost, prCost, adjusted };
}

const saleTotals = (s: (typeof PLAN.sales)[number]) => {
  const sub = sumOf(s.items.map((i) => i.qty * i.price));
  return { sub, grand: sub - s.discount };
};

describe('the fixture', () => {
  it('leaves the books sound', async () => {
    expect(await t.violations()).toEqual([]);
    const books = expectedBooks();
    for (const [key, s] of Object.entries(books.stock)) {
      const r = await get(`/get_stock_by_modelId/${f.models[key as 'M1']}`);
      expect([r.result.avl_qty, r.result.balance], key).toEqual([s.qty, s.value]);
    }
  });
});

describe('sales reports', () => {
  it('date-wise sales: each bill by customer, and the total of grand totals', async () => {
    const r = await get(`/date_wise_sales_report?${ALL}`);
    const expected = PLAN.sales.map((s) => ({ customer: f.names.parties[s.customer], grand_total: saleTotals(s).grand, inv_disc: s.discount }));
    expect(
      r.result.map((x: { customer: string; grand_total: number; inv_disc: number }) => ({
        customer: x.customer,
        grand_total: x.grand_total,
        inv_disc: x.inv_disc,
      })),
    ).toEqual(expected.sort((a, b) => a.customer.localeCompare(b.customer)));
    expect(r.total).toBe(sumOf(PLAN.sales.map((s) => saleTotals(s).grand)));
    // one day only
    const day = await get(`/date_wise_sales_report?startDate=${D[3]}&endDate=${D[3]}`);
    expect(day.result.map((x: { inv_no: string }) => x.inv_no)).toHaveLength(1);
    expect(day.total).toBe(saleTotals(PLAN.sales[1]).grand);
  });

  it('item-wise sales: quantity and amount per model', async () => {
    const r = await get(`/date_wise_item_sales_report?${ALL}`);
    const expected: Record<string, { qty: number; amt: number }> = {};
    for (const s of PLAN.sales)
      for (const i of s.items) {
        const e = (expected[f.names.models[i.model]] ??= { qty: 0, amt: 0 });
        e.qty += i.qty;
        e.amt += i.qty * i.price;
      }
    expect(
      Object.fromEntries(
        r.result.map((x: { model_name: string; total_qty: number; total_amt: number }) => [x.model_name, { qty: x.total_qty, amt: x.total_amt }]),
      ),
    ).toEqual(expected);
    expect(r.total).toBe(sumOf(Object.values(expected).map((e) => e.amt)));
  });

  it('sales analysis: each bill with its lines and grand total', async () => {
    const r = await get(`/date_wise_sales_analysis_report?${ALL}`);
    expect(
      r.result.map((x: { items: { qty: number; total: number }[]; grand_total: number }) => [x.items.map((i) => [i.qty, i.total]), x.grand_total]),
    ).toEqual(PLAN.sales.map((s) => [s.items.map((i) => [i.qty, i.qty * i.price]), saleTotals(s).grand]));
  });

  it('sales returns: date-wise by customer, item-wise and analysis', async () => {
    const sr = PLAN.salesReturn;
    const amount = sr.qty * sr.price;
    const byDate = await get(`/date_wise_sales_return_report?${ALL}`);
    expect(byDate.result.map((x: { customer: string; total: number }) => [x.customer, x.total])).toEqual([[f.names.parties.C1, amount]]);
    expect(byDate.total).toBe(amount);
    const items = await get(`/date_wise_item_sales_return_report?${ALL}`);
    expect(items.result.map((x: { model_name: string; total_qty: number; total_amt: number }) => [x.model_name, x.total_qty, x.total_amt])).toEqual([
      [f.names.models[sr.model], sr.qty, amount],
    ]);
    const analysis = await get(`/date_wise_sales_return_analysis_report?${ALL}`);
    expect(analysis.result[0].items.map((i: { qty: number; total: number }) => [i.qty, i.total])).toEqual([[sr.qty, amount]]);
  });
});

describe('purchase reports', () => {
  const purchaseTotal = (p: (typeof PLAN.purchases)[number]) => sumOf(p.items.map((i) => i.qty * i.price));

  it('date-wise by supplier, item-wise and analysis', async () => {
    const r = await get(`/date_wise_purchase_report?${ALL}`);
    expect(Object.fromEntries(r.result.map((x: { supplier: string; total: number }) => [x.supplier, x.total]))).toEqual(
      Object.fromEntries(PLAN.purchases.map((p) => [f.names.parties[p.supplier], purchaseTotal(p)])),
    );
    expect(r.grandTotal).toBe(sumOf(PLAN.purchases.map(purchaseTotal)));
    const items = await get(`/date_wise_item_purchase_report?${ALL}`);
    const expected: Record<string, [number, number]> = {};
    for (const p of PLAN.purchases)
      for (const i of p.items) {
        const e = (expected[f.names.models[i.model]] ??= [0, 0]);
        e[0] += i.qty;
        e[1] += i.qty * i.price;
      }
    expect(
      Object.fromEntries(items.result.map((x: { model_name: string; total_qty: number; total_amt: number }) => [x.model_name, [x.total_qty, x.total_amt]])),
    ).toEqual(expected);
    const analysis = await get(`/date_wise_purchase_analysis_report?${ALL}`);
    expect(analysis.result.map((x: { total: number; items: unknown[] }) => [x.total, x.items.length])).toEqual(
      PLAN.purchases.map((p) => [purchaseTotal(p), p.items.length]),
    );
  });

  it('purchase returns: date-wise, item-wise and analysis', async () => {
    const pr = PLAN.purchaseReturn;
    const amount = pr.qty * pr.price;
    const r = await get(`/date_wise_purchase_return_report?${ALL}`);
    expect(r.result.map((x: { supplier: string; total: number }) => [x.supplier, x.total])).toEqual([[f.names.parties.S2, amount]]);
    expect(r.grandTotal).toBe(amount);
    const items = await get(`/date_wise_item_purchase_return_report?${ALL}`);
    expect(items.result.map((x: { total_qty: number; total_amt: number }) => [x.total_qty, x.total_amt])).toEqual([[pr.qty, amount]]);
    const analysis = await get(`/date_wise_purchase_return_analysis_report?${ALL}`);
    expect(analysis.grandTotal).toBe(amount);
  });

  it('the purchase ledger: purchases less returns, brought forward and running', async () => {
    const [p1, p2] = PLAN.purchases.map(purchaseTotal);
    const returned = PLAN.purchaseReturn.qty * PLAN.purchaseReturn.price;
    const all = await get(`/purchase_ledger_report?${ALL}`);
    expect(all.result.map((x: { type: string; purchase: number; returned: number; balance: number }) => [x.type, x.purchase, x.returned, x.balance])).toEqual([
      ['Purchase', p1, 0, p1],
      ['Purchase', p2, 0, p1 + p2],
      ['Purchase Return', 0, returned, p1 + p2 - returned],
    ]);
    const later = await get(`/purchase_ledger_report?startDate=${D[1]}&endDate=${D[6]}&suppId=${f.parties.S2}`);
    expect([later.opening, later.total_purchase, later.total_return, later.closing]).toEqual([0, p2, returned, p2 - returned]);
    const afterFirst = await get(`/purchase_ledger_report?startDate=${D[1]}&endDate=${D[6]}`);
    expect([afterFirst.opening, afterFirst.closing]).toEqual([p1, p1 + p2 - returned]);
  });
});

describe('collections and payments', () => {
  it('date-wise collection: per-date totals (the collection taken on a bill counts)', async () => {
    const r = await get(`/date_wise_collection_report?${ALL}`);
    const expected = [...PLAN.sales.filter((s) => s.collect > 0).map((s) => [D[s.day], s.collect]), ...PLAN.collections.map((c) => [D[c.day], c.amount])];
    expect(r.data.map((d: { date: string; total: number }) => [d.date, d.total])).toEqual(expected);
    expect(r.grandTotal).toBe(sumOf(expected.map((e) => e[1] as number)));
  });

  it('date-wise payment: the payments of the day, by supplier', async () => {
    const r = await get(`/date_wise_payment_report?${ALL}`);
    expect(r.data).toHaveLength(1);
    expect(r.data[0].rows.map((x: { supplier: string; amount: number }) => [x.supplier, x.amount])).toEqual(
      PLAN.payments.map((p) => [f.names.parties[p.supplier], p.amount]),
    );
    expect(r.grandTotal).toBe(sumOf(PLAN.payments.map((p) => p.amount)));
  });

  it('received and payment: cash and bank in and out between the opening and closing balance', async () => {
    const received = [...PLAN.sales.map((s) => s.collect).filter((c) => c > 0), ...PLAN.collections.map((c) => c.amount)];
    const paid = [...PLAN.purchases.map((p) => p.paid).filter((p) => p > 0), ...PLAN.payments.map((p) => p.amount)];
    const r = await get(`/received_payment_report?${ALL}`);
    expect(r.received.map((x: { amount: number }) => x.amount)).toEqual(received);
    expect(r.payments.map((x: { amount: number }) => x.amount)).toEqual(paid);
    expect([r.opening, r.total_received, r.total_payment, r.closing]).toEqual([0, sumOf(received), sumOf(paid), sumOf(received) - sumOf(paid)]);
    expect(r.payments[0].particulars).toContain('Accounts Payable');
    const later = await get(`/received_payment_report?startDate=${D[5]}&endDate=${D[6]}`);
    expect(later.opening).toBe(PLAN.sales[0].collect - PLAN.purchases[0].paid);
  });

  it('the bank book: the cheques of one bank with its running balance', async () => {
    const r = await get(`/bank_book?${ALL}&bankId=${f.bankId}`);
    const cheques = [
      ...PLAN.collections.filter((c) => c.type === 'Cheque').map((c) => c.amount),
      ...PLAN.payments.filter((p) => p.type === 'Cheque').map((p) => -p.amount),
    ];
    expect(r.banks).toHaveLength(1);
    const b = r.banks[0];
    expect([b.bank_name, b.opening, b.total_debit, b.total_credit, b.closing]).toEqual([
      f.names.bank,
      0,
      sumOf(cheques.filter((c) => c > 0)),
      -sumOf(cheques.filter((c) => c < 0)),
      sumOf(cheques),
    ]);
    expect(b.rows.map((x: { balance: number }) => x.balance)).toEqual(cheques.map((_, i) => sumOf(cheques.slice(0, i + 1))));
    const none = await get(`/bank_book?startDate=${D[0]}&endDate=${D[0]}`);
    expect(none.banks).toEqual([]);
  });
});

describe('profit', () => {
  it('gross profit per bill and return, at the cost the goods left with, with the totals', async () => {
    const books = expectedBooks();
    const sr = PLAN.salesReturn;
    const rows = [
      ...PLAN.sales.map((s) => ({ sales: saleTotals(s).grand, cost: books.saleCost[s.key] })),
      // Issue 20: the return is net of its share of I1's discount. M1's share of the 500 is
      // 500 × 6000 / 10000 = 300; one of its 4 units takes 75, so the return is 1500 − 75 = 1425.
      { sales: -(sr.qty * sr.price - 75), cost: -books.returnCost },
    ];
    const r = await get(`/item-wise-gross-profit?${ALL}`);
    expect(
      r.result.map((x: { kind: string; sales_total: number; total_cost: number; gross_profit: number; profit_percentage: number }) => [
        x.kind,
        x.sales_total,
        x.total_cost,
        x.gross_profit,
        x.profit_percentage,
      ]),
    ).toEqual(rows.map((x, i) => [i < PLAN.sales.length ? 'sale' : 'return', x.sales, x.cost, x.sales - x.cost, round2(((x.sales - x.cost) * 100) / x.sales)]));
    const totalSales = sumOf(rows.map((x) => x.sales));
    const totalCost = sumOf(rows.map((x) => x.cost));
    expect(r.summary).toEqual({
      total_sales: totalSales,
      total_cost: totalCost,
      total_profit: totalSales - totalCost,
      profit_percentage: round2(((totalSales - totalCost) * 100) / totalSales),
    });
    // per line: the unit cost the goods left with
    const firstBill = r.result[0];
    expect(firstBill.items.map((i: { cost: number; total_cost: number }) => [i.cost, i.total_cost])).toEqual(
      PLAN.sales[0].items.map((i) => [books.saleUnitCost[`I1:${i.model}`], i.qty * books.saleUnitCost[`I1:${i.model}`]]),
    );
    // each line names its product (group, brand, category) and model
    const names = await allRows<{ product_name: string; model_name: string }>(
      t.db,
      sql`select concat_ws(' ', g.name, b.name, c.name) as product_name, m.name as model_name from sales_items i join product_models m on m.id = i.m_id
            left join product_groups g on g.id = m.g_id left join product_brands b on b.id = m.b_id left join product_categories c on c.id = m.c_id
          where i.sale_id = ${firstBill.id} order by i.id`,
    );
    expect(names.length).toBe(PLAN.sales[0].items.length);
    expect(firstBill.items.map((i: { product_name: string; model_name: string }) => ({ product_name: i.product_name, model_name: i.model_name }))).toEqual(names);
    expect(names.every((n) => n.product_name.length > 0 && n.model_name.length > 0)).toBe(true);
    // the books agree: net sales and net cost of goods sold of the range
    const ledger = await one<{ sales: string; cogs: string }>(
      t.db,
      sql`select sum(case when ledger_id = 3 then credit - debit when ledger_id in (5, 10) then credit - debit else 0 end)::float8 as sales,
            sum(case when ledger_id = 9 then debit - credit else 0 end)::float8 as cogs from voucher_lines`,
    );
    expect([ledger!.sales, ledger!.cogs]).toEqual([totalSales, totalCost]);
  });

  it('gross profit for one customer', async () => {
    const r = await get(`/item-wise-gross-profit?${ALL}&partyId=${f.parties.C2}`);
    const books = expectedBooks();
    expect(r.result).toHaveLength(1);
    expect(r.summary.total_profit).toBe(saleTotals(PLAN.sales[1]).grand - books.saleCost.I2);
  });

  it('daily sales and profit: per day, returns on their own day', async () => {
    const books = expectedBooks();
    const sr = PLAN.salesReturn;
    const r = await get(`/daily-profit?${ALL}`);
    const expected = [...PLAN.sales.map((s) => [D[s.day], saleTotals(s).grand, books.saleCost[s.key]]), [D[sr.day], -(sr.qty * sr.price - 75), -books.returnCost]].map(
      ([d, s, c]) => [d, s, c, (s as number) - (c as number)],
    );
    expect(
      r.result.map((x: { inv_date: string; total_sales: number; total_cost: number; total_profit: number }) => [
        x.inv_date,
        x.total_sales,
        x.total_cost,
        x.total_profit,
      ]),
    ).toEqual(expected);
    expect(r.total.total_profit).toBe(sumOf(expected.map((e) => e[3] as number)));
  });
});

describe('stock reports', () => {
  it('product ledger: opening before the range, each movement in and out at cost, running balance', async () => {
    const books = expectedBooks();
    const from = 1;
    const r = await get(`/product_ledger?mId=${f.models.M1}&startDate=${D[from]}&endDate=${D[6]}`);
    const before = books.moves.M1.filter((m) => m.day < from);
    const within = books.moves.M1.filter((m) => m.day >= from);
    const opening = { qty: sumOf(before.map((m) => m.qty)), value: sumOf(before.map((m) => m.value)) };
    expect(r.opening).toEqual(opening);
    let q = opening.qty;
    let v = opening.value;
    expect(
      r.result.map(
        (x: { type: string; debit_qty: number; debit_value: number; credit_qty: number; credit_value: number; balance_qty: number; balance_value: number }) => [
          x.type,
          x.debit_qty,
          x.debit_value,
          x.credit_qty,
          x.credit_value,
          x.balance_qty,
          x.balance_value,
        ],
      ),
    ).toEqual(
      within.map((m, i) => {
        q += m.qty;
        v += m.value;
        const type = ['Purchase', 'Sales', 'Sales Return', 'Adjustment'][i];
        return [type, Math.max(m.qty, 0), Math.max(m.value, 0), Math.max(-m.qty, 0), Math.max(-m.value, 0), q, v];
      }),
    );
    expect(r.closing).toEqual(books.stock.M1);
    expect(r.totals.debit_qty - r.totals.credit_qty).toBe(books.stock.M1.qty - opening.qty);
    expect(r.result[1].particular).toContain(f.names.parties.C1);
  });

  it('product ledger refuses a missing model, a missing date and dates out of order', async () => {
    const bad = async (url: string) => (await t.app.inject({ method: 'GET', url: `/api${url}`, headers: t.admin })).json().message;
    expect(await bad(`/product_ledger?startDate=${D[0]}&endDate=${D[1]}`)).toBe('Please select model');
    expect(await bad(`/product_ledger?mId=${f.models.M1}&startDate=${D[0]}`)).toBe('Please select both start and end dates');
    expect(await bad(`/product_ledger?mId=${f.models.M1}&startDate=${D[2]}&endDate=${D[1]}`)).toBe('End date must be after start date');
    const missing = await t.app.inject({ method: 'GET', url: `/api/product_ledger?mId=999999&startDate=${D[0]}&endDate=${D[1]}`, headers: t.admin });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/daily-profit?startDate=${D[0]}`, headers: t.admin })).json().message).toBe(
      'Please select both start and end dates',
    );
  });

  it('stock adjustment report: the lines, and per group what was added and removed at the average rate', async () => {
    const books = expectedBooks();
    const r = await get(`/stock-adjustment-report?${ALL}`);
    expect(
      r.result.map((x: { model: string; adj_type: string; adj_qty: number; price: number; total_cost: number }) => [
        x.model,
        x.adj_type,
        x.adj_qty,
        x.price,
        x.total_cost,
      ]),
    ).toEqual(books.adjusted.map((a) => [f.names.models[a.model], a.type, a.qty, a.price, a.value]));
    const added = sumOf(books.adjusted.filter((a) => a.type === 'addition').map((a) => a.value));
    const removed = sumOf(books.adjusted.filter((a) => a.type === 'subtraction').map((a) => a.value));
    expect(r.groups).toEqual([
      {
        g_id: expect.any(Number),
        group_name: f.names.groups.G1,
        added_qty: 2,
        added_value: added,
        removed_qty: 1,
        removed_value: removed,
        net_value: added - removed,
      },
    ]);
    expect(r.totals).toEqual({ added_value: added, removed_value: removed, net_value: added - removed });
    expect((await get(`/stock-adjustment-report?startDate=${D[0]}&endDate=${D[5]}`)).result).toEqual([]);
  });

  it('the stock screen counts the adjustment in adj_qty', async () => {
    const r = await get(`/products_stock?${ALL}&limit=999999`);
    const m2 = r.result.find((x: { model_id: number }) => x.model_id === f.models.M2);
    expect([m2.pur_qty, m2.sale_qty, m2.adj_qty, m2.avl_qty]).toEqual([20, 5, 2, 17]);
  });

  it('sales report items by customer and model, and the office stock book', async () => {
    const byCustomer = await get(`/sales_report_items?${ALL}&cusId=${f.parties.C1}`);
    expect(byCustomer.result.map((x: { qty: number; total: number }) => [x.qty, x.total])).toEqual(PLAN.sales[0].items.map((i) => [i.qty, i.qty * i.price]));
    expect(byCustomer.grandTotal).toBe(saleTotals(PLAN.sales[0]).sub);
    const byModel = await get(`/sales_report_items?modelId=${f.models.M3}`);
    expect(byModel.result.map((x: { customer: string; qty: number }) => [x.customer, x.qty])).toEqual([[f.names.parties.C2, 2]]);
    const book = await get(`/stock_sales_report?${ALL}&modelId=${f.models.M1}`);
    expect(book.result.map((x: { customer: string; qty: number; inv_date: string }) => [x.customer, x.qty, x.inv_date])).toEqual([
      [f.names.parties.C1, 4, D[2]],
    ]);
    expect(book.total_qty).toBe(4);
    expect((await get(`/stock_sales_report?${ALL}`)).total_qty).toBe(sumOf(PLAN.sales.flatMap((s) => s.items.map((i) => i.qty))));
  });
});

// The replies sent without a second check against their schema (replies.ts) must already be exactly
// what the schema would send: no field it would drop, none it would change.
describe('trusted replies', () => {
  it('gross profit and both ledgers are sent as their schemas would send them', async () => {
    const cases = [
      [grossProfitReply, await grossProfit(t.db, { startDate: D[0], endDate: D[6] })],
      [partyLedgerReply, await partyLedger(t.db, f.parties.C1, {})],
      [accountLedgerReply, await accountLedger(t.db, LEDGER.cash, { fromDate: D[1], toDate: D[6] })],
    ] as const;
    for (const [schema, reply] of cases) {
      expect(JSON.parse(JSON.stringify(reply))).toEqual(schema.parse(reply));
      expect(JSON.stringify(reply).length).toBeGreaterThan(200);
    }
  });
});
