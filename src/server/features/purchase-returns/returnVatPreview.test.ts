// Issue 23, item 7: the purchase return form's preview of what a return takes back is what the saved
// return posts. Worked by hand: a purchase of 10 TVs at 100.00 and 5 fans at 200.00 (2,000.00) with
// 300.00 of rebatable input VAT and 40.00 of VAT in cost. Four TVs and a fan go back (600.00 at the
// price bought): input VAT 300 × 600 ÷ 2,000 = 90.00, VAT in cost 40 × 600 ÷ 2,000 = 12.00; by line
// (400.00 and 200.00) 60.00 + 30.00 and 8.00 + 4.00. The supplier is debited 600 + 12 + 90 = 702.00.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { countOf, makeModel, makeVatSupplier, voucherLines } from '../../../../tests/support/salesFixtures.js';
import { one, rows, sql } from '../../db/client.js';
import { LEDGER } from '../../ledger/accounts.js';

const t = useTestApp();

let supplier: number;
let tv: number;
let fan: number;

const { answer: api } = adminCalls(() => t);

beforeEach(async () => {
  await t.reset();
  supplier = await makeVatSupplier(t.db, 'Walton Plaza');
  tv = await makeModel(t.db, 'LED 32');
  fan = await makeModel(t.db, 'Ceiling Fan');
});

async function buy(vat: object) {
  const r = await api('POST', '/create_purchase', {
    pu_date: '2026-03-08',
    supp_id: supplier,
    supp_inv: 'W-77',
    ...vat,
    items: [
      { m_id: tv, qty: 10, unit_price: 100 },
      { m_id: fan, qty: 5, unit_price: 200 },
    ],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const lines = await rows<{ id: number }>(t.db, sql`select id from purchase_items where purchase_id = ${r.body.purchaseId} order by id`);
  return { id: r.body.purchaseId as number, lines: lines.map((l) => l.id) };
}

const body = (p: { id: number; lines: number[] }, qty: [number, number]) => ({
  return_date: '2026-03-09',
  supp_id: supplier,
  pu_no_id: p.id,
  items: [
    { pu_item_id: p.lines[0], m_id: tv, r_qty: qty[0], r_unit: 100 },
    { pu_item_id: p.lines[1], m_id: fan, r_qty: qty[1], r_unit: 200 },
  ],
});

describe('the purchase return preview (issue 23, item 7)', () => {
  it('gives each line’s share of the input VAT and VAT in cost and the totals the debit note then posts', async () => {
    expect((await api('PUT', '/vat/settings', { vat_registered: true, bin: '0012345678901' })).status).toBe(200);
    const p = await buy({ input_vat: 300, vat_in_cost: 40 });
    const before = await countOf(t.db, 'purchase_returns');
    const preview = (await api('POST', '/purchase_return_preview', body(p, [4, 1]))).body;
    expect(preview).toEqual({
      lines: [
        { pu_item_id: p.lines[0], total: 400, input_vat: 60, vat_in_cost: 8 },
        { pu_item_id: p.lines[1], total: 200, input_vat: 30, vat_in_cost: 4 },
      ],
      total: 600,
      input_vat: 90,
      vat_in_cost: 12,
      supplier_debit: 702,
    });
    expect(await countOf(t.db, 'purchase_returns')).toBe(before);

    const saved = await api('POST', '/create_purchase_return', body(p, [4, 1]));
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const r = await one<{ jv_no: string; debit_note_no: string }>(
      t.db,
      sql`select jv_no, debit_note_no from purchase_returns where id = ${saved.body.returnId}`,
    );
    const input = (await one<{ id: number }>(t.db, sql`select id from ledgers where system_role = 'vatInput'`))!.id;
    const lines = await voucherLines(t.db, r!.jv_no);
    expect(lines.find((l) => l[0] === LEDGER.payable)).toEqual([LEDGER.payable, supplier, preview.supplier_debit, 0]);
    expect(lines.find((l) => l[0] === input)).toEqual([input, null, 0, preview.input_vat]);

    const view = (await api('GET', `/all_purchase_return_both?rId=${saved.body.returnId}`)).body;
    expect(view.master.vat_note).toEqual({ debit_note_no: r!.debit_note_no, input_vat: 90, vat_in_cost: 12, supplier_debit: 702 });
    // owed 2,000 + 300 + 40 before it, 702.00 less after
    expect([view.master.previous_dues, view.master.net_outstanding]).toEqual([2340, 1638]);
    expect(view.data.map((l: { input_vat: number; vat_in_cost: number }) => [l.input_vat, l.vat_in_cost])).toEqual([
      [60, 8],
      [30, 4],
    ]);

    // editing it to send everything back: its own lines are free again, and it takes all that is left
    const all = (await api('POST', '/purchase_return_preview', { ...body(p, [10, 5]), return_id: saved.body.returnId })).body;
    expect([all.input_vat, all.vat_in_cost, all.supplier_debit]).toEqual([300, 40, 2340]);
    // without return_id the same lines are more than is left: refused as the save refuses them
    const over = await api('POST', '/purchase_return_preview', body(p, [10, 5]));
    expect(over.status).toBe(400);
    expect(await t.violations()).toEqual([]);
  });

  it('with VAT off: no VAT, the supplier is debited the return value, and the view answers as before', async () => {
    const p = await buy({});
    const preview = (await api('POST', '/purchase_return_preview', body(p, [4, 1]))).body;
    expect([preview.total, preview.input_vat, preview.vat_in_cost, preview.supplier_debit]).toEqual([600, 0, 0, 600]);
    const saved = await api('POST', '/create_purchase_return', body(p, [4, 1]));
    const view = (await api('GET', `/all_purchase_return_both?rId=${saved.body.returnId}`)).body;
    expect(view.master.vat_note).toBeUndefined();
    expect(Object.keys(view.data[0])).not.toContain('input_vat');
  });
});
