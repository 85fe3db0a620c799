// On a PostgreSQL server: clerks saving purchases and returns at the same moment get distinct numbers,
// a serial is returned once, and the books stay sound.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { client, serialStates, usePurchasingShop } from '../../../../tests/support/purchasing.js';
import { partyDue } from '../../ledger/balances.js';
import { balanceOf } from '../../stock/stock.js';

const t = useTestApp();
const api = client(t);
const shop = usePurchasingShop(t, ['tv', 'cable']);

const buy = (i: number) =>
  api.post('/create_purchase', {
    pu_date: '2026-03-05', supp_id: shop.supplier, supp_inv: `S-${i}`,
    items: [{ m_id: shop.tv, qty: 1, unit_price: 1000, serial: [`TV-${i}`] }, { m_id: shop.cable, qty: 2, unit_price: 10 }],
  });

describe('concurrent purchases and returns', () => {
  it('fifteen purchases at once each get their own number; stock and dues add up', async () => {
    const results = await Promise.all(Array.from({ length: 15 }, (_, i) => buy(i + 1)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(15).fill(201));
    const numbers = new Set(results.map((r) => r.json().pu_no));
    expect(numbers.size).toBe(15);
    expect(numbers.has('PU-2026-100015')).toBe(true);
    expect(await balanceOf(t.db, shop.cable)).toMatchObject({ qty: '30.000', value: '300.00' });
    expect(await partyDue(t.db, shop.supplier)).toBe(15 * 1020);
    expect(await t.violations()).toEqual([]);
  });

  it('the same serial returned by two clerks at once: one return, one clear refusal', async () => {
    const { purchaseId } = (await buy(1)).json();
    const [line] = (await api.get(`/both_purchase?pId=${purchaseId}`)).json().data;
    const body = { return_date: '2026-03-06', supp_id: shop.supplier, pu_no_id: purchaseId, rmks: '', items: [{ pu_item_id: line.id, r_unit: 1000, serial: [line.serial[0].id] }] };
    const results = await Promise.all([api.post('/create_purchase_return', body), api.post('/create_purchase_return', body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().message).toBe('Return quantity must not be greater than purchase quantity.');
    expect(await serialStates(t.db, shop.tv)).toEqual({ 'TV-1': 3 });
    expect(await partyDue(t.db, shop.supplier)).toBe(20);
    expect(await t.violations()).toEqual([]);
  });

  it('a delete and a return of the same purchase at once: the books stay sound whichever wins', async () => {
    const { purchaseId } = (await buy(1)).json();
    const [, line] = (await api.get(`/both_purchase?pId=${purchaseId}`)).json().data;
    const results = await Promise.all([
      api.post('/create_purchase_return', { return_date: '2026-03-06', supp_id: shop.supplier, pu_no_id: purchaseId, rmks: '', items: [{ pu_item_id: line.id, r_qty: 1, r_unit: 10 }] }),
      api.del(`/allPurchaseDelete?id=${purchaseId}`),
    ]);
    expect(results.map((r) => r.statusCode).filter((s) => s >= 500)).toEqual([]);
    expect(results.filter((r) => r.statusCode < 300)).toHaveLength(1);
    expect(await t.violations()).toEqual([]);
  });
});
