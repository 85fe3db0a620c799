// Two bills of one customer at the same moment, on a PostgreSQL server: the credit limit holds.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { countOf, makeParty, useShop } from '../../../../tests/support/salesFixtures.js';
import { sql } from '../../db/client.js';
import { partyDue } from '../../ledger/balances.js';

const t = useTestApp();
const shop = useShop(t, { fan: { qty: 100, cost: 200 } });

beforeEach(async () => {
  await t.db.execute(sql`update parties set credit_limit = 10000 where id = ${shop.customer}`);
});

const sell = (qty: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/create_sales',
    headers: t.admin,
    payload: { inv_date: '2026-03-05', cus_id: shop.customer, inv_disc: 0, collect: 0, collect_type: 'Cash', items: [{ m_id: shop.fan, qty, unit_price: 1000 }] },
  });

describe('credit limit under concurrent bills on PostgreSQL', () => {
  it('two bills that each fit the limit but not together: one passes, the other is refused', async () => {
    for (let round = 0; round < 3; round++) {
      // room for one more bill of 6,000 and a half, not for two
      await t.db.execute(sql`update parties set credit_limit = ${6000 * (round + 1) + 3000} where id = ${shop.customer}`);
      const res = await Promise.all([sell(6), sell(6)]);
      const codes = res.map((r) => r.statusCode).sort();
      expect(codes, res.map((r) => r.body).join()).toEqual([201, 409]);
      expect(res.find((r) => r.statusCode === 409)!.json().field).toBe('approveOverLimit');
      // each round adds exactly one bill of 6,000
      expect(await partyDue(t.db, shop.customer)).toBe(6000 * (round + 1));
    }
    expect(await countOf(t.db, 'sales')).toBe(3);
    expect(await t.violations()).toEqual([]);
  });

  it('bills of different customers do not wait on each other', async () => {
    const other = await makeParty(t.db, 'Karim Store');
    await t.db.execute(sql`update parties set credit_limit = 10000 where id = ${other}`);
    const res = await Promise.all([
      sell(6),
      t.app.inject({
        method: 'POST',
        url: '/api/create_sales',
        headers: t.admin,
        payload: { inv_date: '2026-03-05', cus_id: other, inv_disc: 0, collect: 0, collect_type: 'Cash', items: [{ m_id: shop.fan, qty: 6, unit_price: 1000 }] },
      }),
    ]);
    expect(res.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await t.violations()).toEqual([]);
  });
});
