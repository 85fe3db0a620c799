import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { client, digest, linesOf, makeParty, serialStates, simulateSale, usePurchasingShop } from '../../../../tests/support/purchasing.js';
import { partyDue } from '../../ledger/balances.js';
import { balanceOf } from '../../stock/stock.js';
import { LEDGER } from '../../ledger/accounts.js';

const t = useTestApp();
const api = client(t);
const shop = usePurchasingShop(t, ['tv', 'cable'], '01711111111');
let purchaseId: number;
/** The purchase's lines: TV (5 serials at 1,000) and cable (10 at 100). */
let tvLine: { id: number; serial: { id: number; sl_no: string }[] };
let cableLine: { id: number };

beforeEach(async () => {
  const res = await api.post('/create_purchase', {
    pu_date: '2026-03-05', supp_id: shop.supplier, supp_inv: 'SUP-77',
    items: [
      { m_id: shop.tv, qty: 5, unit_price: 1000, serial: ['TV-1', 'TV-2', 'TV-3', 'TV-4', 'TV-5'] },
      { m_id: shop.cable, qty: 10, unit_price: 100 },
    ],
  });
  purchaseId = res.json().purchaseId;
  [tvLine, cableLine] = (await api.get(`/both_purchase?pId=${purchaseId}`)).json().data;
});

const returnBody = (items: unknown[], over: Record<string, unknown> = {}) => ({
  return_date: '2026-03-06', supp_id: shop.supplier, pu_no_id: purchaseId, rmks: 'Faulty', items,
  // sent by the browser and ignored
  jv_no: 'X', return_no: 'Y', total: 1,
  ...over,
});
const twoSerials = () => ({ pu_item_id: tvLine.id, m_id: shop.tv, r_qty: 2, r_unit: 1000, serial: [tvLine.serial[0].id, tvLine.serial[1].id] });

