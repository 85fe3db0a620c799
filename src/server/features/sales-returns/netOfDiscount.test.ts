// Issue 20, finding 4 (a sales return credited the full price and kept the whole discount) and the
// refusals of finding 5 that concern returns. Figures worked out by hand in the comments.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { countOf, ledgerNet, makeParty, stockOf, voucherLines, useShop, returnCredit, goodsBack } from '../../../../tests/support/salesFixtures.js';
import { one, sql } from '../../db/client.js';
import { LEDGER } from '../../ledger/accounts.js';
import { partyDue } from '../../ledger/balances.js';

const t = useTestApp();
const shop = useShop(t, { fan: { qty: 10, cost: 60 }, lamp: { qty: 10, cost: 10 }, iron: { qty: 10, cost: 20 } }, { mobile: '01711111111' });

const { call: api } = adminCalls(() => t);

async function sell(items: object[], disc: number): Promise<{ id: number; lines: Record<number, number> }> {
  const res = await api('POST', '/create_sales', { inv_date: '2026-03-05', cus_id: shop.customer, inv_disc: disc, collect: 0, items });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().saleId as number;
  const { data } = (await api('GET', `/sales_by_invoice?inv_no=${id}`)).json();
  return { id, lines: Object.fromEntries(data.map((l: { m_id: number; id: number }) => [l.m_id, l.id])) };
}

async function giveBack(saleId: number, items: object[]) {
  const res = await api('POST', '/create_sales_return', { return_date: '2026-03-10', cuss_id: shop.customer, inv_no_id: saleId, items });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().returnId as number;
  const jv = (await one<{ jv_no: string }>(t.db, sql`select jv_no from sales_returns where id = ${id}`))!.jv_no;
  return { id, jv };
}

/** The customer's due and what Discount Allowed holds. */
const dueAndDiscount = async () => [await partyDue(t.db, shop.customer), await ledgerNet(t.db, LEDGER.discountAllowed)];

