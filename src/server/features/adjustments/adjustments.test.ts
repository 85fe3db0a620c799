// Stock adjustments: stock in and out at the model's average rate, its voucher against the stock
// adjustment ledger, the number, the edit and delete rules, and refusals that write nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { client, digest, linesOf } from '../../../../tests/support/purchasing.js';
import { LEDGER } from '../../ledger/accounts.js';

const t = useTestApp();
const api = client(t);

const DATE = '2026-04-10';
let tv: number;
let fan: number;
let phone: number;

/** Two plain models bought at known prices (TV: 10 at 1000 and 10 at 1200, avg 1100; Fan: 20 at 500) and a serial-tracked one. */
beforeEach(async () => {
  await t.reset();
  const ok = async (res: Awaited<ReturnType<typeof api.post>>) => {
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  const g = (await ok(await api.post('/product_group_post', { name: 'Electronics' }))).data.id;
  const b = (await ok(await api.post('/product_brand_post', { name: 'Walton', g_id: g }))).data.id;
  const c = (await ok(await api.post('/product_category_post', { name: 'Home', g_id: g, b_id: b }))).data.id;
  const model = async (name: string, srl = 0) => (await ok(await api.post('/product_model_post', { name, g_id: g, b_id: b, c_id: c, srl_avl: srl }))).data.id;
  tv = await model('TV 32');
  fan = await model('Fan 56');
  phone = await model('Phone S', 1);
  const supp = (await ok(await api.post('/party_post', { type: 2, name: 'Alpha Supply', mobile: '017' }))).data.id;
  await ok(
    await api.post('/create_purchase', {
      pu_date: '2026-04-01',
      supp_id: supp,
      supp_inv: 'A',
      items: [
        { m_id: tv, qty: 10, unit_price: 1000 },
        { m_id: fan, qty: 20, unit_price: 500 },
        { m_id: phone, qty: 2, unit_price: 900, serial: ['P1', 'P2'] },
      ],
    }),
  );
  await ok(await api.post('/create_purchase', { pu_date: '2026-04-02', supp_id: supp, supp_inv: 'B', items: [{ m_id: tv, qty: 10, unit_price: 1200 }] }));
});

const stockOf = async (id: number) => (await api.get(`/get_stock_by_modelId/${id}`)).json().result as { avl_qty: number; avgr_rate: number; balance: number };
const lines = (adjustmentId: number) => linesOf(t.db, 'adjustment', adjustmentId);
const create = (body: unknown) => api.post('/adjustment/create', body);

describe('creating an adjustment', () => {
  it('moves stock in and out at the average rate and posts both sides against the stock adjustment ledger', async () => {
    const res = await create({
      adj_date: DATE,
      remarks: 'Counted',
      // the browser's price, total and number are not trusted
      items: [
        { m_id: fan, adj_qty: 2, adj_type: 'addition', price: 1, total_cost: 2, adj_no: 'ADJ-MINE' },
        { m_id: tv, adj_qty: 3, adj_type: 'subtraction', price: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json();
    expect(saved.message).toBe('Adjustments created successfully');
    expect(saved.adj_no).toMatch(/^ADJ-TT-2026-[1-9]\d{4}$/);
    expect(
      saved.result.map((l: { model: string; adj_type: string; adj_qty: number; price: number; total_cost: number; group_name: string }) => [
        l.model,
        l.adj_type,
        l.adj_qty,
        l.price,
        l.total_cost,
        l.group_name,
      ]),
    ).toEqual([
      ['Fan 56', 'addition', 2, 500, 1000, 'Electronics'],
      ['TV 32', 'subtraction', 3, 1100, 3300, 'Electronics'],
    ]);
    expect(await stockOf(fan)).toMatchObject({ avl_qty: 22, balance: 11000 });
    expect(await stockOf(tv)).toMatchObject({ avl_qty: 17, balance: 18700, avgr_rate: 1100 });
    const posted = await lines(saved.id);
    expect(posted.map((l) => [l.vc_type, l.ledger_id, l.debit, l.credit])).toEqual([
      [1, LEDGER.inventory, '1000.00', '0.00'],
      [1, LEDGER.stockAdjustment, '0.00', '1000.00'],
      [1, LEDGER.stockAdjustment, '3300.00', '0.00'],
      [1, LEDGER.inventory, '0.00', '3300.00'],
    ]);
    expect(posted[0].vc_no).toMatch(/^JV-2026-\d+$/);
    expect(await t.violations()).toEqual([]);
  });

  it('takes one line, or an array of lines, as the old screens sent them', async () => {
    const one = await create({ m_id: fan, adj_qty: 1, adj_type: 'addition', adj_date: DATE, remarks: 'one' });
    expect(one.statusCode, one.body).toBe(201);
    const many = await create([
      { m_id: fan, adj_qty: 1, adj_type: 'subtraction', adj_date: DATE },
      { m_id: tv, adj_qty: 1, adj_type: 'subtraction', adj_date: DATE },
    ]);
    expect(many.statusCode, many.body).toBe(201);
    expect(many.json().result).toHaveLength(2);
    expect(one.json().adj_no).not.toBe(many.json().adj_no);
    expect((await stockOf(fan)).avl_qty).toBe(20);
    const all = (await api.get('/adjustment/getAll')).json().result;
    expect(all.map((l: { adj_no: string }) => l.adj_no)).toEqual([many.json().adj_no, many.json().adj_no, one.json().adj_no]);
    expect(await t.violations()).toEqual([]);
  });

  it('refuses a removal beyond the stock with 409 and writes nothing', async () => {
    const before = await digest(t.db);
    const res = await create({
      adj_date: DATE,
      items: [
        { m_id: fan, adj_qty: 5, adj_type: 'addition' },
        { m_id: tv, adj_qty: 21, adj_type: 'subtraction' },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Not enough stock of TV 32: 20 available, 21 asked');
    expect(await digest(t.db)).toBe(before);
    expect((await api.get('/adjustment/getAll')).json().result).toEqual([]);
  });

  it('refuses no lines, a bad quantity or type, an unknown or serial-tracked model', async () => {
    const before = await digest(t.db);
    const cases: [unknown, string][] = [
      [{ adj_date: DATE, items: [] }, 'Please add at least one product'],
      [[], 'Please add at least one product'],
      [{ adj_date: DATE, items: [{ m_id: fan, adj_qty: 0, adj_type: 'addition' }] }, 'Quantity must be more than zero'],
      [{ adj_date: DATE, items: [{ m_id: fan, adj_qty: 'x', adj_type: 'addition' }] }, 'Quantity must be a number'],
      [{ adj_date: DATE, items: [{ m_id: fan, adj_qty: 1, adj_type: 'plus' }] }, 'Adjustment type must be addition or subtraction'],
      [{ adj_date: DATE, items: [{ m_id: '', adj_qty: 1, adj_type: 'addition' }] }, 'Please select a model'],
      [{ adj_date: DATE, items: [{ m_id: 999999, adj_qty: 1, adj_type: 'addition' }] }, 'Please select a model that exists'],
      [
        { adj_date: DATE, items: [{ m_id: phone, adj_qty: 1, adj_type: 'subtraction' }] },
        'Phone S is serial-tracked: its stock changes only with its serials (purchase, sale, returns)',
      ],
      [{ adj_date: '2026-02-30', items: [{ m_id: fan, adj_qty: 1, adj_type: 'addition' }] }, 'Date must be a real date written yyyy-mm-dd'],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(await digest(t.db)).toBe(before);
    expect((await api.get('/adjustment/getAll')).json().result).toEqual([]);
  });
});

describe('editing and deleting', () => {
  async function seedAdjustment() {
    const res = await create({
      adj_date: DATE,
      items: [
        { m_id: fan, adj_qty: 2, adj_type: 'addition' },
        { m_id: tv, adj_qty: 1, adj_type: 'subtraction' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; adj_no: string; result: { id: number; m_id: number }[] };
  }

  it('updates lines with an id and adds those without, re-posting under the same voucher number', async () => {
    const a = await seedAdjustment();
    const vcNo = (await lines(a.id))[0].vc_no;
    const [fanLine, tvLine] = a.result;
    const res = await api.patch('/adjustment/update', {
      adj_no: a.adj_no,
      items: [
        { id: fanLine.id, m_id: fan, adj_qty: 4, adj_type: 'addition' },
        { m_id: tv, adj_qty: 2, adj_type: 'addition' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Adjustments saved successfully');
    const details = (await api.get(`/adjustment/details/${a.adj_no}`)).json();
    expect(details.adjNo).toBe(a.adj_no);
    // the untouched TV removal stays; its line keeps its id
    expect(
      details.result.map((l: { id: number; model: string; adj_type: string; adj_qty: number; total_cost: number }) => [
        l.model,
        l.adj_type,
        l.adj_qty,
        l.total_cost,
      ]),
    ).toEqual([
      ['Fan 56', 'addition', 4, 2000],
      ['TV 32', 'subtraction', 1, 1100],
      ['TV 32', 'addition', 2, 2200],
    ]);
    expect(details.result[0].id).toBe(fanLine.id);
    expect(details.result[1].id).toBe(tvLine.id);
    expect(await stockOf(fan)).toMatchObject({ avl_qty: 24, balance: 12000 });
    expect(await stockOf(tv)).toMatchObject({ avl_qty: 21, balance: 23100 });
    const posted = await lines(a.id);
    expect(new Set(posted.map((l) => l.vc_no))).toEqual(new Set([vcNo]));
    expect(posted.map((l) => [l.ledger_id, l.debit, l.credit])).toEqual([
      [LEDGER.inventory, '4200.00', '0.00'],
      [LEDGER.stockAdjustment, '0.00', '4200.00'],
      [LEDGER.stockAdjustment, '1100.00', '0.00'],
      [LEDGER.inventory, '0.00', '1100.00'],
    ]);
    expect(await t.violations()).toEqual([]);
  });

  it('the edit screen may send new lines to create with the adjustment number, and updated ones as an array', async () => {
    const a = await seedAdjustment();
    const added = await create([{ m_id: tv, adj_qty: 1, adj_type: 'subtraction', adj_no: a.adj_no, adj_date: DATE }]);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().adj_no).toBe(a.adj_no);
    const upd = await api.patch('/adjustment/update', [{ id: a.result[0].id, m_id: fan, adj_qty: 3, adj_type: 'addition' }]);
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().result.map((l: { adj_qty: number }) => l.adj_qty)).toEqual([3, 1, 1]);
    expect((await stockOf(tv)).avl_qty).toBe(18);
    expect((await stockOf(fan)).avl_qty).toBe(23);
    expect(await t.violations()).toEqual([]);
  });

  it('refuses an edit that would take away stock already gone, and a line of another adjustment', async () => {
    const a = await seedAdjustment();
    // the 2 fans added are sold along with all the others
    const cus = (await api.post('/party_post', { type: 1, name: 'Rahim', mobile: '018' })).json().data.id;
    const sale = await api.post('/create_sales', { inv_date: DATE, cus_id: cus, items: [{ m_id: fan, qty: 22, unit_price: 600 }] });
    expect(sale.statusCode, sale.body).toBe(201);
    const before = await digest(t.db);
    const res = await api.patch('/adjustment/update', { adj_no: a.adj_no, items: [{ id: a.result[0].id, m_id: fan, adj_qty: 2, adj_type: 'subtraction' }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Not enough stock of Fan 56/);
    expect(await digest(t.db)).toBe(before);
    const other = await create({ adj_date: DATE, items: [{ m_id: tv, adj_qty: 1, adj_type: 'addition' }] });
    const stray = await api.patch('/adjustment/update', {
      adj_no: a.adj_no,
      items: [{ id: other.json().result[0].id, m_id: tv, adj_qty: 5, adj_type: 'addition' }],
    });
    expect(stray.statusCode).toBe(404);
    expect((await api.patch('/adjustment/update', { adj_no: 'ADJ-NONE', items: [{ m_id: tv, adj_qty: 1, adj_type: 'addition' }] })).statusCode).toBe(404);
    expect((await api.patch('/adjustment/update', { adj_no: a.adj_no, items: [] })).json().message).toBe('Please add at least one product');
    expect((await api.get('/adjustment/getAll')).json().result).toHaveLength(3);
    expect(await t.violations()).toEqual([]);
  });

  it('deletes a line (stock and postings redone) and with the last line the whole adjustment', async () => {
    const a = await seedAdjustment();
    const del = await api.del(`/adjustment/delete/${a.result[1].id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().message).toBe('Deleted successfully');
    expect((await stockOf(tv)).avl_qty).toBe(20);
    expect((await lines(a.id)).map((l) => [l.ledger_id, l.debit, l.credit])).toEqual([
      [LEDGER.inventory, '1000.00', '0.00'],
      [LEDGER.stockAdjustment, '0.00', '1000.00'],
    ]);
    expect((await api.del(`/adjustment/delete/${a.result[0].id}`)).statusCode).toBe(200);
    expect((await stockOf(fan)).avl_qty).toBe(20);
    expect(await lines(a.id)).toEqual([]);
    expect((await api.get(`/adjustment/details/${a.adj_no}`)).statusCode).toBe(404);
    expect((await api.del(`/adjustment/delete/${a.result[0].id}`)).statusCode).toBe(404);
    expect(await t.violations()).toEqual([]);
  });

  it('refuses to delete an addition whose goods have left', async () => {
    const a = await seedAdjustment();
    const cus = (await api.post('/party_post', { type: 1, name: 'Rahim', mobile: '018' })).json().data.id;
    expect((await api.post('/create_sales', { inv_date: DATE, cus_id: cus, items: [{ m_id: fan, qty: 21, unit_price: 600 }] })).statusCode).toBe(201);
    const before = await digest(t.db);
    const res = await api.del(`/adjustment/delete/${a.result[0].id}`);
    expect(res.statusCode).toBe(409);
    expect(await digest(t.db)).toBe(before);
  });
});
