// Issue 23, item 7: a quotation's VAT, worked out by hand. A VAT-registered business quotes
//   2 × 1,000.00 of a TV (15 % VAT, 10 % SD): SD 200.00, VAT 15 % of 2,200.00 = 330.00
//   1 ×   500.00 of a fan (5 %):               VAT 25.00
//   1 ×   300.00 of rice (exempt):             VAT 0
// value 2,800.00, SD 200.00, VAT 355.00: the customer would pay 3,355.00. A quotation has no discount.
// Made into a bill with a discount of 140.00 (shared 100.00, 25.00, 15.00) after the fan went to 10 %,
// the bill takes its own VAT afresh: TV 1,900.00, SD 190.00, VAT 15 % of 2,090.00 = 313.50; fan 475.00,
// VAT 47.50; rice 285.00: SD 190.00, VAT 361.00, total 2,660.00 + 551.00 = 3,211.00. The quotation
// keeps what it said.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { countOf, useShop } from '../../../../tests/support/salesFixtures.js';
import { one, sql } from '../../db/client.js';

const t = useTestApp();
const shop = useShop(t, { tv: { qty: 5, cost: 100 }, fan: { qty: 5, cost: 100 }, rice: { qty: 5, cost: 100 } });

const { answer: api } = adminCalls(() => t);

const SETTINGS = { vat_registered: true, bin: '0012345678901', default_rate: 15 };
const vatOn = async (over: object = {}) => expect((await api('PUT', '/vat/settings', { ...SETTINGS, ...over })).status).toBe(200);

const offer = () => ({
  quotation_date: '2026-03-05',
  customer_id: shop.customer,
  items: [
    { m_id: shop.tv, qty: 2, unit_price: 1000 },
    { m_id: shop.fan, qty: 1, unit_price: 500 },
    { m_id: shop.rice, qty: 1, unit_price: 300 },
  ],
});

