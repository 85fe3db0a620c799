import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import {
  countOf,
  ledgerNet,
  makeBank,
  makeModel,
  makeParty,
  serialStates,
  stockIn,
  stockOf,
  voucherLines,
  useShop,
  mustShowBill,
  billVoucher,
} from '../../../../tests/support/salesFixtures.js';
import { one, rows, sql } from '../../db/client.js';
import { LEDGER } from '../../ledger/accounts.js';
import { partyDue } from '../../ledger/balances.js';

const t = useTestApp();
const shop = useShop(t, { tv: { cost: 1000, serials: ['TV-1', 'TV-2', 'TV-3'], warranty: '1 year' }, fan: { qty: 10, cost: 200 } }, { mobile: '01711111111' });

const { call: api } = adminCalls(() => t);

const bill = (over: object = {}) =>
  mustShowBill(
    shop,
    {
      qty: 2,
      serial: [
        { srl_id: shop.sn['TV-1'], sl_no: 'TV-1' },
        { srl_id: shop.sn['TV-2'], sl_no: 'TV-2' },
      ],
    },
    over,
  );

async function createBill(over: object = {}) {
  const res = await api('POST', '/create_sales', bill(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { saelsId: number; saleId: number; inv_no: string };
}

const detail = async (id: number | string) => (await api('GET', `/both_sales_item?inv=${id}`)).json();
const saleRow = (id: number) => one<{ jv_no: string }>(t.db, sql`select jv_no from sales where id = ${id}`);
const collections = (saleId: number) =>
  rows<{ id: number; vc_no: string; amount: number; cash_bank_type: string }>(
    t.db,
    sql`select id, vc_no, amount::float8 as amount, cash_bank_type from coll_pay where sale_id = ${saleId} order by id`,
  );

describe('POST /create_sales', () => {
  it('saves the bill, moves stock and serials, and posts balanced vouchers at the cost that left', async () => {
    // An earlier bill leaves the customer owing 300.
    const first = await createBill({ inv_disc: 0, collect: 0, items: [{ m_id: shop.fan, qty: 1, unit_price: 300 }] });
    expect(first.inv_no).toBe('INV-TT-2026-100001');

    const s = await createBill({ jv_no: 'JV-X', inv_no: 'INV-FAKE', sub_total: 1, grand_total: 1, prev_due: 99, created_by: 999 });
    expect(s).toMatchObject({ inv_no: 'INV-TT-2026-100002', saelsId: s.saleId, message: 'Sale added successfully' });

    const { master, data } = await detail(s.saleId);
    expect(master).toMatchObject({
      inv_no: 'INV-TT-2026-100002',
      customer: 'Rahim Traders',
      mobile: '01711111111',
      inv_date: '2026-03-05',
      sold_by: 'Administrator',
      sub_total: 3900,
      inv_disc: 100,
      grand_total: 3800,
      collect: 500,
      prev_due: 300,
      net_outstanding: 3600,
      collect_type: 'Cash',
      cash_bank_type: 'Cash',
      created_by: (await one<{ id: number }>(t.db, sql`select id from users`))!.id,
    });
    expect(data.map((i: Record<string, unknown>) => [i.model, i.proDesc, i.qty, i.unit_price, i.total, i.pur_rate, i.pur_total, i.warranty])).toEqual([
      ['LED 32', 'Electronics Walton TV LED 32', 2, 1500, 3000, 1000, 2000, '1 year'],
      ['Ceiling Fan', 'Electronics Walton TV Ceiling Fan', 3, 300, 900, 200, 600, ''],
    ]);
    expect(data[0].serial).toEqual([
      { srl_id: shop.sn['TV-1'], sl_no: 'TV-1' },
      { srl_id: shop.sn['TV-2'], sl_no: 'TV-2' },
    ]);

    // The bill's voucher: receivable, discount, sales; cost of goods sold against inventory.
    const jv = (await saleRow(s.saleId))!.jv_no;
    expect(jv).toBe('JV-2026-1000004');
    expect(await voucherLines(t.db, jv)).toEqual(billVoucher(shop.customer, { grand: 3800, disc: 100, subTotal: 3900, cost: 2600 }));
    // The collection: its record and its cash receipt voucher.
    const [coll] = await collections(s.saleId);
    expect(coll).toMatchObject({ amount: 500, cash_bank_type: 'Cash', vc_no: 'CR-TT-2026-1000001' });
    expect(await voucherLines(t.db, coll.vc_no)).toEqual([
      [LEDGER.cash, null, 500, 0],
      [LEDGER.receivable, shop.customer, 0, 500],
    ]);

    expect(await partyDue(t.db, shop.customer)).toBe(3600);
    expect(await stockOf(t.db, shop.tv)).toEqual({ qty: 1, value: 1000 });
    expect(await stockOf(t.db, shop.fan)).toEqual({ qty: 6, value: 1200 });
    expect(await ledgerNet(t.db, LEDGER.costOfGoodsSold)).toBe(2800);
    expect(await ledgerNet(t.db, LEDGER.sales)).toBe(-4200);
    expect(await ledgerNet(t.db, LEDGER.inventory)).toBe(2200);
    expect(await serialStates(t.db, shop.tv)).toEqual({ 'TV-1': 2, 'TV-2': 2, 'TV-3': 1 });
    expect(await t.violations()).toEqual([]);
  });

  it('takes a cheque collection into Cheques in Hand with its bank and cheque', async () => {
    const bank = await makeBank(t.db);
    const s = await createBill({ collect_type: 'Cheque', bankId: bank, chqNo: 'CHQ-77', chqDate: '2026-03-10' });
    const [coll] = await collections(s.saleId);
    expect(coll).toMatchObject({ cash_bank_type: 'Bank', vc_no: 'BR-TT-2026-1000001' });
    expect(await voucherLines(t.db, coll.vc_no)).toEqual([
      // Cheques in Hand until it is deposited and cleared into the bank (issue 22)
      [(await one<{ id: number }>(t.db, sql`select id from ledgers where system_role = 'chequesInHand'`))!.id, null, 500, 0],
      [LEDGER.receivable, shop.customer, 0, 500],
    ]);
    expect((await detail(s.saleId)).master).toMatchObject({
      collect_type: 'Cheque',
      bankId: bank,
      bank_name: 'Sonali Bank',
      chqNo: 'CHQ-77',
      chqDate: '2026-03-10',
    });
    expect(await one(t.db, sql`select direction, state, amount::text, chq_no from cheques where source_type = 'collpay' and source_id = ${coll.id}`)).toEqual({
      direction: 'received',
      state: 'received',
      amount: '500.00',
      chq_no: 'CHQ-77',
    });
    expect(await t.violations()).toEqual([]);
  });

  it('posts no collection when nothing is collected', async () => {
    const s = await createBill({ collect: 0 });
    expect(await collections(s.saleId)).toEqual([]);
    expect(await partyDue(t.db, shop.customer)).toBe(3800);
    expect(await t.violations()).toEqual([]);
  });

  it('refuses bad bills with the clerk-facing message and writes nothing', async () => {
    const supplier = await makeParty(t.db, 'Supplier Ltd', 2);
    const radio = await makeModel(t.db, 'Radio', { serial: true });
    const radioSerials = await stockIn(t.db, { modelId: radio, unitCost: 50, serials: ['R-1'] });
    const cases: [object, number, string][] = [
      [{ cus_id: '' }, 400, 'All filed are required..'],
      [{ cus_id: supplier }, 400, 'Please select a customer, not a supplier'],
      [{ cus_id: 987654 }, 400, 'Please select a customer that exists'],
      [{ items: [] }, 400, 'Please add at least one item'],
      [{ items: [{ m_id: shop.fan, qty: 0, unit_price: 300 }] }, 400, 'All filed are required..'],
      [{ items: [{ m_id: shop.fan, qty: 2, unit_price: '' }] }, 400, 'All filed are required..'],
      [{ items: [{ m_id: '', qty: 2, unit_price: 10 }] }, 400, 'All filed are required..'],
      [{ items: [{ m_id: 987654, qty: 2, unit_price: 10 }] }, 400, 'Model 987654 does not exist'],
      [{ items: [{ m_id: shop.tv, qty: 1, unit_price: 10 }] }, 400, 'This product requires serial input.'],
      [{ items: [{ m_id: shop.fan, qty: 1, unit_price: 10, serial: [shop.sn['TV-3']] }] }, 400, 'Ceiling Fan is not serial-tracked: remove its serials'],
      [{ items: [{ m_id: shop.tv, unit_price: 10, serial: [radioSerials['R-1']] }] }, 400, 'Serial R-1 is not a serial of LED 32'],
      [{ items: [{ m_id: shop.tv, unit_price: 10, serial: [shop.sn['TV-1'], shop.sn['TV-1']] }] }, 400, 'Serial TV-1 is picked twice'],
      [
        {
          items: [
            { m_id: shop.fan, qty: 1, unit_price: 10 },
            { m_id: shop.fan, qty: 1, unit_price: 10 },
          ],
        },
        400,
        'Ceiling Fan is added twice: put it on one line',
      ],
      [{ inv_disc: 3901 }, 400, 'Discount cannot be more than the sub-total'],
      [{ collect: -1 }, 400, 'Collection cannot be negative'],
      [{ collect_type: 'Cheque' }, 400, 'Please select a bank for a cheque'],
      [{ inv_date: '2026-02-30' }, 400, 'Date must be a real date written yyyy-mm-dd'],
      [{ items: [{ m_id: shop.fan, qty: 11, unit_price: 300 }] }, 409, 'Not enough stock of Ceiling Fan: 10 available, 11 asked'],
    ];
    for (const [over, status, message] of cases) {
      const res = await api('POST', '/create_sales', bill(over));
      expect([res.statusCode, res.json().message], JSON.stringify(over)).toEqual([status, message]);
    }
    expect(await countOf(t.db, 'sales')).toBe(0);
    expect(await countOf(t.db, 'coll_pay')).toBe(0);
    expect(await rows(t.db, sql`select 1 from voucher_lines where source_type <> 'purchase'`)).toEqual([]);
    expect(await stockOf(t.db, shop.fan)).toEqual({ qty: 10, value: 2000 });
    expect(await t.violations()).toEqual([]);
  });

  it('refuses a serial that was already sold (409) and leaves the other serials in stock', async () => {
    await createBill({ collect: 0 });
    const res = await api('POST', '/create_sales', bill({ items: [{ m_id: shop.tv, unit_price: 1500, serial: [shop.sn['TV-3'], shop.sn['TV-2']] }] }));
    expect([res.statusCode, res.json().message]).toEqual([409, 'Serial TV-2 is not in stock']);
    expect(await serialStates(t.db, shop.tv)).toEqual({ 'TV-1': 2, 'TV-2': 2, 'TV-3': 1 });
    expect(await countOf(t.db, 'sales')).toBe(1);
    expect(await t.violations()).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/create_sales', payload: bill() });
    expect(res.statusCode).toBe(401);
  });
});

describe('PATCH /sales_update/{id}', () => {
  it('replaces the whole bill and re-posts it under the same numbers', async () => {
    const s = await createBill();
    const jv = (await saleRow(s.saleId))!.jv_no;
    // Swap TV-2 for TV-3, four fans at 250, discount 50, collect 800.
    const res = await api(
      'PATCH',
      `/sales_update/${s.saleId}`,
      bill({
        inv_disc: 50,
        collect: 800,
        items: [
          {
            m_id: shop.tv,
            unit_price: 1500,
            serial: [
              { srl_id: shop.sn['TV-1'], sl_no: 'TV-1' },
              { srl_id: shop.sn['TV-3'], sl_no: 'TV-3' },
            ],
          },
          { m_id: shop.fan, qty: 4, unit_price: 250 },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ updateId: s.saleId, inv_no: s.inv_no });

    const { master, data } = await detail(s.saleId);
    expect(master).toMatchObject({ sub_total: 4000, inv_disc: 50, grand_total: 3950, collect: 800, prev_due: 0, net_outstanding: 3150 });
    expect(data.map((i: { qty: number; total: number }) => [i.qty, i.total])).toEqual([
      [2, 3000],
      [4, 1000],
    ]);
    expect(await voucherLines(t.db, jv)).toEqual(billVoucher(shop.customer, { grand: 3950, disc: 50, subTotal: 4000, cost: 2800 }));
    const [coll] = await collections(s.saleId);
    expect(coll).toMatchObject({ amount: 800, vc_no: 'CR-TT-2026-1000001' });
    expect(await voucherLines(t.db, coll.vc_no)).toEqual([
      [LEDGER.cash, null, 800, 0],
      [LEDGER.receivable, shop.customer, 0, 800],
    ]);
    expect(await partyDue(t.db, shop.customer)).toBe(3150);
    expect(await serialStates(t.db, shop.tv)).toEqual({ 'TV-1': 2, 'TV-2': 1, 'TV-3': 2 });
    expect(await stockOf(t.db, shop.tv)).toEqual({ qty: 1, value: 1000 });
    expect(await stockOf(t.db, shop.fan)).toEqual({ qty: 6, value: 1200 });
    expect(await ledgerNet(t.db, LEDGER.costOfGoodsSold)).toBe(2800);
    expect(await t.violations()).toEqual([]);
  });

  it('follows the collect rules: to 0 deletes the collection, from 0 creates one', async () => {
    const s = await createBill();
    const toZero = await api('PATCH', `/sales_update/${s.saleId}`, bill({ collect: 0 }));
    expect(toZero.statusCode, toZero.body).toBe(200);
    expect(await collections(s.saleId)).toEqual([]);
    expect(await rows(t.db, sql`select 1 from voucher_lines where source_type = 'collpay'`)).toEqual([]);
    expect(await partyDue(t.db, shop.customer)).toBe(3800);

    const bank = await makeBank(t.db);
    const again = await api('PATCH', `/sales_update/${s.saleId}`, bill({ collect: 1000, collect_type: 'Cheque', bankId: bank, chqNo: 'C-1' }));
    expect(again.statusCode, again.body).toBe(200);
    const [coll] = await collections(s.saleId);
    expect(coll).toMatchObject({ amount: 1000, cash_bank_type: 'Bank', vc_no: 'BR-TT-2026-1000001' });
    expect(await partyDue(t.db, shop.customer)).toBe(2800);
    expect(await t.violations()).toEqual([]);
  });

  it('an edit that fails changes nothing', async () => {
    const s = await createBill();
    const before = await detail(s.saleId);
    const res = await api('PATCH', `/sales_update/${s.saleId}`, bill({ items: [{ m_id: shop.fan, qty: 50, unit_price: 300 }] }));
    expect([res.statusCode, res.json().message]).toEqual([409, 'Not enough stock of Ceiling Fan: 10 available, 50 asked']);
    expect(await detail(s.saleId)).toEqual(before);
    expect(await serialStates(t.db, shop.tv)).toEqual({ 'TV-1': 2, 'TV-2': 2, 'TV-3': 1 });
    expect(await t.violations()).toEqual([]);
    expect((await api('PATCH', '/sales_update/987654', bill())).statusCode).toBe(404);
    // The edit screen's own words
    const noPrice = await api('PATCH', `/sales_update/${s.saleId}`, bill({ items: [{ m_id: shop.fan, qty: 1, unit_price: 0 }] }));
    expect([noPrice.statusCode, noPrice.json().message]).toEqual([400, 'Please input price']);
    const noCustomer = await api('PATCH', `/sales_update/${s.saleId}`, bill({ cus_id: '' }));
    expect([noCustomer.statusCode, noCustomer.json().message]).toEqual([400, 'Supplier must required..']);
    expect(await detail(s.saleId)).toEqual(before);
  });
});

describe('removing a line, a serial, a bill', () => {
  it('DELETE /sales_item_delete removes one line and re-posts; the last line cannot go', async () => {
    const s = await createBill();
    const { data } = await detail(s.saleId);
    const res = await api('DELETE', '/sales_item_delete', { id: data[1].id });
    expect([res.statusCode, res.json().message]).toEqual([200, 'Item deleted successfully']);
    expect((await detail(s.saleId)).master).toMatchObject({ sub_total: 3000, grand_total: 2900, collect: 500 });
    expect(await stockOf(t.db, shop.fan)).toEqual({ qty: 10, value: 2000 });
    expect(await voucherLines(t.db, (await saleRow(s.saleId))!.jv_no)).toEqual(
      billVoucher(shop.customer, { grand: 2900, disc: 100, subTotal: 3000, cost: 2000 }),
    );
    // The bill was re-posted: its remaining line is read again.
    const [only] = (await detail(s.saleId)).data;
    const last = await api('DELETE', '/sales_item_delete', { id: only.id });
    expect([last.statusCode, last.json().message]).toEqual([409, 'This is the only item of the bill. Delete the whole bill instead.']);
    expect((await api('DELETE', '/sales_item_delete', { id: 987654 })).statusCode).toBe(404);
    expect(await t.violations()).toEqual([]);
  });

  it('PATCH /update_sales_serial_status/{id} returns one serial to stock and lowers its line', async () => {
    const s = await createBill();
    const res = await api('PATCH', `/update_sales_serial_status/${shop.sn['TV-2']}`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Serial removed');
    const { master, data } = await detail(s.saleId);
    expect(data[0]).toMatchObject({ qty: 1, total: 1500, serial: [{ srl_id: shop.sn['TV-1'], sl_no: 'TV-1' }] });
    expect(master).toMatchObject({ sub_total: 2400, grand_total: 2300 });
    expect(await serialStates(t.db, shop.tv)).toEqual({ 'TV-1': 2, 'TV-2': 1, 'TV-3': 1 });
    expect(await stockOf(t.db, shop.tv)).toEqual({ qty: 2, value: 2000 });
    expect(await partyDue(t.db, shop.customer)).toBe(1800);
    // A serial that is not on a bill any more
    expect((await api('PATCH', `/update_sales_serial_status/${shop.sn['TV-2']}`, {})).statusCode).toBe(404);
    expect(await t.violations()).toEqual([]);
  });

  it('DELETE /sales_delete/{id} puts everything back and removes the collection', async () => {
    const s = await createBill();
    const res = await api('DELETE', `/sales_delete/${s.saleId}`);
    expect([res.statusCode, res.json().message]).toEqual([200, 'Deleted successfully!']);
    expect(await countOf(t.db, 'sales')).toBe(0);
    expect(await countOf(t.db, 'sales_items')).toBe(0);
    expect(await countOf(t.db, 'coll_pay')).toBe(0);
    expect(await rows(t.db, sql`select 1 from voucher_lines where source_type in ('sale', 'collpay')`)).toEqual([]);
    expect(await partyDue(t.db, shop.customer)).toBe(0);
    expect(await stockOf(t.db, shop.tv)).toEqual({ qty: 3, value: 3000 });
    expect(await stockOf(t.db, shop.fan)).toEqual({ qty: 10, value: 2000 });
    expect(await serialStates(t.db, shop.tv)).toEqual({ 'TV-1': 1, 'TV-2': 1, 'TV-3': 1 });
    expect(await ledgerNet(t.db, LEDGER.costOfGoodsSold)).toBe(0);
    expect(await t.violations()).toEqual([]);
    expect((await api('DELETE', `/sales_delete/${s.saleId}`)).statusCode).toBe(404);
  });
});

describe('a service line (issue 44): a non-stock service model on a bill', () => {
  // TV-1 at 1,500.00 (cost 1,000.00) and the repair service at 500.00, less a discount of 200.00
  // shared by value (2,000.00): 150.00 and 50.00. The customer owes 1,800.00. The voucher: Dr
  // Receivable 1,800.00, Dr Discount Allowed 150.00 (the goods' share), Cr Sales 1,500.00, Cr Service
  // Income 450.00 (500.00 less its 50.00); Dr Cost of Goods Sold 1,000.00, Cr Inventory 1,000.00: the
  // service has no cost and moves no stock.
  const serviceBill = (price: number, over: object = {}) => ({
    inv_date: '2026-03-05',
    cus_id: shop.customer,
    inv_disc: 200,
    collect: 300,
    collect_type: 'Cash',
    items: [
      { m_id: shop.tv, qty: 1, unit_price: 1500, serial: [shop.sn['TV-1']] },
      { m_id: repair, qty: 1, unit_price: price },
    ],
    ...over,
  });
  let repair: number;
  beforeEach(async () => {
    repair = (await one<{ id: number }>(t.db, sql`select ensure_service_model() as id`))!.id;
  });
  const serviceIncome = async () => (await one<{ id: number }>(t.db, sql`select id from ledgers where system_role = 'serviceIncome'`))!.id;

  it('credits Service Income with its value less its share of the discount; no stock, serial or cost; collected like any bill', async () => {
    const s = await createBill(serviceBill(500));
    const jv = (await saleRow(s.saleId))!.jv_no;
    const service = await serviceIncome();
    expect(await voucherLines(t.db, jv)).toEqual([
      [LEDGER.receivable, shop.customer, 1800, 0],
      [LEDGER.discountAllowed, shop.customer, 150, 0],
      [LEDGER.sales, null, 0, 1500],
      [service, null, 0, 450],
      [LEDGER.costOfGoodsSold, null, 1000, 0],
      [LEDGER.inventory, null, 0, 1000],
    ]);
    expect(
      await rows(t.db, sql`select m_id, pur_rate::float8 as pur_rate, pur_total::float8 as pur_total from sales_items where sale_id = ${s.saleId} order by id`),
    ).toEqual([
      { m_id: shop.tv, pur_rate: 1000, pur_total: 1000 },
      { m_id: repair, pur_rate: 0, pur_total: 0 },
    ]);
    expect(await rows(t.db, sql`select model_id from stock_movements where source_type = 'sale' and model_id = ${repair}`)).toEqual([]);
    expect(await rows(t.db, sql`select model_id from model_stock where model_id = ${repair}`)).toEqual([]);
    expect(await stockOf(t.db, shop.tv)).toEqual({ qty: 2, value: 2000 });
    // 1,800.00 less 300.00 collected on the bill; a later collection of 500.00 leaves 1,000.00.
    expect(await partyDue(t.db, shop.customer)).toBe(1500);
    const coll = await api('POST', '/collPay_post', { supp_id: shop.customer, date: '2026-03-06', coll_pay_type: 2, cash_bank_type: 'Cash', amount: 500 });
    expect(coll.statusCode, coll.body).toBe(201);
    expect(await partyDue(t.db, shop.customer)).toBe(1000);
    expect(await t.violations()).toEqual([]);

    // An edit to 600.00: shares 1,500 : 600 of 200.00 = 142.86 and 57.14; Service Income 542.86, the customer owes 1,900.00.
    const edited = await api('PATCH', `/sales_update/${s.saleId}`, serviceBill(600));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await voucherLines(t.db, jv)).toEqual([
      [LEDGER.receivable, shop.customer, 1900, 0],
      [LEDGER.discountAllowed, shop.customer, 142.86, 0],
      [LEDGER.sales, null, 0, 1500],
      [service, null, 0, 542.86],
      [LEDGER.costOfGoodsSold, null, 1000, 0],
      [LEDGER.inventory, null, 0, 1000],
    ]);
    // A service is not returned; deleting the bill undoes it all.
    const line = (await one<{ id: number }>(t.db, sql`select id from sales_items where sale_id = ${s.saleId} and m_id = ${repair}`))!;
    const back = await api('POST', '/create_sales_return', {
      return_date: '2026-03-10',
      cuss_id: shop.customer,
      inv_no_id: s.saleId,
      items: [{ inv_item_id: line.id, m_id: repair, r_qty: 1, r_unit: 600 }],
    });
    expect([back.statusCode, back.json().message]).toEqual([409, 'Repair service: a service is not returned: correct its bill instead']);
    expect((await api('DELETE', `/sales_delete/${s.saleId}`)).statusCode).toBe(200);
    expect(await ledgerNet(t.db, service)).toBe(0);
    expect(await stockOf(t.db, shop.tv)).toEqual({ qty: 3, value: 3000 });
    expect(await t.violations()).toEqual([]);
  });

  it('refuses a serial on a service line, and stock of a service from any document', async () => {
    const res = await api('POST', '/create_sales', serviceBill(500, { items: [{ m_id: repair, qty: 1, unit_price: 500, serial: [shop.sn['TV-2']] }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Repair service is not serial-tracked: remove its serials');
    await expect(stockIn(t.db, { modelId: repair, qty: 1, unitCost: 100 })).rejects.toThrow('Repair service is a service: it holds no stock');
    expect(await countOf(t.db, 'sales')).toBe(0);
  });
});

describe('reading bills', () => {
  beforeEach(async () => {
    const other = await makeParty(t.db, 'Karim Store', 1, '01822222222');
    await createBill({ inv_date: '2026-03-01', collect: 0, items: [{ m_id: shop.fan, qty: 1, unit_price: 300 }] });
    await createBill({ inv_date: '2026-03-05', cus_id: other, inv_disc: 0, collect: 0, items: [{ m_id: shop.fan, qty: 2, unit_price: 300 }] });
    await createBill({ inv_date: '2026-03-09', collect: 0, inv_disc: 0, items: [{ m_id: shop.tv, unit_price: 1500, serial: [shop.sn['TV-3']] }] });
  });

  it('GET /all_sales lists newest first with search, dates and paging', async () => {
    const all = (await api('GET', '/all_sales')).json();
    expect(all.total).toBe(3);
    expect(all.data.map((r: { inv_no: string }) => r.inv_no)).toEqual(['INV-TT-2026-100003', 'INV-TT-2026-100002', 'INV-TT-2026-100001']);
    expect(all.data[0]).toMatchObject({ customer: 'Rahim Traders', grand_total: 1500 });

    const karim = (await api('GET', '/all_sales?search=karim')).json();
    expect([karim.total, karim.data[0].customer]).toEqual([1, 'Karim Store']);
    expect((await api('GET', '/all_sales?search=100001')).json().total).toBe(1);

    const ranged = (await api('GET', '/all_sales?startDate=2026-03-02&endDate=2026-03-09')).json();
    expect(ranged.data.map((r: { inv_date: string }) => r.inv_date)).toEqual(['2026-03-09', '2026-03-05']);
    const filtered = (await api('GET', '/sales_filter?sDate=2026-03-01&eDate=2026-03-01')).json();
    expect(filtered.data.map((r: { inv_no: string }) => r.inv_no)).toEqual(['INV-TT-2026-100001']);

    const half = await api('GET', '/all_sales?startDate=2026-03-02');
    expect([half.statusCode, half.json().message]).toEqual([400, 'Please select both start and end dates']);

    const page = (await api('GET', '/all_sales?limit=2&offset=2')).json();
    expect([page.total, page.data.length, page.data[0].inv_no]).toEqual([3, 1, 'INV-TT-2026-100001']);
  });

  it('GET /all_sales tells what is still owed on each bill, and its status (issue 42, item 6)', async () => {
    const list = async () =>
      Object.fromEntries(
        ((await api('GET', '/all_sales')).json().data as { inv_no: string; grand_total: number; due: number; paid: number; status: string }[]).map((r) => [
          r.inv_no.slice(-1),
          [r.grand_total, r.due, r.paid, r.status],
        ]),
      );
    const before = await list();
    const g1 = before['1'][0] as number;
    // Nothing collected: each bill owes all of itself; Karim's 2 fans at 300 = 600.
    expect(before).toEqual({ '1': [g1, g1, 0, 'Unpaid'], '2': [600, 600, 0, 'Unpaid'], '3': [1500, 1500, 0, 'Unpaid'] });
    // Rahim pays 500 (a collection): it pays the oldest bill (g1) first, the rest goes to the TV's 1,500.
    expect(
      (await api('POST', '/collPay_post', { supp_id: shop.customer, date: '2026-03-10', coll_pay_type: 2, cash_bank_type: 'Cash', amount: 500 })).statusCode,
    ).toBe(201);
    const rest = 500 - g1;
    expect(await list()).toEqual({ '1': [g1, 0, g1, 'Paid'], '2': [600, 600, 0, 'Unpaid'], '3': [1500, 1500 - rest, rest, 'Partly paid'] });
    // With 10 credit days, the TV bill of 9 March still owing is overdue (today is long after 19 March).
    await t.db.execute(sql`update parties set credit_days = 10 where id = ${shop.customer}`);
    expect((await list())['3']).toEqual([1500, 1500 - rest, rest, 'Overdue']);
  });

  it('GET /salesByCustomer, /sales_items_all, /all_serial_by_invvoice and /both_sales_item by number', async () => {
    const mine = (await api('GET', `/salesByCustomer?cuss=${shop.customer}`)).json();
    expect(mine.data.map((r: { inv_no: string }) => r.inv_no)).toEqual(['INV-TT-2026-100003', 'INV-TT-2026-100001']);

    const items = (await api('GET', '/sales_items_all?search=TV-3')).json();
    expect(items.total).toBe(1);
    expect(items.data[0]).toMatchObject({ inv_no: 'INV-TT-2026-100003', customer: 'Rahim Traders', model: 'LED 32', qty: 1, serials: 'TV-3' });
    expect((await api('GET', '/sales_items_all?limit=50')).json()).toMatchObject({ total: 3, capped: false });
    // by customer, model, bill number and part of a serial; dates narrow each
    const billsOf = async (q: string) => (await api('GET', `/sales_items_all?${q}`)).json().data.map((r: { inv_no: string }) => r.inv_no.slice(-6));
    expect(await billsOf('search=karim')).toEqual(['100002']);
    expect(await billsOf('search=Rahim')).toEqual(['100003', '100001']);
    expect(await billsOf('search=Ceiling')).toEqual(['100002', '100001']);
    expect(await billsOf('search=2026-100001')).toEqual(['100001']);
    expect(await billsOf('search=V-3')).toEqual(['100003']);
    expect(await billsOf('search=rahim&startDate=2026-03-02&endDate=2026-03-31')).toEqual(['100003']);
    expect(await billsOf('search=nobody')).toEqual([]);

    const third = (await one<{ id: number }>(t.db, sql`select id from sales where inv_no = 'INV-TT-2026-100003'`))!.id;
    const serials = (await api('GET', `/all_serial_by_invvoice?inv=${third}&mId=${shop.tv}`)).json();
    expect(serials.data).toEqual([
      {
        srl_id: shop.sn['TV-3'],
        sl_no: 'TV-3',
        m_id: shop.tv,
        inv_no: 'INV-TT-2026-100003',
        inv_item_id: expect.any(Number),
        proDesc: 'Electronics Walton TV LED 32',
      },
    ]);
    expect((await detail('INV-TT-2026-100003')).master.id).toBe(third);
    expect((await api('GET', '/both_sales_item?inv=987654')).statusCode).toBe(404);
  });

  it('GET /sales_next_no previews without reserving', async () => {
    const a = (await api('GET', '/sales_next_no?date=2026-04-01')).json();
    const b = (await api('GET', '/sales_next_no?date=2026-04-01')).json();
    expect(a).toEqual({ preview_inv_no: 'INV-TT-2026-100004' });
    expect(b).toEqual(a);
    expect((await api('GET', '/sales_next_no?date=2027-01-01')).json()).toEqual({ preview_inv_no: 'INV-TT-2027-100001' });
  });

  it('answers the three date-wise sales reports', async () => {
    const q = '?startDate=2026-03-01&endDate=2026-03-05';
    const byCustomer = (await api('GET', `/date_wise_sales_report${q}`)).json();
    expect(byCustomer.result.map((r: { customer: string; grand_total: number }) => [r.customer, r.grand_total])).toEqual([
      ['Karim Store', 600],
      ['Rahim Traders', 200],
    ]);
    expect(byCustomer.total).toBe(800);

    const items = (await api('GET', `/date_wise_item_sales_report${q}`)).json();
    expect(items.result).toEqual([{ m_id: shop.fan, product_name: 'Electronics Walton TV', model_name: 'Ceiling Fan', total_qty: 3, total_amt: 900 }]);

    const analysis = (await api('GET', '/date_wise_sales_analysis_report?startDate=2026-03-01&endDate=2026-03-31')).json();
    expect(analysis.result).toHaveLength(3);
    expect(analysis.result[2].items).toEqual([
      { product_name: 'Electronics Walton TV', model_name: 'LED 32', qty: 1, unit_price: 1500, total: 1500, serials: 'TV-3' },
    ]);
    expect(analysis.total).toBe(2300);

    const missing = await api('GET', '/date_wise_sales_report?startDate=2026-03-01');
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'Please select both start and end dates']);
  });
});
