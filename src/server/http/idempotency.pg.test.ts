// Issue 19, finding 8 (double submission), on a PostgreSQL server: two servers on one database
// agree on a key, because the claim is a row in the database, not something in a server's memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, testConfig, type TestContext } from '../../../tests/support/testApp.js';
import { one, sql, type Database } from '../db/client.js';
import { startDatabase } from '../startDatabase.js';
import { buildApp } from '../app.js';
import { partyDue } from '../ledger/balances.js';

let t: TestContext;
let second: { app: FastifyInstance; database: Database };
beforeAll(async () => {
  t = await createTestApp();
  const database = await startDatabase({ url: t.database.url!, poolSize: 10 });
  const app = await buildApp(testConfig(), database);
  await app.ready();
  second = { app, database };
});
afterAll(async () => {
  await second.app.close();
  await second.database.close();
  await t.close();
});

describe('double submission across two servers (issue 19, finding 8)', () => {
  it('twenty identical collections with one key, split between two servers on one database, save one collection', async () => {
    await t.reset();
    const c = (await one<{ id: number }>(t.db, sql`insert into parties (type, name, mobile) values (1, 'Rahim Traders', '01711000000') returning id`))!.id;
    const payload = { supp_id: c, date: '2026-03-05', coll_pay_type: 2, cash_bank_type: 'Cash', amount: 700 };
    const headers = { ...t.admin, 'idempotency-key': 'two-servers-1' };
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? second.app : t.app).inject({ method: 'POST', url: '/api/collPay_post', headers, payload })),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(replies.map((r) => r.json().data.id)).size).toBe(1);
    expect(replies.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect((await one<{ n: number }>(t.db, sql`select count(*)::int n from coll_pay`))!.n).toBe(1);
    expect(await partyDue(t.db, c)).toBe(-700);
    expect(await t.violations()).toEqual([]);
  });
});