async function quote(body: object = offer()): Promise<number> {
  const r = await api('POST', '/quotation/create', body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.quotation_id;
}

const lineFigures = (data: Record<string, unknown>[]) => data.map((l) => [l.total, l.vat_rate, l.sd_rate, l.exempt, l.net, l.sd, l.vat]);

async function setRates() {
  expect((await api('PUT', `/vat/rates/model/${shop.tv}`, { vat_rate: 15, sd_rate: 10 })).status).toBe(200);
  expect((await api('PUT', `/vat/rates/model/${shop.fan}`, { vat_rate: 5 })).status).toBe(200);
  expect((await api('PUT', `/vat/rates/model/${shop.rice}`, { vat_exempt: true })).status).toBe(200);
}

describe('VAT on a quotation (issue 23, item 7)', () => {
  it('works out and keeps each line’s SD and VAT and the totals; the form’s preview gives the same figures', async () => {
    await vatOn();
    await setRates();
    const preview = (await api('POST', '/vat/preview', { inv_disc: 0, items: offer().items })).body;
    const posted = await countOf(t.db, 'voucher_lines');
    const id = await quote();

    const { master, data } = (await api('GET', `/quotation/${id}`)).body;
    expect(lineFigures(data)).toEqual([
      [2000, 15, 10, false, 2000, 200, 330],
      [500, 5, 0, false, 500, 0, 25],
      [300, 0, 0, true, 300, 0, 0],
    ]);
    expect(master.totalSum).toBe(3355);
    expect(master.vat_totals).toEqual({ inclusive: false, value: 2800, sd: 200, vat: 355, total: 3355 });
    // kept in the quotation's own rows
    expect(await one(t.db, sql`select total::text, sd::text, vat::text, vat_quoted from quotations where id = ${id}`)).toEqual({
      total: '2800.00',
      sd: '200.00',
      vat: '355.00',
      vat_quoted: true,
    });
    // the browser's preview (the bill's preview call, no discount) is what was saved
    expect(preview).toMatchObject({ vat_registered: true, sd: 200, vat: 355, total: 3355 });
    expect(preview.lines.map((l: { sd: number; vat: number }) => [l.sd, l.vat])).toEqual(data.map((l: { sd: number; vat: number }) => [l.sd, l.vat]));
    expect(((await api('GET', '/quotations/getAll')).body.data as { id: number; totalSum: number }[]).find((q) => q.id === id)?.totalSum).toBe(3355);
    expect(await countOf(t.db, 'voucher_lines')).toBe(posted); // a quotation posts nothing
    expect(await t.violations()).toEqual([]);
  });

  it('made into a bill, the bill works its VAT out afresh by its own rules; the quotation keeps its figures', async () => {
    await vatOn();
    await setRates();
    const id = await quote();
    expect((await api('PUT', `/vat/rates/model/${shop.fan}`, { vat_rate: 10 })).status).toBe(200);
    const made = await api('POST', '/create_sales', {
      inv_date: '2026-03-06',
      cus_id: shop.customer,
      inv_disc: 140,
      collect: 0,
      quotation_id: id,
      items: offer().items,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const s = await one<Record<string, string>>(
      t.db,
      sql`select sub_total::text, sd::text, vat::text, grand_total::text from sales where id = ${made.body.saleId}`,
    );
    expect(s).toEqual({ sub_total: '2800.00', sd: '190.00', vat: '361.00', grand_total: '3211.00' });
    const { master, data } = (await api('GET', `/quotation/${id}`)).body;
    expect([master.converted_sale_id, master.vat_totals.vat, data[1].vat_rate, data[1].vat]).toEqual([made.body.saleId, 355, 5, 25]);
    expect(await t.violations()).toEqual([]);
  });

  it('with prices entered VAT-inclusive, the VAT is inside the quoted price', async () => {
    await vatOn({ prices_inclusive: true });
    await setRates();
    const id = await quote({ ...offer(), items: [{ m_id: shop.fan, qty: 2, unit_price: 525 }] });
    const { master, data } = (await api('GET', `/quotation/${id}`)).body;
    expect(lineFigures(data)).toEqual([[1050, 5, 0, false, 1000, 0, 50]]);
    expect(master.vat_totals).toEqual({ inclusive: true, value: 1000, sd: 0, vat: 50, total: 1050 });
    expect(master.totalSum).toBe(1050);
  });

  it('with VAT off the quotation calls answer exactly as before; an edit after VAT is turned off drops the VAT', async () => {
    const id = await quote();
    const detail = (await api('GET', `/quotation/${id}`)).body;
    expect(Object.keys(detail.master).sort()).toEqual(
      [
        'converted_inv_no',
        'converted_sale_id',
        'created_at',
        'customer',
        'customer_id',
        'id',
        'mobile',
        'q_id',
        'quotation_date',
        'quotation_no',
        'totalSum',
      ].sort(),
    );
    expect(detail.master.totalSum).toBe(2800);
    expect(Object.keys(detail.data[0]).sort()).toEqual(
      ['b_id', 'c_id', 'g_id', 'id', 'm_id', 'model', 'proDesc', 'qty', 'serial', 'srl', 'total', 'unit_price', 'warranty'].sort(),
    );
    expect((await api('GET', '/quotations/getAll')).body.data[0].totalSum).toBe(2800);

    await vatOn();
    await setRates();
    const taxed = await quote();
    expect((await api('GET', `/quotation/${taxed}`)).body.master.totalSum).toBe(3355);
    // the quotation made with VAT off stays as it was
    expect((await api('GET', `/quotation/${id}`)).body).toEqual(detail);
    await api('PUT', '/vat/settings', { vat_registered: false, bin: SETTINGS.bin });
    expect((await api('PUT', `/quotation/update/${taxed}`, { id: taxed, quotation: offer() })).status).toBe(200);
    const after = (await api('GET', `/quotation/${taxed}`)).body;
    expect([after.master.totalSum, after.master.vat_totals, after.data[0].vat]).toEqual([2800, undefined, undefined]);
    expect(await one(t.db, sql`select sd::text, vat::text, vat_quoted from quotations where id = ${taxed}`)).toEqual({
      sd: '0.00',
      vat: '0.00',
      vat_quoted: false,
    });
  });
});
