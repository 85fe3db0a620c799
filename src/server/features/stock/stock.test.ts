import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { client, simulateSale, usePurchasingShop } from '../../../../tests/support/purchasing.js';
import { inTransaction } from '../../db/client.js';
import { issue, receive } from '../../stock/stock.js';
import { post } from '../../ledger/ledger.js';
import { LEDGER } from '../../ledger/accounts.js';
import type { SourceType } from '../../ledger/sources.js';

const t = useTestApp();
const api = client(t);
const shop = usePurchasingShop(t, ['tv', 'cable', 'fan']);

/** Opening stock as the catalogue posts it: a model_opening movement against opening balance equity. */
async function opening(modelId: number, qty: number, rate: number) {
  await inTransaction(t.db, async (tx) => {
    const { value } = await receive(tx, { modelId, date: '2026-01-01', qty, unitCost: rate, source: { type: 'model_opening', id: modelId } });
    await post(tx, { vcType: 1, vcDate: '2026-01-01', source: { type: 'model_opening', id: modelId }, lines: [
      { ledgerId: LEDGER.inventory, debit: value }, { ledgerId: LEDGER.openingBalanceEquity, credit: value },
    ] });
  });
}

async function purchase(date: string, items: unknown[]) {
  const res = await api.post('/create_purchase', { pu_date: date, supp_id: shop.supplier, supp_inv: 'S-1', items });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().purchaseId as number;
}

beforeEach(async () => {
  await opening(shop.cable, 4, 90);
  const p1 = await purchase('2026-03-05', [
    { m_id: shop.tv, qty: 5, unit_price: 1000, serial: ['TV-1', 'TV-2', 'TV-3', 'TV-4', 'TV-5'] },
    { m_id: shop.cable, qty: 10, unit_price: 100 },
  ]);
  const [tvLine] = (await api.get(`/both_purchase?pId=${p1}`)).json().data;
  await purchase('2026-04-01', [{ m_id: shop.cable, qty: 6, unit_price: 110 }]);
  const ret = await api.post('/create_purchase_return', {
    return_date: '2026-03-06', supp_id: shop.supplier, pu_no_id: p1, rmks: '',
    items: [{ pu_item_id: tvLine.id, r_unit: 1000, serial: [tvLine.serial[0].id, tvLine.serial[1].id] }],
  });
  expect(ret.statusCode, ret.body).toBe(201);
  await simulateSale(t.db, 1, shop.cable, 5);
});

type Row = Record<string, number | string>;
const byModel = (result: Row[]) => Object.fromEntries(result.map((r) => [r.model, r]));

