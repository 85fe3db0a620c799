// Hostile input: at least 10,000 malformed or hostile requests, spread over every write call of the
// route table (a new route is covered without editing this file), against a small set of books
// made through the API. No request may get a 5xx, and a refused one (4xx) must leave every table
// as it was: the digest of the books is taken after each request and compared. A request that is
// accepted (2xx) may change the books; the digest after it becomes the new reference.
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/testApp.js';
import { sql } from '../../src/server/db/client.js';
import type { ApiCall } from '../support/reportsFixture.js';
import { buildHostileFixture } from './fixture.js';
import { bookDigest, bookTables, commitWatcher, digestQuery } from './digest.js';
import { buildRequest, requestPlan, writeRoutesOf, type BuiltRequest, type RequestPlan, type Who, type WriteRoute } from './requests.js';

const TOTAL = Number(process.env.HOSTILE_REQUESTS ?? 10_000);
const SEED = Number(process.env.HOSTILE_SEED ?? 20260305);

let t: TestContext;
beforeAll(async () => (t = await createTestApp()), 300_000);
afterAll(() => t.close());
beforeEach(() => t.reset());

const adminCall: ApiCall = async (method, url, body) => {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: t.admin, ...(body === undefined ? {} : { payload: body as object }) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
};

async function headersFor(): Promise<Record<Who, Record<string, string>>> {
  const user = await t.userHeaders('plain.clerk@test.local');
  const [head, payload] = t.admin.authorization.slice('Bearer '.length).split('.');
  return {
    admin: t.admin,
    user,
    none: {},
    expired: { authorization: `Bearer ${t.app.jwt.sign({ sub: 1 }, { expiresIn: -10 })}` },
    // the admin's token with a signature that does not match
    forged: { authorization: `Bearer ${head}.${payload}.${Buffer.from('not the signature').toString('base64url')}` },
  };
}

function send(req: BuiltRequest, headers: Record<string, string>) {
  if (req.raw) return t.app.inject({ method: req.method, url: req.url, headers: { ...headers, 'content-type': req.raw.contentType }, payload: req.raw.text });
  if (req.body === undefined) return t.app.inject({ method: req.method, url: req.url, headers });
  return t.app.inject({ method: req.method, url: req.url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(req.body) });
}

const shorten = (s: string) => (s.length > 400 ? `${s.slice(0, 400)}… (${s.length} chars)` : s);

describe('hostile input', () => {
  it('answers every malformed or hostile write with a 4xx that changes nothing, never a 5xx', { timeout: 900_000 }, async () => {
    await buildHostileFixture(adminCall);
    const headers = await headersFor();
    const adminId: number = (await adminCall('GET', '/user_me')).user.id;
    const openapi = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const routes = writeRoutesOf(t.app.apiRoutes, openapi);
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((r) => !r.documented).map((r) => r.url)).toEqual([]);

    const query = digestQuery(await bookTables(t.db));
    const committedSince = await commitWatcher(t.db);
    let reference = await bookDigest(t.db, query);
    const stats = { requests: 0, refused: 0, accepted: 0, digests: 1, byStatus: {} as Record<number, number> };
    const problems: string[] = [];
    /**
     * Undoes what an accepted request did that would spoil every later one: a lock date closing the
     * books, or the admin demoted. True when it changed something.
     */
    async function keepTestable(route: WriteRoute): Promise<boolean> {
      if (route.url !== '/api/period_lock' && route.url !== '/api/user_update/:id') return false;
      await t.db.execute(sql`update period_lock set locked_until = null where locked_until is not null`);
      await t.db.execute(sql`update users set role = 'admin' where id = ${adminId} and role <> 'admin'`);
      await committedSince();
      return true;
    }

    const broken = (why: string) => {
      problems.push(why);
      return false;
    };
    const digest = () => {
      stats.digests++;
      return bookDigest(t.db, query);
    };

    /** Sends one request and checks it; false (with the reason in problems) when it breaks a rule. */
    async function probe(route: WriteRoute, plan: RequestPlan): Promise<boolean> {
      const req = buildRequest(route, plan);
      const res = await send(req, headers[req.who]);
      stats.requests++;
      stats.byStatus[res.statusCode] = (stats.byStatus[res.statusCode] ?? 0) + 1;
      const after = (await committedSince()) > 0 ? await digest() : reference;
      const what = () => `${req.method} ${req.url} as ${req.who}: ${shorten(req.raw ? req.raw.text : JSON.stringify(req.body) ?? '')}`;
      if (res.statusCode >= 500) return broken(`${res.statusCode} for ${what()} → ${shorten(res.body)}`);
      if (res.statusCode >= 400) {
        stats.refused++;
        if (after === reference) return true;
        reference = after;
        return broken(`refused with ${res.statusCode} but the books changed: ${what()} → ${shorten(res.body)}`);
      }
      stats.accepted++;
      reference = after;
      if (await keepTestable(route)) reference = await digest();
      return true;
    }

    const runs = Math.ceil(TOTAL / routes.length);
    for (const [i, route] of routes.entries()) {
      const before = problems.length;
      await fc
        .assert(fc.asyncProperty(requestPlan, (plan) => probe(route, plan)), { numRuns: runs, seed: SEED + i, endOnFailure: true })
        .catch((e: Error) => {
          // a request that threw instead of answering
          if (problems.length === before) problems.push(`${route.method} ${route.url}: ${e.message}`);
        });
      // the full digest at the end of each call's requests, whatever the commit count said
      const now = await digest();
      if (now !== reference) broken(`the books changed during the requests to ${route.method} ${route.url} with no accepted request`);
      reference = now;
    }

    console.log(
      `hostile input: ${stats.requests} requests to ${routes.length} write calls; ${stats.refused} refused, ${stats.accepted} accepted, ` +
        `${stats.digests} digests; statuses ${JSON.stringify(stats.byStatus)}`,
    );
    expect(problems).toEqual([]);
    expect(stats.requests).toBeGreaterThanOrEqual(TOTAL);
    expect(await t.violations()).toEqual([]);
  });
});
