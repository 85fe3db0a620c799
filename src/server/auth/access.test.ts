// Issue 19, finding 1: no token was needed for any API call. The sign-in check looked at the URL as
// sent, while the router decodes it and accepts an absolute request line. These tests send what an
// attacker sends, over a real socket, for every call of the route table.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, ADMIN, testConfig, type TestContext } from '../../../tests/support/testApp.js';
import { buildApp } from '../app.js';
import { rows, sql } from '../db/client.js';
import { isApiPath, normalizedPath } from './paths.js';

let t: TestContext;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** Sends one raw HTTP/1.1 request (the request line exactly as given) and returns the status. */
function raw(method: string, target: string, body?: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const head = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close'];
    for (const [k, v] of Object.entries(headers)) head.push(`${k}: ${v}`);
    if (body !== undefined) head.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`);
    // write, not end: a half-closed socket may be closed by the server before it answers
    s.on('connect', () => s.write(head.join('\r\n') + '\r\n\r\n' + (body ?? '')));
    s.setTimeout(20_000, () => s.destroy());
    s.on('data', (c) => chunks.push(c));
    s.on('error', reject);
    s.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
  });
}

const sample = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');
/** Every way of writing /api/... that an attacker tries: encoded, double-encoded, mixed case, absolute. */
function disguises(url: string): string[] {
  const rest = url.slice('/api'.length);
  return [
    url,
    `/%61pi${rest}`,
    `/a%70i${rest}`,
    `/%61%70%69${rest}`,
    `/%2561pi${rest}`,
    `/%252561pi${rest}`,
    `/API${rest}`,
    `/Api${rest}`,
    `http://127.0.0.1${url}`,
    `http://evil.example${url}`,
    `HTTP://127.0.0.1/%61pi${rest}`,
    `//api${rest}`,
    `/api/${rest.replace(/^\//, '%2F')}`,
  ];
}

describe('issue 19 finding 1: access is decided on the matched route', () => {
  it('every API route declares who may call it; none is left open by default', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(100);
    expect(t.app.apiRoutes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('answers 401 or 404 to every call of the route table sent encoded, double-encoded, mixed-case or absolute, with no token', async () => {
    const open: string[] = [];
    for (const r of t.app.apiRoutes.filter((x) => x.access !== 'public')) {
      const body = r.method === 'GET' || r.method === 'DELETE' ? undefined : '{}';
      for (const target of disguises(sample(r.url))) {
        const res = await raw(r.method, target, body);
        if (res.status !== 401 && res.status !== 404) open.push(`${r.method} ${target} → ${res.status}`);
      }
    }
    expect(open).toEqual([]);
  });

  it('GET /%61pi/all_users, a request line of http://host/api/check_books, GET /%61pi/backup: 401, no data', async () => {
    for (const target of ['/%61pi/all_users', '/a%70i/all_users', '/%61%70%69/all_users', 'http://host/api/check_books', '/%61pi/backup']) {
      const res = await raw('GET', target);
      expect(res.status, target).toBe(401);
      expect(res.text).not.toContain(ADMIN.email);
      expect(res.text).not.toContain('CREATE TABLE');
    }
  });

  it('POST /%61pi/register with role admin and PATCH /%61pi/company without a token change nothing', async () => {
    const reg = await raw('POST', '/%61pi/register', JSON.stringify({ name: 'Mallory', email: 'm@evil.bd', pass: 'mallory-pass-1', role: 'admin' }));
    expect(reg.status).toBe(401);
    expect(await rows(t.db, sql`select 1 from users where email = 'm@evil.bd'`)).toEqual([]);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'm@evil.bd', pass: 'mallory-pass-1' } });
    expect(login.statusCode).toBe(401);
    const before = await rows(t.db, sql`select name from company where id = 1`);
    const co = await raw('PATCH', '/%61pi/company', JSON.stringify({ name: 'Owned', code: 'OWN', address: 'x', phone: '1', email: '' }));
    expect(co.status).toBe(401);
    expect(await rows(t.db, sql`select name from company where id = 1`)).toEqual(before);
  });

  it('with a token, a disguised path reaches its route like the plain one (access by route, not by spelling)', async () => {
    const asUser = { authorization: (await t.userHeaders()).authorization };
    expect((await raw('GET', '/%61pi/all_users', undefined, asUser)).status).toBe(403);
    expect((await raw('GET', '/%61pi/all_users', undefined, t.admin)).status).toBe(200);
  });

  it('a route that declares no access is refused to everyone, admin included', async () => {
    const app = await buildApp(testConfig(), t.database);
    await app.register(async (api) => void api.get('/forgotten', async () => ({ secret: 42 })), { prefix: '/api' });
    await app.ready();
    try {
      expect(app.apiRoutes.find((r) => r.url === '/api/forgotten')?.access).toBeUndefined();
      for (const headers of [{}, t.admin]) {
        const res = await app.inject({ method: 'GET', url: '/api/forgotten', headers });
        expect(res.statusCode).toBe(403);
        expect(res.body).not.toContain('42');
      }
    } finally {
      await app.close();
    }
  });

  it('a path that names the API in disguise is never answered with the browser app page', () => {
    for (const p of ['/%61pi/x', '/%2561pi/x', '/API/x', 'http://h/api/x', '//api/x', '/api']) expect(isApiPath(p), p).toBe(true);
    for (const p of ['/', '/sales', '/apiary', '/%2e%2e/x']) expect(isApiPath(p), p).toBe(false);
    expect(normalizedPath('HTTP://Host/%2541PI/All')).toBe('/api/all');
  });
});

describe('issue 19 finding 1: the audit log refuses a change with no user', () => {
  it('the app’s own connection cannot change an audited table without a signed-in user; the API records who', async () => {
    await expect(t.database.db.execute(sql`update company set name = 'Nobody' where id = 1`)).rejects.toThrow();
    expect((await rows<{ name: string }>(t.db, sql`select name from company where id = 1`))[0].name).not.toBe('Nobody');
    const res = await t.app.inject({ method: 'PATCH', url: '/api/company', headers: t.admin, payload: { name: 'Test Traders', code: 'TT', address: 'Dhaka', phone: '1', email: '' } });
    expect(res.statusCode, res.body).toBe(200);
    const me = (await t.app.inject({ method: 'GET', url: '/api/user_me', headers: t.admin })).json().user;
    const log = await rows<{ user_id: number | null }>(t.db, sql`select user_id from audit_log where table_name = 'company'`);
    expect(log.length).toBeGreaterThan(0);
    expect(log.every((l) => l.user_id === me.id)).toBe(true);
  });
});