describe('issue 20 finding 4: a sales return is credited net of the bill discount', () => {
  it('a bill of 2 × 100 less 50 returned in full leaves the due exactly as before the bill and Discount Allowed at 0', async () => {
    const bill = await sell([{ m_id: shop.fan, qty: 2, unit_price: 100 }], 50);
    expect(await dueAndDiscount()).toEqual([150, 50]);

    const r = await giveBack(bill.id, [{ inv_item_id: bill.lines[shop.fan], r_qty: 2, r_unit: 100 }]);
    // Dr Sales Returns 200, Cr Discount Allowed 50, Cr Receivable 150; the goods back at cost 2 × 60.
    expect(await voucherLines(t.db, r.jv)).toEqual([...returnCredit(shop.customer, 200, 50, 150), ...goodsBack(120)]);
    expect(await dueAndDiscount()).toEqual([0, 0]);
    const { master, data } = (await api('GET', `/all_sales_return_both?rId=${r.id}`)).json();
    expect(master).toMatchObject({ total: 200, disc: 50, net_total: 150, prev_due: 150, net_outstanding: 0 });
    expect(data[0]).toMatchObject({ total: 200, disc: 50, net_total: 150 });
    expect(await t.violations()).toEqual([]);
  });

  it('a partial return of 1 of 2 credits 75 and reverses 25 of the discount; the second unit the rest', async () => {
    const bill = await sell([{ m_id: shop.fan, qty: 2, unit_price: 100 }], 50);
    const first = await giveBack(bill.id, [{ inv_item_id: bill.lines[shop.fan], r_qty: 1, r_unit: 100 }]);
    expect(await voucherLines(t.db, first.jv)).toEqual([...returnCredit(shop.customer, 100, 25, 75), ...goodsBack(60)]);
    expect(await dueAndDiscount()).toEqual([75, 25]);

    await giveBack(bill.id, [{ inv_item_id: bill.lines[shop.fan], r_qty: 1, r_unit: 0 }]);
    expect(await dueAndDiscount()).toEqual([0, 0]);
    expect(await t.violations()).toEqual([]);
  });

  it('three lines with an awkward discount: shares by value, the last takes the remainder; returned in two steps it reverses exactly', async () => {
    // Lines: fan 1 × 100, lamp 3 × 10 = 30, iron 2 × 35 = 70; sub-total 200, discount 33.33 → 166.67 due.
    // Shares: fan round(33.33 × 100 / 200) = round(16.665) = 16.67; lamp round(33.33 × 30 / 200) =
    // round(4.9995) = 5.00; iron the rest, 33.33 − 16.67 − 5.00 = 11.66.
    const bill = await sell([
      { m_id: shop.fan, qty: 1, unit_price: 100 },
      { m_id: shop.lamp, qty: 3, unit_price: 10 },
      { m_id: shop.iron, qty: 2, unit_price: 35 },
    ], 33.33);
    expect(await partyDue(t.db, shop.customer)).toBe(166.67);

    // Step 1: the fan, 1 of 3 lamps and 1 of 2 irons. Lamp share 5.00 × 1/3 = 1.67 (1.6667);
    // iron 11.66 × 1/2 = 5.83. Discount reversed 16.67 + 1.67 + 5.83 = 24.17; return value
    // 100 + 10 + 35 = 145; credited 145 − 24.17 = 120.83.
    const one1 = await giveBack(bill.id, [
      { inv_item_id: bill.lines[shop.fan], r_qty: 1, r_unit: 100 },
      { inv_item_id: bill.lines[shop.lamp], r_qty: 1, r_unit: 10 },
      { inv_item_id: bill.lines[shop.iron], r_qty: 1, r_unit: 35 },
    ]);
    expect((await voucherLines(t.db, one1.jv)).slice(0, 3)).toEqual(returnCredit(shop.customer, 145, 24.17, 120.83));
    expect(await partyDue(t.db, shop.customer)).toBe(45.84); // 166.67 − 120.83

    // Step 2: the rest, 2 lamps and 1 iron; each line's last units take what is left of its share:
    // lamp 5.00 − 1.67 = 3.33, iron 11.66 − 5.83 = 5.83; 9.16 reversed; value 20 + 35 = 55; credited 45.84.
    const two = await giveBack(bill.id, [
      { inv_item_id: bill.lines[shop.lamp], r_qty: 2, r_unit: 10 },
      { inv_item_id: bill.lines[shop.iron], r_qty: 1, r_unit: 35 },
    ]);
    expect((await voucherLines(t.db, two.jv)).slice(0, 3)).toEqual(returnCredit(shop.customer, 55, 9.16, 45.84));
    expect(await dueAndDiscount()).toEqual([0, 0]);
    expect(await ledgerNet(t.db, LEDGER.salesReturns)).toBe(200);
    expect(await stockOf(t.db, shop.lamp)).toEqual({ qty: 10, value: 100 });
    expect(await t.violations()).toEqual([]);
  });

  it('editing or deleting a return re-works its share from the other returns of the line', async () => {
    const bill = await sell([{ m_id: shop.fan, qty: 3, unit_price: 100 }], 100);
    // Share 100 on 3 units: 1 unit → 33.33.
    const a = await giveBack(bill.id, [{ inv_item_id: bill.lines[shop.fan], r_qty: 1, r_unit: 100 }]);
    const b = await giveBack(bill.id, [{ inv_item_id: bill.lines[shop.fan], r_qty: 1, r_unit: 100 }]);
    expect(await ledgerNet(t.db, LEDGER.discountAllowed)).toBe(33.34); // 100 − 33.33 − 33.33
    // Edit a to 2 units: with b's 1 it brings back the last unit, so it takes 100 − 33.33 = 66.67.
    const res = await api('PATCH', `/sales_return_update/${a.id}`, {
      return_date: '2026-03-10', cuss_id: shop.customer, inv_no_id: bill.id, items: [{ inv_item_id: bill.lines[shop.fan], r_qty: 2, r_unit: 100 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ledgerNet(t.db, LEDGER.discountAllowed)).toBe(0);
    expect(await partyDue(t.db, shop.customer)).toBe(0);
    // Deleting b leaves a's 66.67 reversed and 33.33 of the discount kept on the unit still sold.
    expect((await api('DELETE', `/sales_return_delete?id=${b.id}`)).statusCode).toBe(200);
    expect(await ledgerNet(t.db, LEDGER.discountAllowed)).toBe(33.33);
    expect(await partyDue(t.db, shop.customer)).toBe(66.67); // 200 due − 133.33 credited
    expect(await t.violations()).toEqual([]);
  });
});

describe('issue 20 finding 5: a return priced above the price it was sold or bought at is refused', () => {
  it('a sales return above the sale price gets 400 naming both prices and saves nothing', async () => {
    const bill = await sell([{ m_id: shop.fan, qty: 2, unit_price: 100 }], 0);
    const res = await api('POST', '/create_sales_return', {
      return_date: '2026-03-10', cuss_id: shop.customer, inv_no_id: bill.id, items: [{ inv_item_id: bill.lines[shop.fan], r_qty: 1, r_unit: 100.01 }],
    });
    expect([res.statusCode, res.json().message]).toEqual([400, 'Return price 100.01 of Ceiling Fan is above the price it was sold at (100.00)']);
    expect(await countOf(t.db, 'sales_returns')).toBe(0);
    expect(await partyDue(t.db, shop.customer)).toBe(200);
  });

  it('a purchase return above the purchase price gets 400 naming both prices and saves nothing', async () => {
    const supplier = await makeParty(t.db, 'Karim Supply', 2);
    const p = await api('POST', '/create_purchase', { pu_date: '2026-03-05', supp_id: supplier, supp_inv: 'S-1', items: [{ m_id: shop.lamp, qty: 5, unit_price: 12 }] });
    expect(p.statusCode, p.body).toBe(201);
    const purchaseId = p.json().purchaseId as number;
    const [line] = (await api('GET', `/both_purchase?pId=${purchaseId}`)).json().data;
    const body = (r_unit: number) => ({ return_date: '2026-03-06', supp_id: supplier, pu_no_id: purchaseId, items: [{ pu_item_id: line.id, r_qty: 1, r_unit }] });
    const res = await api('POST', '/create_purchase_return', body(12.5));
    expect([res.statusCode, res.json().message]).toEqual([400, 'Return price 12.50 of Desk Lamp is above the price it was bought at (12.00)']);
    expect(await countOf(t.db, 'purchase_returns')).toBe(0);
    expect((await api('POST', '/create_purchase_return', body(12))).statusCode).toBe(201);
    expect(await t.violations()).toEqual([]);
  });
});
