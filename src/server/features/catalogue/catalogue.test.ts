import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { inTransaction, one, rows, sql } from '../../db/client.js';
import { issue, receive } from '../../stock/stock.js';
import { addSerials, moveSerials, SERIAL_STATUS } from '../../stock/serials.js';
import { post } from '../../ledger/ledger.js';
import { LEDGER } from '../../ledger/accounts.js';
import { displayDate, todayInDhaka } from '../../../domain/dates.js';

// Opening stock is dated the day its model is made (today): the documents here come after it.
const today = todayInDhaka();

const t = useTestApp();
beforeEach(() => t.reset());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const { call } = adminCalls(() => t);

async function created(url: string, payload: object) {
  const res = await call('POST', url, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const group = (name = 'Electronics') => created('/product_group_post', { name });
const brand = (name: string, g_id: number) => created('/product_brand_post', { name, g_id });
const category = (name: string, b_id: number) => created('/product_category_post', { name, b_id });
const model = (payload: object) => created('/product_model_post', payload);
const editModel = (id: number, payload: object) => call('PATCH', `/product_model_edit/${id}`, payload);

/** A catalogue branch: group > brand > category. */
async function tree() {
  const g = await group();
  const b = await brand('Samsung', g.id);
  const c = await category('LED TV', b.id);
  return { g, b, c };
}

const voucherLines = (sourceType: string, sourceId: number) =>
  rows<{ vc_no: string; vc_type: number; vc_date: string; ledger_id: number; debit: string; credit: string; post_status: number }>(
    t.db,
    sql`select vc_no, vc_type, vc_date, ledger_id, debit, credit, post_status from voucher_lines
        where source_type = ${sourceType} and source_id = ${sourceId} order by debit desc, id`,
  );

const stockOf = (modelId: number) => one<{ qty: string; value: string; avg_rate: string }>(t.db, sql`select qty, value, avg_rate from model_stock where model_id = ${modelId}`);
const count = async (table: string) => (await one<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.raw(table)}`))!.n;

/** A purchase as the purchases feature would book it: stock in, Dr Inventory / Cr Payable. */
async function buy(modelId: number, qty: number, cost: number, id: number, serials: string[] = [], date = today) {
  await inTransaction(t.db, async (tx) => {
    const { value } = await receive(tx, { modelId, date, qty, unitCost: cost, source: { type: 'purchase', id } });
    if (serials.length) await addSerials(tx, { modelId, slNos: serials, source: { type: 'purchase', id } });
    await post(tx, { vcType: 1, vcDate: date, source: { type: 'purchase', id }, lines: [{ ledgerId: LEDGER.inventory, debit: value }, { ledgerId: LEDGER.payable, credit: value }] });
  });
}

/** A sale's stock side: stock out at average cost, Dr COGS / Cr Inventory, serials sold. */
async function sell(modelId: number, qty: number, id: number, serialIds: number[] = []) {
  await inTransaction(t.db, async (tx) => {
    const { value } = await issue(tx, { modelId, date: today, qty, source: { type: 'sale', id } });
    if (serialIds.length) await moveSerials(tx, { modelId, serialIds, from: SERIAL_STATUS.inStock, to: SERIAL_STATUS.sold, source: { type: 'sale', id } });
    await post(tx, { vcType: 1, vcDate: today, source: { type: 'sale', id }, lines: [{ ledgerId: LEDGER.costOfGoodsSold, debit: value }, { ledgerId: LEDGER.inventory, credit: value }] });
  });
}

/** A cable with an opening of 2 at 1,000, `qty` of them sold on bill 1. */
async function cableSold(qty: number) {
  const m = await model({ name: 'Cable', open_qty: 2, open_rate: 1000 });
  await sell(m.id, qty, 1);
  return m;
}

const serialId = async (modelId: number, slNo: string) => (await one<{ id: number }>(t.db, sql`select id from serials where model_id = ${modelId} and sl_no = ${slNo}`))!.id;

describe('groups, brands and categories', () => {
  it('adds, lists, edits and deletes each level', async () => {
    const { g, b, c } = await tree();
    expect(b).toMatchObject({ name: 'Samsung', g_id: g.id, group_name: 'Electronics' });
    expect(c).toMatchObject({ name: 'LED TV', b_id: b.id, g_id: g.id, brand_name: 'Samsung', group_name: 'Electronics' });

    const groups = (await call('GET', '/product_group_all')).json();
    expect(groups).toMatchObject({ total: 1, data: [{ id: g.id, name: 'Electronics' }] });

    const edited = await call('PATCH', `/product_category_edit/${c.id}`, { name: 'OLED TV' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: 'Category updated successfully', data: { name: 'OLED TV', b_id: b.id, g_id: g.id } });
    expect((await call('PATCH', `/product_group_edit/${g.id}`, { name: 'Home Appliances' })).json().message).toBe('Group updated successfully');
    expect((await call('PATCH', `/product_brand_edit/${b.id}`, { name: 'LG' })).json().data).toMatchObject({ name: 'LG', g_id: g.id, group_name: 'Home Appliances' });

    expect((await call('DELETE', `/product_category_remove/${c.id}`)).json()).toEqual({ message: 'Category deleted successfully' });
    expect((await call('DELETE', `/product_brand_remove/${b.id}`)).json()).toEqual({ message: 'Brand deleted successfully' });
    expect((await call('DELETE', `/product_group_remove/${g.id}`)).json()).toEqual({ message: 'Group deleted successfully' });
    expect(await count('product_groups')).toBe(0);
  });

  it('requires names, with the level in the message', async () => {
    const g = await group();
    for (const [url, message] of [
      ['/product_group_post', 'Group name is required'],
      ['/product_brand_post', 'Brand name is required'],
      ['/product_category_post', 'Category name is required'],
      ['/product_model_post', 'Model name is required'],
    ]) {
      for (const payload of [{}, { name: '   ' }]) {
        const res = await call('POST', url, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message, field: 'name' });
      }
    }
    const edit = await call('PATCH', `/product_group_edit/${g.id}`, { name: '' });
    expect(edit.json()).toMatchObject({ message: 'Group name is required' });
    expect(await count('product_brands')).toBe(0);
  });

  it('refuses duplicate names within the parent, case and spaces ignored', async () => {
    const { g, b, c } = await tree();
    const dupGroup = await call('POST', '/product_group_post', { name: ' electronics ' });
    expect(dupGroup.statusCode).toBe(409);
    expect(dupGroup.json().message).toBe('Group "electronics" already exists');

    expect((await call('POST', '/product_brand_post', { name: 'SAMSUNG', g_id: g.id })).json()).toMatchObject({ message: 'Brand "SAMSUNG" already exists in this group' });
    const other = await group('Mobiles');
    expect((await call('POST', '/product_brand_post', { name: 'Samsung', g_id: other.id })).statusCode).toBe(201);

    expect((await call('POST', '/product_category_post', { name: 'led tv', b_id: b.id })).json()).toMatchObject({ message: 'Category "led tv" already exists in this brand' });
    await model({ name: 'UA43', c_id: c.id });
    const dupModel = await call('POST', '/product_model_post', { name: 'ua43', c_id: c.id });
    expect(dupModel.statusCode).toBe(409);
    expect(dupModel.json().message).toBe('Model "ua43" already exists in this category');

    const g2 = await group('Kitchen');
    const renamed = await call('PATCH', `/product_group_edit/${g2.id}`, { name: 'Electronics' });
    expect(renamed.statusCode).toBe(409);
    expect(await count('product_models')).toBe(1);
  });

  it('refuses to delete a record in use and says why; nothing is lost', async () => {
    const { g, b, c } = await tree();
    const cases: [string, string][] = [
      [`/product_group_remove/${g.id}`, 'This group has brands; delete or move them first'],
      [`/product_brand_remove/${b.id}`, 'This brand has categories; delete or move them first'],
    ];
    await model({ name: 'UA43', c_id: c.id });
    cases.push([`/product_category_remove/${c.id}`, 'This category has models; delete or move them first']);
    for (const [url, message] of cases) {
      const res = await call('DELETE', url);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
    }
    const lone = await group('Lone');
    await model({ name: 'Loose model', g_id: lone.id });
    expect((await call('DELETE', `/product_group_remove/${lone.id}`)).json().message).toBe('This group has models; delete or move them first');
    expect([await count('product_groups'), await count('product_brands'), await count('product_categories'), await count('product_models')]).toEqual([2, 1, 1, 2]);
  });

  it('completes and checks placements, and a moved brand takes its categories and models along', async () => {
    const { g, b, c } = await tree();
    const m = await model({ name: 'UA43', c_id: c.id });
    expect(m).toMatchObject({ g_id: g.id, b_id: b.id, c_id: c.id, group_name: 'Electronics', brand_name: 'Samsung', cat_name: 'LED TV' });

    const g2 = await group('Mobiles');
    const wrong = await call('POST', '/product_category_post', { name: 'Phones', g_id: g2.id, b_id: b.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('This brand does not belong to the chosen group');
    expect((await call('POST', '/product_brand_post', { name: 'Nokia', g_id: 99999 })).json()).toEqual({ message: 'Group not found', field: 'g_id' });
    expect((await call('POST', '/product_model_post', { name: 'X', b_id: b.id, c_id: 99999 })).statusCode).toBe(400);

    await call('PATCH', `/product_brand_edit/${b.id}`, { name: 'Samsung', g_id: g2.id });
    expect(await one(t.db, sql`select g_id from product_categories where id = ${c.id}`)).toEqual({ g_id: g2.id });
    expect(await one(t.db, sql`select g_id, b_id from product_models where id = ${m.id}`)).toEqual({ g_id: g2.id, b_id: b.id });
  });

  it('filters brands by group and categories by brand, searches and pages', async () => {
    const { g, b } = await tree();
    const g2 = await group('Mobiles');
    const b2 = await brand('Nokia', g2.id);
    await category('Feature phone', b2.id);
    await category('Smart phone', b2.id);
    expect((await call('GET', `/product_brand_all?gId=${g2.id}`)).json()).toMatchObject({ total: 1, data: [{ name: 'Nokia', group_name: 'Mobiles' }] });
    expect((await call('GET', `/product_category_all?bId=${b2.id}&limit=1`)).json()).toMatchObject({ total: 2, data: [{ name: 'Feature phone' }] });
    expect((await call('GET', `/product_category_all?bId=${b2.id}&limit=1&offset=1`)).json().data[0].name).toBe('Smart phone');
    expect((await call('GET', `/product_category_all?gId=${g.id}`)).json().data.map((x: { b_id: number }) => x.b_id)).toEqual([b.id]);
    expect((await call('GET', '/product_group_all?search=OBIL')).json()).toMatchObject({ total: 1, data: [{ name: 'Mobiles' }] });
    expect((await call('GET', '/product_brand_all?search=%')).json().total).toBe(0);
  });

  it('answers 404 for a record that does not exist', async () => {
    expect((await call('PATCH', '/product_group_edit/999', { name: 'x' })).json()).toEqual({ message: 'Group not found' });
    expect((await call('DELETE', '/product_brand_remove/999')).statusCode).toBe(404);
    expect((await call('DELETE', '/product_category_remove/999')).statusCode).toBe(404);
    expect((await call('GET', '/product_model/999')).statusCode).toBe(404);
    expect((await editModel(999, { name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', '/product_model_remove/999')).statusCode).toBe(404);
    expect((await call('DELETE', '/serial_delete/999')).json()).toEqual({ message: 'Serial not found' });
  });
});

describe('models and their opening stock', () => {
  it('gives a new model the defaults and writes nothing to the books', async () => {
    const m = await model({ name: 'Cable' });
    expect(m).toMatchObject({ unit_type: 'pcs', open_qty: 0, open_rate: 0, srl_avl: 0, pro_status: 1, warranty: '', pro_code: '', avl_qty: 0 });
    expect(await count('stock_movements')).toBe(0);
    expect(await count('voucher_lines')).toBe(0);
  });

  it('brings a serial-tracked opening into stock and the books, and re-posts an edited rate', async () => {
    const { c } = await tree();
    const m = await model({ name: 'UA43', c_id: c.id, srl_avl: 1, open_qty: 2, open_rate: 1000, warranty: '1 year', pro_code: 'P-1', serial: ['SN-1', 'SN-2'] });
    expect(m).toMatchObject({ avl_qty: 2, avgr_rate: 1000, balance: 2000, open_qty: 2, open_rate: 1000, warranty: '1 year' });
    expect(await stockOf(m.id)).toEqual({ qty: '2.000', value: '2000.00', avg_rate: '1000.0000' });
    const lines = await voucherLines('model_opening', m.id);
    expect(lines).toEqual([
      { vc_no: 'JV-' + todayInDhaka().slice(0, 4) + '-1000001', vc_type: 1, vc_date: todayInDhaka(), ledger_id: LEDGER.inventory, debit: '2000.00', credit: '0.00', post_status: 1 },
      { vc_no: lines[0].vc_no, vc_type: 1, vc_date: todayInDhaka(), ledger_id: LEDGER.openingBalanceEquity, debit: '0.00', credit: '2000.00', post_status: 1 },
    ]);
    expect(await rows(t.db, sql`select sl_no, status, type, in_source_type from serials order by sl_no`)).toEqual([
      { sl_no: 'SN-1', status: 1, type: 1, in_source_type: 'model_opening' },
      { sl_no: 'SN-2', status: 1, type: 1, in_source_type: 'model_opening' },
    ]);
    expect(await t.violations()).toEqual([]);

    const edited = await editModel(m.id, { open_rate: 1100 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ message: 'Model updated successfully!', data: { open_rate: 1100, balance: 2200, avl_qty: 2 } });
    const after = await voucherLines('model_opening', m.id);
    expect(after.map((l) => [l.vc_no, l.ledger_id, l.debit, l.credit])).toEqual([
      [lines[0].vc_no, LEDGER.inventory, '2200.00', '0.00'],
      [lines[0].vc_no, LEDGER.openingBalanceEquity, '0.00', '2200.00'],
    ]);
    expect(await stockOf(m.id)).toMatchObject({ qty: '2.000', value: '2200.00' });
    expect(await t.violations()).toEqual([]);
  });

  it('needs exactly as many opening serials as the opening quantity, and writes nothing otherwise', async () => {
    const bad: [object, number, string][] = [
      [{ srl_avl: 1, open_qty: 2, open_rate: 1000, serial: ['A'] }, 400, 'Enter exactly 2 opening serials for an opening quantity of 2 (1 given)'],
      [{ srl_avl: 1, open_qty: 1.5, serial: ['A'] }, 400, "A serial-tracked model's opening quantity must be a whole number"],
      [{ srl_avl: 0, open_qty: 1, serial: ['A'] }, 400, 'Serials can be entered only for a serial-tracked model'],
      [{ srl_avl: 1, open_qty: 2, serial: ['A', 'A'] }, 409, 'Serial A is entered twice'],
      [{ srl_avl: 1, open_qty: 1, serial: [' '] }, 400, 'Serial input cannot be empty.'],
      [{ open_qty: -1 }, 400, 'Opening quantity cannot be negative'],
      [{ open_rate: 'abc' }, 400, 'Opening rate must be a number'],
      [{ srl_avl: 2 }, 400, 'Serial must be 0 or 1'],
    ];
    for (const [payload, status, message] of bad) {
      const res = await call('POST', '/product_model_post', { name: 'TV', ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect([await count('product_models'), await count('serials'), await count('stock_movements'), await count('voucher_lines')]).toEqual([0, 0, 0, 0]);
  });

  it('edits the opening quantity of a plain model, and removes the voucher when it goes to zero', async () => {
    const m = await model({ name: 'Cable', open_qty: 5, open_rate: '10.50' });
    expect(await stockOf(m.id)).toMatchObject({ qty: '5.000', value: '52.50' });
    await editModel(m.id, { open_qty: 3 });
    expect((await voucherLines('model_opening', m.id)).map((l) => l.debit)).toEqual(['31.50', '0.00']);
    expect(await stockOf(m.id)).toMatchObject({ qty: '3.000', value: '31.50' });
    await editModel(m.id, { open_qty: 0 });
    expect(await voucherLines('model_opening', m.id)).toEqual([]);
    expect(await stockOf(m.id)).toMatchObject({ qty: '0.000', value: '0.00' });
    expect(await t.violations()).toEqual([]);
  });

  it('refuses an opening edit that would make stock negative; a new opening rate re-costs what was sold', async () => {
    const m = await cableSold(2);
    const res = await editModel(m.id, { open_qty: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Not enough stock of Cable on ${displayDate(today)}: a sales bill of that date takes 2, and only 1 would be in stock then. Change or delete that document first.`,
    );
    expect(await one(t.db, sql`select open_qty, open_rate from product_models where id = ${m.id}`)).toEqual({ open_qty: '2.000', open_rate: '1000.00' });
    // both pieces cost 1,200 each: the sale's cost follows, 2 × 1,200
    const rate = await editModel(m.id, { open_rate: 1200 });
    expect(rate.statusCode, rate.body).toBe(200);
    expect((await voucherLines('model_opening', m.id)).map((l) => l.debit)).toEqual(['2400.00', '0.00']);
    expect((await voucherLines('sale', 1)).map((l) => [l.ledger_id, l.debit, l.credit])).toEqual([
      [LEDGER.costOfGoodsSold, '2400.00', '0.00'],
      [LEDGER.inventory, '0.00', '2400.00'],
    ]);
    expect(await stockOf(m.id)).toMatchObject({ qty: '0.000', value: '0.00' });
    expect(await t.violations()).toEqual([]);
  });

  it('lets the opening change while enough stock stays, after part of it was sold', async () => {
    const m = await cableSold(1);
    const res = await editModel(m.id, { open_qty: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ avl_qty: 2, balance: 2000, sale_qty: 1 });
    expect((await voucherLines('model_opening', m.id)).map((l) => l.debit)).toEqual(['3000.00', '0.00']);
    expect(await t.violations()).toEqual([]);
  });

  it('keeps a serial-tracked model serial-tracked, and its stock equal to its serials', async () => {
    const plain = await model({ name: 'Fan' });
    await buy(plain.id, 2, 500, 1);
    const toTracked = await editModel(plain.id, { srl_avl: 1 });
    expect(toTracked.statusCode).toBe(409);
    expect(toTracked.json().message).toBe('Fan has 2 in stock but 0 serials in stock; a serial-tracked model needs one serial per unit');

    const tracked = await model({ name: 'Phone', srl_avl: 1, open_qty: 1, open_rate: 100, serial: ['P1'] });
    const off = await editModel(tracked.id, { srl_avl: 0 });
    expect(off.json()).toEqual({ message: 'This model has serial numbers; it must stay serial-tracked', field: 'srl_avl' });
    const qtyOnly = await editModel(tracked.id, { open_qty: 2 });
    expect(qtyOnly.json().message).toBe('Enter exactly 2 opening serials for an opening quantity of 2 (1 given)');

    const withSerials = await editModel(tracked.id, { open_qty: 2, serial: ['P1', 'P2'] });
    expect(withSerials.json().data).toMatchObject({ avl_qty: 2, balance: 200 });
    const swapped = await editModel(tracked.id, { serial: ['P1', 'P3'] });
    expect(swapped.statusCode).toBe(200);
    expect((await rows<{ sl_no: string }>(t.db, sql`select sl_no from serials where model_id = ${tracked.id} order by sl_no`)).map((r) => r.sl_no)).toEqual(['P1', 'P3']);
    expect(await t.violations()).toEqual([]);
  });

  it('lists models with their group, brand, category names and their stock figures', async () => {
    const { g, b, c } = await tree();
    const m = await model({ name: 'UA43', c_id: c.id, open_qty: 2, open_rate: 1000 });
    await buy(m.id, 4, 1300, 1);
    await sell(m.id, 3, 1);
    await inTransaction(t.db, async (tx) => {
      const { value } = await issue(tx, { modelId: m.id, date: today, qty: 1, source: { type: 'purchase_return', id: 1 } });
      await post(tx, { vcType: 1, vcDate: today, source: { type: 'purchase_return', id: 1 }, lines: [{ ledgerId: LEDGER.payable, debit: value }, { ledgerId: LEDGER.inventory, credit: value }] });
      const back = await receive(tx, { modelId: m.id, date: today, qty: 1, unitCost: 1200, source: { type: 'sales_return', id: 1 } });
      await post(tx, { vcType: 1, vcDate: today, source: { type: 'sales_return', id: 1 }, lines: [{ ledgerId: LEDGER.inventory, debit: back.value }, { ledgerId: LEDGER.costOfGoodsSold, credit: back.value }] });
    });
    const res = await call('GET', `/product_model_all?gId=${g.id}&bId=${b.id}&catId=${c.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 1,
      data: [{ name: 'UA43', group_name: 'Electronics', brand_name: 'Samsung', cat_name: 'LED TV', pur_qty: 4, sale_qty: 3, pur_ret_qty: 1, sale_ret_qty: 1, avl_qty: 3, avgr_rate: 1200, balance: 3600, pur_rate: 1300 }],
    });
    const one_ = await call('GET', `/product_model/${m.id}`);
    expect(one_.json().data).toMatchObject({ id: m.id, avl_qty: 3, serial: [] });
    expect(await t.violations()).toEqual([]);
  });

  it("gives the latest purchase's cost as the purchase rate (by date, then by entry), else the opening rate", async () => {
    const m = await model({ name: 'UA50', open_qty: 2, open_rate: 1000 });
    await model({ name: 'UA55', open_rate: 700 });
    const listed = async () => Object.fromEntries((await call('GET', '/product_model_all?search=UA5')).json().data.map((x: { name: string }) => [x.name, x]));
    expect((await listed()).UA50).toMatchObject({ pur_rate: 1000, pur_qty: 0, avl_qty: 2 });
    await buy(m.id, 3, 1300, 1);
    await buy(m.id, 1, 1250, 2); // the same day, entered later
    await buy(m.id, 2, 999, 3, [], '2026-01-05'); // entered last, dated earlier
    await sell(m.id, 4, 1);
    // stock 2 × 1000 + 3 × 1300 + 1250 + 2 × 999 = 9148 for 8; 4 sold at the average 1143.5
    expect(await listed()).toMatchObject({
      UA50: { pur_rate: 1250, pur_qty: 6, pur_ret_qty: 0, sale_qty: 4, sale_ret_qty: 0, avl_qty: 4, avgr_rate: 1143.5, balance: 4574 },
      UA55: { pur_rate: 700, pur_qty: 0, pur_ret_qty: 0, sale_qty: 0, sale_ret_qty: 0, avl_qty: 0, avgr_rate: 0, balance: 0 },
    });
    expect(await t.violations()).toEqual([]);
  });

  it('pages 120 models 50 at a time, and filters them by group', async () => {
    const a = await group('A');
    const b = await group('B');
    await t.db.execute(sql`insert into product_models (name, g_id) select 'Model ' || lpad(n::text, 3, '0'), case when n <= 100 then ${a.id}::int else ${b.id}::int end from generate_series(1, 120) n`);
    const first = (await call('GET', '/product_model_all?limit=50')).json();
    expect(first.total).toBe(120);
    expect(first.data).toHaveLength(50);
    expect(first.data[0].name).toBe('Model 001');
    const more = (await call('GET', '/product_model_all?limit=100')).json();
    expect(more.data).toHaveLength(100);
    const last = (await call('GET', '/product_model_all?limit=50&offset=100')).json();
    expect(last.data.map((m: { name: string }) => m.name)).toEqual(Array.from({ length: 20 }, (_, i) => `Model ${101 + i}`));
    expect((await call('GET', '/product_model_all')).json().data).toHaveLength(120);
    const inB = (await call('GET', `/product_model_all?gId=${b.id}&limit=50`)).json();
    expect(inB.total).toBe(20);
    expect(inB.data.every((m: { g_id: number }) => m.g_id === b.id)).toBe(true);
    const picker = (await call('GET', `/getModelByUtilsId?g_id=${a.id}&b_id=&c_id=&search=model 09`)).json();
    expect(picker).toMatchObject({ total: 10 });
    expect((await call('GET', '/product_model_all?limit=0')).statusCode).toBe(400);
  });

  it('deletes a model with only its own opening stock, and keeps one that has purchases', async () => {
    const m = await model({ name: 'Phone', srl_avl: 1, open_qty: 1, open_rate: 100, serial: ['P1'] });
    const res = await call('DELETE', `/product_model_remove/${m.id}`);
    expect(res.json()).toEqual({ message: 'Model deleted successfully' });
    expect([await count('product_models'), await count('serials'), await count('stock_movements'), await count('voucher_lines'), await count('model_stock')]).toEqual([0, 0, 0, 0, 0]);

    const kept = await model({ name: 'Fan', open_qty: 1, open_rate: 50 });
    await buy(kept.id, 1, 60, 1);
    const refused = await call('DELETE', `/product_model_remove/${kept.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This model has purchases, sales or other stock movements; it cannot be deleted');
    expect(await stockOf(kept.id)).toMatchObject({ qty: '2.000', value: '110.00' });
    expect(await t.violations()).toEqual([]);
  });
});

