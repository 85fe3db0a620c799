// Issue 40, items 6, 7 and 8: input VAT per purchase line, credited only where the Act allows, and
// the Mushak 6.2.1's purchase rows. The shop of issue 23's test: a TV at the standard 15 %, a fan at
// a reduced 5 %, rice exempt. Every figure worked by hand in the comments.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { makeParty, makeVatSupplier, registerShopForVat, useShop, voucherLines } from '../../../../tests/support/salesFixtures.js';
import { one, rows, sql } from '../../db/client.js';
import { LEDGER } from '../../ledger/accounts.js';
import { partyDue } from '../../ledger/balances.js';

const t = useTestApp();
const shop = useShop(t, { tv: { qty: 9, cost: 700 }, fan: { qty: 9, cost: 300 }, rice: { qty: 9, cost: 200 } }, { mobile: '01711111111' });
const { answer: api } = adminCalls(() => t);

const inputLedger = async () => (await one<{ id: number }>(t.db, sql`select id from ledgers where system_role = 'vatInput'`))!.id;

async function buy(body: object) {
  const r = await api('POST', '/create_purchase', { pu_date: '2026-03-08', supp_inv: 'W-1', ...body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const p = await one<{ id: number; jv_no: string; input_vat: string; vat_in_cost: string; sd: string }>(
    t.db,
    sql`select id, jv_no, input_vat::text, vat_in_cost::text, sd::text from purchases where id = ${r.body.purchaseId}`,
  );
  const lines = await rows<{ id: number; m_id: number; vat_bp: number | null; sd: string; input_vat: string; vat_in_cost: string }>(
    t.db,
    sql`select id, m_id, vat_bp, sd::text, input_vat::text, vat_in_cost::text from purchase_items where purchase_id = ${p!.id} order by id`,
  );
  return { ...p!, lines };
}

const stockIn = (purchaseId: number) =>
  rows<{ model_id: number; value: string }>(
    t.db,
    sql`select model_id, value::text from stock_movements where source_type = 'purchase' and source_id = ${purchaseId} order by id`,
  );

async function giveBack(supplier: number, purchaseId: number, items: { pu_item_id: number; m_id: number; r_qty: number; r_unit: number }[]) {
  const r = await api('POST', '/create_purchase_return', { return_date: '2026-03-09', supp_id: supplier, pu_no_id: purchaseId, items });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return (await one<{ jv_no: string; input_vat: string; vat_in_cost: string; debit_note_no: string | null }>(
    t.db,
    sql`select jv_no, input_vat::text, vat_in_cost::text, debit_note_no from purchase_returns where id = ${r.body.returnId}`,
  ))!;
}

describe('VAT on', () => {
  beforeEach(() => registerShopForVat(api, shop));

  describe('Issue 40, item 6: input VAT per purchase line; a debit note takes back the VAT of the lines it returns', () => {
    it('each line by its rate: exempt rice returned from an invoice with TVs at 15 % takes back no VAT', async () => {
      const supplier = await makeVatSupplier(t.db, 'Walton Plaza');
      // TV 10 × 1,000.00 at 15 % = 1,500.00 of input VAT; rice 5 × 200.00 exempt (0 %).
      // Journal: Dr Inventory 11,000.00, Dr VAT Current Account 1,500.00, Cr the supplier 12,500.00.
      const p = await buy({
        supp_id: supplier,
        supp_mushak_no: '6.3/2025-26/77',
        items: [
          { m_id: shop.tv, qty: 10, unit_price: 1000, vat_rate: 15 },
          { m_id: shop.rice, qty: 5, unit_price: 200, vat_rate: 0 },
        ],
      });
      expect(p.lines.map((l) => [l.vat_bp, l.input_vat, l.vat_in_cost])).toEqual([
        [1500, '1500.00', '0.00'],
        [0, '0.00', '0.00'],
      ]);
      expect([p.input_vat, p.vat_in_cost]).toEqual(['1500.00', '0.00']);
      const input = await inputLedger();
      expect(await voucherLines(t.db, p.jv_no)).toEqual([
        [LEDGER.inventory, null, 11000, 0],
        [input, null, 1500, 0],
        [LEDGER.payable, supplier, 0, 12500],
      ]);
      // All the rice back at 200.00: no VAT taken back, no debit note; the supplier owes 1,000.00 back.
      const rice = await giveBack(supplier, p.id, [{ pu_item_id: p.lines[1].id, m_id: shop.rice, r_qty: 5, r_unit: 200 }]);
      expect([rice.input_vat, rice.debit_note_no]).toEqual(['0.00', null]);
      expect(await voucherLines(t.db, rice.jv_no)).toEqual([
        [LEDGER.payable, supplier, 1000, 0],
        [LEDGER.inventory, null, 0, 1000],
      ]);
      // 3 TVs back: 1,500 × 3 ÷ 10 = 450.00 on a debit note; the supplier is debited 3,000 + 450 = 3,450.00.
      // They leave at the moving average: (9 × 700 + 10 × 1,000) ÷ 19 = 857.8947…, 3 × = 2,573.68; the
      // price difference 3,000 − 2,573.68 = 426.32.
      const tv = await giveBack(supplier, p.id, [{ pu_item_id: p.lines[0].id, m_id: shop.tv, r_qty: 3, r_unit: 1000 }]);
      expect([tv.input_vat, tv.debit_note_no]).toEqual(['450.00', '6.8/2025-26/1']);
      expect(await voucherLines(t.db, tv.jv_no)).toEqual([
        [LEDGER.payable, supplier, 3450, 0],
        [LEDGER.inventory, null, 0, 2573.68],
        [input, null, 0, 450],
        [LEDGER.purchasePriceDifference, null, 0, 426.32],
      ]);
      // Due: 12,500 − 1,000 − 3,450 = 8,050.00.
      expect((await partyDue(t.db, supplier)).toFixed(2)).toBe('8050.00');
      expect(await t.violations()).toEqual([]);
    });

    it('one VAT amount for the invoice is shared over the goods that bear VAT: exempt rice takes none of it', async () => {
      const supplier = await makeVatSupplier(t.db, 'Walton Plaza');
      // 1,500.00 of input VAT on TVs 10,000.00 and rice 1,000.00: the rice bears no VAT, so the TVs
      // take all 1,500.00 (before: 1,500 × 1,000 ÷ 11,000 = 136.36 went on the rice).
      const p = await buy({
        supp_id: supplier,
        input_vat: 1500,
        items: [
          { m_id: shop.tv, qty: 10, unit_price: 1000 },
          { m_id: shop.rice, qty: 5, unit_price: 200 },
        ],
      });
      expect(p.lines.map((l) => [l.vat_bp, l.input_vat, l.vat_in_cost])).toEqual([
        [null, '1500.00', '0.00'],
        [null, '0.00', '0.00'],
      ]);
      const rice = await giveBack(supplier, p.id, [{ pu_item_id: p.lines[1].id, m_id: shop.rice, r_qty: 5, r_unit: 200 }]);
      expect([rice.input_vat, rice.debit_note_no]).toEqual(['0.00', null]);
      // The preview of 4 TVs: 1,500 × 4 ÷ 10 = 600.00.
      const preview = await api('POST', '/purchase_return_preview', {
        return_date: '2026-03-09', supp_id: supplier, pu_no_id: p.id, items: [{ pu_item_id: p.lines[0].id, m_id: shop.tv, r_qty: 4, r_unit: 1000 }],
      });
      expect(preview.body).toMatchObject({ total: 4000, input_vat: 600, supplier_debit: 4600 });
      expect(await t.violations()).toEqual([]);
    });
  });

  describe('Issue 40, item 7: input VAT only where the Act allows', () => {
    it('a supplier without a BIN: the VAT goes into the goods’ cost; with the BIN typed on the purchase it is credited', async () => {
      const supplier = await makeParty(t.db, 'Street Seller', 2, '01811111119');
      // 10 TVs × 1,000.00 at 15 % = 1,500.00, no BIN anywhere: Dr Inventory 11,500.00, Cr the supplier 11,500.00;
      // the TVs come in at 11,500.00 (1,150.00 each).
      const p = await buy({ supp_id: supplier, items: [{ m_id: shop.tv, qty: 10, unit_price: 1000, vat_rate: 15 }] });
      expect([p.input_vat, p.vat_in_cost, p.lines[0].input_vat, p.lines[0].vat_in_cost]).toEqual(['0.00', '1500.00', '0.00', '1500.00']);
      expect(await voucherLines(t.db, p.jv_no)).toEqual([
        [LEDGER.inventory, null, 11500, 0],
        [LEDGER.payable, supplier, 0, 11500],
      ]);
      expect(await stockIn(p.id)).toEqual([{ model_id: shop.tv, value: '11500.00' }]);
      // The same purchase with the supplier's BIN from its challan, typed with its hyphen: 1,500.00 credited,
      // the TVs at 10,000.00.
      const edit = await api('PATCH', `/purchase_update/${p.id}`, {
        pu_date: '2026-03-08', supp_id: supplier, supp_inv: 'W-1', supp_bin: '001122334-4556', supp_mushak_no: '6.3/2025-26/9',
        items: [{ id: p.lines[0].id, m_id: shop.tv, qty: 10, unit_price: 1000, vat_rate: 15 }],
      });
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      const after = await one<{ input_vat: string; vat_in_cost: string; supp_bin: string; jv_no: string }>(
        t.db,
        sql`select input_vat::text, vat_in_cost::text, supp_bin, jv_no from purchases where id = ${p.id}`,
      );
      expect(after).toMatchObject({ input_vat: '1500.00', vat_in_cost: '0.00', supp_bin: '0011223344556' });
      expect(await voucherLines(t.db, after!.jv_no)).toEqual([
        [LEDGER.inventory, null, 10000, 0],
        [await inputLedger(), null, 1500, 0],
        [LEDGER.payable, supplier, 0, 11500],
      ]);
      expect(await stockIn(p.id)).toEqual([{ model_id: shop.tv, value: '10000.00' }]);
      // The purchase register (6.1) names the BIN of the challan.
      const reg = (await api('GET', '/vat/register/purchases?from=2026-03-01&to=2026-03-31')).body;
      expect(reg.rows).toEqual([expect.objectContaining({ supp_mushak_no: '6.3/2025-26/9', bin: '0011223344556', input_vat: 1500 })]);
      expect(await t.violations()).toEqual([]);
    });

    it('goods sold at a reduced rate or exempt (section 46): their VAT goes into cost; non-rebatable VAT is not spread over exempt goods', async () => {
      const supplier = await makeVatSupplier(t.db, 'Walton Plaza');
      // TVs 2 × 1,000.00 at 15 % = 300.00 credited; fans (sold at 5 %) 4 × 500.00 at 5 % = 100.00 into their cost.
      // Journal: Dr Inventory 2,000 + 2,000 + 100 = 4,100.00, Dr VAT Current Account 300.00, Cr the supplier 4,400.00.
      const p = await buy({
        supp_id: supplier,
        items: [
          { m_id: shop.tv, qty: 2, unit_price: 1000, vat_rate: 15 },
          { m_id: shop.fan, qty: 4, unit_price: 500, vat_rate: 5 },
        ],
      });
      expect(p.lines.map((l) => [l.vat_bp, l.input_vat, l.vat_in_cost])).toEqual([
        [1500, '300.00', '0.00'],
        [500, '0.00', '100.00'],
      ]);
      expect(await voucherLines(t.db, p.jv_no)).toEqual([
        [LEDGER.inventory, null, 4100, 0],
        [await inputLedger(), null, 300, 0],
        [LEDGER.payable, supplier, 0, 4400],
      ]);
      expect(await stockIn(p.id)).toEqual([
        { model_id: shop.tv, value: '2000.00' },
        { model_id: shop.fan, value: '2100.00' },
      ]);
      // One amount of VAT not rebatable, 30.00, on a TV at 100.00 and rice at 100.00: all on the TV (before: 15.00 each).
      const q = await buy({
        supp_id: supplier,
        supp_inv: 'W-2',
        vat_in_cost: 30,
        items: [
          { m_id: shop.tv, qty: 1, unit_price: 100 },
          { m_id: shop.rice, qty: 1, unit_price: 100 },
        ],
      });
      expect(q.lines.map((l) => l.vat_in_cost)).toEqual(['30.00', '0.00']);
      expect(await stockIn(q.id)).toEqual([
        { model_id: shop.tv, value: '130.00' },
        { model_id: shop.rice, value: '100.00' },
      ]);
      // One amount of input VAT, 45.00, on TVs 200.00 and fans 100.00 (shared by value: 30.00 and 15.00): the fans'
      // 15.00 goes into their cost, 30.00 is credited.
      const r = await buy({
        supp_id: supplier,
        supp_inv: 'W-3',
        input_vat: 45,
        items: [
          { m_id: shop.tv, qty: 2, unit_price: 100 },
          { m_id: shop.fan, qty: 1, unit_price: 100 },
        ],
      });
      expect([r.input_vat, r.vat_in_cost, ...r.lines.map((l) => [l.input_vat, l.vat_in_cost])]).toEqual(['30.00', '15.00', ['30.00', '0.00'], ['0.00', '15.00']]);
      // An edit that keeps them moves nothing more.
      const keep = await api('PATCH', `/purchase_update/${r.id}`, {
        pu_date: '2026-03-08', supp_id: supplier, supp_inv: 'W-3',
        items: r.lines.map((l) => ({ id: l.id, m_id: l.m_id, qty: l.m_id === shop.tv ? 2 : 1, unit_price: 100 })),
      });
      expect(keep.status, JSON.stringify(keep.body)).toBe(200);
      expect(await one(t.db, sql`select input_vat::text, vat_in_cost::text from purchases where id = ${r.id}`)).toEqual({ input_vat: '30.00', vat_in_cost: '15.00' });
      expect(await t.violations()).toEqual([]);
    });
  });

  describe('Issue 40, item 8: the Mushak 6.2.1 purchase row', () => {
    it('shows the line’s VAT and SD, the supplier’s BIN and the challan number', async () => {
      const supplier = await makeVatSupplier(t.db, 'Walton Plaza', '01811111111', '0099887766554');
      // 10 TVs at 2,000.00 with SD 1,000.00 at 15 %: VAT (20,000 + 1,000) × 15 % = 3,150.00, credited;
      // the SD is cost. Journal: Dr Inventory 21,000.00, Dr VAT Current Account 3,150.00, Cr the supplier 24,150.00.
      const p = await buy({
        supp_id: supplier,
        supp_mushak_no: '6.3/2025-26/88',
        items: [{ m_id: shop.tv, qty: 10, unit_price: 2000, vat_rate: 15, sd: 1000 }],
      });
      expect([p.input_vat, p.sd, p.lines[0].sd]).toEqual(['3150.00', '1000.00', '1000.00']);
      expect(await voucherLines(t.db, p.jv_no)).toEqual([
        [LEDGER.inventory, null, 21000, 0],
        [await inputLedger(), null, 3150, 0],
        [LEDGER.payable, supplier, 0, 24150],
      ]);
      const trader = (await api('GET', '/vat/register/trader?from=2026-03-01&to=2026-03-31')).body;
      const tv = trader.models.find((m: { model_id: number }) => m.model_id === shop.tv);
      expect(tv.rows.map((r: Record<string, unknown>) => [r.kind, r.challan_no, r.bin, r.qty_in, r.value, r.sd, r.vat])).toEqual([
        ['purchase', '6.3/2025-26/88', '0099887766554', 10, 21000, 1000, 3150],
      ]);
      expect(await t.violations()).toEqual([]);
    });
  });
});

describe('VAT off', () => {
  it('a purchase posts exactly as before: no VAT on its lines, Dr Inventory / Cr the supplier', async () => {
    const supplier = await makeVatSupplier(t.db, 'Walton Plaza');
    // 3 TVs × 700.00 = 2,100.00.
    const p = await buy({ supp_id: supplier, items: [{ m_id: shop.tv, qty: 3, unit_price: 700 }] });
    expect([p.input_vat, p.vat_in_cost, p.sd]).toEqual(['0.00', '0.00', '0.00']);
    expect(p.lines.map((l) => [l.vat_bp, l.sd, l.input_vat, l.vat_in_cost])).toEqual([[null, '0.00', '0.00', '0.00']]);
    expect(await voucherLines(t.db, p.jv_no)).toEqual([
      [LEDGER.inventory, null, 2100, 0],
      [LEDGER.payable, supplier, 0, 2100],
    ]);
    expect(await stockIn(p.id)).toEqual([{ model_id: shop.tv, value: '2100.00' }]);
    expect(await t.violations()).toEqual([]);
  });
});