async function returnOf(items: unknown[], over: Record<string, unknown> = {}) {
  const res = await api.post('/create_purchase_return', returnBody(items, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { returnId: number; return_no: string };
}

const due = () => partyDue(t.db, shop.supplier);

describe('a purchase return', () => {
  it('of 2 serials at 1,000: due 6,000 → 4,000, stock out at cost, serials returned (3), Dr Payable / Cr Inventory', async () => {
    const { returnId, return_no } = await returnOf([twoSerials()]);
    expect(return_no).toBe('RPU-2026-100001');
    expect(await due()).toBe(4000);
    expect(await balanceOf(t.db, shop.tv)).toEqual({ qty: '3.000', value: '3000.00', avgRate: '1000.0000' });
    expect(await serialStates(t.db, shop.tv)).toEqual({ 'TV-1': 3, 'TV-2': 3, 'TV-3': 1, 'TV-4': 1, 'TV-5': 1 });
    expect(await linesOf(t.db, 'purchase_return', returnId)).toEqual([
      { vc_no: 'JV-2026-1000002', vc_type: 1, ledger_id: LEDGER.payable, party_id: shop.supplier, acc_type: 2, debit: '2000.00', credit: '0.00' },
      { vc_no: 'JV-2026-1000002', vc_type: 1, ledger_id: LEDGER.inventory, party_id: null, acc_type: 2, debit: '0.00', credit: '2000.00' },
    ]);
    expect(await t.violations()).toEqual([]);
  });

  it('below cost: the difference goes to purchase price difference (Dr), above cost (Cr)', async () => {
    const below = await returnOf([{ pu_item_id: cableLine.id, r_qty: 3, r_unit: 90 }]);
    expect((await linesOf(t.db, 'purchase_return', below.returnId)).map((l) => [l.ledger_id, l.debit, l.credit])).toEqual([
      [LEDGER.payable, '270.00', '0.00'],
      [LEDGER.inventory, '0.00', '300.00'],
      [LEDGER.purchasePriceDifference, '30.00', '0.00'],
    ]);
    // Above cost: a return is never priced above the price the line was bought at (issue 20), so the
    // cost falls below it first: 3 more cables at 20 make 7 × 100 + 3 × 20 = 760 for 10, 76 each.
    const cheaper = await api.post('/create_purchase', { pu_date: '2026-03-06', supp_id: shop.supplier, supp_inv: 'SUP-78', items: [{ m_id: shop.cable, qty: 3, unit_price: 20 }] });
    expect(cheaper.statusCode, cheaper.body).toBe(201);
    const above = await returnOf([{ pu_item_id: cableLine.id, r_qty: 1, r_unit: 99.5 }]);
    expect((await linesOf(t.db, 'purchase_return', above.returnId)).map((l) => [l.ledger_id, l.debit, l.credit])).toEqual([
      [LEDGER.payable, '99.50', '0.00'],
      [LEDGER.inventory, '0.00', '76.00'],
      [LEDGER.purchasePriceDifference, '0.00', '23.50'],
    ]);
    expect(await due()).toBe(6000 - 270 + 60 - 99.5);
    expect(await balanceOf(t.db, shop.cable)).toMatchObject({ qty: '9.000', value: '684.00' });
    expect(await t.violations()).toEqual([]);
  });

  it('the return invoice shows previous dues, return total, collected 0 and net outstanding', async () => {
    const { returnId } = await returnOf([twoSerials(), { pu_item_id: cableLine.id, r_qty: 1, r_unit: 100 }]);
    const res = await api.get(`/all_purchase_return_both?rId=${returnId}`);
    expect(res.statusCode).toBe(200);
    const { master, data } = res.json();
    expect(master).toMatchObject({
      return_no: 'RPU-2026-100001', supplier: 'Rahim Traders', mobile: '01711111111', pu_no: 'PU-2026-100001', rmks: 'Faulty',
      amount: 6000, previous_dues: 6000, return_total: 2100, total: 2100, collected: 0, net_outstanding: 3900,
    });
    expect(data[0]).toMatchObject({ proDesc: 'Electronics Walton Television LED 32', r_qty: 2, r_unit: 1000, total: 2000, prev_qty: 5, returnedQty: 0, pur_rate: 1000 });
    expect(data[0].serial.map((s: { sl_no: string }) => s.sl_no)).toEqual(['TV-1', 'TV-2']);
    expect(data[1]).toMatchObject({ r_qty: 1, total: 100, serial: [] });
    expect((await api.get('/all_purchase_return_both?rId=999999')).statusCode).toBe(404);
  });
});

describe('refusals change nothing', () => {
  it('a return above what is left to return', async () => {
    await returnOf([{ pu_item_id: cableLine.id, r_qty: 6, r_unit: 100 }]);
    const before = await digest(t.db);
    const res = await api.post('/create_purchase_return', returnBody([{ pu_item_id: cableLine.id, r_qty: 5, r_unit: 100 }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Return quantity must not be greater than purchase quantity.');
    expect(await digest(t.db)).toBe(before);
  });

  it('no supplier, the same line twice, a serial of another line or already returned, goods already sold', async () => {
    await returnOf([{ pu_item_id: tvLine.id, r_unit: 1000, serial: [tvLine.serial[4].id] }]);
    await simulateSale(t.db, 1, shop.cable, 9);
    const before = await digest(t.db);
    const cases: [unknown, number, string][] = [
      [returnBody([twoSerials()], { supp_id: '' }), 400, 'All fields are required.'],
      [returnBody([twoSerials(), twoSerials()]), 400, 'Item already added.'],
      [returnBody([{ pu_item_id: tvLine.id, r_unit: 1000, serial: [] }]), 400, 'This product requires serial input.'],
      [returnBody([{ pu_item_id: tvLine.id, r_unit: 1000, serial: [tvLine.serial[4].id] }]), 409, 'Serial TV-5 is not in stock'],
      // returned on 6-Mar, the 2 cables would be missing from the sale of 9 on 10-Mar
      [
        returnBody([{ pu_item_id: cableLine.id, r_qty: 2, r_unit: 100 }]),
        409,
        'Not enough stock of HDMI Cable on 10-Mar-2026: a sales bill of that date takes 9, and only 8 would be in stock then. Change or delete that document first.',
      ],
      [returnBody([{ pu_item_id: 999999, r_qty: 1, r_unit: 100 }]), 400, 'This product line is not part of the selected purchase'],
      [returnBody([twoSerials()], { supp_id: await makeParty(t.db, 'Other') }), 400, 'This purchase is not from the selected supplier'],
      [returnBody([twoSerials()], { return_date: '2026-03-01' }), 400, 'Return date cannot be before the purchase date'],
    ];
    for (const [body, status, message] of cases) {
      const res = await api.post('/create_purchase_return', body);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    expect(await digest(t.db)).toBe(before);
  });
});

describe('edit and delete', () => {
  it('an edit replaces the lines: serials swap, quantities change, the number stays', async () => {
    const { returnId } = await returnOf([twoSerials()]);
    const res = await api.patch(`/purchase_return_update/${returnId}`, returnBody([
      { pu_item_id: tvLine.id, r_unit: 950, serial: [tvLine.serial[2].id] },
      { pu_item_id: cableLine.id, r_qty: 4, r_unit: 100 },
    ]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ returnId, return_no: 'RPU-2026-100001' });
    expect(await serialStates(t.db, shop.tv)).toEqual({ 'TV-1': 1, 'TV-2': 1, 'TV-3': 3, 'TV-4': 1, 'TV-5': 1 });
    expect(await balanceOf(t.db, shop.tv)).toMatchObject({ qty: '4.000', value: '4000.00' });
    expect(await balanceOf(t.db, shop.cable)).toMatchObject({ qty: '6.000', value: '600.00' });
    expect(await due()).toBe(6000 - 950 - 400);
    const lines = await linesOf(t.db, 'purchase_return', returnId);
    expect(lines.map((l) => [l.vc_no, l.ledger_id, l.debit, l.credit])).toEqual([
      ['JV-2026-1000002', LEDGER.payable, '1350.00', '0.00'],
      ['JV-2026-1000002', LEDGER.inventory, '0.00', '1400.00'],
      ['JV-2026-1000002', LEDGER.purchasePriceDifference, '50.00', '0.00'],
    ]);
    expect(await t.violations()).toEqual([]);
  });

  it('removing one returned serial puts it back in stock; the last one cannot be removed', async () => {
    const { returnId } = await returnOf([twoSerials()]);
    const res = await api.patch('/update_serial_pur_return', { srl_id: tvLine.serial[0].id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await serialStates(t.db, shop.tv)).toMatchObject({ 'TV-1': 1, 'TV-2': 3 });
    const { data } = (await api.get(`/all_purchase_return_both?rId=${returnId}`)).json();
    expect(data[0]).toMatchObject({ r_qty: 1, total: 1000 });
    expect(await due()).toBe(5000);
    const before = await digest(t.db);
    expect((await api.patch('/update_serial_pur_return', { id: tvLine.serial[1].id })).statusCode).toBe(409);
    expect(await digest(t.db)).toBe(before);
    expect(await t.violations()).toEqual([]);
  });

  it('pr_delete puts everything back; a missing return is 404', async () => {
    const { returnId } = await returnOf([twoSerials(), { pu_item_id: cableLine.id, r_qty: 3, r_unit: 80 }]);
    const res = await api.post('/pr_delete', { id: returnId });
    expect(res.json()).toEqual({ data: { success: true, message: 'Deleted successfully!' } });
    expect(await serialStates(t.db, shop.tv)).toEqual({ 'TV-1': 1, 'TV-2': 1, 'TV-3': 1, 'TV-4': 1, 'TV-5': 1 });
    expect(await balanceOf(t.db, shop.tv)).toMatchObject({ qty: '5.000', value: '5000.00' });
    expect(await balanceOf(t.db, shop.cable)).toMatchObject({ qty: '10.000', value: '1000.00' });
    expect(await linesOf(t.db, 'purchase_return', returnId)).toEqual([]);
    expect(await due()).toBe(6000);
    expect((await api.post('/pr_delete', { id: returnId })).statusCode).toBe(404);
    expect(await t.violations()).toEqual([]);
  });

  it('a purchase with a returned serial cannot be deleted, nor that serial removed from it', async () => {
    await returnOf([twoSerials()]);
    const before = await digest(t.db);
    expect((await api.del(`/purchase_deletes?vc_no=JV-2026-1000001`)).statusCode).toBe(409);
    const serial = await api.patch('/update_serial_status', { id: tvLine.serial[0].id });
    expect(serial.statusCode).toBe(409);
    expect(await digest(t.db)).toBe(before);
  });
});

describe('lists and reports', () => {
  beforeEach(async () => {
    await returnOf([twoSerials()]);
    await returnOf([{ pu_item_id: cableLine.id, r_qty: 2, r_unit: 100 }], { return_date: '2026-04-02' });
  });

  it('all_purchase_return: newest first, search, dates, page and total; purchase_return_filter by dates', async () => {
    const all = (await api.get('/all_purchase_return')).json();
    expect(all.total).toBe(2);
    expect(all.data.map((r: { return_no: string; total: number }) => [r.return_no, r.total])).toEqual([
      ['RPU-2026-100002', 200],
      ['RPU-2026-100001', 2000],
    ]);
    expect((await api.get('/all_purchase_return?search=rahim')).json().total).toBe(2);
    expect((await api.get('/all_purchase_return?search=RPU-2026-100001')).json().total).toBe(1);
    expect((await api.get('/all_purchase_return?startDate=2026-04-01&endDate=2026-04-30')).json().data[0].return_no).toBe('RPU-2026-100002');
    expect((await api.get('/all_purchase_return?limit=1')).json().data).toHaveLength(1);
    expect((await api.get('/all_purchase_return?endDate=2026-04-30')).json().message).toBe('Please select both start and end dates');
    const filter = (await api.get('/purchase_return_filter?sDate=2026-03-01&eDate=2026-03-31')).json();
    expect([filter.total, filter.grandTotal, filter.result[0].return_no]).toEqual([1, 2000, 'RPU-2026-100001']);
    expect((await api.get('/purchase_return_filter?sDate=2026-03-01')).statusCode).toBe(400);
    expect((await api.get('/purchase_return_next_no?date=2026-06-01')).json()).toEqual({ return_no: 'RPU-2026-100003' });
  });

  it('the three return reports', async () => {
    const range = 'startDate=2026-01-01&endDate=2026-12-31';
    const dateWise = (await api.get(`/date_wise_purchase_return_report?${range}`)).json();
    expect([dateWise.result.length, dateWise.grandTotal]).toEqual([2, 2200]);
    const items = (await api.get(`/date_wise_item_purchase_return_report?${range}`)).json();
    expect(items.result.map((r: { model_name: string; total_qty: number; total_amt: number }) => [r.model_name, r.total_qty, r.total_amt])).toEqual([
      ['HDMI Cable', 2, 200],
      ['LED 32', 2, 2000],
    ]);
    const analysis = (await api.get(`/date_wise_purchase_return_analysis_report?${range}`)).json();
    expect(analysis.result[0].items[0]).toMatchObject({ model_name: 'LED 32', qty: 2, unit_price: 1000, total: 2000 });
    expect((await api.get('/date_wise_purchase_return_report')).statusCode).toBe(400);
  });
});