describe('the stock screen', () => {
  it('shows each model: opening, purchased, returned, sold, available, average rate and value; a grand total', async () => {
    const res = await api.get('/products_stock?page=1&limit=50');
    expect(res.statusCode).toBe(200);
    const { result, total, grandTotal } = res.json();
    expect(total).toBe(3);
    const rows = byModel(result);
    // cable, in date order: 4 × 90 + 10 × 100 = 1,360 for 14 (average 97.1429) when 5 are sold on 10-Mar,
    // for 485.71; 874.29 left, then 6 × 110 = 660 on 1-Apr → 15 worth 1,534.29 (average 102.29)
    expect(rows['HDMI Cable']).toMatchObject({ category: 'Television', open_qty: 4, pur_qty: 16, pur_ret_qty: 0, sale_qty: 5, sale_ret_qty: 0, avl_qty: 15, avgr_rate: 102.29, balance: 1534.29 });
    expect(rows['LED 32']).toMatchObject({ open_qty: 0, pur_qty: 5, pur_ret_qty: 2, sale_qty: 0, avl_qty: 3, avgr_rate: 1000, balance: 3000 });
    expect(rows['Ceiling Fan']).toMatchObject({ avl_qty: 0, balance: 0 });
    expect(grandTotal).toBe(4534.29);
    expect((await api.get('/current-stock-total')).json()).toEqual({ total: 4534.29 });
    expect(await t.violations()).toEqual([]);
  });

  it('with dates: opening is what was there before the start; the columns what moved within; value as at the end', async () => {
    const { result } = (await api.get('/products_stock?startDate=2026-03-06&endDate=2026-03-31')).json();
    const rows = byModel(result);
    expect(rows['HDMI Cable']).toMatchObject({ open_qty: 14, pur_qty: 0, sale_qty: 5, avl_qty: 9 });
    expect(rows['LED 32']).toMatchObject({ open_qty: 5, pur_ret_qty: 2, avl_qty: 3, balance: 3000 });
  });

  it('with dates, before later movements: every column as at the range, and the grand total as at the end date', async () => {
    // More movements around the range 2026-03-06..2026-03-31, each with its voucher so the books stay whole.
    const move = async (kind: SourceType, id: number, date: string, modelId: number, qty: number, unitCost?: number) =>
      inTransaction(t.db, async (tx) => {
        const source = { type: kind, id };
        const stockIn = unitCost !== undefined;
        const { value } = stockIn ? await receive(tx, { modelId, date, qty, unitCost, source }) : await issue(tx, { modelId, date, qty, source });
        const other = kind === 'model_opening' ? LEDGER.openingBalanceEquity : kind === 'adjustment' ? LEDGER.stockAdjustment : LEDGER.costOfGoodsSold;
        const [dr, cr] = stockIn ? [LEDGER.inventory, other] : [other, LEDGER.inventory];
        await post(tx, { vcType: 1, vcDate: date, source, lines: [{ ledgerId: dr, debit: value }, { ledgerId: cr, credit: value }] });
      });
    // Cable so far, in date order: 01-01 opening 4 (360), 03-05 bought 10 (1,000; 14 at 97.1429), 03-10 sold 5
    // (485.71; 9 worth 874.29), 04-01 bought 6 (660). Then 2 come back at 101 on 03-15 (202; 11 worth 1,076.29,
    // average 97.8445), 1 is written off on 03-20 (97.84; 10 worth 978.45), the 6 bought on 04-01 make 16 worth
    // 1,638.45 (average 102.4031), and 3 are sold on 04-05 (307.21; 13 worth 1,331.24). The fan gets its opening
    // stock, 3 at 200, on 03-20.
    await move('sales_return', 1, '2026-03-15', shop.cable, 2, 101);
    await move('adjustment', 1, '2026-03-20', shop.cable, 1);
    await move('sale', 2, '2026-04-05', shop.cable, 3);
    await move('model_opening', shop.fan, '2026-03-20', shop.fan, 3, 200);
    const screen = async (range: string) => {
      const res = await api.get(`/products_stock?${range}`);
      expect(res.statusCode, res.body).toBe(200);
      return { ...res.json(), rows: byModel(res.json().result) };
    };
    const zero = { open_qty: 0, pur_qty: 0, pur_ret_qty: 0, sale_qty: 0, sale_ret_qty: 0, adj_qty: 0 };

    const march = await screen('startDate=2026-03-06&endDate=2026-03-31');
    // cable: 14 before the start; −5 + 2 − 1 within → 10 left, worth 360 + 1,000 − 485.71 + 202 − 97.84 = 978.45
    expect(march.rows['HDMI Cable']).toMatchObject({ ...zero, open_qty: 14, sale_qty: 5, sale_ret_qty: 2, adj_qty: -1, avl_qty: 10, avgr_rate: 97.85, balance: 978.45 });
    expect(march.rows['LED 32']).toMatchObject({ ...zero, open_qty: 5, pur_ret_qty: 2, avl_qty: 3, avgr_rate: 1000, balance: 3000 });
    // opening stock entered within the range counts as opening
    expect(march.rows['Ceiling Fan']).toMatchObject({ ...zero, open_qty: 3, avl_qty: 3, avgr_rate: 200, balance: 600 });
    expect([march.total, march.grandTotal]).toEqual([3, 4578.45]);

    const early = await screen('startDate=2026-03-06&endDate=2026-03-15');
    expect(early.rows['HDMI Cable']).toMatchObject({ ...zero, open_qty: 14, sale_qty: 5, sale_ret_qty: 2, avl_qty: 11, balance: 1076.29 });
    // the fan's opening comes after this range's end
    expect(early.rows['Ceiling Fan']).toMatchObject({ ...zero, avl_qty: 0, balance: 0 });
    expect(early.grandTotal).toBe(4076.29);

    const late = await screen('startDate=2026-03-21&endDate=2026-04-30');
    expect(late.rows['HDMI Cable']).toMatchObject({ ...zero, open_qty: 10, pur_qty: 6, sale_qty: 3, avl_qty: 13, avgr_rate: 102.4, balance: 1331.24 });
    expect(late.rows['Ceiling Fan']).toMatchObject({ ...zero, open_qty: 3, avl_qty: 3, balance: 600 });
    expect(late.grandTotal).toBe(4931.24);

    // one model, a search: the grand total is of the models that match
    expect((await screen(`startDate=2026-03-06&endDate=2026-03-31&modelId=${shop.cable}`)).grandTotal).toBe(978.45);
    expect((await screen('startDate=2026-03-06&endDate=2026-03-15&search=shop.fan')).grandTotal).toBe(0);
    // without dates: everything, now
    const now = await screen('limit=50');
    expect(now.rows['HDMI Cable']).toMatchObject({ open_qty: 4, pur_qty: 16, sale_qty: 8, sale_ret_qty: 2, adj_qty: -1, avl_qty: 13, balance: 1331.24 });
    expect(now.grandTotal).toBe(4931.24);
    expect(await t.violations()).toEqual([]);
  });

  it('search, one model, paging; both dates or neither', async () => {
    expect((await api.get('/products_stock?search=hdmi')).json().result.map((r: Row) => r.model)).toEqual(['HDMI Cable']);
    expect((await api.get('/products_stock?search=television')).json().total).toBe(3);
    const one = (await api.get(`/products_stock?modelId=${shop.tv}`)).json();
    expect([one.total, one.result[0].model, one.grandTotal]).toEqual([1, 'LED 32', 3000]);
    const page2 = (await api.get('/products_stock?page=2&limit=2')).json();
    expect([page2.result.length, page2.total, page2.grandTotal]).toEqual([1, 3, 4534.29]);
    const bad = await api.get('/products_stock?startDate=2026-01-01');
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Please select both start and end dates']);
  });
});

