// Two clerks adjusting the same stock at the same moment, on a PostgreSQL server.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { makeModel, stockIn, stockOf } from '../../../../tests/support/salesFixtures.js';

const t = useTestApp();

let fan: number;
beforeEach(async () => {
  await t.reset();
  fan = await makeModel(t.db, 'Ceiling Fan');
  await stockIn(t.db, { modelId: fan, qty: 5, unitCost: 200 });
});

const remove = (qty: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/adjustment/create',
    headers: t.admin,
    payload: { adj_date: '2026-04-10', items: [{ m_id: fan, adj_qty: qty, adj_type: 'subtraction' }] },
  });

describe('concurrent adjustments on PostgreSQL', () => {
  it('two removals of the last units at once: one is saved, the other refused with 409', async () => {
    const res = (await Promise.all([remove(4), remove(3)])).map((r) => r.statusCode).sort();
    expect(res).toEqual([201, 409]);
    const left = await stockOf(t.db, fan);
    expect([1, 2]).toContain(left.qty);
    expect(left.value).toBe(left.qty * 200);
    expect(await t.violations()).toEqual([]);
  });

  it('many adjustments at once each get their own number', async () => {
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/adjustment/create',
        headers: t.admin,
        payload: { adj_date: '2026-04-10', items: [{ m_id: fan, adj_qty: 1, adj_type: 'addition' }] },
      });
    const res = await Promise.all(Array.from({ length: 12 }, add));
    expect(res.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    expect(new Set(res.map((r) => r.json().adj_no)).size).toBe(12);
    expect((await stockOf(t.db, fan)).qty).toBe(17);
    expect(await t.violations()).toEqual([]);
  });
});
