// A general rate limit per user (issue 19, finding 10): generous, answered with 429 and Retry-After,
// per signed-in user and per address for calls without sign-in, in bounded memory, and off when
// RATE_LIMIT is 0 (the benchmark and the load script).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/support/testApp.js';
import { loadConfig } from '../config.js';
import { rateLimitFromEnv } from './rateLimit.js';
import { limitCounters } from './limits.js';

describe('the sliding window, counted in the database', () => {
  let t: TestContext;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());
  const clock = (start = 1_000_000) => {
    let now = start;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };
  const counters = (c: { now: () => number }) => limitCounters(t.database, 60_000, c.now);

  it('counts calls per key up to the limit in a minute, then says how long to wait', async () => {
    const c = clock();
    const w = counters(c);
    for (let i = 0; i < 10; i++) expect(await w.hit('u1', 10)).toBe(0);
    const wait = await w.hit('u1', 10);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(120); // the burst weighs on the next minute too, as it fades
    expect(await w.hit('u2', 10)).toBe(0); // another user is not held back
    c.advance(wait * 1000);
    expect(await w.hit('u1', 10)).toBe(0); // the wait it gave was enough
  });

  it('slides: calls of the last minute still count, weighted by how much of them is in the window', async () => {
    const c = clock(60_000_000);
    const w = counters(c);
    c.advance(59_000);
    for (let i = 0; i < 10; i++) expect(await w.hit('u3', 10)).toBe(0);
    c.advance(2_000); // a new fixed window, but the ten calls were 2 seconds ago
    expect(await w.hit('u3', 10)).toBeGreaterThan(0);
    c.advance(30_000); // half the last window's weight is gone: five calls fit
    for (let i = 0; i < 4; i++) expect(await w.hit('u3', 10)).toBe(0);
    c.advance(120_000); // two minutes of quiet: all forgotten
    for (let i = 0; i < 10; i++) expect(await w.hit('u3', 10)).toBe(0);
  });

  it('forgets the counts of windows that no longer count', async () => {
    const c = clock(120_000_000);
    const w = counters(c);
    const before = await w.kept();
    for (let i = 0; i < 200; i++) await w.hit(`a10.0.0.${i}`, 100);
    expect(await w.kept()).toBe(before + 200);
    c.advance(180_000);
    await w.hit('u4', 100);
    expect(await w.kept()).toBeLessThanOrEqual(before + 1); // u4, and what was kept before (the sign-ins of the test's set-up, counted at the real time)
  });
});

describe('the settings', () => {
  it('is 1,200 a minute per user and 300 per address unless RATE_LIMIT says otherwise; 0 or off turns it off', () => {
    expect(rateLimitFromEnv({})).toEqual({ perUser: 1200, perAddress: 300 });
    expect(loadConfig({ DATA_DIR: '/tmp/never-used', JWT_SECRET: 'x' } as NodeJS.ProcessEnv).rateLimit).toEqual({ perUser: 1200, perAddress: 300 });
    expect(rateLimitFromEnv({ RATE_LIMIT: '5000', RATE_LIMIT_ADDRESS: '60' })).toEqual({ perUser: 5000, perAddress: 60 });
    expect(rateLimitFromEnv({ RATE_LIMIT: '0' })).toEqual({ perUser: 0, perAddress: 0 });
    expect(rateLimitFromEnv({ RATE_LIMIT: 'off' })).toEqual({ perUser: 0, perAddress: 0 });
    expect(rateLimitFromEnv({ RATE_LIMIT_ADDRESS: 'off' })).toEqual({ perUser: 1200, perAddress: 0 });
    expect(() => rateLimitFromEnv({ RATE_LIMIT: 'lots' })).toThrow(/RATE_LIMIT must be a number/);
  });
});

describe('a general rate limit per user, with 429', () => {
  let t: TestContext;
  const PER_USER = 8;
  const PER_ADDRESS = 6;
  beforeAll(async () => (t = await createTestApp({ config: { rateLimit: { perUser: PER_USER, perAddress: PER_ADDRESS } } })));
  afterAll(() => t.close());

  it('answers a signed-in user over the limit with 429, a clear message and Retry-After, and other users carry on', async () => {
    const clerk = await t.userHeaders('fast.clerk@test.local');
    const statuses: number[] = [];
    for (let i = 0; i < PER_USER + 2; i++) statuses.push((await t.app.inject({ method: 'GET', url: '/api/user_me', headers: clerk })).statusCode);
    expect(statuses).toEqual([...Array(PER_USER).fill(200), 429, 429]);
    const refused = await t.app.inject({ method: 'GET', url: '/%61pi/user_me', headers: clerk });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      new RegExp(`^Too many requests: at most ${PER_USER} a minute for each user\\. Please wait \\d+ seconds? and try again\\.$`),
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(120);
    expect(refused.headers['cache-control']).toBe('no-store');
    // a write over the limit saves nothing
    const write = await t.app.inject({ method: 'POST', url: '/api/product_group_post', headers: clerk, payload: { name: 'Too Fast' } });
    expect(write.statusCode).toBe(429);
    expect((await t.app.inject({ method: 'GET', url: '/api/product_group_all', headers: t.admin })).json().data).toEqual([]);
    // the admin, from the same address, is counted on their own
    expect((await t.app.inject({ method: 'GET', url: '/api/user_me', headers: t.admin })).statusCode).toBe(200);
  });

  it('limits calls without sign-in per address, and does not count the API docs', async () => {
    for (let i = 0; i < 20; i++) expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < PER_ADDRESS + 2; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'nobody@test.local', pass: 'wrong-pass' },
        remoteAddress: '203.0.113.7',
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(-2)).toEqual([429, 429]);
    expect(last!.json().message).toMatch(/^Too many requests: at most 6 a minute from one address\./);
    // another address is not held back
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@test.local', pass: 'admin-pass-1' },
      remoteAddress: '203.0.113.8',
    });
    expect(other.statusCode).toBe(200);
  });
});