describe("a model's stock", () => {
  it('get_stock_by_modelId gives available quantity, average rate and value; 404 for no model', async () => {
    expect((await api.get(`/get_stock_by_modelId/${shop.cable}`)).json().result).toMatchObject({ avl_qty: 15, avgr_rate: 102.29, balance: 1534.29 });
    expect((await api.get(`/get_stock_by_modelId/${shop.fan}`)).json().result).toMatchObject({ avl_qty: 0, avgr_rate: 0, balance: 0 });
    expect((await api.get('/get_stock_by_modelId/999999')).statusCode).toBe(404);
  });

  it('model-transactions lists opening, purchases, purchase returns and sales of the model in the range', async () => {
    const res = await api.get(`/model-transactions/${shop.cable}?startDate=2026-03-01&endDate=2026-12-31`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.open_qty).toMatchObject({ name: 'HDMI Cable' });
    expect(r.purchase.map((p: Row) => [p.pu_no, p.pu_date, p.supplier, p.qty, p.unit_price, p.total])).toEqual([
      ['PU-2026-100001', '2026-03-05', 'Rahim Traders', 10, 100, 1000],
      ['PU-2026-100002', '2026-04-01', 'Rahim Traders', 6, 110, 660],
    ]);
    expect(r.sales).toHaveLength(1);
    expect(r.sales[0]).toMatchObject({ inv_date: '2026-03-10', qty: 5 });
    const tvTx = (await api.get(`/model-transactions/${shop.tv}`)).json();
    expect(tvTx.purchase_return).toEqual([
      expect.objectContaining({ return_no: 'RPU-2026-100001', r_m_id: shop.tv, return_date: '2026-03-06', r_qty: 2, r_unit: 1000, total: 2000 }),
    ]);
    const april = (await api.get(`/model-transactions/${shop.cable}?startDate=2026-04-01&endDate=2026-04-30`)).json();
    expect(april.purchase).toHaveLength(1);
    expect((await api.get('/model-transactions/999999')).statusCode).toBe(404);
  });
});
