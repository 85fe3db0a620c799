// Issue 39, findings 2, 3, 5 and 8: a stolen token flooding the API cannot keep its owner from
// ending it; change password's current password is throttled; failures at one address slow it and
// never lock out another account; two servers on one database share one throttle, one rate limit
// and one daily backup.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, testConfig } from '../../../../tests/support/testApp.js';
import { useTempDir, useTestApp } from '../../../../tests/support/useTestApp.js';
import { buildApp } from '../../app.js';
import { sql } from '../../db/client.js';
import type { Config } from '../../config.js';
import { ADDRESS_LIMIT, PAIR_LIMIT, SLOW_STEP_MS } from '../../auth/throttle.js';
import { runIfDue } from '../system/scheduledBackups.js';

const dir = useTempDir('limits-backups-');
const t = useTestApp({ config: { backupDir: dir } });
beforeEach(() => t.reset());

/** Another server on the test's database, with its own settings. */
const opened: FastifyInstance[] = [];
async function server(config: Partial<Config> = {}) {
  const app = await buildApp(testConfig({ rateLimit: { perUser: 0, perAddress: 0 }, ...config }), t.database);
  await app.ready();
  opened.push(app);
  return app;
}
afterAll(async () => {
  for (const app of opened) await app.close();
});

const login = (app: FastifyInstance, email: string, pass: string, remoteAddress = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, pass }, remoteAddress });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
async function clerk(email: string, pass = 'clerk-secret-1') {
  const res = await t.app.inject({ method: 'POST', url: '/api/register', headers: t.admin, payload: { name: 'Clerk', email, pass, role: 'user' } });
  expect(res.statusCode, res.body).toBe(201);
  return { email, pass };
}

describe('issue 39 finding 2: a token flooding the API does not keep its owner from ending it', () => {
  it('the owner changes their password and signs out everywhere while the stolen token is over the limit', async () => {
    const app = await server({ rateLimit: { perUser: 10, perAddress: 300 } });
    const c = await clerk('flooded@x.bd');
    const stolen = bearer((await login(app, c.email, c.pass, '203.0.113.66')).json().token);
    const owner = bearer((await login(app, c.email, c.pass)).json().token);
    let flooded = 0;
    for (let i = 0; i < 15; i++) if ((await app.inject({ method: 'GET', url: '/api/user_me', headers: stolen })).statusCode === 429) flooded++;
    expect(flooded).toBeGreaterThan(0);
    // the user's own calls are over the limit too, but the calls that end sign-ins are not
    expect((await app.inject({ method: 'GET', url: '/api/user_me', headers: owner })).statusCode).toBe(429);
    const changed = await app.inject({ method: 'POST', url: '/api/change_password', headers: owner, payload: { current: c.pass, pass: 'a-new-secret-2' } });
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = bearer(changed.json().token);
    const everywhere = await app.inject({ method: 'POST', url: '/api/logout_everywhere', headers: fresh });
    expect(everywhere.statusCode, everywhere.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user_me', headers: stolen })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user_me', headers: fresh })).statusCode).toBe(401);
  });
});

describe('issue 39 finding 3: change password’s current password is throttled like a sign-in', () => {
  it('thirty wrong guesses get five answers and then 429 with Retry-After; the right one is refused too meanwhile', async () => {
    const c = await clerk('guessed@x.bd');
    const token = bearer((await login(t.app, c.email, c.pass)).json().token);
    const codes: number[] = [];
    let last;
    for (let i = 0; i < 30; i++) {
      last = await t.app.inject({ method: 'POST', url: '/api/change_password', headers: token, payload: { current: `guess-${i}-xyz`, pass: 'a-new-secret-2' }, remoteAddress: '10.0.0.1' });
      codes.push(last.statusCode);
    }
    expect(codes.slice(0, PAIR_LIMIT)).toEqual(Array(PAIR_LIMIT).fill(400));
    expect(codes.slice(PAIR_LIMIT)).toEqual(Array(30 - PAIR_LIMIT).fill(429));
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    const right = await t.app.inject({ method: 'POST', url: '/api/change_password', headers: token, payload: { current: c.pass, pass: 'a-new-secret-2' }, remoteAddress: '10.0.0.1' });
    expect(right.statusCode).toBe(429);
  });
});

