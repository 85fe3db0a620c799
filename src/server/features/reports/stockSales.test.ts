// The office stock book: each bill line of the range, with its customer and the serials it sold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../tests/support/testApp.js';
import { makeModel, makeParty, stockIn } from '../../../../tests/support/salesFixtures.js';

let t: TestContext;
let tv: number;
let fan: number;

const api = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url: `/api${url}`, headers: t.admin, payload });

beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
  const rahim = await makeParty(t.db, 'Rahim Traders', 1, '01711111111');
  const karim = await makeParty(t.db, 'Karim Store', 1, '01822222222');
  tv = await makeModel(t.db, 'LED 32', { serial: true });
  fan = await makeModel(t.db, 'Ceiling Fan');
  const sn = await stockIn(t.db, { modelId: tv, unitCost: 1000, serials: ['TV-3', 'TV-1', 'TV-2', 'TV-4'] });
  await stockIn(t.db, { modelId: fan, qty: 10, unitCost: 200 });
  const serial = (slNo: string) => ({ srl_id: sn[slNo], sl_no: slNo });
  const bill = async (inv_date: string, cus_id: number, items: object[]) => {
    const res = await api('POST', '/create_sales', { inv_date, cus_id, inv_disc: 0, collect: 0, collect_type: 'Cash', items });
    expect(res.statusCode, res.body).toBe(201);
  };
  await bill('2026-03-05', rahim, [
    { m_id: tv, qty: 2, unit_price: 1500, serial: [serial('TV-3'), serial('TV-1')] },
    { m_id: fan, qty: 3, unit_price: 300 },
  ]);
  await bill('2026-03-07', karim, [
    { m_id: fan, qty: 1, unit_price: 300 },
    { m_id: tv, qty: 1, unit_price: 1500, serial: [serial('TV-2')] },
  ]);
  await bill('2026-03-20', rahim, [{ m_id: fan, qty: 2, unit_price: 300 }]);
});
afterAll(() => t.close());

type Line = { model: string; customer: string; mobile: string; inv_date: string; qty: number; serials: string };
async function book(query: string) {
  const res = await api('GET', `/stock_sales_report?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const { result, total_qty } = res.json() as { result: Line[]; total_qty: number };
  return { lines: result.map((l) => [l.model, l.customer, l.mobile, l.inv_date, l.qty, l.serials]), total_qty };
}

describe('the office stock book', () => {
  it('lists the lines of the range by model, then date, with each line’s serials in order', async () => {
    expect(await book('startDate=2026-03-01&endDate=2026-03-10')).toEqual({
      lines: [
        ['Ceiling Fan', 'Rahim Traders', '01711111111', '2026-03-05', 3, ''],
        ['Ceiling Fan', 'Karim Store', '01822222222', '2026-03-07', 1, ''],
        ['LED 32', 'Rahim Traders', '01711111111', '2026-03-05', 2, 'TV-1, TV-3'],
        ['LED 32', 'Karim Store', '01822222222', '2026-03-07', 1, 'TV-2'],
      ],
      total_qty: 7,
    });
    expect((await book('startDate=2026-03-01&endDate=2026-03-31')).total_qty).toBe(9);
    expect(await book('startDate=2026-03-21&endDate=2026-03-31')).toEqual({ lines: [], total_qty: 0 });
  });

  it('of one model', async () => {
    const { lines, total_qty } = await book(`startDate=2026-03-06&endDate=2026-03-31&modelId=${tv}`);
    expect([lines, total_qty]).toEqual([[['LED 32', 'Karim Store', '01822222222', '2026-03-07', 1, 'TV-2']], 1]);
    expect((await book(`startDate=2026-03-01&endDate=2026-03-31&modelId=${fan}`)).total_qty).toBe(6);
  });
});