describe('serials', () => {
  async function trackedModel() {
    return model({ name: 'Phone', srl_avl: 1, open_qty: 2, open_rate: 1000, serial: ['SN-1', 'SN-2'] });
  }

  it('adds serials to a tracked model as opening stock and re-posts the opening', async () => {
    const m = await trackedModel();
    const [vcNo] = (await voucherLines('model_opening', m.id)).map((l) => l.vc_no);
    const res = await call('POST', '/product_model_serial_post', { m_id: m.id, serial: ['SN-3'] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Serial added successfully', data: [{ sl_no: 'SN-3', model_id: m.id, status: 1 }] });
    expect((await call('GET', `/product_model/${m.id}`)).json().data).toMatchObject({ open_qty: 3, avl_qty: 3, balance: 3000 });
    expect((await voucherLines('model_opening', m.id)).map((l) => [l.vc_no, l.debit, l.credit])).toEqual([
      [vcNo, '3000.00', '0.00'],
      [vcNo, '0.00', '3000.00'],
    ]);
    const rowsForm = await call('POST', '/product_model_serial_post', { serial: [{ sl_no: 'SN-4', m_id: m.id }] });
    expect(rowsForm.statusCode).toBe(201);
    expect(await t.violations()).toEqual([]);
  });

  it('refuses a duplicate, an empty serial, a model without serials, and a missing model', async () => {
    const m = await trackedModel();
    const plain = await model({ name: 'Cable' });
    const cases: [object, number, string][] = [
      [{ m_id: m.id, serial: ['SN-1'] }, 409, 'Serial SN-1 already exists for this model'],
      [{ m_id: m.id, serial: [''] }, 400, 'Serial input cannot be empty.'],
      [{ m_id: m.id, serial: [] }, 400, 'Serial input cannot be empty.'],
      [{ m_id: plain.id, serial: ['X'] }, 400, 'Cable is not serial-tracked; tick Serial on the model first'],
      [{ serial: ['X'] }, 400, 'Please select model'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await call('POST', '/product_model_serial_post', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await count('serials')).toBe(2);
    expect(await stockOf(m.id)).toMatchObject({ qty: '2.000' });
  });

  it('lists serials of all models with search, and of one model with a state filter', async () => {
    const m = await trackedModel();
    const { g, b, c } = await tree();
    const other = await model({ name: 'Tablet', g_id: g.id, b_id: b.id, c_id: c.id, srl_avl: 1, open_qty: 1, open_rate: 10, serial: ['TB-1'] });
    await sell(m.id, 1, 1, [await serialId(m.id, 'SN-1')]);
    const all = (await call('GET', '/model_serial_all?limit=50')).json();
    expect([all.total, all.capped]).toEqual([3, false]);
    // by the model's brand or category, and by part of a serial number
    const found = async (search: string) => (await call('GET', `/model_serial_all?search=${encodeURIComponent(search)}`)).json().data.map((x: { sl_no: string }) => x.sl_no);
    expect(await found('samsung')).toEqual(['TB-1']);
    expect(await found('LED')).toEqual(['TB-1']);
    expect(await found('n-2')).toEqual(['SN-2']);
    expect(await found('nothing like it')).toEqual([]);
    expect(all.data[0]).toMatchObject({ sl_no: 'TB-1', model_name: 'Tablet', status: 1, type: 1 });
    expect((await call('GET', '/model_serial_all?search=tablet')).json()).toMatchObject({ total: 1, data: [{ model_id: other.id }] });
    expect((await call('GET', '/model_serial_all?search=sn-')).json().total).toBe(2);
    const byModel = (await call('GET', `/all_serial_by_model?modelId=${m.id}`)).json();
    expect(byModel.data.map((s: { sl_no: string; status: number }) => [s.sl_no, s.status])).toEqual([
      ['SN-2', 1],
      ['SN-1', 2],
    ]);
    expect((await call('GET', `/all_serial_by_model?modelId=${m.id}&status=1`)).json()).toMatchObject({ total: 1, data: [{ sl_no: 'SN-2' }] });
    expect((await call('GET', '/all_serial_by_model')).json()).toMatchObject({ message: 'Please select model' });
    expect(await t.violations()).toEqual([]);
  });

  it('deletes an in-stock opening serial with its unit of opening stock', async () => {
    const m = await trackedModel();
    const res = await call('DELETE', `/serial_delete/${await serialId(m.id, 'SN-2')}`);
    expect(res.json()).toEqual({ message: 'Serial deleted successfully' });
    expect((await call('GET', `/product_model/${m.id}`)).json().data).toMatchObject({ open_qty: 1, avl_qty: 1, balance: 1000, serial: [{ sl_no: 'SN-1' }] });
    expect((await voucherLines('model_opening', m.id)).map((l) => l.debit)).toEqual(['1000.00', '0.00']);
    expect(await t.violations()).toEqual([]);
  });

  it('deletes the unsold opening serial after its twin was sold', async () => {
    const m = await trackedModel();
    await sell(m.id, 1, 1, [await serialId(m.id, 'SN-1')]);
    const res = await call('DELETE', `/serial_delete/${await serialId(m.id, 'SN-2')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(m.id)).toMatchObject({ qty: '0.000', value: '0.00' });
    expect(await one(t.db, sql`select open_qty from product_models where id = ${m.id}`)).toEqual({ open_qty: '1.000' });
    expect(await t.violations()).toEqual([]);
  });

  it('refuses to delete a sold serial or a purchased one, and a bulk delete is all or nothing', async () => {
    const m = await trackedModel();
    await buy(m.id, 1, 1200, 7, ['PU-1']);
    const sold = await serialId(m.id, 'SN-1');
    await sell(m.id, 1, 1, [sold]);
    const one409 = await call('DELETE', `/serial_delete/${sold}`);
    expect(one409.statusCode).toBe(409);
    expect(one409.json().message).toBe('Serial SN-1 was sold and cannot be deleted');
    const bought = await call('DELETE', `/serial_delete/${await serialId(m.id, 'PU-1')}`);
    expect(bought.statusCode).toBe(409);
    expect(bought.json().message).toBe('Serial PU-1 came in with a purchase; remove it from that purchase instead');

    const bulk = await call('POST', '/serial_delete_post', { ids: [await serialId(m.id, 'SN-2'), sold] });
    expect(bulk.statusCode).toBe(409);
    expect(await count('serials')).toBe(3);
    expect(await stockOf(m.id)).toMatchObject({ qty: '2.000' });

    const ok = await call('POST', '/serial_delete_post', { serial: [{ id: await serialId(m.id, 'SN-2') }] });
    expect(ok.json()).toEqual({ message: 'Serial deleted successfully', deleted: 1 });
    expect((await call('POST', '/serial_delete_post', {})).json().message).toBe('Select at least one serial to delete');
    expect(await t.violations()).toEqual([]);
  });
});

describe('access', () => {
  it('answers 401 to every catalogue call without a token', async () => {
    const calls: [Method, string][] = [
      ['GET', '/product_group_all'], ['POST', '/product_group_post'], ['PATCH', '/product_group_edit/1'], ['DELETE', '/product_group_remove/1'],
      ['GET', '/product_brand_all'], ['POST', '/product_brand_post'], ['PATCH', '/product_brand_edit/1'], ['DELETE', '/product_brand_remove/1'],
      ['GET', '/product_category_all'], ['POST', '/product_category_post'], ['PATCH', '/product_category_edit/1'], ['DELETE', '/product_category_remove/1'],
      ['GET', '/product_model_all'], ['GET', '/product_model/1'], ['POST', '/product_model_post'], ['PATCH', '/product_model_edit/1'],
      ['DELETE', '/product_model_remove/1'], ['GET', '/getModelByUtilsId'], ['GET', '/model_serial_all'], ['GET', '/all_serial_by_model?modelId=1'],
      ['POST', '/product_model_serial_post'], ['DELETE', '/serial_delete/1'], ['POST', '/serial_delete_post'],
    ];
    for (const [method, url] of calls) {
      const res = await call(method, url, method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' }, {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await count('product_groups')).toBe(0);
  });

  it('lets a plain user work on the catalogue', async () => {
    const user = await t.userHeaders();
    const res = await call('POST', '/product_group_post', { name: 'Phones' }, user);
    expect(res.statusCode).toBe(201);
    const m = await call('POST', '/product_model_post', { name: 'A', open_qty: 1, open_rate: 5 }, user);
    const me = await one<{ id: number }>(t.db, sql`select id from users where email <> 'admin@test.local'`);
    expect(await one(t.db, sql`select distinct created_by from voucher_lines where source_id = ${m.json().data.id}`)).toEqual({ created_by: me!.id });
  });
});
