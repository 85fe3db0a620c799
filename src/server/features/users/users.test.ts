import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN } from '../../../../tests/support/testApp.js';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { rows, sql } from '../../db/client.js';

const t = useTestApp();
beforeEach(() => t.reset());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers?: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers, payload: payload as never });

describe('sign-in', () => {
  it('gives a token for the right password and the user behind it', async () => {
    const res = await call('POST', '/login', undefined, { email: ADMIN.email.toUpperCase(), pass: ADMIN.pass });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json();
    expect(user).toMatchObject({ email: ADMIN.email, role: 'admin' });
    const me = await call('GET', '/user_me', { authorization: `Bearer ${token}` });
    expect(me.json().user).toMatchObject({ email: ADMIN.email, role: 'admin' });
  });

  it('refuses a wrong password, an unknown email and empty fields', async () => {
    expect((await call('POST', '/login', undefined, { email: ADMIN.email, pass: 'wrong' })).json()).toEqual({ message: 'Invalid email or password' });
    expect((await call('POST', '/login', undefined, { email: 'nobody@x.y', pass: 'x' })).statusCode).toBe(401);
    const empty = await call('POST', '/login', undefined, { email: '', pass: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Email is required');
  });

  it('refuses a forged or expired token', async () => {
    expect((await call('GET', '/user_me', { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
    const expired = t.app.jwt.sign({ sub: 1 }, { expiresIn: -10 });
    expect((await call('GET', '/user_me', { authorization: `Bearer ${expired}` })).statusCode).toBe(401);
  });

  it('stores passwords as argon2id hashes', async () => {
    const [u] = await rows<{ pass_hash: string }>(t.db, sql`select pass_hash from users where email = ${ADMIN.email}`);
    expect(u.pass_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('user management', () => {
  it('an admin creates, lists, updates and deletes a user', async () => {
    const created = await call('POST', '/register', t.admin, { name: 'Rahim', email: 'rahim@x.bd', pass: 'clerk-secret-1', role: 'user' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const list = (await call('GET', '/all_users', t.admin)).json().data;
    expect(list.map((u: { email: string }) => u.email)).toEqual([ADMIN.email, 'rahim@x.bd']);
    const upd = await call('PATCH', `/user_update/${id}`, t.admin, { name: 'Rahim Uddin', pass: 'clerk-secret-22' });
    expect(upd.json().data).toMatchObject({ name: 'Rahim Uddin', email: 'rahim@x.bd', role: 'user' });
    expect((await call('POST', '/login', undefined, { email: 'rahim@x.bd', pass: 'clerk-secret-22' })).statusCode).toBe(200);
    expect((await call('DELETE', `/user_delete/${id}`, t.admin)).json()).toEqual({ message: 'Deleted successfully!' });
    expect((await call('POST', '/login', undefined, { email: 'rahim@x.bd', pass: 'clerk-secret-22' })).statusCode).toBe(401);
  });

  it('refuses a duplicate email, a missing name and an unknown role, writing nothing', async () => {
    await call('POST', '/register', t.admin, { name: 'A', email: 'a@x.bd', pass: 'clerk-secret-1' });
    const dup = await call('POST', '/register', t.admin, { name: 'B', email: 'A@x.bd', pass: 'clerk-secret-1' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A user with this email already exists');
    expect((await call('POST', '/register', t.admin, { name: '', email: 'c@x.bd', pass: 'clerk-secret-1' })).json().message).toBe('Name is required');
    expect((await call('POST', '/register', t.admin, { name: 'C', email: 'c@x.bd', pass: 'clerk-secret-1', role: 'boss' })).statusCode).toBe(400);
    expect(await rows(t.db, sql`select 1 from users`)).toHaveLength(2);
  });

  it('keeps the last admin, and an admin cannot delete themself', async () => {
    const me = (await call('GET', '/user_me', t.admin)).json().user;
    expect((await call('DELETE', `/user_delete/${me.id}`, t.admin)).statusCode).toBe(400);
    expect((await call('PATCH', `/user_update/${me.id}`, t.admin, { role: 'user' })).statusCode).toBe(400);
    expect((await call('DELETE', '/user_delete/999999', t.admin)).statusCode).toBe(404);
  });

  it('a user is refused the admin calls with 403', async () => {
    const user = await t.userHeaders();
    expect((await call('GET', '/all_users', user)).statusCode).toBe(403);
    expect((await call('POST', '/register', user, { name: 'X', email: 'x@x.bd', pass: 'clerk-secret-1' })).statusCode).toBe(403);
    expect((await call('GET', '/user_me', user)).statusCode).toBe(200);
  });
});

describe('access to every route', () => {
  const sample = (url: string) => url.replace(/:[A-Za-z_]+/g, '999999');

  it('answers 401 to every call but login without a token, or with an expired one', async () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(5);
    const expired = { authorization: `Bearer ${t.app.jwt.sign({ sub: 1 }, { expiresIn: -10 })}` };
    for (const r of t.app.apiRoutes.filter((x) => x.access !== 'public')) {
      const res = await t.app.inject({ method: r.method as 'GET', url: sample(r.url) });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      const old = await t.app.inject({ method: r.method as 'GET', url: sample(r.url), headers: expired });
      expect(old.statusCode, `${r.method} ${r.url} (expired token)`).toBe(401);
    }
    expect(t.app.apiRoutes.filter((x) => x.access === 'public').map((r) => r.url)).toEqual(['/api/login', '/api/health']);
  });

  it('answers 403 to a user on every admin route', async () => {
    const user = await t.userHeaders();
    for (const r of t.app.apiRoutes.filter((x) => x.access === 'admin')) {
      const res = await t.app.inject({ method: r.method as 'GET', url: sample(r.url), headers: user });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
  });

  it("lets a user through every route that is not admin-only, and the admin through every route", async () => {
    const user = await t.userHeaders();
    // Signing out ends the token the walk uses; those calls have tests of their own.
    const endsSession = new Set(['/api/logout', '/api/logout_everywhere']);
    for (const r of t.app.apiRoutes.filter((x) => x.access !== 'public' && !endsSession.has(x.url))) {
      const asAdmin = await t.app.inject({ method: r.method as 'GET', url: sample(r.url), headers: t.admin });
      expect([401, 403], `${r.method} ${r.url} as admin: ${asAdmin.body}`).not.toContain(asAdmin.statusCode);
      expect(asAdmin.statusCode, `${r.method} ${r.url} as admin`).toBeLessThan(500);
      // A backup is the user's only when an admin allows it (a setting, off by default).
      if (r.access === 'admin' || r.url === '/api/backup') continue;
      const asUser = await t.app.inject({ method: r.method as 'GET', url: sample(r.url), headers: user });
      expect([401, 403], `${r.method} ${r.url} as user: ${asUser.body}`).not.toContain(asUser.statusCode);
      expect(asUser.statusCode, `${r.method} ${r.url} as user`).toBeLessThan(500);
    }
  });

  it('serves the API docs generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/login');
  });
});

describe('hardening', () => {
  it('throttles sign-in after five failures for one email, and says when to try again', async () => {
    const email = 'victim@x.bd';
    for (let i = 0; i < 5; i++) expect((await call('POST', '/login', undefined, { email, pass: 'guess' + i })).statusCode).toBe(401);
    const sixth = await call('POST', '/login', undefined, { email, pass: 'guess' });
    expect(sixth.statusCode).toBe(429);
    // The wait is the shared counters' sliding window (http/limits.ts): 15 minutes from the failures, up to about 18.
    expect(sixth.json().message).toMatch(/^Too many failed sign-ins\. Try again in 1[5-8] minutes\.$/);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // another account is not locked out
    expect((await call('POST', '/login', undefined, { email: ADMIN.email, pass: ADMIN.pass })).statusCode).toBe(200);
  });

  it('sends the usual security headers', async () => {
    const res = await call('GET', '/user_me', t.admin);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('an admin can check the books; a user cannot', async () => {
    expect((await call('GET', '/check_books', t.admin)).json()).toEqual({ ok: true, violations: [] });
    expect((await call('GET', '/check_books', await t.userHeaders())).statusCode).toBe(403);
  });
});
