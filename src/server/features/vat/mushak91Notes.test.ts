// Issue 40, item 5 and VDS: the Mushak 9.1 of a month by its notes, worked by hand. The shop of issue
// 23's test: a TV at the default 15 % (bought at 700), a fan at 5 % (300), rice exempt (200).
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { makeParty, makeVatSupplier, registerShopForVat, useShop, voucherLines } from '../../../../tests/support/salesFixtures.js';
import { one, sql } from '../../db/client.js';
import { LEDGER } from '../../ledger/accounts.js';
import { partyDue } from '../../ledger/balances.js';

const t = useTestApp();
const shop = useShop(t, { tv: { qty: 9, cost: 700 }, fan: { qty: 9, cost: 300 }, rice: { qty: 9, cost: 200 } }, { mobile: '01711111111' });
const { answer: api, call } = adminCalls(() => t);

const vdsLedger = async () => (await one<{ id: number }>(t.db, sql`select id from ledgers where system_role = 'vatVds'`))!.id;

async function sell(items: { m_id: number; qty: number; unit_price: number }[], disc: number, date: string) {
  const r = await api('POST', '/create_sales', { inv_date: date, cus_id: shop.customer, inv_disc: disc, collect: 0, items });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.saleId as number;
}

const collect = (body: object) => api('POST', '/collPay_post', { supp_id: shop.customer, coll_pay_type: 2, cash_bank_type: 'Cash', ...body });

/** The month as the notes give it: [note, value, sd, vat] of each row opened. */
const opened = async (month: string, note: string) => (await api('GET', `/vat/mushak-9-1/note?month=${month}&note=${note}`)).body;

