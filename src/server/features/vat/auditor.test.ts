// Issue 40: VAT as a Bangladeshi VAT auditor reads it, each item worked out by hand. The shop of
// issue 23's test: a TV at the default 15 % (bought at 700), a fan at 5 % (300), rice exempt (200).
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { makeParty, makeVatSupplier, registerShopForVat, useShop, VAT_SHOP_SETTINGS } from '../../../../tests/support/salesFixtures.js';
import { one, sql } from '../../db/client.js';

const t = useTestApp();
const shop = useShop(t, { tv: { qty: 9, cost: 700 }, fan: { qty: 9, cost: 300 }, rice: { qty: 9, cost: 200 } }, { mobile: '01711111111' });
const { answer: api } = adminCalls(() => t);

const SETTINGS = VAT_SHOP_SETTINGS;

beforeEach(() => registerShopForVat(api, shop));

async function sell(items: { m_id: number; qty: number; unit_price: number }[], disc = 0, date = '2026-03-05') {
  const r = await api('POST', '/create_sales', { inv_date: date, cus_id: shop.customer, inv_disc: disc, collect: 0, items });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return (await one<{ id: number; jv_no: string; inv_no: string; grand_total: string }>(
    t.db,
    sql`select id, jv_no, inv_no, grand_total::text from sales where id = ${r.body.saleId}`,
  ))!;
}

type Line = Record<string, number | boolean>;
const columns = (m: { lines: Line[] }) => m.lines.map((l) => [l.qty, l.unit_price, l.total_price, l.discount, l.after_discount, l.vat, l.total]);

describe('Issue 40, item 1: the Mushak 6.3 prints values before tax whatever the entry mode', () => {
  it('4 TVs entered at 1,725.00 VAT-inclusive print unit price 1,500.00 and value 6,000.00', async () => {
    await api('PUT', '/vat/settings', { ...SETTINGS, prices_inclusive: true });
    // 4 × 1,725.00 = 6,900.00 paid; 6,900.00 ÷ 1.15 = 6,000.00 before tax (1,500.00 each), VAT 900.00.
    const s = await sell([{ m_id: shop.tv, qty: 4, unit_price: 1725 }]);
    expect(s.grand_total).toBe('6900.00');
    const m = (await api('GET', `/vat/mushak-6-3/${s.id}`)).body;
    expect(columns(m)).toEqual([[4, 1500, 6000, 0, 6000, 900, 6900]]);
    expect(m.totals).toMatchObject({ total_price: 6000, discount: 0, after_discount: 6000, vat: 900, total: 6900 });
  });

  it('an inclusive bill with a discount prints the same columns as the bill entered without tax', async () => {
    // Entered inclusive: 2 × 1,150.00 + 525.00 + 300.00 = 3,125.00 less 156.25, shared by value:
    // TV 2,300 → 115.00, fan 525 → 26.25, rice 300 → 15.00. Worked back out of the tax:
    //   TV   value 2,300 ÷ 1.15 = 2,000.00, paid 2,185.00 ÷ 1.15 = 1,900.00 after discount (discount 100.00), VAT 285.00
    //   fan  value   525 ÷ 1.05 =   500.00, paid   498.75 ÷ 1.05 =   475.00 (discount 25.00), VAT 23.75
    //   rice value 300.00, paid 285.00 (discount 15.00), exempt
    // which is what the same bill entered at 1,000, 500 and 300 less 140 prints (issue 23's test).
    await api('PUT', '/vat/settings', { ...SETTINGS, prices_inclusive: true });
    const s = await sell(
      [
        { m_id: shop.tv, qty: 2, unit_price: 1150 },
        { m_id: shop.fan, qty: 1, unit_price: 525 },
        { m_id: shop.rice, qty: 1, unit_price: 300 },
      ],
      156.25,
    );
    const m = (await api('GET', `/vat/mushak-6-3/${s.id}`)).body;
    expect(columns(m)).toEqual([
      [2, 1000, 2000, 100, 1900, 285, 2185],
      [1, 500, 500, 25, 475, 23.75, 498.75],
      [1, 300, 300, 15, 285, 0, 285],
    ]);
    // 2,800 − 140 = 2,660 before tax, + 308.75 VAT = 2,968.75, what the customer pays.
    expect(m.totals).toMatchObject({ total_price: 2800, discount: 140, after_discount: 2660, vat: 308.75, total: 2968.75 });
    expect(await t.violations()).toEqual([]);
  });
});

