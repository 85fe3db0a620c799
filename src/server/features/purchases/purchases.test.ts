import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { client, digest, linesOf, makeParty, serialStates, simulateSale, trialBalance, usePurchasingShop } from '../../../../tests/support/purchasing.js';
import { rows, sql } from '../../db/client.js';
import { partyDue } from '../../ledger/balances.js';
import { balanceOf } from '../../stock/stock.js';
import { LEDGER } from '../../ledger/accounts.js';

const t = useTestApp();
const api = client(t);
const shop = usePurchasingShop(t, ['tv', 'cable'], '01711111111');

const SERIALS = ['TV-1', 'TV-2', 'TV-3', 'TV-4', 'TV-5'];
const purchaseBody = (over: Record<string, unknown> = {}) => ({
  pu_date: '2026-03-05',
  supp_id: shop.supplier,
  supp_inv: 'SUP-77',
  items: [
    { m_id: shop.tv, qty: 5, unit_price: 1000, serial: SERIALS },
    { m_id: shop.cable, qty: 10, unit_price: '100' },
  ],
  // sent by the browser and ignored by the server
  total: 1, pu_no: 'X', jv_no: 'Y', prev_due: 99, created_by: 12345,
  ...over,
});

async function buy(over: Record<string, unknown> = {}) {
  const res = await api.post('/create_purchase', purchaseBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { purchaseId: number; pu_no: string };
}

const stock = async (modelId: number) => (await api.get(`/get_stock_by_modelId/${modelId}`)).json().result;
const due = () => partyDue(t.db, shop.supplier);
const serialIdOf = async (slNo: string) => (await rows<{ id: number }>(t.db, sql`select id from serials where sl_no = ${slNo}`))[0].id;

describe('a purchase of 5 serial-tracked units at 1,000 and 10 plain units at 100', () => {
  it('saves, moves stock in, enters serials and posts Dr Inventory / Cr Payable in one go', async () => {
    const { purchaseId, pu_no } = await buy();
    expect(pu_no).toBe('PU-2026-100001');

    expect(await stock(shop.tv)).toMatchObject({ avl_qty: 5, avgr_rate: 1000, balance: 5000 });
    expect(await stock(shop.cable)).toMatchObject({ avl_qty: 10, avgr_rate: 100, balance: 1000 });
    expect(await serialStates(t.db, shop.tv)).toEqual({ 'TV-1': 1, 'TV-2': 1, 'TV-3': 1, 'TV-4': 1, 'TV-5': 1 });
    const serialRows = await rows<{ type: number; in_source_type: string; in_source_id: number }>(t.db, sql`select type, in_source_type, in_source_id from serials`);
    expect(serialRows.every((s) => s.type === 2 && s.in_source_type === 'purchase' && s.in_source_id === purchaseId)).toBe(true);

    expect(await due()).toBe(6000);
    expect(await linesOf(t.db, 'purchase', purchaseId)).toEqual([
      { vc_no: 'JV-2026-1000001', vc_type: 1, ledger_id: LEDGER.inventory, party_id: null, acc_type: 2, debit: '6000.00', credit: '0.00' },
      { vc_no: 'JV-2026-1000001', vc_type: 1, ledger_id: LEDGER.payable, party_id: shop.supplier, acc_type: 2, debit: '0.00', credit: '6000.00' },
    ]);
    expect(await trialBalance(t.db)).toEqual({ debit: '6000.00', credit: '6000.00' });

    // the server's total, number and clerk, not the browser's
    const [row] = await rows<{ total: string; prev_due: string; created_by: number; jv_no: string }>(t.db, sql`select total, prev_due, created_by, jv_no from purchases`);
    expect(row).toMatchObject({ total: '6000.00', prev_due: '0.00', jv_no: 'JV-2026-1000001' });
    expect(row.created_by).not.toBe(12345);
    expect(await t.violations()).toEqual([]);
  });

  it('the report shows master and lines: descriptions, serials, shop.supplier, clerk and net outstanding', async () => {
    await makePriorDue();
    const { purchaseId } = await buy({ paid: 500 });
    const res = await api.get(`/both_purchase?pId=${purchaseId}`);
    expect(res.statusCode).toBe(200);
    const { master, data } = res.json();
    expect(master).toMatchObject({
      pu_no: 'PU-2026-100002', supplier: 'Rahim Traders', mobile: '01711111111', supp_inv: 'SUP-77', total: 6000, paid: 500,
      prev_due: 300, net_outstanding: 5800, created_by_name: 'Administrator',
    });
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({ proDesc: 'Electronics Walton Television LED 32', qty: 5, unit_price: 1000, total: 5000, srl: 1, currStock: 5, returned_qyt: 0 });
    expect(data[0].serial.map((s: { sl_no: string }) => s.sl_no)).toEqual(SERIALS);
    expect(data[1]).toMatchObject({ model: 'HDMI Cable', qty: 10, total: 1000, srl: 0, serial: [] });
    expect((await api.get('/both_purchase?pId=999999')).statusCode).toBe(404);
  });

  it('a paid amount posts a cash payment voucher: Dr Payable (shop.supplier) / Cr Cash', async () => {
    const { purchaseId } = await buy({ paid: '1500.50' });
    const lines = await linesOf(t.db, 'purchase', purchaseId);
    expect(lines.slice(2)).toEqual([
      { vc_no: 'CP-TT-2026-1000001', vc_type: 2, ledger_id: LEDGER.payable, party_id: shop.supplier, acc_type: 2, debit: '1500.50', credit: '0.00' },
      { vc_no: 'CP-TT-2026-1000001', vc_type: 2, ledger_id: LEDGER.cash, party_id: null, acc_type: 2, debit: '0.00', credit: '1500.50' },
    ]);
    expect(await due()).toBe(4499.5);
    expect(await t.violations()).toEqual([]);
  });
});

/** A supplier who already was owed 300 (an earlier purchase of 3 cables at 100). */
async function makePriorDue() {
  await buy({ items: [{ m_id: shop.cable, qty: 3, unit_price: 100 }], supp_inv: 'OLD-1' });
}

describe('return, edit and delete of that purchase', () => {
  it('a return of 2 serials at 1,000 brings the due to 4,000; an edit removes one serial; the purchase is deleted last', async () => {
    const { purchaseId } = await buy();
    const both = (await api.get(`/both_purchase?pId=${purchaseId}`)).json();
    const tvLine = both.data[0];
    const [s1, s2] = tvLine.serial;

    // return 2 serials at 1,000 each
    const ret = await api.post('/create_purchase_return', {
      return_date: '2026-03-06', supp_id: shop.supplier, pu_no_id: purchaseId, rmks: 'Faulty',
      items: [{ pu_item_id: tvLine.id, m_id: shop.tv, r_qty: 2, r_unit: 1000, serial: [s1.id, s2.id] }],
    });
    expect(ret.statusCode, ret.body).toBe(201);
    const { returnId, return_no } = ret.json();
    expect(return_no).toBe('RPU-2026-100001');
    expect(await due()).toBe(4000);
    expect(await stock(shop.tv)).toMatchObject({ avl_qty: 3, avgr_rate: 1000, balance: 3000 });
    expect(await serialStates(t.db, shop.tv)).toEqual({ 'TV-1': 3, 'TV-2': 3, 'TV-3': 1, 'TV-4': 1, 'TV-5': 1 });
    expect(await linesOf(t.db, 'purchase_return', returnId)).toEqual([
      { vc_no: 'JV-2026-1000002', vc_type: 1, ledger_id: LEDGER.payable, party_id: shop.supplier, acc_type: 2, debit: '2000.00', credit: '0.00' },
      { vc_no: 'JV-2026-1000002', vc_type: 1, ledger_id: LEDGER.inventory, party_id: null, acc_type: 2, debit: '0.00', credit: '2000.00' },
    ]);
    expect(await t.violations()).toEqual([]);

    // an edit that drops TV-5 (the returned TV-1 and TV-2 stay on the line)
    const edit = await api.patch(`/purchase_update/${purchaseId}`, {
      pu_date: '2026-03-05', supp_id: shop.supplier, supp_inv: 'SUP-77',
      items: [
        { id: tvLine.id, m_id: shop.tv, qty: 4, unit_price: 1000, serial: ['TV-1', 'TV-2', 'TV-3', 'TV-4'] },
        { id: both.data[1].id, m_id: shop.cable, qty: 10, unit_price: 100 },
      ],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ purchaseId, pu_no: 'PU-2026-100001' });
    expect(await serialStates(t.db, shop.tv)).toEqual({ 'TV-1': 3, 'TV-2': 3, 'TV-3': 1, 'TV-4': 1 });
    expect(await stock(shop.tv)).toMatchObject({ avl_qty: 2, avgr_rate: 1000, balance: 2000 });
    expect(await due()).toBe(3000);
    expect(await linesOf(t.db, 'purchase', purchaseId)).toEqual([
      { vc_no: 'JV-2026-1000001', vc_type: 1, ledger_id: LEDGER.inventory, party_id: null, acc_type: 2, debit: '5000.00', credit: '0.00' },
      { vc_no: 'JV-2026-1000001', vc_type: 1, ledger_id: LEDGER.payable, party_id: shop.supplier, acc_type: 2, debit: '0.00', credit: '5000.00' },
    ]);
    expect(await t.violations()).toEqual([]);

    // the purchase cannot go while its goods are returned; after the return is deleted it can
    const before = await digest(t.db);
    const refused = await api.del(`/allPurchaseDelete?id=${purchaseId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('RPU-2026-100001');
    expect(await digest(t.db)).toBe(before);

    const prDelete = await api.post('/pr_delete', { id: returnId });
    expect(prDelete.json()).toEqual({ data: { success: true, message: 'Deleted successfully!' } });
    expect(await serialStates(t.db, shop.tv)).toEqual({ 'TV-1': 1, 'TV-2': 1, 'TV-3': 1, 'TV-4': 1 });
    expect(await due()).toBe(5000);

    const del = await api.del(`/purchase_delete?vc_no=JV-2026-1000001`);
    expect(del.statusCode, del.body).toBe(200);
    expect(await stock(shop.tv)).toMatchObject({ avl_qty: 0, balance: 0 });
    expect(await stock(shop.cable)).toMatchObject({ avl_qty: 0, balance: 0 });
    expect(await serialStates(t.db, shop.tv)).toEqual({});
    expect(await due()).toBe(0);
    expect(await rows(t.db, sql`select 1 from voucher_lines`)).toHaveLength(0);
    expect(await rows(t.db, sql`select 1 from purchases`)).toHaveLength(0);
    expect(await trialBalance(t.db)).toEqual({ debit: '0.00', credit: '0.00' });
    expect(await t.violations()).toEqual([]);
  });
});

describe('refusals change nothing', () => {
  it('a serial that already exists for the model: 409', async () => {
    await buy();
    const before = await digest(t.db);
    const res = await api.post('/create_purchase', purchaseBody({ items: [{ m_id: shop.tv, qty: 2, unit_price: 900, serial: ['TV-9', 'TV-3'] }] }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Serial TV-3 already exists for this model');
    expect(await digest(t.db)).toBe(before);
  });

  it('a serial entered twice in one purchase: 409', async () => {
    const before = await digest(t.db);
    const res = await api.post('/create_purchase', purchaseBody({
      items: [{ m_id: shop.tv, qty: 1, unit_price: 900, serial: ['A-1'] }, { m_id: shop.tv, qty: 1, unit_price: 900, serial: [' A-1 '] }],
    }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Serial A-1 is entered twice');
    expect(await digest(t.db)).toBe(before);
  });

  it('a purchase without a supplier invoice number: 400 with the spec message', async () => {
    const before = await digest(t.db);
    for (const supp_inv of [undefined, '', '   ']) {
      const res = await api.post('/create_purchase', purchaseBody({ supp_inv }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Supplier invoice no is required');
    }
    expect(await digest(t.db)).toBe(before);
  });

  it('serial input is checked: required, one per unit, never empty, only on serial-tracked models', async () => {
    const before = await digest(t.db);
    const cases: [unknown, string][] = [
      [{ m_id: shop.tv, qty: 2, unit_price: 10 }, 'This product requires serial input.'],
      [{ m_id: shop.tv, qty: 3, unit_price: 10, serial: ['X1', 'X2'] }, 'This product requires serial input. LED 32: quantity 3 but 2 serials.'],
      [{ m_id: shop.tv, qty: 1, unit_price: 10, serial: [' '] }, 'Serial input cannot be empty.'],
      [{ m_id: shop.cable, qty: 1, unit_price: 10, serial: ['C1'] }, 'HDMI Cable does not take serial numbers'],
    ];
    for (const [item, message] of cases) {
      const res = await api.post('/create_purchase', purchaseBody({ items: [item] }));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await digest(t.db)).toBe(before);
  });

  it('missing supplier, zero price or quantity, a customer as supplier, an unknown model, no items: 400', async () => {
    const customer = await makeParty(t.db, 'Walk-in', 1);
    const before = await digest(t.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ supp_id: '' }, 'Supplier must required..'],
      [{ items: [{ m_id: shop.cable, qty: 0, unit_price: 10 }] }, 'All filed are required..'],
      [{ items: [{ m_id: shop.cable, qty: 1, unit_price: 0 }] }, 'All filed are required..'],
      [{ supp_id: customer }, 'Please select a supplier, not a customer'],
      [{ supp_id: 999999 }, 'Please select a supplier that exists'],
      [{ items: [{ m_id: 999999, qty: 1, unit_price: 10 }] }, 'Please select a model that exists'],
      [{ items: [] }, 'Please add at least one item'],
      [{ pu_date: '2026-02-30' }, 'Date must be a real date written yyyy-mm-dd'],
    ];
    for (const [over, message] of cases) {
      const res = await api.post('/create_purchase', purchaseBody(over));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await digest(t.db)).toBe(before);
  });

  it('an edit or delete touching a sold serial, or leaving too little stock, is refused', async () => {
    const { purchaseId } = await buy();
    await simulateSale(t.db, 1, shop.tv, 1, [await serialIdOf('TV-5')]);
    await simulateSale(t.db, 2, shop.cable, 8);
    const before = await digest(t.db);
    const lines = (await api.get(`/both_purchase?pId=${purchaseId}`)).json().data;

    const dropSold = await api.patch(`/purchase_update/${purchaseId}`, purchaseBody({
      items: [{ id: lines[0].id, m_id: shop.tv, qty: 4, unit_price: 1000, serial: SERIALS.slice(0, 4) }, { id: lines[1].id, m_id: shop.cable, qty: 10, unit_price: 100 }],
    }));
    expect(dropSold.statusCode).toBe(409);
    expect(dropSold.json().message).toContain('TV-5');

    const tooFew = await api.patch(`/purchase_update/${purchaseId}`, purchaseBody({
      items: [{ id: lines[0].id, m_id: shop.tv, qty: 5, unit_price: 1000, serial: SERIALS }, { id: lines[1].id, m_id: shop.cable, qty: 7, unit_price: 100 }],
    }));
    expect(tooFew.statusCode).toBe(409);
    // the sale of 8 cables on 10-Mar-2026 would find only 7
    expect(tooFew.json().message).toBe(
      'Not enough stock of HDMI Cable on 10-Mar-2026: a sales bill of that date takes 8, and only 7 would be in stock then. Change or delete that document first.',
    );

    const soldSerial = await api.patch('/update_serial_status', { id: await serialIdOf('TV-5') });
    expect(soldSerial.statusCode).toBe(409);
    const del = await api.del(`/allPurchaseDelete?pu_no=PU-2026-100001`);
    expect(del.statusCode).toBe(409);
    expect(await digest(t.db)).toBe(before);
    expect(await t.violations()).toEqual([]);
  });
});

describe('edits', () => {
  it('a price correction after part of the goods were sold re-costs the goods sold and what is left', async () => {
    const { purchaseId } = await buy();
    await simulateSale(t.db, 1, shop.cable, 4);
    const lines = (await api.get(`/both_purchase?pId=${purchaseId}`)).json().data;
    const res = await api.patch(`/purchase_update/${purchaseId}`, purchaseBody({
      items: [{ id: lines[0].id, m_id: shop.tv, qty: 5, unit_price: 1000, serial: SERIALS }, { id: lines[1].id, m_id: shop.cable, qty: 10, unit_price: 110 }],
    }));
    expect(res.statusCode, res.body).toBe(200);
    // every cable cost 110: the 6 left are worth 660, and the 4 sold cost 440, not 400
    expect(await balanceOf(t.db, shop.cable)).toEqual({ qty: '6.000', value: '660.00', avgRate: '110.0000' });
    const sale = await linesOf(t.db, 'sale', 1);
    expect(sale.map((l) => [l.ledger_id, l.debit, l.credit])).toEqual([
      [LEDGER.costOfGoodsSold, '440.00', '0.00'],
      [LEDGER.inventory, '0.00', '440.00'],
    ]);
    expect(await due()).toBe(6100);
    expect(await t.violations()).toEqual([]);
  });

  it('an edit adds a line and serials, changes the supplier, and keeps the numbers', async () => {
    const other = await makeParty(t.db, 'Karim Enterprise');
    const { purchaseId } = await buy({ paid: 1000 });
    const res = await api.patch(`/purchase_update/${purchaseId}`, purchaseBody({
      supp_id: other, paid: 200,
      items: [
        { m_id: shop.tv, qty: 6, unit_price: 1000, serial: [...SERIALS, 'TV-6'] },
        { m_id: shop.cable, qty: 10, unit_price: 100 },
        { m_id: shop.cable, qty: 5, unit_price: 120 },
      ],
    }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await stock(shop.tv)).toMatchObject({ avl_qty: 6, balance: 6000 });
    expect(await stock(shop.cable)).toMatchObject({ avl_qty: 15, balance: 1600 });
    expect(await due()).toBe(0);
    expect(await partyDue(t.db, other)).toBe(7400);
    const lines = await linesOf(t.db, 'purchase', purchaseId);
    expect(lines.map((l) => [l.vc_no, l.ledger_id, l.party_id, l.debit, l.credit])).toEqual([
      ['JV-2026-1000001', LEDGER.inventory, null, '7600.00', '0.00'],
      ['JV-2026-1000001', LEDGER.payable, other, '0.00', '7600.00'],
      ['CP-TT-2026-1000001', LEDGER.payable, other, '200.00', '0.00'],
      ['CP-TT-2026-1000001', LEDGER.cash, null, '0.00', '200.00'],
    ]);
    // the saved lines kept their ids: the serials stayed on the first one
    const data = (await api.get(`/both_purchase?pId=${purchaseId}`)).json().data;
    expect(data.map((d: { qty: number; serial: unknown[] }) => [d.qty, d.serial.length])).toEqual([[6, 6], [10, 0], [5, 0]]);
    expect(await t.violations()).toEqual([]);
  });

  it('an edit that does not send the paid amount keeps the payment and its voucher number', async () => {
    const { purchaseId } = await buy({ paid: 1000 });
    const body = purchaseBody({ items: [{ m_id: shop.cable, qty: 10, unit_price: 100 }, { m_id: shop.tv, qty: 5, unit_price: 1000, serial: SERIALS }] });
    expect(body).not.toHaveProperty('paid');
    const res = await api.patch(`/purchase_update/${purchaseId}`, body);
    expect(res.statusCode, res.body).toBe(200);
    const lines = await linesOf(t.db, 'purchase', purchaseId);
    expect(lines.map((l) => [l.vc_no, l.ledger_id, l.debit, l.credit])).toEqual([
      ['JV-2026-1000001', LEDGER.inventory, '6000.00', '0.00'],
      ['JV-2026-1000001', LEDGER.payable, '0.00', '6000.00'],
      ['CP-TT-2026-1000001', LEDGER.payable, '1000.00', '0.00'],
      ['CP-TT-2026-1000001', LEDGER.cash, '0.00', '1000.00'],
    ]);
    expect(await due()).toBe(5000);
    expect(await t.violations()).toEqual([]);
  });

  it('removing a saved item re-posts the purchase; the only item cannot be removed', async () => {
    const { purchaseId } = await buy();
    const lines = (await api.get(`/both_purchase?pId=${purchaseId}`)).json().data;
    const res = await api.del('/purchase_item_delete', { id: lines[0].id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await serialStates(t.db, shop.tv)).toEqual({});
    expect(await stock(shop.tv)).toMatchObject({ avl_qty: 0, balance: 0 });
    expect(await due()).toBe(1000);
    const before = await digest(t.db);
    const last = await api.del('/purchase_item_delete', { id: lines[1].id });
    expect(last.statusCode).toBe(409);
    expect(await digest(t.db)).toBe(before);
    expect((await api.del('/purchase_item_delete', { id: 999999 })).statusCode).toBe(404);
    expect(await t.violations()).toEqual([]);
  });

  it('removing one saved serial reduces the quantity and the total', async () => {
    const { purchaseId } = await buy();
    const res = await api.post('/purchase_serial_delete', { id: await serialIdOf('TV-3') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Serial removed', sl_no: 'TV-3' });
    const [line] = (await api.get(`/both_purchase?pId=${purchaseId}`)).json().data;
    expect(line).toMatchObject({ qty: 4, total: 4000 });
    expect(await stock(shop.tv)).toMatchObject({ avl_qty: 4, balance: 4000 });
    expect(await due()).toBe(5000);
    const patch = await api.patch('/update_serial_status', { srl_id: await serialIdOf('TV-4') });
    expect(patch.statusCode).toBe(200);
    expect(await due()).toBe(4000);
    expect(await t.violations()).toEqual([]);
  });

  it('an edit of a purchase that does not exist: 404; of an item of another purchase: 400', async () => {
    const a = await buy();
    const b = await buy({ items: [{ m_id: shop.cable, qty: 1, unit_price: 5 }] });
    const otherLine = (await api.get(`/both_purchase?pId=${b.purchaseId}`)).json().data[0];
    expect((await api.patch('/purchase_update/999999', purchaseBody())).statusCode).toBe(404);
    const res = await api.patch(`/purchase_update/${a.purchaseId}`, purchaseBody({ items: [{ id: otherLine.id, m_id: shop.cable, qty: 1, unit_price: 5 }] }));
    expect(res.statusCode).toBe(400);
  });
});

describe('lists and reports', () => {
  beforeEach(async () => {
    const karim = await makeParty(t.db, 'Karim Enterprise');
    await buy();
    await buy({ supp_id: karim, pu_date: '2026-04-01', items: [{ m_id: shop.cable, qty: 2, unit_price: 50 }] });
  });

  it('all_purchase: newest first, search on number or supplier, both dates or neither, a page and the total', async () => {
    const all = (await api.get('/all_purchase')).json();
    expect(all.total).toBe(2);
    expect(all.data.map((p: { pu_no: string; supplier: string; total: number }) => [p.pu_no, p.supplier, p.total])).toEqual([
      ['PU-2026-100002', 'Karim Enterprise', 100],
      ['PU-2026-100001', 'Rahim Traders', 6000],
    ]);
    expect((await api.get('/all_purchase?search=rahim')).json().data).toHaveLength(1);
    expect((await api.get('/all_purchase?search=100002')).json().data[0].supplier).toBe('Karim Enterprise');
    expect((await api.get('/all_purchase?startDate=2026-03-01&endDate=2026-03-31')).json().total).toBe(1);
    const page = (await api.get('/all_purchase?limit=1&offset=1')).json();
    expect([page.data.length, page.total, page.data[0].pu_no]).toEqual([1, 2, 'PU-2026-100001']);
    const oneDate = await api.get('/all_purchase?startDate=2026-03-01');
    expect(oneDate.statusCode).toBe(400);
    expect(oneDate.json().message).toBe('Please select both start and end dates');
    expect((await api.get('/purchaseByDate')).json().message).toBe('Please select both start and end dates');
    expect((await api.get('/purchaseByDate?startDate=2026-04-01&endDate=2026-04-30')).json().total).toBe(1);
    expect((await api.get('/purchase/filter/karim')).json().total).toBe(1);
    expect((await api.get(`/purchaseBySupp?supp=${shop.supplier}`)).json().purchases).toHaveLength(1);
  });

  it('filterWith and the report calls give item rows by dates, supplier and model', async () => {
    const rowsOf = async (url: string) => (await api.get(url)).json().result;
    expect(await rowsOf('/filterWith?sDate=2026-03-01&eDate=2026-03-31')).toEqual([
      expect.objectContaining({ pu_no: 'PU-2026-100001', pu_date: '2026-03-05', supplier: 'Rahim Traders', model: 'LED 32', qty: 5, unit_price: 1000, total: 5000 }),
      expect.objectContaining({ model: 'HDMI Cable', qty: 10, unit_price: 100, total: 1000 }),
    ]);
    expect(await rowsOf(`/purchase_filter_by_model?modelId=${shop.cable}`)).toHaveLength(2);
    expect(await rowsOf(`/purchase_filter_by_supplier?supplierId=${shop.supplier}`)).toHaveLength(2);
    expect(await rowsOf(`/filterWith?supplierId=${shop.supplier}&modelId=${shop.cable}`)).toHaveLength(1);

    const range = 'startDate=2026-01-01&endDate=2026-12-31';
    const dateWise = (await api.get(`/date_wise_purchase_report?${range}`)).json();
    expect(dateWise.grandTotal).toBe(6100);
    expect(dateWise.result.map((r: { supplier: string }) => r.supplier)).toEqual(['Karim Enterprise', 'Rahim Traders']);
    const items = (await api.get(`/date_wise_item_purchase_report?${range}`)).json();
    expect(items.result).toEqual([
      { m_id: shop.cable, product_name: 'Electronics Walton Television', model_name: 'HDMI Cable', total_qty: 12, total_amt: 1100 },
      { m_id: shop.tv, product_name: 'Electronics Walton Television', model_name: 'LED 32', total_qty: 5, total_amt: 5000 },
    ]);
    const analysis = (await api.get(`/date_wise_purchase_analysis_report?${range}`)).json();
    expect(analysis.result[0].items).toHaveLength(2);
    expect(analysis.grandTotal).toBe(6100);
    const noDates = await api.get('/date_wise_purchase_report?startDate=2026-01-01');
    expect(noDates.statusCode).toBe(400);
    expect(noDates.json().message).toBe('Please select both start and end dates');
  });

  it('all_serial_by_purchase lists the serials of a purchase and model; purchase_next_no previews the number', async () => {
    const serials = (await api.get(`/all_serial_by_purchase?pur=PU-2026-100001&mId=${shop.tv}`)).json().data;
    expect(serials.map((s: { sl_no: string; status: number }) => [s.sl_no, s.status])).toEqual(SERIALS.map((s) => [s, 1]));
    expect((await api.get(`/all_serial_by_purchase?pur=1&mId=${shop.cable}`)).json().data).toEqual([]);
    expect((await api.get('/purchase_next_no?date=2026-05-01')).json()).toEqual({ pu_no: 'PU-2026-100003' });
  });
});

describe('access', () => {
  it('every call needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/all_purchase' });
    expect(res.statusCode).toBe(401);
  });
});