describe('Issue 40, item 5 and VDS: a month’s Mushak 9.1 by its notes', () => {
  beforeEach(() => registerShopForVat(api, shop));

  it('standard, reduced and exempt supplies, a purchase, a debit note, a credit note, a VDS collection and February’s negative balance', async () => {
    const supplier = await makeVatSupplier(t.db, 'Walton Plaza', '01811111111');
    const buy = async (date: string, inv: string, vat: number) => {
      const r = await api('POST', '/create_purchase', {
        pu_date: date,
        supp_id: supplier,
        supp_inv: inv,
        input_vat: vat,
        items: [{ m_id: shop.tv, qty: 10, unit_price: 100 }],
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.purchaseId as number;
    };
    // February: 10 TVs bought at 100.00 with input VAT 500.00 and nothing sold: net −500.00. Not settled:
    // the balance is carried to March all the same.
    await buy('2026-02-10', 'W-1', 500);
    // March: 10 TVs at 100.00 (value 1,000.00) with input VAT 150.00; 4 back on a debit note: 150 × 4 ÷ 10 = 60.00.
    const pu = await buy('2026-03-02', 'W-2', 150);
    const puLine = await one<{ id: number }>(t.db, sql`select id from purchase_items where purchase_id = ${pu}`);
    const back = await api('POST', '/create_purchase_return', {
      return_date: '2026-03-09',
      supp_id: supplier,
      pu_no_id: pu,
      items: [{ pu_item_id: puLine!.id, m_id: shop.tv, r_qty: 4, r_unit: 100 }],
    });
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    // The bill: 2 TVs at 1,000, a fan at 500 and rice at 300 less 140.00, shared by value (2,800):
    //   TV   2,000 − 100 = 1,900.00 at 15 %: VAT 285.00
    //   fan    500 −  25 =   475.00 at  5 %: VAT  23.75
    //   rice   300 −  15 =   285.00 exempt
    // The customer owes 2,660.00 + 308.75 = 2,968.75.
    const sale = await sell(
      [
        { m_id: shop.tv, qty: 2, unit_price: 1000 },
        { m_id: shop.fan, qty: 1, unit_price: 500 },
        { m_id: shop.rice, qty: 1, unit_price: 300 },
      ],
      140,
      '2026-03-05',
    );
    // A credit note for one TV: 1,000 − 50 = 950.00 and its VAT 142.50 back; the customer owes 2,968.75 − 1,092.50 = 1,876.25.
    const tvLine = await one<{ id: number }>(t.db, sql`select id from sales_items where sale_id = ${sale} and m_id = ${shop.tv}`);
    const cn = await api('POST', '/create_sales_return', {
      return_date: '2026-03-06',
      cuss_id: shop.customer,
      inv_no_id: sale,
      items: [{ inv_item_id: tvLine!.id, m_id: shop.tv, r_qty: 1, r_unit: 1000 }],
    });
    expect(cn.status, JSON.stringify(cn.body)).toBe(201);
    // A price allowance of 100.00 on the fan, kept by the customer (item 10): VAT 5 % of 100.00 = 5.00; the
    // customer is credited 105.00 and owes 1,876.25 − 105.00 = 1,771.25. A credit note, no goods back.
    const fanLine = await one<{ id: number }>(t.db, sql`select id from sales_items where sale_id = ${sale} and m_id = ${shop.fan}`);
    const allowance = await api('POST', '/create_sales_return', {
      return_date: '2026-03-07',
      cuss_id: shop.customer,
      inv_no_id: sale,
      items: [{ inv_item_id: fanLine!.id, m_id: shop.fan, allowance: 100 }],
    });
    expect(allowance.status, JSON.stringify(allowance.body)).toBe(201);

    // The customer is a VDS entity (an admin marks it): it pays 1,500.00 and deducts 100.00 of VAT at source,
    // certificate 6.6/0042. Dr Cash 1,500.00, Dr VAT Deducted at Source 100.00, Cr Receivable 1,600.00;
    // the customer then owes 1,771.25 − 1,600.00 = 171.25.
    const notVds = await collect({ date: '2026-03-20', amount: 1500, vds_vat: 100, vds_cert_no: '6.6/0042' });
    expect([notVds.status, notVds.body.field]).toEqual([400, 'vds_vat']);
    expect((await api('PATCH', `/party_edit/${shop.customer}`, { vds_entity: true })).body.data.vds_entity).toBe(true);
    const noCert = await collect({ date: '2026-03-20', amount: 1500, vds_vat: 100 });
    expect([noCert.status, noCert.body.field]).toEqual([400, 'vds_cert_no']);
    const coll = await collect({ date: '2026-03-20', amount: 1500, vds_vat: 100, vds_cert_no: '6.6/0042' });
    expect(coll.status, JSON.stringify(coll.body)).toBe(201);
    expect(coll.body.data).toMatchObject({ amount: 1500, vds_vat: 100, vds_cert_no: '6.6/0042', pre_due: 1771.25, outstnd: 171.25 });
    expect(await voucherLines(t.db, coll.body.data.vc_no)).toEqual([
      [LEDGER.cash, null, 1500, 0],
      [await vdsLedger(), null, 100, 0],
      [LEDGER.receivable, shop.customer, 0, 1600],
    ]);
    expect((await partyDue(t.db, shop.customer)).toFixed(2)).toBe('171.25');

    const m = (await api('GET', '/vat/mushak-9-1?month=2026-03')).body;
    expect(m).toMatchObject({
      // Notes 4, 7, 3, 1: taxable supplies 1,900 + 475 = 2,375.00; the exempt 285.00 is not among them.
      taxable_sales: 2375,
      supplies: {
        standard: { value: 1900, sd: 0, vat: 285, lines: 1 },
        reduced: { value: 475, sd: 0, vat: 23.75, lines: 1 },
        exempt: { value: 285, vat: 0, lines: 1 },
        zero_rated: { value: 0, vat: 0, lines: 0 },
      },
      output_vat: 308.75,
      // Note 14: the purchase's 1,000.00 at 15 %, its 150.00 credited; nothing in the other kinds.
      purchases: {
        standard: { value: 1000, vat: 150, credited: 150, lines: 1 },
        not_admissible: { value: 0, vat: 0, lines: 0 },
        exempt: { value: 0, lines: 0 },
        zero_rated: { value: 0, lines: 0 },
      },
      purchase_vat: 150,
      // Note 26 (increasing): the debit note gives back 60.00 of input. Notes 29 and 31 (decreasing): VDS
      // 100.00 and the credit notes' 142.50 + 5.00 = 147.50, 247.50 in all. Each shown, not netted.
      increasing: { debit_notes: 1, debit_note_vat: 60, total_vat: 60 },
      decreasing: { credit_notes: 2, credit_note_vat: 147.5, vds_collections: 1, vds_vat: 100, total_vat: 247.5 },
      // Input VAT 150 − 60 = 90.00. Note 34: 308.75 − 90.00 + 0 − 247.50 = −28.75.
      input_vat: 90,
      vds_vat: 100,
      net_vat_payable: -28.75,
      // Note 46: February's 500.00 brought forward; −28.75 − 500.00 = −528.75, carried to April.
      carried_forward_in: 500,
      net_vat_after_carry_forward: -528.75,
      carry_forward_out: 528.75,
      ledger_vds: 100,
      ties: true,
    });

    // Each note opened lists its documents, their totals the note's figures.
    const standard = await opened('2026-03', 'standard');
    expect(standard).toMatchObject({ no: 4, totals: { value: 1900, sd: 0, vat: 285 } });
    expect(standard.rows.map((r: Record<string, unknown>) => [r.doc_no, r.party, r.value, r.vat])).toEqual([['6.3/2025-26/1', 'Rahim Traders', 1900, 285]]);
    expect((await opened('2026-03', 'reduced')).totals).toEqual({ value: 475, sd: 0, vat: 23.75 });
    expect((await opened('2026-03', 'exempt')).totals).toEqual({ value: 285, sd: 0, vat: 0 });
    expect((await opened('2026-03', 'zero_rated')).rows).toEqual([]);
    const bought = await opened('2026-03', 'purchases_standard');
    expect(bought.rows.map((r: Record<string, unknown>) => [r.reference, r.bin, r.value, r.vat])).toEqual([['W-2', '0011223344556', 1000, 150]]);
    const debit = await opened('2026-03', 'debit_notes');
    expect(debit.rows.map((r: Record<string, unknown>) => [r.kind, r.value, r.vat])).toEqual([['Debit note', 400, 60]]);
    expect(debit.rows[0].doc_no).toMatch(/^6\.8\//);
    const credit = await opened('2026-03', 'credit_notes');
    expect(credit.rows.map((r: Record<string, unknown>) => [r.kind, r.value, r.vat])).toEqual([
      ['Credit note', 950, 142.5],
      ['Credit note (price allowance)', 100, 5],
    ]);
    const vds = await opened('2026-03', 'vds');
    expect(vds).toMatchObject({ no: 29, totals: { vat: 100 } });
    expect(vds.rows.map((r: Record<string, unknown>) => [r.doc_no, r.reference, r.value, r.vat])).toEqual([[coll.body.data.vc_no, '6.6/0042', 1500, 100]]);
    const carried = await opened('2026-03', 'carried_forward');
    expect(carried.rows.map((r: Record<string, unknown>) => [r.doc_no, r.value, r.vat])).toEqual([['Mushak 9.1 2026-02', -500, 500]]);
    expect(carried.totals.vat).toBe(500);
    expect((await api('GET', '/vat/mushak-9-1/note?month=2026-03&note=bogus')).status).toBe(400);

    // The settlement: Dr Output 308.75 − 147.50 = 161.25; Cr Input 90.00, Cr VAT Deducted at Source 100.00,
    // Dr VAT Payable to Treasury 28.75 (the month's negative net).
    const settled = await api('POST', '/vat/settlement', { month: '2026-03' });
    expect(settled.status, JSON.stringify(settled.body)).toBe(201);
    expect(settled.body.treasury).toBe(-28.75);
    const net = await one<{ net: string }>(
      t.db,
      sql`select coalesce(sum(debit - credit), 0)::text as net from voucher_lines where ledger_id = ${await vdsLedger()}`,
    );
    expect(net!.net).toBe('0.00');
    // A VDS collection dated in the settled month is refused; one in April passes.
    const late = await collect({ date: '2026-03-25', amount: 100, vds_vat: 10, vds_cert_no: '6.6/0043' });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/settled/);

    // April: a TV at 1,000.00, VAT 150.00. 150.00 − 528.75 brought forward = −378.75, carried to May.
    await sell([{ m_id: shop.tv, qty: 1, unit_price: 1000 }], 0, '2026-04-02');
    const april = (await api('GET', '/vat/mushak-9-1?month=2026-04')).body;
    expect(april).toMatchObject({ net_vat_payable: 150, carried_forward_in: 528.75, net_vat_after_carry_forward: -378.75, carry_forward_out: 378.75 });
    expect(await t.violations()).toEqual([]);
  });

  it('VAT deducted at source: only on a collection, only an admin marks a VDS entity, and an edit keeps it', async () => {
    await sell([{ m_id: shop.tv, qty: 1, unit_price: 1000 }], 0, '2026-03-05');
    const clerk = await t.userHeaders();
    const byClerk = await call('PATCH', `/party_edit/${shop.customer}`, { vds_entity: true }, clerk);
    expect(byClerk.statusCode).toBe(403);
    const newByClerk = await call('POST', '/party_post', { type: 1, name: 'Bangladesh Bank', mobile: '01700000001', vds_entity: true }, clerk);
    expect(newByClerk.statusCode).toBe(403);
    expect((await api('PATCH', `/party_edit/${shop.customer}`, { vds_entity: true })).status).toBe(200);
    // A supplier payment never records VAT deducted at source.
    const supplier = await makeParty(t.db, 'Walton Plaza', 2, '01811111111');
    const pay = await api('POST', '/collPay_post', { supp_id: supplier, coll_pay_type: 1, cash_bank_type: 'Cash', amount: 10, vds_vat: 5, vds_cert_no: 'x' });
    expect([pay.status, pay.body.field]).toEqual([400, 'vds_vat']);
    // 1,150.00 owed: 1,000.00 received and 150.00 deducted at source settle it.
    const c = await collect({ date: '2026-03-20', amount: 1000, vds_vat: 150, vds_cert_no: '6.6/7' });
    expect(c.body.data).toMatchObject({ outstnd: 0, vds_vat: 150 });
    // An edit of the remarks alone keeps the VAT deducted and its certificate.
    const edited = await api('PATCH', `/collPay_edit/${c.body.data.id}`, {
      supp_id: shop.customer,
      cash_bank_type: 'Cash',
      amount: 1000,
      date: '2026-03-20',
      rmks: 'VDS',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ rmks: 'VDS', vds_vat: 150, vds_cert_no: '6.6/7', outstnd: 0 });
    expect((await partyDue(t.db, shop.customer)).toFixed(2)).toBe('0.00');
    expect((await api('GET', '/vat/mushak-9-1?month=2026-03')).body).toMatchObject({ vds_vat: 150, net_vat_payable: 0, ties: true });
    // VAT turned off: the ledgers stay, but no VAT deducted at source is recorded any more.
    expect((await api('PUT', '/vat/settings', { vat_registered: false, bin: '0012345678901' })).status).toBe(200);
    const off = await collect({ date: '2026-03-21', amount: 10, vds_vat: 1, vds_cert_no: '6.6/8' });
    expect([off.status, off.body.field]).toEqual([400, 'vds_vat']);
    expect(await t.violations()).toEqual([]);
  });
});

describe('Issue 40, item 10: a credit note for a price reduction alone', () => {
  beforeEach(() => registerShopForVat(api, shop));

  it('reverses the allowance’s value and VAT, moves no stock, and is numbered as a credit note', async () => {
    // 2 TVs at 1,000.00: 2,000.00 + VAT 300.00 = 2,300.00 owed.
    const sale = await sell([{ m_id: shop.tv, qty: 2, unit_price: 1000 }], 0, '2026-03-05');
    const line = (await one<{ id: number }>(t.db, sql`select id from sales_items where sale_id = ${sale}`))!.id;
    const allow = (over: object) =>
      api('POST', '/create_sales_return', { return_date: '2026-03-08', cuss_id: shop.customer, inv_no_id: sale, items: [{ inv_item_id: line, ...over }] });
    // More than the line is worth (2,000.00), a negative one, or an allowance with goods: refused, naming the field.
    expect([(await allow({ allowance: 2000.01 })).status, (await allow({ allowance: 2000.01 })).body.field]).toEqual([400, 'allowance']);
    expect((await allow({ allowance: -5 })).status).toBe(400);
    expect([(await allow({ allowance: 10, r_qty: 1 })).status, (await allow({ allowance: 10, r_qty: 1 })).body.field]).toEqual([400, 'r_qty']);
    const stockBefore = await one<{ n: number }>(t.db, sql`select count(*)::int as n from stock_movements`);
    // 300.00 off: VAT 15 % = 45.00; Dr Sales Returns 300.00, Dr VAT Payable (Output) 45.00, Cr Receivable 345.00.
    const r = await allow({ allowance: 300 });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const saved = await one<{ jv_no: string; credit_note_no: string; vat: string }>(
      t.db,
      sql`select jv_no, credit_note_no, vat::text from sales_returns order by id desc limit 1`,
    );
    expect([saved!.credit_note_no, saved!.vat]).toEqual(['6.7/2025-26/1', '45.00']);
    const output = (await one<{ id: number }>(t.db, sql`select id from ledgers where system_role = 'vatOutput'`))!.id;
    expect(await voucherLines(t.db, saved!.jv_no)).toEqual([
      [LEDGER.salesReturns, null, 300, 0],
      [output, null, 45, 0],
      [LEDGER.receivable, shop.customer, 0, 345],
    ]);
    expect(await one(t.db, sql`select count(*)::int as n from stock_movements`)).toEqual(stockBefore);
    expect((await partyDue(t.db, shop.customer)).toFixed(2)).toBe('1955.00');
    // Both TVs are still returnable: the return of the line's last units takes what is left of it,
    // 2,000.00 − 300.00 = 1,700.00 and VAT 300.00 − 45.00 = 255.00; the customer owes 2,300 − 345 − 1,955 = 0.
    const back = await api('POST', '/create_sales_return', {
      return_date: '2026-03-09',
      cuss_id: shop.customer,
      inv_no_id: sale,
      items: [{ inv_item_id: line, r_qty: 2, r_unit: 1000 }],
    });
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    expect(await one(t.db, sql`select net::text, vat::text from sales_return_items where inv_item_id = ${line} and not allowance`)).toEqual({
      net: '1700.00',
      vat: '255.00',
    });
    expect((await partyDue(t.db, shop.customer)).toFixed(2)).toBe('0.00');
    expect(await t.violations()).toEqual([]);
  });
});

describe('Issue 40: a purchase taxed by line in the purchase register (6.1) and the 9.1’s purchase notes', () => {
  beforeEach(() => registerShopForVat(api, shop));

  it('shows each purchase’s SD, input VAT credited and VAT in cost; the edit form reads each line’s rate and SD', async () => {
    const supplier = await makeVatSupplier(t.db, 'Walton Plaza', '01811111111');
    // 10 TVs at 100.00 with SD 50.00 at 15 %: VAT (1,000 + 50) × 15 % = 157.50, credited (the TV sells at 15 %);
    // 5 rice at 100.00 at 15 %: VAT 75.00, in cost (rice is sold exempt, section 46). SD is cost.
    const r = await api('POST', '/create_purchase', {
      pu_date: '2026-03-02',
      supp_id: supplier,
      supp_inv: 'W-7',
      items: [
        { m_id: shop.tv, qty: 10, unit_price: 100, vat_rate: 15, sd: 50 },
        { m_id: shop.rice, qty: 5, unit_price: 100, vat_rate: 15 },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const reg = (await api('GET', '/vat/register/purchases?from=2026-03-01&to=2026-03-31')).body;
    expect(reg.rows.map((x: Record<string, unknown>) => [x.supp_inv, x.value, x.sd, x.input_vat, x.vat_in_cost])).toEqual([['W-7', 1500, 50, 157.5, 75]]);
    expect(reg.totals).toEqual({ value: 1500, sd: 50, input_vat: 157.5, vat_in_cost: 75 });
    const both = (await api('GET', `/both_purchase?pId=${r.body.purchaseId}`)).body;
    expect(both.data.map((l: Record<string, unknown>) => [l.vat_rate, l.sd, l.input_vat, l.vat_in_cost])).toEqual([
      [15, 50, 157.5, 0],
      [15, 0, 0, 75],
    ]);
    // Note 14: 1,000.00 and its 157.50 credited; note 18: rice's 500.00 and its 75.00 not admissible.
    expect((await api('GET', '/vat/mushak-9-1?month=2026-03')).body.purchases).toMatchObject({
      standard: { value: 1000, vat: 157.5, credited: 157.5, lines: 1 },
      not_admissible: { value: 500, vat: 75, credited: 0, lines: 1 },
    });
    expect((await opened('2026-03', 'purchases_not_admissible')).totals).toEqual({ value: 500, sd: 0, vat: 75 });
    expect(await t.violations()).toEqual([]);
  });
});

describe('VAT off: a collection is as before', () => {
  it('posts Dr Cash, Cr Receivable; VAT deducted at source is refused with VAT off', async () => {
    const c = await collect({ date: '2026-03-20', amount: 500 });
    expect(c.status).toBe(201);
    expect(c.body.data).toMatchObject({ vds_vat: 0, vds_cert_no: null });
    expect(await voucherLines(t.db, c.body.data.vc_no)).toEqual([
      [LEDGER.cash, null, 500, 0],
      [LEDGER.receivable, shop.customer, 0, 500],
    ]);
    const vds = await collect({ date: '2026-03-20', amount: 500, vds_vat: 10, vds_cert_no: '6.6/1' });
    expect([vds.status, vds.body.field]).toEqual([400, 'vds_vat']);
    expect(await t.violations()).toEqual([]);
  });
});