describe('Issue 40, item 11: a BIN typed with its hyphen keeps its 13 digits', () => {
  it('001234567-0101 is saved as 0012345670101, on the company and on a party; 12 digits with a hyphen is still refused', async () => {
    expect((await api('PUT', '/vat/settings', { ...SETTINGS, bin: '001234567-0101' })).body).toMatchObject({ bin: '0012345670101' });
    expect((await api('PUT', `/vat/party/${shop.customer}`, { bin: '001234567-0101' })).body).toMatchObject({ bin: '0012345670101' });
    const short = await api('PUT', `/vat/party/${shop.customer}`, { bin: '00123456-0101' });
    expect([short.status, short.body.field]).toEqual([400, 'bin']);
    expect((await api('PUT', `/vat/party/${shop.customer}`, { bin: 'BIN 001234567-0101' })).status).toBe(400);
  });
});

describe('Issue 40, item 4: VAT and SD are out of Gross Profit and Daily Sales and Profit, which tie to the P&L', () => {
  it('a bill entered before tax, one VAT-inclusive and a credit note: the reports’ profit is the P&L’s gross profit', async () => {
    // Bill 1 (prices without tax): 2 TVs at 1,000, a fan at 500 and rice at 300 less 140 = 2,660.00, VAT 308.75,
    // grand total 2,968.75. Its goods cost 2 × 700 + 300 + 200 = 1,900.00. Profit 2,660 − 1,900 = 760.00.
    const s1 = await sell(
      [
        { m_id: shop.tv, qty: 2, unit_price: 1000 },
        { m_id: shop.fan, qty: 1, unit_price: 500 },
        { m_id: shop.rice, qty: 1, unit_price: 300 },
      ],
      140,
    );
    expect(s1.grand_total).toBe('2968.75');
    // Bill 2 (prices VAT-inclusive): a TV at 1,150.00 = 1,000.00 + VAT 150.00; cost 700. Profit 300.00.
    await api('PUT', '/vat/settings', { ...SETTINGS, prices_inclusive: true });
    const s2 = await sell([{ m_id: shop.tv, qty: 1, unit_price: 1150 }], 0, '2026-03-06');
    expect(s2.grand_total).toBe('1150.00');
    // A credit note on bill 1 for one TV: value 1,000.00 less its 50.00 of the discount = 950.00 back (its VAT
    // 142.50 goes back to Output VAT); the TV comes back at its 700 cost. Profit −950 + 700 = −250.00.
    const tvLine = await one<{ id: number }>(t.db, sql`select id from sales_items where sale_id = ${s1.id} and m_id = ${shop.tv}`);
    const r = await api('POST', '/create_sales_return', {
      return_date: '2026-03-06',
      cuss_id: shop.customer,
      inv_no_id: s1.id,
      items: [{ inv_item_id: tvLine!.id, m_id: shop.tv, r_qty: 1, r_unit: 1000 }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    // Sales 2,660 + 1,000 − 950 = 2,710.00; cost 1,900 + 700 − 700 = 1,900.00; profit 810.00 (VAT 308.75 +
    // 150.00 − 142.50 = 316.25 more on main, which counted it as profit).
    const range = 'startDate=2026-03-01&endDate=2026-03-31';
    const gp = (await api('GET', `/item-wise-gross-profit?${range}`)).body;
    expect(gp.summary).toMatchObject({ total_sales: 2710, total_cost: 1900, total_profit: 810 });
    expect(gp.result.map((d: Record<string, unknown>) => [d.kind, d.sub_total, d.discount, d.sales_total, d.total_cost, d.gross_profit])).toEqual([
      ['sale', 2800, 140, 2660, 1900, 760],
      ['sale', 1000, 0, 1000, 700, 300],
      ['return', -1000, -50, -950, -700, -250],
    ]);
    // Lines at their value without tax: bill 2's TV at 1,000.00, not the 1,150.00 typed.
    expect(gp.result[1].items.map((i: Record<string, unknown>) => [i.qty, i.unit_price, i.sales_total])).toEqual([[1, 1000, 1000]]);
    const daily = (await api('GET', `/daily-profit?${range}`)).body;
    expect(daily.result.map((d: Record<string, unknown>) => [d.inv_date, d.total_sales, d.total_cost, d.total_profit])).toEqual([
      ['2026-03-05', 2660, 1900, 760],
      ['2026-03-06', 50, 0, 50],
    ]);
    expect(daily.total).toMatchObject({ total_sales: 2710, total_profit: 810 });
    // The P&L for the same dates: Sales 2,800 + 1,000 − returns 1,000 − discount (140 − 50) = 2,710; COGS 1,900.
    const pl = (await api('GET', '/profit_loss?fromDate=2026-03-01&toDate=2026-03-31')).body;
    expect(pl.grossProfit.amount).toBe(810);
    for (const left of [gp.left_out, daily.left_out]) expect(left).toMatchObject({ pl_gross_profit: 810, other: 0, price_difference: 0, stock_adjustment: 0 });
    expect(await t.violations()).toEqual([]);
  });
});

describe('Issue 40, item 9: the settlement puts VAT and SD in separate treasury ledgers', () => {
  it('a month with SD: VAT Payable to Treasury the VAT, SD Payable to Treasury the SD', async () => {
    // A TV at 1,000.00 with 10 % SD: SD 100.00; VAT 15 % of 1,100.00 = 165.00; the customer owes 1,265.00.
    expect((await api('PUT', `/vat/rates/model/${shop.tv}`, { sd_rate: 10 })).status).toBe(200);
    const s = await sell([{ m_id: shop.tv, qty: 1, unit_price: 1000 }]);
    expect(s.grand_total).toBe('1265.00');
    const settled = await api('POST', '/vat/settlement', { month: '2026-03' });
    expect(settled.status, JSON.stringify(settled.body)).toBe(201);
    expect([settled.body.treasury, settled.body.sd_treasury]).toEqual([165, 100]);
    // Dr VAT Payable (Output) 165.00, Dr SD Payable 100.00; Cr VAT Payable to Treasury 165.00, Cr SD Payable to Treasury 100.00.
    const lines = await t.db.execute(
      sql`select l.system_role as role, v.debit::text as debit, v.credit::text as credit from voucher_lines v join ledgers l on l.id = v.ledger_id
          where v.vc_no = ${settled.body.vc_no} order by l.system_role`,
    );
    expect((lines as unknown as { rows: unknown[] }).rows).toEqual([
      { role: 'sdPayable', debit: '100.00', credit: '0.00' },
      { role: 'sdTreasury', debit: '0.00', credit: '100.00' },
      { role: 'vatOutput', debit: '165.00', credit: '0.00' },
      { role: 'vatTreasury', debit: '0.00', credit: '165.00' },
    ]);
    expect(await t.violations()).toEqual([]);
  });
});

describe('Issue 40, item 5: the Mushak 9.1 by its notes', () => {
  it('a month with standard, reduced and exempt supplies, a credit note, a debit note and a negative balance brought forward', async () => {
    const supplier = await makeVatSupplier(t.db, 'Walton Plaza', '01811111111');
    const buy = async (date: string, inv: string, vat: number) => {
      const r = await api('POST', '/create_purchase', { pu_date: date, supp_id: supplier, supp_inv: inv, input_vat: vat, items: [{ m_id: shop.tv, qty: 10, unit_price: 100 }] });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.purchaseId as number;
    };
    // February: input VAT 500.00 and no sales: net −500.00, settled to VAT Payable to Treasury (a debit of 500.00).
    await buy('2026-02-10', 'W-1', 500);
    expect((await api('POST', '/vat/settlement', { month: '2026-02' })).body.treasury).toBe(-500);
    // March: a purchase with input VAT 150.00; 4 of its 10 TVs back on a debit note: 150 × 4 ÷ 10 = 60.00.
    const pu = await buy('2026-03-02', 'W-2', 150);
    const line = await one<{ id: number }>(t.db, sql`select id from purchase_items where purchase_id = ${pu}`);
    const back = await api('POST', '/create_purchase_return', {
      return_date: '2026-03-09',
      supp_id: supplier,
      pu_no_id: pu,
      items: [{ pu_item_id: line!.id, m_id: shop.tv, r_qty: 4, r_unit: 100 }],
    });
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    // The bill of issue 23's test: TV 2,000 − 100 = 1,900.00 at 15 % (VAT 285.00), fan 500 − 25 = 475.00 at 5 % (23.75),
    // rice 300 − 15 = 285.00 exempt. Then a credit note for one TV: VAT 142.50 back.
    const s = await sell(
      [
        { m_id: shop.tv, qty: 2, unit_price: 1000 },
        { m_id: shop.fan, qty: 1, unit_price: 500 },
        { m_id: shop.rice, qty: 1, unit_price: 300 },
      ],
      140,
    );
    const tvLine = await one<{ id: number }>(t.db, sql`select id from sales_items where sale_id = ${s.id} and m_id = ${shop.tv}`);
    const cn = await api('POST', '/create_sales_return', {
      return_date: '2026-03-06',
      cuss_id: shop.customer,
      inv_no_id: s.id,
      items: [{ inv_item_id: tvLine!.id, m_id: shop.tv, r_qty: 1, r_unit: 1000 }],
    });
    expect(cn.status).toBe(201);
    const m = (await api('GET', '/vat/mushak-9-1?month=2026-03')).body;
    expect(m).toMatchObject({
      // Taxable supplies: 1,900 + 475 = 2,375.00; the exempt 285.00 is not among them.
      taxable_sales: 2375,
      supplies: {
        standard: { value: 1900, sd: 0, vat: 285, lines: 1 },
        reduced: { value: 475, sd: 0, vat: 23.75, lines: 1 },
        zero_rated: { value: 0, vat: 0, lines: 0 },
        exempt: { value: 285, vat: 0, lines: 1 },
      },
      output_vat: 308.75,
      purchase_vat: 150,
      // Shown each on its own, not netted: the debit note gives back 60.00 of input, the credit note 142.50 of output.
      increasing: { debit_notes: 1, debit_note_vat: 60 },
      decreasing: { credit_notes: 1, credit_note_vat: 142.5, credit_note_sd: 0 },
      // Input VAT 150 − 60 = 90.00; net 308.75 − 142.50 − 90.00 = 76.25.
      input_vat: 90,
      net_vat_payable: 76.25,
      // February's 500.00 brought forward: 76.25 − 500.00 = −423.75, carried on to April.
      carried_forward_in: 500,
      net_vat_after_carry_forward: -423.75,
      carry_forward_out: 423.75,
      ties: true,
    });
    expect(await t.violations()).toEqual([]);
  });
});

describe('Issue 40, item 8: the Mushak 6.2.1 rows', () => {
  it('a purchase row carries its input VAT, the supplier’s BIN and 6.3 number; a sale row its taxable value and 6.3 number', async () => {
    const supplier = await makeParty(t.db, 'Walton Plaza', 2, '01811111111');
    expect((await api('PUT', `/vat/party/${supplier}`, { bin: '0011223344556' })).status).toBe(200);
    // 10 TVs at 2,000.00 with 3,000.00 of input VAT (15 %) on the supplier's tax invoice 6.3/2025-26/77.
    const p = await api('POST', '/create_purchase', {
      pu_date: '2026-03-02',
      supp_id: supplier,
      supp_inv: 'W-9',
      input_vat: 3000,
      supp_mushak_no: '6.3/2025-26/77',
      items: [{ m_id: shop.tv, qty: 10, unit_price: 2000 }],
    });
    expect(p.status, JSON.stringify(p.body)).toBe(201);
    // 2 TVs sold at 3,000.00 less 100.00: taxable value 5,900.00, VAT 15 % = 885.00.
    await sell([{ m_id: shop.tv, qty: 2, unit_price: 3000 }], 100);
    const trader = (await api('GET', '/vat/register/trader?from=2026-03-01&to=2026-03-31')).body;
    const tv = trader.models.find((m: { model_id: number }) => m.model_id === shop.tv);
    expect(tv.rows.map((r: Record<string, unknown>) => [r.kind, r.doc_no, r.challan_no, r.bin, r.qty_in, r.qty_out, r.value, r.vat])).toEqual([
      ['purchase', expect.any(String), '6.3/2025-26/77', '0011223344556', 10, 0, 20000, 3000],
      ['sale', '6.3/2025-26/1', '6.3/2025-26/1', null, 0, 2, 5900, 885],
    ]);
    // The sale's stock cost is still there for the running stock: (9 × 700 + 10 × 2,000) ÷ 19 = 1,384.21… a unit.
    expect(tv.rows[1].stock_cost).toBeLessThan(0);
    expect(await t.violations()).toEqual([]);
  });
});
