// The API as the seeded admin, for API test files: `call` answers whatever the server says, `ok`
// expects the status (200 unless given) and returns the JSON body. `ctx` is read at each call, as
// the test app is made in beforeAll.
import { expect } from 'vitest';
import type { TestContext } from './testApp.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function adminCalls(ctx: () => TestContext) {
  const call = (method: Method, url: string, payload?: object) => ctx().app.inject({ method, url: `/api${url}`, payload, headers: ctx().admin });
  async function ok(method: Method, url: string, payload?: object, status = 200) {
    const res = await call(method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json();
  }
  return { call, ok };
}
