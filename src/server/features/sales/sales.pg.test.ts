// Two clerks at the same moment, on a PostgreSQL server (real concurrent transactions).
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { countOf, serialStates, stockOf, useShop } from '../../../../tests/support/salesFixtures.js';
import { partyDue } from '../../ledger/balances.js';

const t = useTestApp();
const shop = useShop(t, { tv: { cost: 1000, serials: ['TV-1', 'TV-2', 'TV-3'] }, fan: { qty: 5, cost: 200 } });

const sell = (items: object[], collect = 100) =>
  t.app.inject({
    method: 'POST',
    url: '/api/create_sales',
    headers: t.admin,
    payload: { inv_date: '2026-03-05', cus_id: shop.customer, inv_disc: 0, collect, collect_type: 'Cash', items },
  });

async function race(a: object[], b: object[]) {
  const res = await Promise.all([sell(a), sell(b)]);
  return res.map((r) => ({ status: r.statusCode, message: r.json().message as string | undefined })).sort((x, y) => x.status - y.status);
}

describe('concurrent sales on PostgreSQL', () => {
  it('the same serial sold twice at once: one succeeds, the other gets a clear 409', async () => {
    const [ok, refused] = await race(
      [{ m_id: shop.tv, unit_price: 1500, serial: [shop.sn['TV-1']] }],
      [{ m_id: shop.tv, unit_price: 1500, serial: [shop.sn['TV-1'], shop.sn['TV-2']] }],
    );
    expect(ok.status).toBe(201);
    expect(refused).toEqual({ status: 409, message: 'Serial TV-1 is not in stock' });
    expect(await countOf(t.db, 'sales')).toBe(1);
    expect(await countOf(t.db, 'coll_pay')).toBe(1);
    const states = await serialStates(t.db, shop.tv);
    expect(states['TV-1']).toBe(2);
    expect(states['TV-3']).toBe(1);
    const sold = Object.values(states).filter((s) => s === 2).length;
    expect(await stockOf(t.db, shop.tv)).toEqual({ qty: 3 - sold, value: (3 - sold) * 1000 });
    expect(await t.violations()).toEqual([]);
  });

  it('two sales that together exceed the stock: one succeeds, the other gets a clear 409', async () => {
    const [ok, refused] = await race([{ m_id: shop.fan, qty: 3, unit_price: 300 }], [{ m_id: shop.fan, qty: 3, unit_price: 300 }]);
    expect(ok.status).toBe(201);
    expect(refused).toEqual({ status: 409, message: 'Not enough stock of Ceiling Fan: 2 available, 3 asked' });
    expect(await stockOf(t.db, shop.fan)).toEqual({ qty: 2, value: 400 });
    expect(await countOf(t.db, 'sales')).toBe(1);
    expect(await partyDue(t.db, shop.customer)).toBe(800);
    expect(await t.violations()).toEqual([]);
  });

  it('bills naming the same models in opposite orders all succeed (no deadlock)', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await Promise.all([
        sell(
          [
            { m_id: shop.fan, qty: 1, unit_price: 300 },
            { m_id: shop.tv, unit_price: 1500, serial: [shop.sn[`TV-${(i % 3) + 1}`]] },
          ],
          0,
        ),
        sell(
          [
            { m_id: shop.tv, unit_price: 1500, serial: [shop.sn[`TV-${((i + 1) % 3) + 1}`]] },
            { m_id: shop.fan, qty: 1, unit_price: 300 },
          ],
          0,
        ),
      ]);
      expect(
        res.map((r) => r.statusCode),
        res.map((r) => r.body).join(),
      ).toEqual([201, 201]);
      // Put the serials back for the next round.
      for (const r of res)
        expect((await t.app.inject({ method: 'DELETE', url: `/api/sales_delete/${r.json().saleId}`, headers: t.admin })).statusCode).toBe(200);
    }
    expect(await stockOf(t.db, shop.fan)).toEqual({ qty: 5, value: 1000 });
    expect(await t.violations()).toEqual([]);
  });

  it("edits of two bills taking on each other's models at once all succeed (stock rows locked in model order)", async () => {
    const a = (await sell([{ m_id: shop.fan, qty: 1, unit_price: 300 }], 0)).json().saleId;
    const b = (await sell([{ m_id: shop.tv, unit_price: 1500, serial: [shop.sn['TV-2']] }], 0)).json().saleId;
    const edit = (id: number, items: object[]) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/sales_update/${id}`,
        headers: t.admin,
        payload: { inv_date: '2026-03-05', cus_id: shop.customer, inv_disc: 0, collect: 0, items },
      });
    // Each edit holds the row of its old model and then needs the other's: without a fixed lock order they deadlock.
    for (let i = 1; i <= 6; i++) {
      const grow = i % 2 === 1;
      const res = await Promise.all([
        edit(
          a,
          grow
            ? [
                { m_id: shop.fan, qty: 1, unit_price: 300 },
                { m_id: shop.tv, unit_price: 1500, serial: [shop.sn['TV-1']] },
              ]
            : [{ m_id: shop.fan, qty: 1, unit_price: 300 }],
        ),
        edit(
          b,
          grow
            ? [
                { m_id: shop.tv, unit_price: 1500, serial: [shop.sn['TV-2']] },
                { m_id: shop.fan, qty: 1, unit_price: 300 },
              ]
            : [{ m_id: shop.tv, unit_price: 1500, serial: [shop.sn['TV-2']] }],
        ),
      ]);
      expect(
        res.map((r) => r.statusCode),
        res.map((r) => r.body).join(),
      ).toEqual([200, 200]);
    }
    expect(await stockOf(t.db, shop.fan)).toEqual({ qty: 4, value: 800 });
    expect(await stockOf(t.db, shop.tv)).toEqual({ qty: 2, value: 2000 });
    expect(await t.violations()).toEqual([]);
  });
});
