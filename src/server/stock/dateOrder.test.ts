// Stock valued in date order (issue 20, findings 2 and 3), through the API as a clerk would do it:
// a back-dated bill that finds no stock on its date, a back-dated purchase that re-costs the sales
// after it, and a purchase price corrected after part of the goods were sold and written off.
// Every figure is worked out by hand in the comments.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/support/testApp.js';
import { client, digest, linesOf, makeModel, makeParty } from '../../../tests/support/purchasing.js';
import { one, rows, sql } from '../db/client.js';
import { LEDGER } from '../ledger/accounts.js';
import { balanceOf } from './stock.js';

let t: TestContext;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

let supplier: number;
let customer: number;
let fan: number;
beforeEach(async () => {
  await t.reset();
  supplier = await makeParty(t.db, 'Alpha Supply', 2);
  customer = await makeParty(t.db, 'Rahim Traders', 1);
  fan = await makeModel(t.db, 'Ceiling Fan');
});

async function ok(res: { statusCode: number; body: string; json: () => unknown }) {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as Record<string, unknown>;
}
const buy = async (date: string, qty: number, price: number) =>
  (await ok(await api.post('/create_purchase', { pu_date: date, supp_id: supplier, supp_inv: `S-${date}`, items: [{ m_id: fan, qty, unit_price: price }] }))) as {
    purchaseId: number;
  };
const sellBody = (date: string, qty: number, price = 300) => ({ inv_date: date, cus_id: customer, inv_disc: 0, collect: 0, items: [{ m_id: fan, qty, unit_price: price }] });
const sell = async (date: string, qty: number) => (await ok(await api.post('/create_sales', sellBody(date, qty)))) as { saleId: number };
const costLines = async (type: string, id: number) =>
  (await linesOf(t.db, type, id)).filter((l) => ([LEDGER.inventory, LEDGER.costOfGoodsSold, LEDGER.stockAdjustment] as number[]).includes(l.ledger_id)).map((l) => [l.ledger_id, l.debit, l.credit]);
const saleItem = (saleId: number) => one(t.db, sql`select pur_rate, pur_total from sales_items where sale_id = ${saleId}`);

