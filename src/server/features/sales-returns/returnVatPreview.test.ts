// Issue 23, item 7: the sales return form's preview of what a return reverses is what the saved
// return posts. The VAT bill, worked out by hand: 2 × 1,000.00 of a TV (15 % VAT, 10 % SD), 1 × 500.00
// of a fan (5 %), 1 × 300.00 of rice (exempt), less 140.00 shared 100.00, 25.00, 15.00:
//   TV   1,900.00 after discount, SD 190.00, VAT 15 % of 2,090.00 = 313.50
//   fan    475.00, VAT 23.75; rice 285.00, no VAT.
// One TV and the rice come back: TV value 1,000.00, discount 50.00, SD 95.00, VAT 156.75; rice value
// 300.00, discount 15.00. Credited 1,300.00 − 65.00 + 95.00 + 156.75 = 1,486.75.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { countOf, voucherLines, useShop } from '../../../../tests/support/salesFixtures.js';
import { one, rows, sql } from '../../db/client.js';
import { LEDGER } from '../../ledger/accounts.js';

const t = useTestApp();
const shop = useShop(t, { tv: { qty: 5, cost: 700 }, fan: { qty: 5, cost: 300 }, rice: { qty: 5, cost: 200 } });

const { answer: api } = adminCalls(() => t);

async function sell(): Promise<{ id: number; lines: { id: number; m_id: number }[] }> {
  const r = await api('POST', '/create_sales', {
    inv_date: '2026-03-05',
    cus_id: shop.customer,
    inv_disc: 140,
    collect: 0,
    items: [
      { m_id: shop.tv, qty: 2, unit_price: 1000 },
      { m_id: shop.fan, qty: 1, unit_price: 500 },
      { m_id: shop.rice, qty: 1, unit_price: 300 },
    ],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return {
    id: r.body.saleId,
    lines: await rows<{ id: number; m_id: number }>(t.db, sql`select id, m_id from sales_items where sale_id = ${r.body.saleId} order by id`),
  };
}

const body = (s: { id: number; lines: { id: number; m_id: number }[] }, qty: [number, number]) => ({
  return_date: '2026-03-06',
  cuss_id: shop.customer,
  inv_no_id: s.id,
  items: [
    { inv_item_id: s.lines[0].id, m_id: shop.tv, r_qty: qty[0], r_unit: 1000 },
    { inv_item_id: s.lines[2].id, m_id: shop.rice, r_qty: qty[1], r_unit: 300 },
  ],
});

describe('the sales return preview (issue 23, item 7)', () => {
  it('gives each line’s SD and VAT and the totals a credit note then posts, to the paisa', async () => {
    expect((await api('PUT', '/vat/settings', { vat_registered: true, bin: '0012345678901', default_rate: 15 })).status).toBe(200);
    await api('PUT', `/vat/rates/model/${shop.tv}`, { vat_rate: 15, sd_rate: 10 });
    await api('PUT', `/vat/rates/model/${shop.fan}`, { vat_rate: 5 });
    await api('PUT', `/vat/rates/model/${shop.rice}`, { vat_exempt: true });
    const s = await sell();
    const returns = await countOf(t.db, 'sales_returns');

    const p = (await api('POST', '/sales_return_preview', body(s, [1, 1]))).body;
    expect(p).toEqual({
      vat_bill: true,
      lines: [
        { inv_item_id: s.lines[0].id, total: 1000, disc: 50, net: 1000, vat_rate: 15, sd_rate: 10, exempt: false, sd: 95, vat: 156.75 },
        { inv_item_id: s.lines[2].id, total: 300, disc: 15, net: 300, vat_rate: 0, sd_rate: 0, exempt: true, sd: 0, vat: 0 },
      ],
      total: 1300,
      disc: 65,
      net: 1300,
      sd: 95,
      vat: 156.75,
      credited: 1486.75,
    });
    expect(await countOf(t.db, 'sales_returns')).toBe(returns); // nothing written

    const saved = await api('POST', '/create_sales_return', body(s, [1, 1]));
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const r = await one<{ jv_no: string; credit_note_no: string }>(
      t.db,
      sql`select jv_no, credit_note_no from sales_returns where id = ${saved.body.returnId}`,
    );
    const ledgers = (await one<{ output: number; sd: number }>(
      t.db,
      sql`select max(id) filter (where system_role = 'vatOutput') as output, max(id) filter (where system_role = 'sdPayable') as sd from ledgers`,
    ))!;
    // the voucher reverses exactly the previewed VAT and SD, and credits the customer what the preview said
    expect(await voucherLines(t.db, r!.jv_no)).toEqual([
      [LEDGER.salesReturns, null, p.net, 0],
      [LEDGER.discountAllowed, shop.customer, 0, p.disc],
      [ledgers.output, null, p.vat, 0],
      [ledgers.sd, null, p.sd, 0],
      [LEDGER.receivable, shop.customer, 0, p.credited],
      [LEDGER.inventory, null, 900, 0],
      [LEDGER.costOfGoodsSold, null, 0, 900],
    ]);

    // the return's view gives the saved figures
    const view = (await api('GET', `/all_sales_return_both?rId=${saved.body.returnId}`)).body;
    expect(view.master.credit_note).toEqual({ credit_note_no: r!.credit_note_no, value: 1300, disc: 65, sd: 95, vat: 156.75, credited: 1486.75 });
    // the bill's due (2,660.00 + 190.00 + 337.25) less all the credit note credited
    expect([view.master.prev_due, view.master.net_outstanding]).toEqual([3187.25, 1700.5]);
    expect(view.data.map((l: { net: number; sd: number; vat: number }) => [l.net, l.sd, l.vat])).toEqual([
      [1000, 95, 156.75],
      [300, 0, 0],
    ]);

    // editing it to take both TVs back: its own lines are free again; the second TV takes what is left
    const edit = (await api('POST', '/sales_return_preview', { ...body(s, [2, 1]), return_id: saved.body.returnId })).body;
    expect([edit.lines[0].disc, edit.lines[0].sd, edit.lines[0].vat, edit.credited]).toEqual([100, 190, 313.5, 2000 + 300 - 115 + 190 + 313.5]);
    // a new return of one more TV beside the saved one: the half left
    const more = (await api('POST', '/sales_return_preview', { ...body(s, [1, 0]), items: body(s, [1, 0]).items.slice(0, 1) })).body;
    expect([more.sd, more.vat, more.credited]).toEqual([95, 156.75, 1000 - 50 + 95 + 156.75]);
    // refused as the save refuses it
    const over = await api('POST', '/sales_return_preview', { ...body(s, [2, 1]) });
    expect([over.status, over.body.field]).toEqual([400, 'r_qty']);
    expect(await t.violations()).toEqual([]);
  });

  it('with VAT off: no VAT, the credit is value less discount, and the view answers as before', async () => {
    const s = await sell();
    const p = (await api('POST', '/sales_return_preview', body(s, [1, 1]))).body;
    expect([p.vat_bill, p.total, p.disc, p.sd, p.vat, p.credited]).toEqual([false, 1300, 65, 0, 0, 1235]);
    const saved = await api('POST', '/create_sales_return', body(s, [1, 1]));
    const view = (await api('GET', `/all_sales_return_both?rId=${saved.body.returnId}`)).body;
    expect(view.master.credit_note).toBeUndefined();
    expect(Object.keys(view.data[0])).not.toContain('vat');
    expect(view.master.net_total).toBe(1235);
  });
});
