// Two clerks at the same moment, on a PostgreSQL server.
import { beforeEach, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { one, sql } from '../../db/client.js';

const t = useTestApp();
beforeEach(() => t.reset());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: t.admin });

it('of five clerks adding the same group at once, one succeeds and four get a clear 409', async () => {
  const results = await Promise.all(Array.from({ length: 5 }, (_, i) => post('/product_group_post', { name: i % 2 ? 'PHONES' : 'Phones' })));
  expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toMatch(/^Group "(Phones|PHONES)" already exists$/);
  expect(await one(t.db, sql`select count(*)::int as n from product_groups`)).toEqual({ n: 1 });
});

it('two clerks adding serials to one model at once keep stock equal to serials', async () => {
  const m = (await post('/product_model_post', { name: 'Phone', srl_avl: 1, open_qty: 1, open_rate: 100, serial: ['S-0'] })).json().data;
  const results = await Promise.all([
    post('/product_model_serial_post', { m_id: m.id, serial: ['S-1', 'S-2'] }),
    post('/product_model_serial_post', { m_id: m.id, serial: ['S-2', 'S-3'] }),
    post('/product_model_serial_post', { m_id: m.id, serial: ['S-4'] }),
  ]);
  expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409]);
  expect(results.find((r) => r.statusCode === 409)!.json().message).toBe('Serial S-2 already exists for this model');
  const stock = await one<{ qty: string; open_qty: string; n: number }>(
    t.db,
    sql`select s.qty, m.open_qty, (select count(*)::int from serials where model_id = m.id) as n from model_stock s join product_models m on m.id = s.model_id where m.id = ${m.id}`,
  );
  expect(Number(stock!.qty)).toBe(stock!.n);
  expect(Number(stock!.open_qty)).toBe(stock!.n);
  expect(await t.violations()).toEqual([]);
});