describe('issue 39 finding 5: failures at one address slow it, and never lock out another account', () => {
  it('a clerk mistyping 30 times and a spray over the address limit, on two servers: the owner, never failed and new here, gets in', async () => {
    const office = '10.20.30.40';
    const a = await server();
    const b = await server();
    const owner = await clerk('owner@x.bd', 'owner-secret-1');
    const c = await clerk('typist@x.bd');
    // the clerk's 30 typos: five answered, then that account is locked at this address (its pair)
    const typos: number[] = [];
    for (let i = 0; i < 30; i++) typos.push((await login(i % 2 ? b : a, c.email, `typo-${i}`, office)).statusCode);
    expect(typos).toEqual([...Array(PAIR_LIMIT).fill(401), ...Array(30 - PAIR_LIMIT).fill(429)]);
    expect((await login(a, c.email, c.pass, office)).statusCode).toBe(429);
    // a spray of one password over other accounts: 5 + 15 = 20 failures, the address limit
    for (let i = 0; i < ADDRESS_LIMIT - PAIR_LIMIT; i++) expect((await login(i % 2 ? a : b, `staff${i}@x.bd`, 'Summer2026!', office)).statusCode).toBe(401);
    // over the limit the spray goes on answering, slowed: 20 failures wait 0.5 s, 21 wait 1 s, 22 wait
    // 1.5 s (a step less allowed if the 15-minute window turns meanwhile: the last one's count weighs
    // a little less than whole)
    for (const [i, wait] of [SLOW_STEP_MS, 2 * SLOW_STEP_MS, 3 * SLOW_STEP_MS].entries()) {
      const started = Date.now();
      expect((await login(i % 2 ? a : b, `more.staff${i}@x.bd`, 'Summer2026!', office)).statusCode).toBe(401);
      expect(Date.now() - started).toBeGreaterThanOrEqual(Math.max(SLOW_STEP_MS, wait - SLOW_STEP_MS));
    }
    // 23 failures here: the owner, who never failed and never signed in from here, waits 2 s and gets in
    const started = Date.now();
    const signedIn = await login(b, owner.email, owner.pass, office);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * SLOW_STEP_MS);
    expect((await login(a, owner.email, owner.pass, office)).statusCode).toBe(200);
    // a guesser at the owner's account from here is still locked for that account after five
    const guesses: number[] = [];
    for (let i = 0; i < PAIR_LIMIT + 2; i++) guesses.push((await login(i % 2 ? b : a, owner.email, `guess-${i}`, office)).statusCode);
    expect(guesses).toEqual([...Array(PAIR_LIMIT).fill(401), 429, 429]);
    expect((await login(a, owner.email, owner.pass, office)).statusCode).toBe(429);
  }, 60_000);
});

describe('issue 39 finding 8: two servers on one database share their limits and the daily backup', () => {
  it('one sign-in throttle: failures on either server count together', async () => {
    const a = await server();
    const b = await server();
    const codes: number[] = [];
    for (let i = 0; i < PAIR_LIMIT + 2; i++) codes.push((await login(i % 2 ? b : a, ADMIN.email, `two-servers-${i}`, '203.0.113.20')).statusCode);
    expect(codes).toEqual([...Array(PAIR_LIMIT).fill(401), 429, 429]);
    expect((await login(a, ADMIN.email, ADMIN.pass, '203.0.113.20')).statusCode).toBe(429);
    expect((await login(b, ADMIN.email, ADMIN.pass, '203.0.113.20')).statusCode).toBe(429);
  });

  it('one rate limit: a user’s calls on either server count together', async () => {
    const limit = { rateLimit: { perUser: 10, perAddress: 0 } };
    const a = await server(limit);
    const b = await server(limit);
    const headers = await t.userHeaders('two.servers@x.bd');
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await (i % 2 ? b : a).inject({ method: 'GET', url: '/api/user_me', headers })).statusCode);
    expect(codes).toEqual([...Array(10).fill(200), 429, 429]);
  });

  it('the day’s scheduled backup is taken once by two servers at the same time', async () => {
    const a = await server({ backupDir: dir });
    const b = await server({ backupDir: dir });
    await t.db.execute(sql`insert into app_settings (id) values (1) on conflict do nothing`); // reset() empties it
    const put = await a.inject({ method: 'PUT', url: '/api/backups/schedule', headers: t.admin, payload: { enabled: true, time: '01:30', keep: 5 } });
    expect(put.statusCode, put.body).toBe(200);
    for (const f of fs.readdirSync(dir)) fs.rmSync(path.join(dir, f));
    const at = new Date('2030-04-10T20:00:00Z');
    const taken = await Promise.all([runIfDue(a.database, dir, at), runIfDue(b.database, dir, at), runIfDue(t.app.database, dir, at)]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(fs.readdirSync(dir).filter((n) => n.endsWith('.sql'))).toHaveLength(1);
  });
});
