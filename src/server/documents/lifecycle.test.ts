// Issue 38, item 2: save, edit, delete and the removal of a line or serial of every document run
// through one sequence (documents/lifecycle.ts). Shown here:
// - where the rules refuse, a document's create, edit, delete and line or serial removal write
//   nothing at all (every table a document touches is as it was, to the byte);
// - removing a serial or a line edits the saved draft: the lines left keep the VAT rate and the
//   price they were saved with, whatever the model says now;
// - purchase returns, stock adjustments and quotations on the same sequence: a serial taken off a
//   purchase return leaves what an edit without it leaves, a stock adjustment's line deleted redoes
//   it without that line, and the rules refuse both in a settled VAT month or closed books.
//
// The shop (VAT on, 15 % by default): TVs bought at 700, desk lamps by serial at 3,000.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/useTestApp.js';
import { adminCalls, type Method } from '../../../tests/support/adminCalls.js';
import { makeVatSupplier, useShop, voucherLines } from '../../../tests/support/salesFixtures.js';
import { one, rows, sql } from '../db/client.js';
import { LEDGER } from '../ledger/accounts.js';

const t = useTestApp();
const shop = useShop(t, { tv: { qty: 10, cost: 700 }, lamp: { cost: 3000, serials: ['PH-1', 'PH-2', 'PH-3'] } });
const { answer: api, call, fixtureCall } = adminCalls(() => t);

const VAT_ON = { vat_registered: true, bin: '0012345678901', default_rate: 15, signatory_name: 'Karim Ahmed', signatory_designation: 'Manager' };

/** Every table a trading document writes, each as one digest of all its rows. */
const TABLES = [
  'sales',
  'sales_items',
  'sales_item_serials',
  'purchases',
  'purchase_items',
  'sales_returns',
  'sales_return_items',
  'purchase_returns',
  'purchase_return_items',
  'adjustments',
  'adjustment_items',
  'quotations',
  'quotation_items',
  'voucher_lines',
  'stock_movements',
  'model_stock',
  'serials',
  'coll_pay',
  'cheques',
];
// The number series' counters are left out: on PostgreSQL a draw commits at once and a refused
// save hands its number back through returned_numbers (numbering/numbering.ts), so the counter row
// moves; the next bill's number below shows no number is lost.
async function books(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const r = await one<{ d: string }>(t.db, sql`select count(*) || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as d from ${sql.raw(table)} x`);
    out[table] = r!.d;
  }
  return out;
}

const billLines = (saleId: number) =>
  rows<{ m_id: number; qty: string; unit_price: string; vat_bp: number; vat: string }>(
    t.db,
    sql`select m_id, qty::text, unit_price::text, vat_bp, vat::text from sales_items where sale_id = ${saleId} order by id`,
  );

describe('one lifecycle: a refusing rule writes nothing', () => {
  beforeEach(async () => {
    expect((await api('PUT', '/vat/settings', VAT_ON)).status).toBe(200);
  });

  it('a bill of a settled VAT month: its create, edit, delete, line and serial removal are refused (409) and leave every table as it was', async () => {
    // 2 TVs at 1,000 + lamps PH-1, PH-2 at 5,000 = 12,000; VAT 15 % = 1,800.
    const items = [
      { m_id: shop.tv, qty: 2, unit_price: 1000 },
      { m_id: shop.lamp, qty: 2, unit_price: 5000, serial: [shop.sn['PH-1'], shop.sn['PH-2']] },
    ];
    const body = { inv_date: '2026-03-05', cus_id: shop.customer, inv_disc: 0, collect: 500, items };
    const a = await fixtureCall('POST', '/create_sales', body);
    expect(await one(t.db, sql`select vat::text, grand_total::text from sales where id = ${a.saleId}`)).toEqual({ vat: '1800.00', grand_total: '13800.00' });
    expect((await api('POST', '/vat/settlement', { month: '2026-03' })).status).toBe(201);
    const tvLine = (await fixtureCall('GET', `/both_sales_item?inv=${a.saleId}`)).data[0].id;
    const before = await books();

    const refused = [
      await api('POST', '/create_sales', { ...body, items: [{ m_id: shop.tv, qty: 1, unit_price: 1000 }] }),
      await api('PATCH', `/sales_update/${a.saleId}`, { ...body, inv_disc: 100 }),
      await api('DELETE', `/sales_delete/${a.saleId}`),
      await api('DELETE', '/sales_item_delete', { id: tvLine }),
      await api('PATCH', `/update_sales_serial_status/${shop.sn['PH-2']}`, {}),
    ];
    expect(refused.map((r) => r.status)).toEqual([409, 409, 409, 409, 409]);
    expect(await books()).toEqual(before);
    // The refused bill's number is not lost: the next bill, in April, takes the next after the first (…100001, …100002).
    const next = await fixtureCall('POST', '/create_sales', { ...body, inv_date: '2026-04-02', items: [{ m_id: shop.tv, qty: 1, unit_price: 1000 }] });
    expect((await one<{ inv_no: string }>(t.db, sql`select inv_no from sales where id = ${next.saleId}`))!.inv_no).toMatch(/-100002$/);
  });
});

