// Headers (issue 19, finding 10): Cache-Control no-store on every API reply and download, decided on
// the route the router matched (so /%61pi/... and absolute-form paths get it too), and a content
// security policy on the API docs page that the page itself satisfies.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/useTestApp.js';
import { buildApp, DOCS_CSP } from '../app.js';
import { loadConfig } from '../config.js';

const t = useTestApp();

const get = (url: string, headers: Record<string, string> = t.admin) => t.app.inject({ method: 'GET', url, headers });

describe('Cache-Control: no-store on every API reply and download', () => {
  it('is on answers, refusals, downloads and the API docs, however the path is written', async () => {
    const replies = {
      answer: await get('/api/user_me'),
      encoded: await get('/%61pi/user_me'),
      absolute: await get('http://localhost/api/user_me'),
      'not signed in': await get('/api/user_me', {}),
      'encoded, not signed in': await get('/a%70i/all_users', {}),
      'unknown call': await get('/api/no_such_call'),
      'bad input': await get('/api/daily-profit?startDate=1999-01-01&endDate=2026-01-01'),
      'ledger download': await get('/api/export/hledger'),
      'docs spec': await get('/api/docs/json'),
      'a write': await t.app.inject({ method: 'POST', url: '/api/product_group_post', headers: t.admin, payload: { name: 'Mobiles' } }),
    };
    const statuses = Object.fromEntries(Object.entries(replies).map(([k, r]) => [k, r.statusCode]));
    expect(statuses).toMatchObject({
      answer: 200,
      encoded: 200,
      absolute: 200,
      'not signed in': 401,
      'unknown call': 404,
      'bad input': 400,
      'ledger download': 200,
      'a write': 201,
    });
    for (const [what, r] of Object.entries(replies)) expect({ what, cacheControl: r.headers['cache-control'] }).toEqual({ what, cacheControl: 'no-store' });
  });

  it("is not on the browser app's pages, which get the app's content security policy instead", async () => {
    const page = await get('/sales/bill', {});
    expect(page.headers['cache-control']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
  });
});

describe('a content security policy on the API docs page', () => {
  it('sends a policy with no inline or remote script on the docs page and its files', async () => {
    for (const url of ['/api/docs', '/api/docs/static/swagger-initializer.js', '/api/docs/json']) {
      const res = await get(url, {});
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toBe(DOCS_CSP);
    }
    expect(DOCS_CSP).toMatch(/script-src 'self';/);
    expect(DOCS_CSP).toMatch(/script-src-attr 'none';/);
    expect(DOCS_CSP).not.toMatch(/unsafe-eval|https:|\*/);
    expect(DOCS_CSP).toMatch(/frame-ancestors 'none'/);
  });

  it('keeps the docs page working under it: every script is a file of this server, none inline', async () => {
    const html = (await get('/api/docs', {})).body;
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(body.trim(), 'an inline script would be blocked').toBe('');
      expect(attrs).toMatch(/src="[^"]+"/);
    }
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    const files = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    for (const file of files) {
      const url = file.startsWith('/') ? file : `/api/docs/${file.replace(/^\.\//, '')}`;
      expect((await get(url, {})).statusCode, url).toBe(200);
    }
    // the page asks this server for the spec (connect-src 'self'), and no validator elsewhere
    const init = (await get('/api/docs/static/swagger-initializer.js', {})).body;
    expect(init).toMatch(/url: resolveUrl\('\.\/json'\)/);
    expect(init).toMatch(/validatorUrl"?:\s*null/);
  });
});

describe("how long a browser keeps the app's files", () => {
  it('keeps a hashed file a year and asks again for the page and the service worker, however the page is named', async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Back Office</title>');
    fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(webDir, 'assets', 'app-Bp4CpzYm.js'), 'export {};');
    const app = await buildApp({ ...loadConfig({ DATA_DIR: '/tmp/never-used' } as NodeJS.ProcessEnv), jwtSecret: 'test-secret', webDir }, t.database);
    try {
      const cacheOf = async (url: string) => {
        const r = await app.inject({ method: 'GET', url });
        return `${r.statusCode} ${r.headers['cache-control']}`;
      };
      expect(await cacheOf('/assets/app-Bp4CpzYm.js')).toBe('200 public, max-age=31536000, immutable');
      expect(await cacheOf('/sw.js')).toBe('200 no-cache');
      expect(await cacheOf('/index.html')).toBe('200 no-cache');
      expect(await cacheOf('/sales-create')).toBe('200 no-cache');
      expect(await cacheOf('/api/user_me')).toBe('401 no-store');
    } finally {
      await app.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });
});
