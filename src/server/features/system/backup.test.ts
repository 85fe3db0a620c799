// A backup on the embedded database shares its one connection with the app: after it, the app
// must read and write as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../tests/support/testApp.js';

let t: TestContext;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

describe('backup', () => {
  it('downloads a .sql dump, and the app keeps reading and writing afterwards', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/backup', headers: t.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="backup-\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.sql"/);
    expect(res.body).toContain('CREATE TABLE public.voucher_lines');
    const me = await t.app.inject({ method: 'GET', url: '/api/user_me', headers: t.admin });
    expect(me.statusCode).toBe(200);
    const party = await t.app.inject({ method: 'POST', url: '/api/party_post', headers: t.admin, payload: { name: 'After Backup', type: 1, amount: 100 } });
    expect(party.statusCode, party.body).toBe(201);
    expect(await t.violations()).toEqual([]);
  });
});