describe('a document dated before later movements', () => {
  it('a bill dated before the goods were bought is refused, naming the date and the model, and nothing is saved', async () => {
    await buy('2026-03-10', 1, 100);
    const before = await digest(t.db);
    const res = await api.post('/create_sales', sellBody('2026-03-09', 1));
    expect([res.statusCode, res.json().message]).toEqual([409, 'Not enough stock of Ceiling Fan on 9-Mar-2026: 0 available, 1 asked']);
    expect(await digest(t.db)).toBe(before);
    // the stock report for the 9th still shows nothing, not −1
    const on9th = await rows<{ q: string }>(t.db, sql`select coalesce(sum(qty), 0)::numeric(14, 3)::text as q from stock_movements where model_id = ${fan} and mv_date <= '2026-03-09'`);
    expect(on9th[0].q).toBe('0.000');
    expect(await t.violations()).toEqual([]);
  });

  it('a back-dated purchase re-costs the sale after it: cost of goods sold, the bill line and stock follow', async () => {
    await buy('2026-03-01', 10, 100);
    const { saleId } = await sell('2026-03-20', 5);
    // at first: 5 × 100 = 500
    expect(await costLines('sale', saleId)).toEqual([[LEDGER.costOfGoodsSold, '500.00', '0.00'], [LEDGER.inventory, '0.00', '500.00']]);
    await buy('2026-03-10', 10, 130);
    // on the 20th: 10 × 100 + 10 × 130 = 2,300 for 20, average 115; the sale of 5 cost 575
    expect(await costLines('sale', saleId)).toEqual([[LEDGER.costOfGoodsSold, '575.00', '0.00'], [LEDGER.inventory, '0.00', '575.00']]);
    expect(await saleItem(saleId)).toEqual({ pur_rate: '115.0000', pur_total: '575.00' });
    // 15 left at 115 = 1,725
    expect(await balanceOf(t.db, fan)).toEqual({ qty: '15.000', value: '1725.00', avgRate: '115.0000' });
    expect(await t.violations()).toEqual([]);
  });

  it('deleting a purchase that later sales need is refused; making it smaller re-costs them', async () => {
    const first = await buy('2026-03-01', 10, 100);
    const second = await buy('2026-03-05', 10, 130);
    const { saleId } = await sell('2026-03-20', 12);
    // 2,300 for 20 at 115: 12 cost 1,380
    expect(await costLines('sale', saleId)).toEqual([[LEDGER.costOfGoodsSold, '1380.00', '0.00'], [LEDGER.inventory, '0.00', '1380.00']]);
    const before = await digest(t.db);
    const refused = await api.del(`/allPurchaseDelete?pu_no=${(await purchaseNo(second.purchaseId))}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Not enough stock of Ceiling Fan on 20-Mar-2026: a sales bill of that date takes 12, and only 10 would be in stock then. Change or delete that document first.',
    );
    expect(await digest(t.db)).toBe(before);
    // a smaller second purchase: 10 × 100 + 5 × 130 = 1,650 for 15, average 110; 12 cost 1,320
    const lines = (await api.get(`/both_purchase?pId=${second.purchaseId}`)).json().data;
    await ok(await api.patch(`/purchase_update/${second.purchaseId}`, { pu_date: '2026-03-05', supp_id: supplier, supp_inv: 'S', items: [{ id: lines[0].id, m_id: fan, qty: 5, unit_price: 130 }] }));
    expect(await costLines('sale', saleId)).toEqual([[LEDGER.costOfGoodsSold, '1320.00', '0.00'], [LEDGER.inventory, '0.00', '1320.00']]);
    expect(await balanceOf(t.db, fan)).toEqual({ qty: '3.000', value: '330.00', avgRate: '110.0000' });
    expect(first.purchaseId).toBeLessThan(second.purchaseId);
    expect(await t.violations()).toEqual([]);
  });
});

describe('a purchase price corrected after some goods left stock', () => {
  it('100 bought at 50, 30 sold and 12 written off, the price corrected to 60: 420 moves into cost of goods sold and the write-off', async () => {
    const { purchaseId } = await buy('2026-04-01', 100, 50);
    const { saleId } = await sell('2026-04-05', 30);
    const adj = await ok(await api.post('/adjustment/create', { adj_date: '2026-04-06', remarks: 'Damaged', items: [{ m_id: fan, adj_qty: 12, adj_type: 'subtraction' }] }));
    const adjustmentId = (await one<{ id: number }>(t.db, sql`select id from adjustments where adj_no = ${adj.adj_no as string}`))!.id;
    // before: 30 × 50 = 1,500 sold, 12 × 50 = 600 written off, 58 × 50 = 2,900 left
    expect(await costLines('adjustment', adjustmentId)).toEqual([[LEDGER.stockAdjustment, '600.00', '0.00'], [LEDGER.inventory, '0.00', '600.00']]);
    const lines = (await api.get(`/both_purchase?pId=${purchaseId}`)).json().data;
    await ok(await api.patch(`/purchase_update/${purchaseId}`, { pu_date: '2026-04-01', supp_id: supplier, supp_inv: 'S', items: [{ id: lines[0].id, m_id: fan, qty: 100, unit_price: 60 }] }));
    // after: every fan cost 60. Sold 30 × 60 = 1,800 (+300), written off 12 × 60 = 720 (+120), left 58 × 60 = 3,480 (not 67.24 each)
    expect(await costLines('sale', saleId)).toEqual([[LEDGER.costOfGoodsSold, '1800.00', '0.00'], [LEDGER.inventory, '0.00', '1800.00']]);
    expect(await costLines('adjustment', adjustmentId)).toEqual([[LEDGER.stockAdjustment, '720.00', '0.00'], [LEDGER.inventory, '0.00', '720.00']]);
    expect(await one(t.db, sql`select price, total_cost from adjustment_items where adjustment_id = ${adjustmentId}`)).toEqual({ price: '60.0000', total_cost: '720.00' });
    expect(await balanceOf(t.db, fan)).toEqual({ qty: '58.000', value: '3480.00', avgRate: '60.0000' });
    // the supplier is owed 6,000; the inventory ledger holds 3,480
    const inventory = await one<{ v: string }>(t.db, sql`select sum(debit - credit) as v from voucher_lines where ledger_id = ${LEDGER.inventory}`);
    expect(inventory!.v).toBe('3480.00');
    expect(await t.violations()).toEqual([]);
  });
});

describe('the books check replays every model', () => {
  it('fails when a stored cost is corrupted', async () => {
    await buy('2026-04-01', 10, 50);
    const { saleId } = await sell('2026-04-05', 4);
    expect(await t.violations()).toEqual([]);
    await t.db.execute(sql`update stock_movements set unit_cost = 49 where source_type = 'sale' and source_id = ${saleId}`);
    const problems = await t.violations();
    expect(problems.map((p) => p.rule)).toEqual(["replaying each model's movements in date order gives their stored costs"]);
    expect(JSON.stringify(problems[0].records)).toContain('is stored at 49.0000 / -200.00, the replay gives 50.0000 / -200.00');
  });
});

async function purchaseNo(id: number) {
  return (await one<{ pu_no: string }>(t.db, sql`select pu_no from purchases where id = ${id}`))!.pu_no;
}
