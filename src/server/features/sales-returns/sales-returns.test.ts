import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { countOf, ledgerNet, makeParty, serialStates, stockOf, voucherLines, useShop, mustShowBill, returnCredit, goodsBack } from '../../../../tests/support/salesFixtures.js';
import { one, rows, sql } from '../../db/client.js';
import { LEDGER } from '../../ledger/accounts.js';
import { partyDue } from '../../ledger/balances.js';

const t = useTestApp();
const shop = useShop(t, { tv: { cost: 1000, serials: ['TV-1', 'TV-2', 'TV-3'] }, fan: { qty: 10, cost: 200 } }, { mobile: '01711111111' });

const { call: api } = adminCalls(() => t);

const bill = (over: object = {}) => mustShowBill(shop, { serial: [shop.sn['TV-1'], shop.sn['TV-2']] }, over);

async function createBill(over: object = {}): Promise<number> {
  const res = await api('POST', '/create_sales', bill(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().saleId;
}

/** The bill's lines by model: the ids a return refers to. */
async function lines(saleId: number) {
  const { data } = (await api('GET', `/sales_by_invoice?inv_no=${saleId}`)).json();
  return { tv: data.find((l: { m_id: number }) => l.m_id === shop.tv), fan: data.find((l: { m_id: number }) => l.m_id === shop.fan) };
}

const returnOf = (saleId: number, items: object[], over: object = {}) => ({
  return_date: '2026-03-10',
  cuss_id: shop.customer,
  inv_no_id: saleId,
  rmks: 'Customer changed mind',
  items,
  ...over,
});

async function createReturn(body: object) {
  const res = await api('POST', '/create_sales_return', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { returnId: number; return_no: string };
}

const jvOf = async (table: 'sales' | 'sales_returns', id: number) =>
  (await one<{ jv_no: string }>(t.db, sql`select jv_no from ${sql.identifier(table)} where id = ${id}`))!.jv_no;

describe('the must-show chain: sale, edit, return of one serial, delete', () => {
  it('keeps totals, dues, stock, cost of goods sold, vouchers and serials right at each step', async () => {
    const saleId = await createBill();
    expect(await partyDue(t.db, shop.customer)).toBe(3300);

    const edit = await api('PATCH', `/sales_update/${saleId}`, bill({
      inv_disc: 50,
      collect: 800,
      items: [{ m_id: shop.tv, unit_price: 1500, serial: [shop.sn['TV-1'], shop.sn['TV-2']] }, { m_id: shop.fan, qty: 4, unit_price: 250 }],
    }));
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await partyDue(t.db, shop.customer)).toBe(3150);
    expect(await ledgerNet(t.db, LEDGER.costOfGoodsSold)).toBe(2800);
    expect(await t.violations()).toEqual([]);

    // The clerk's return screen sends r_qty 0 for a serial line: the quantity is the number of serials.
    const l = await lines(saleId);
    const r = await createReturn(returnOf(saleId, [{ inv_item_id: l.tv.id, m_id: shop.tv, r_qty: 0, r_unit: 1500, serial: [shop.sn['TV-1']] }], { jv_no: 'X', total: 1 }));
    expect(r.return_no).toBe('SR-TT-2026-100001');

    // Issue 20 (returns net of discount): the edited bill is TV 2 × 1500 = 3000 and fans 4 × 250 =
    // 1000, less 50. The TV line's share of the discount is 50 × 3000 / 4000 = 37.50; one of its two
    // TVs takes back half of it, 18.75, and the customer is credited 1500 − 18.75 = 1481.25.
    const jv = await jvOf('sales_returns', r.returnId);
    expect(await voucherLines(t.db, jv)).toEqual([...returnCredit(shop.customer, 1500, 18.75, 1481.25), ...goodsBack(1000)]);
    const { master, data } = (await api('GET', `/all_sales_return_both?rId=${r.returnId}`)).json();
    expect(master).toMatchObject({
      return_no: 'SR-TT-2026-100001', customer: 'Rahim Traders', mobile: '01711111111', inv_no: 'INV-TT-2026-100001',
      total: 1500, disc: 18.75, net_total: 1481.25, prev_due: 3150, collected: 0, net_outstanding: 1668.75, rmks: 'Customer changed mind', entered_by: 'Administrator',
    });
    expect(data).toEqual([expect.objectContaining({
      inv_item_id: l.tv.id, r_qty: 1, r_unit: 1500, total: 1500, disc: 18.75, net_total: 1481.25, pur_rate: 1000, pur_total: 1000, sold_qty: 2, returned_qty: 1,
      serial: [{ srl_id: shop.sn['TV-1'], sl_no: 'TV-1' }],
    })]);
    expect(await partyDue(t.db, shop.customer)).toBe(1668.75);
    expect(await ledgerNet(t.db, LEDGER.discountAllowed)).toBe(31.25);
    expect(await stockOf(t.db, shop.tv)).toEqual({ qty: 2, value: 2000 });
    expect(await serialStates(t.db, shop.tv)).toEqual({ 'TV-1': 1, 'TV-2': 2, 'TV-3': 1 });
    expect(await ledgerNet(t.db, LEDGER.costOfGoodsSold)).toBe(1800);
    expect((await lines(saleId)).tv).toMatchObject({ returned_qty: 1, returnable_qty: 1, returnable_serial: [{ srl_id: shop.sn['TV-2'], sl_no: 'TV-2' }] });
    expect(await t.violations()).toEqual([]);

    // A bill with returns is frozen.
    const frozen = 'This bill has sales returns (SR-TT-2026-100001). Delete the returns first.';
    const del = await api('DELETE', `/sales_delete/${saleId}`);
    expect([del.statusCode, del.json().message]).toEqual([409, frozen]);
    const upd = await api('PATCH', `/sales_update/${saleId}`, bill());
    expect([upd.statusCode, upd.json().message]).toEqual([409, frozen]);
    expect(await partyDue(t.db, shop.customer)).toBe(1668.75);

    // Deleting the return puts the serial back on the bill; deleting the bill then undoes everything.
    const delReturn = await api('DELETE', '/sales_return_delete?vc_no=SR-TT-2026-100001');
    expect([delReturn.statusCode, delReturn.json().message]).toEqual([200, 'Deleted successfully!']);
    expect(await serialStates(t.db, shop.tv)).toEqual({ 'TV-1': 2, 'TV-2': 2, 'TV-3': 1 });
    expect(await partyDue(t.db, shop.customer)).toBe(3150);
    expect(await t.violations()).toEqual([]);

    expect((await api('DELETE', `/sales_delete/${saleId}`)).statusCode).toBe(200);
    expect(await partyDue(t.db, shop.customer)).toBe(0);
    expect(await stockOf(t.db, shop.tv)).toEqual({ qty: 3, value: 3000 });
    expect(await stockOf(t.db, shop.fan)).toEqual({ qty: 10, value: 2000 });
    expect(await serialStates(t.db, shop.tv)).toEqual({ 'TV-1': 1, 'TV-2': 1, 'TV-3': 1 });
    expect(await ledgerNet(t.db, LEDGER.costOfGoodsSold)).toBe(0);
    expect(await rows(t.db, sql`select 1 from voucher_lines where source_type <> 'purchase'`)).toEqual([]);
    expect(await t.violations()).toEqual([]);
  });
});

describe('POST /create_sales_return refusals', () => {
  it('refuses with the clerk-facing message and writes nothing', async () => {
    const saleId = await createBill();
    const other = await makeParty(t.db, 'Karim Store');
    const l = await lines(saleId);
    await createReturn(returnOf(saleId, [{ inv_item_id: l.fan.id, r_qty: 1, r_unit: 300 }]));
    const before = { returns: await countOf(t.db, 'sales_returns'), lines: await countOf(t.db, 'voucher_lines') };
    const fanLine = { inv_item_id: l.fan.id, r_qty: 1, r_unit: 300 };
    const cases: [object, number, string][] = [
      [returnOf(saleId, [fanLine], { cuss_id: '' }), 400, 'Select customer and product first'],
      [returnOf(saleId, []), 400, 'Select customer and product first'],
      [returnOf(saleId, [{ inv_item_id: '', r_qty: 1 }]), 400, 'Select customer and product first'],
      [returnOf(saleId, [fanLine, fanLine]), 400, 'Item already added'],
      [returnOf(saleId, [{ ...fanLine, r_qty: 3 }]), 400, 'Return quantity must not be greater than sold quantity (2 left to return).'],
      [returnOf(saleId, [{ ...fanLine, r_qty: 0 }]), 400, 'Return quantity must be more than zero'],
      [returnOf(saleId, [{ inv_item_id: l.tv.id, r_unit: 1500 }]), 400, 'This product requires serial input.'],
      [returnOf(saleId, [{ inv_item_id: l.tv.id, serial: [shop.sn['TV-3']] }]), 409, 'Serial TV-3 was not sold on this invoice line or is already returned'],
      [returnOf(saleId, [fanLine], { cuss_id: other }), 400, 'This invoice is not of the selected customer'],
      [returnOf(987654, [fanLine]), 400, 'Please select an invoice that exists'],
      [returnOf(saleId, [{ inv_item_id: 987654, r_qty: 1 }]), 400, 'This product is not on the selected invoice'],
    ];
    for (const [body, status, message] of cases) {
      const res = await api('POST', '/create_sales_return', body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect({ returns: await countOf(t.db, 'sales_returns'), lines: await countOf(t.db, 'voucher_lines') }).toEqual(before);
    expect(await serialStates(t.db, shop.tv)).toEqual({ 'TV-1': 2, 'TV-2': 2, 'TV-3': 1 });
    expect(await t.violations()).toEqual([]);
  });

  it('a serial that came back and was sold again keeps its return from being deleted', async () => {
    const saleId = await createBill({ collect: 0 });
    const l = await lines(saleId);
    const r = await createReturn(returnOf(saleId, [{ inv_item_id: l.tv.id, serial: [shop.sn['TV-1']] }]));
    await createBill({ collect: 0, inv_disc: 0, items: [{ m_id: shop.tv, unit_price: 1600, serial: [shop.sn['TV-1']] }] });
    const res = await api('DELETE', `/sales_return_delete?id=${r.returnId}`);
    expect([res.statusCode, res.json().message]).toEqual([409, 'Serial TV-1 was sold again and cannot be taken off this return']);
    expect(await countOf(t.db, 'sales_returns')).toBe(1);
    expect(await t.violations()).toEqual([]);
  });
});

describe('editing returns', () => {
  it('PATCH /sales_return_update/{id} replaces the return; a zero price means the price it was sold at', async () => {
    const saleId = await createBill();
    const l = await lines(saleId);
    const r = await createReturn(returnOf(saleId, [{ inv_item_id: l.fan.id, r_qty: 1, r_unit: 0 }]));
    const jv = await jvOf('sales_returns', r.returnId);
    expect((await api('GET', `/all_sales_return_both?rId=${r.returnId}`)).json().master.total).toBe(300);

    const res = await api('PATCH', `/sales_return_update/${r.returnId}`, returnOf(saleId, [
      { inv_item_id: l.fan.id, r_qty: 2, r_unit: 280 },
      { inv_item_id: l.tv.id, serial: [{ srl_id: shop.sn['TV-2'], sl_no: 'TV-2' }], r_unit: 1400 },
    ]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ returnId: r.returnId, return_no: r.return_no });
    expect(await jvOf('sales_returns', r.returnId)).toBe(jv);
    // Issue 20: the bill is TV 2 × 1500 = 3000 and fans 3 × 300 = 900, less 100. Shares: TV
    // round(100 × 3000 / 3900) = 76.92, fans the rest, 23.08. Two fans of three take round(15.3867)
    // = 15.39, one TV of two 38.46: 53.85 reversed, the customer credited 1960 − 53.85 = 1906.15.
    expect(await voucherLines(t.db, jv)).toEqual([...returnCredit(shop.customer, 1960, 53.85, 1906.15), ...goodsBack(1400)]);
    expect(await stockOf(t.db, shop.fan)).toEqual({ qty: 9, value: 1800 });
    expect(await serialStates(t.db, shop.tv)).toEqual({ 'TV-1': 2, 'TV-2': 1, 'TV-3': 1 });
    expect(await partyDue(t.db, shop.customer)).toBe(1393.85); // 3300 − 1906.15
    expect(await t.violations()).toEqual([]);

    // Take TV-2 off the return: it is sold on the bill again and the return is re-posted.
    const off = await api('PATCH', '/update_serial_sales_return', { srl_id: shop.sn['TV-2'] });
    expect([off.statusCode, off.json().message]).toEqual([200, 'Serial removed']);
    expect((await api('GET', `/all_sales_return_both?rId=${r.returnId}`)).json().master).toMatchObject({ total: 560, disc: 15.39, net_total: 544.61 });
    expect(await partyDue(t.db, shop.customer)).toBe(2755.39); // 3300 − 544.61
    expect(await serialStates(t.db, shop.tv)).toEqual({ 'TV-1': 2, 'TV-2': 2, 'TV-3': 1 });
    expect(await stockOf(t.db, shop.tv)).toEqual({ qty: 1, value: 1000 });
    expect((await api('PATCH', '/update_serial_sales_return', { srl_id: shop.sn['TV-3'] })).statusCode).toBe(404);
    expect(await t.violations()).toEqual([]);
  });

  it('an edit that would over-return changes nothing', async () => {
    const saleId = await createBill();
    const l = await lines(saleId);
    const r = await createReturn(returnOf(saleId, [{ inv_item_id: l.fan.id, r_qty: 2, r_unit: 300 }]));
    const res = await api('PATCH', `/sales_return_update/${r.returnId}`, returnOf(saleId, [{ inv_item_id: l.fan.id, r_qty: 4, r_unit: 300 }]));
    expect([res.statusCode, res.json().message]).toEqual([400, 'Return quantity must not be greater than sold quantity (3 left to return).']);
    expect(await stockOf(t.db, shop.fan)).toEqual({ qty: 9, value: 1800 });
    expect((await api('GET', `/all_sales_return_both?rId=${r.returnId}`)).json().master.total).toBe(600);
    expect((await api('PATCH', '/sales_return_update/987654', returnOf(saleId, []))).statusCode).toBe(404);
    expect(await t.violations()).toEqual([]);
  });
});

describe('reading returns', () => {
  beforeEach(async () => {
    const saleId = await createBill();
    const l = await lines(saleId);
    await createReturn(returnOf(saleId, [{ inv_item_id: l.fan.id, r_qty: 1, r_unit: 300 }], { return_date: '2026-03-06' }));
    await createReturn(returnOf(saleId, [{ inv_item_id: l.tv.id, serial: [shop.sn['TV-2']], r_unit: 1500 }], { return_date: '2026-03-12' }));
  });

  it('lists with search, dates and paging, and the filter answers under result', async () => {
    const all = (await api('GET', '/all_sales_return')).json();
    expect(all.total).toBe(2);
    expect(all.data.map((r: { return_no: string; total: number }) => [r.return_no, r.total])).toEqual([['SR-TT-2026-100002', 1500], ['SR-TT-2026-100001', 300]]);
    expect((await api('GET', '/all_sales_return?search=rahim')).json().total).toBe(2);
    expect((await api('GET', '/all_sales_return?search=100002')).json().total).toBe(1);
    expect((await api('GET', '/all_sales_return?limit=1&offset=1')).json().data[0].return_no).toBe('SR-TT-2026-100001');
    const filtered = (await api('GET', '/sales_return_filter_by_date?sDate=2026-03-01&eDate=2026-03-07')).json();
    expect(filtered.result.map((r: { return_no: string }) => r.return_no)).toEqual(['SR-TT-2026-100001']);
    const half = await api('GET', '/sales_return_filter_by_date?sDate=2026-03-01');
    expect([half.statusCode, half.json().message]).toEqual([400, 'Please select both start and end dates']);
    expect((await api('GET', '/sales_return_next_no?date=2026-05-01')).json()).toEqual({ preview_return_no: 'SR-TT-2026-100003' });
  });

  it('answers the three date-wise sales return reports', async () => {
    const q = '?startDate=2026-03-01&endDate=2026-03-31';
    const byCustomer = (await api('GET', `/date_wise_sales_return_report${q}`)).json();
    expect(byCustomer.total).toBe(1800);
    expect(byCustomer.result).toHaveLength(2);
    const items = (await api('GET', `/date_wise_item_sales_return_report${q}`)).json();
    expect(items.result.map((r: { model_name: string; total_qty: number; total_amt: number }) => [r.model_name, r.total_qty, r.total_amt])).toEqual([
      ['Ceiling Fan', 1, 300],
      ['LED 32', 1, 1500],
    ]);
    const analysis = (await api('GET', '/date_wise_sales_return_analysis_report?startDate=2026-03-10&endDate=2026-03-31')).json();
    expect(analysis.result).toEqual([expect.objectContaining({
      return_no: 'SR-TT-2026-100002', total: 1500,
      items: [{ product_name: 'Electronics Walton TV', model_name: 'LED 32', qty: 1, unit_price: 1500, total: 1500, serials: 'TV-2' }],
    })]);
    expect((await api('GET', '/date_wise_sales_return_report?endDate=2026-03-31')).statusCode).toBe(400);
  });
});