describe('one lifecycle: removing a line or a serial edits the saved draft', () => {
  beforeEach(async () => {
    expect((await api('PUT', '/vat/settings', VAT_ON)).status).toBe(200);
  });

  /**
   * A bill with VAT that is not an issued tax invoice (one saved before its invoices were numbered:
   * the rules let its lines change): 2 TVs at 1,000 (VAT 15 % = 300) and lamps PH-1, PH-2 at 5,000
   * (VAT 15 % = 1,500); 13,800 owed. Then the models' rates change: TVs 10 %, lamps 5 %.
   */
  async function billBeforeTheRatesChanged() {
    const a = await fixtureCall('POST', '/create_sales', {
      inv_date: '2026-03-05',
      cus_id: shop.customer,
      inv_disc: 0,
      collect: 0,
      items: [
        { m_id: shop.tv, qty: 2, unit_price: 1000 },
        { m_id: shop.lamp, qty: 2, unit_price: 5000, serial: [shop.sn['PH-1'], shop.sn['PH-2']] },
      ],
    });
    await t.db.execute(sql`update sales set mushak_no = null where id = ${a.saleId}`);
    expect((await api('PUT', `/vat/rates/model/${shop.tv}`, { vat_rate: 10 })).status).toBe(200);
    expect((await api('PUT', `/vat/rates/model/${shop.lamp}`, { vat_rate: 5 })).status).toBe(200);
    await t.db.execute(sql`update product_models set sale_price = 900 where id = ${shop.tv}`);
    return a.saleId as number;
  }

  it('a serial taken off keeps every line at its saved price and VAT rate, not the model’s new ones', async () => {
    const id = await billBeforeTheRatesChanged();
    const res = await api('PATCH', `/update_sales_serial_status/${shop.sn['PH-2']}`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    // TVs: 2,000 at 15 % = 300 (at the new 10 % it would be 200); the lamp left: 5,000 at 15 % = 750
    // (at 5 %: 250). VAT 1,050; the bill 7,000 + 1,050 = 8,050 (re-derived it would be 7,450).
    expect(await billLines(id)).toEqual([
      { m_id: shop.tv, qty: '2.000', unit_price: '1000.00', vat_bp: 1500, vat: '300.00' },
      { m_id: shop.lamp, qty: '1.000', unit_price: '5000.00', vat_bp: 1500, vat: '750.00' },
    ]);
    expect(await one(t.db, sql`select sub_total::text, vat::text, grand_total::text from sales where id = ${id}`)).toEqual({
      sub_total: '7000.00',
      vat: '1050.00',
      grand_total: '8050.00',
    });
    // Its voucher: Dr customer 8,050 = Cr Sales 7,000 + Cr Output VAT 1,050; cost 2 × 700 + 3,000 = 4,400.
    const s = await one<{ jv_no: string }>(t.db, sql`select jv_no from sales where id = ${id}`);
    const lines = await voucherLines(t.db, s!.jv_no);
    const total = (side: 2 | 3) => lines.reduce((n, l) => n + Number(l[side]), 0);
    expect([total(2), total(3)]).toEqual([8050 + 4400, 8050 + 4400]);
    expect(lines).toContainEqual([LEDGER.costOfGoodsSold, null, 4400, 0]);
    expect(lines).toContainEqual([LEDGER.receivable, shop.customer, 8050, 0]);
    // PH-2 is back in stock.
    expect((await one<{ status: number }>(t.db, sql`select status from serials where id = ${shop.sn['PH-2']}`))!.status).toBe(1);
  });

  it('a line taken off keeps the other line at its saved price and VAT rate', async () => {
    const id = await billBeforeTheRatesChanged();
    const lamps = (await fixtureCall('GET', `/both_sales_item?inv=${id}`)).data[1].id;
    const res = await api('DELETE', '/sales_item_delete', { id: lamps });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 2 TVs at 1,000 = 2,000, VAT 15 % = 300 (not 10 %: 200); 2,300 owed.
    expect(await billLines(id)).toEqual([{ m_id: shop.tv, qty: '2.000', unit_price: '1000.00', vat_bp: 1500, vat: '300.00' }]);
    expect(await one(t.db, sql`select vat::text, grand_total::text from sales where id = ${id}`)).toEqual({ vat: '300.00', grand_total: '2300.00' });
  });
});

describe('one lifecycle: a serial taken off a sales return edits its saved draft', () => {
  it('the return keeps its other serial at its saved price; the serial taken off is sold on its bill again', async () => {
    // Without VAT: lamps PH-1, PH-2, PH-3 sold at 5,000 = 15,000; PH-1 and PH-2 come back at 4,800 = 9,600.
    const a = await fixtureCall('POST', '/create_sales', {
      inv_date: '2026-03-05',
      cus_id: shop.customer,
      inv_disc: 0,
      collect: 0,
      items: [{ m_id: shop.lamp, qty: 3, unit_price: 5000, serial: [shop.sn['PH-1'], shop.sn['PH-2'], shop.sn['PH-3']] }],
    });
    const line = (await fixtureCall('GET', `/both_sales_item?inv=${a.saleId}`)).data[0].id;
    const r = await fixtureCall('POST', '/create_sales_return', {
      return_date: '2026-03-06',
      cuss_id: shop.customer,
      inv_no_id: a.saleId,
      items: [{ inv_item_id: line, r_qty: 2, r_unit: 4800, serial: [shop.sn['PH-1'], shop.sn['PH-2']] }],
    });
    const res = await api('PATCH', '/update_serial_sales_return', { srl_id: shop.sn['PH-2'] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // One lamp back at 4,800 (its saved price, not the 5,000 it was sold at); cost back 3,000.
    expect(await one(t.db, sql`select total::text from sales_returns where id = ${r.returnId}`)).toEqual({ total: '4800.00' });
    expect(await rows(t.db, sql`select r_qty::text, r_unit::text, pur_total::text from sales_return_items where return_id = ${r.returnId}`)).toEqual([
      { r_qty: '1.000', r_unit: '4800.00', pur_total: '3000.00' },
    ]);
    const states = await rows<{ sl_no: string; status: number }>(t.db, sql`select sl_no, status from serials where model_id = ${shop.lamp} order by sl_no`);
    // PH-1 in stock (1), PH-2 and PH-3 sold (2).
    expect(states.map((s) => [s.sl_no, s.status])).toEqual([
      ['PH-1', 1],
      ['PH-2', 2],
      ['PH-3', 2],
    ]);
  });
});

describe('one lifecycle: purchase returns, stock adjustments and quotations', () => {
  let user: Record<string, string>;
  let supplier: number;
  beforeEach(async () => {
    expect((await api('PUT', '/vat/settings', VAT_ON)).status).toBe(200);
    user = await t.userHeaders();
    supplier = await makeVatSupplier(t.db, 'Walton Plaza');
  });
  const as = async (headers: Record<string, string>, method: Method, url: string, payload?: object) => {
    const res = await call(method, url, payload, headers);
    return [res.statusCode, res.json().message];
  };

  /**
   * Purchase, 8 March: lamps PH-7, PH-8, PH-9 at 3,000 = 9,000.00 with input VAT 1,350.00. Its debit
   * note, 9 March: PH-7 and PH-8 back at 3,000 = 6,000.00, input VAT taken back 1,350 × 6,000 / 9,000
   * = 900.00; the supplier is debited 6,900.00.
   */
  async function debitNote() {
    const pu = await fixtureCall('POST', '/create_purchase', {
      pu_date: '2026-03-08',
      supp_id: supplier,
      supp_inv: 'W-7',
      input_vat: 1350,
      items: [{ m_id: shop.lamp, qty: 3, unit_price: 3000, serial: ['PH-7', 'PH-8', 'PH-9'] }],
    });
    const line = (await fixtureCall('GET', `/both_purchase?pId=${pu.purchaseId}`)).data[0];
    const sn = Object.fromEntries((line.serial as { id: number; sl_no: string }[]).map((s) => [s.sl_no, s.id]));
    const body = { return_date: '2026-03-09', supp_id: supplier, pu_no_id: pu.purchaseId, rmks: '', items: [{ pu_item_id: line.id, r_qty: 2, r_unit: 3000, serial: [sn['PH-7'], sn['PH-8']] }] };
    const r = await fixtureCall('POST', '/create_purchase_return', body);
    expect(await one(t.db, sql`select total::text, input_vat::text from purchase_returns where id = ${r.returnId}`)).toEqual({ total: '6000.00', input_vat: '900.00' });
    return { id: r.returnId as number, body, line: line.id as number, sn };
  }

  /** What a purchase return leaves: the lamps' stock and serials, the return's row, lines and voucher. */
  async function afterReturn(id: number) {
    const r = await one<{ jv_no: string }>(t.db, sql`select jv_no from purchase_returns where id = ${id}`);
    return {
      stock: await one(t.db, sql`select qty::text, value::text from model_stock where model_id = ${shop.lamp}`),
      serials: await rows(t.db, sql`select sl_no, status from serials where model_id = ${shop.lamp} order by sl_no`),
      row: await one(t.db, sql`select return_no, jv_no, debit_note_no, total::text, input_vat::text, amount::text from purchase_returns where id = ${id}`),
      lines: await rows(t.db, sql`select r_qty::text, r_unit::text, total::text, pur_rate::text from purchase_return_items where return_id = ${id} order by id`),
      voucher: await voucherLines(t.db, r!.jv_no),
    };
  }

  it('a serial taken off a purchase return (a clerk) leaves what an edit without it (the admin) leaves', async () => {
    const r = await debitNote();
    const input = (await one<{ id: number }>(t.db, sql`select id from ledgers where system_role = 'vatInput'`))!.id;
    expect(await as(user, 'PATCH', '/update_serial_pur_return', { srl_id: r.sn['PH-8'] })).toEqual([200, 'Serial removed']);
    const removed = await afterReturn(r.id);
    // PH-7 back at 3,000: input VAT 1,350 × 3,000 / 9,000 = 450.00; Dr the supplier 3,450 = Cr Inventory
    // 3,000 (cost 3,000 a lamp) + Cr VAT (Input) 450. Lamps: PH-1..3 and PH-8, PH-9 in stock, 5 at 15,000.
    expect(removed.row).toMatchObject({ total: '3000.00', input_vat: '450.00' });
    expect(removed.lines).toEqual([{ r_qty: '1.000', r_unit: '3000.00', total: '3000.00', pur_rate: '3000.0000' }]);
    expect(removed.voucher).toEqual([
      [LEDGER.payable, supplier, 3450, 0],
      [LEDGER.inventory, null, 0, 3000],
      [input, null, 0, 450],
    ]);
    expect(removed.stock).toEqual({ qty: '5.000', value: '15000.00' });
    expect(removed.serials.map((s) => [s.sl_no, s.status])).toEqual([
      ['PH-1', 1], ['PH-2', 1], ['PH-3', 1], ['PH-7', 3], ['PH-8', 1], ['PH-9', 1],
    ]);
    // The admin's edit to PH-7 alone changes none of it (number, voucher, debit note kept).
    const edit = { ...r.body, items: [{ ...r.body.items[0], r_qty: 1, serial: [r.sn['PH-7']] }] };
    expect((await api('PATCH', `/purchase_return_update/${r.id}`, edit)).status).toBe(200);
    expect(await afterReturn(r.id)).toEqual(removed);
    expect(await t.violations()).toEqual([]);
  });

  it('a serial taken off a purchase return of a settled VAT month, or of closed books, is refused (409) and changes nothing', async () => {
    const r = await debitNote();
    expect((await api('POST', '/vat/settlement', { month: '2026-03' })).status).toBe(201);
    const before = await books();
    for (const headers of [user, t.admin]) {
      expect(await as(headers, 'PATCH', '/update_serial_pur_return', { srl_id: r.sn['PH-8'] })).toEqual([409, expect.stringMatching(/^The VAT of 2026-03 is settled \(.+\): Purchase return RPU-2026-\d+ cannot be changed/)]);
    }
    expect(await books()).toEqual(before);
    expect((await api('PUT', '/period_lock', { locked_until: '2026-03-31' })).status).toBe(200);
    for (const headers of [user, t.admin]) {
      expect(await as(headers, 'PATCH', '/update_serial_pur_return', { srl_id: r.sn['PH-8'] })).toEqual([409, expect.stringMatching(/^The books are closed up to 31-Mar-2026: Purchase return/)]);
    }
    expect(await books()).toEqual(before);
  });

  /** 10 March: +2 TVs, −1 TV, +3 TVs, each at the average 700. */
  async function countedTvs() {
    const lines = [2, -1, 3].map((n) => ({ m_id: shop.tv, adj_qty: Math.abs(n), adj_type: n > 0 ? 'addition' : 'subtraction' }));
    const a = await fixtureCall('POST', '/adjustment/create', { adj_date: '2026-03-10', items: lines });
    return { id: a.id as number, lines: (a.result as { id: number }[]).map((l) => l.id) };
  }
  const adjustmentVoucher = async (id: number) =>
    rows<{ vc_no: string; ledger_id: number; debit: string; credit: string }>(
      t.db,
      sql`select vc_no, ledger_id, debit::text, credit::text from voucher_lines where source_type = 'adjustment' and source_id = ${id} order by id`,
    );

  it('a stock adjustment line deleted (a clerk) redoes the adjustment without it, under its voucher number', async () => {
    const a = await countedTvs();
    const vcNo = (await adjustmentVoucher(a.id))[0].vc_no;
    const removal = (await rows<{ id: number }>(t.db, sql`select id from adjustment_items where adjustment_id = ${a.id} and adj_type = 'subtraction'`))[0].id;
    expect(await as(user, 'DELETE', `/adjustment/delete/${removal}`)).toEqual([200, 'Deleted successfully']);
    // +2 and +3 TVs at 700 = 3,500: TVs 10 + 5 = 15 worth 10,500; Dr Inventory 3,500 / Cr Stock Adjustment 3,500.
    expect(await one(t.db, sql`select qty::text, value::text from model_stock where model_id = ${shop.tv}`)).toEqual({ qty: '15.000', value: '10500.00' });
    expect(await adjustmentVoucher(a.id)).toEqual([
      { vc_no: vcNo, ledger_id: LEDGER.inventory, debit: '3500.00', credit: '0.00' },
      { vc_no: vcNo, ledger_id: LEDGER.stockAdjustment, debit: '0.00', credit: '3500.00' },
    ]);
    expect(await rows(t.db, sql`select adj_qty::text, adj_type from adjustment_items where adjustment_id = ${a.id} order by id`)).toEqual([
      { adj_qty: '2.000', adj_type: 'addition' },
      { adj_qty: '3.000', adj_type: 'addition' },
    ]);
    expect(await t.violations()).toEqual([]);
  });

  it('a stock adjustment line deleted in closed books is refused (409) and changes nothing, for a clerk and the admin', async () => {
    const a = await countedTvs();
    expect((await api('PUT', '/period_lock', { locked_until: '2026-03-31' })).status).toBe(200);
    const before = await books();
    for (const headers of [user, t.admin]) {
      expect(await as(headers, 'DELETE', `/adjustment/delete/${a.lines[0]}`)).toEqual([409, expect.stringMatching(/^The books are closed up to 31-Mar-2026: Stock adjustment ADJ-/)]);
    }
    expect(await books()).toEqual(before);
  });

  it('a quotation made into a bill is not deleted (409, nothing changes) but may still be edited', async () => {
    const offer = { quotation_date: '2026-03-05', customer_id: shop.customer, items: [{ m_id: shop.tv, qty: 2, unit_price: 1000 }] };
    const q = (await fixtureCall('POST', '/quotation/create', offer)).quotation_id as number;
    await fixtureCall('POST', '/create_sales', { inv_date: '2026-03-06', cus_id: shop.customer, inv_disc: 0, collect: 0, quotation_id: q, items: offer.items });
    const before = await books();
    for (const headers of [user, t.admin]) {
      expect(await as(headers, 'DELETE', `/quotation/delete/${q}`)).toEqual([409, expect.stringMatching(/^This quotation was converted to bill .+: delete the bill first$/)]);
    }
    expect(await books()).toEqual(before);
    // 3 TVs at 950 = 2,850.
    expect((await call('PUT', `/quotation/update/${q}`, { id: q, quotation: { ...offer, items: [{ m_id: shop.tv, qty: 3, unit_price: 950 }] } }, user)).statusCode).toBe(200);
    expect(await one(t.db, sql`select total::text from quotations where id = ${q}`)).toEqual({ total: '2850.00' });
  });
});
