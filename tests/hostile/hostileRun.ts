// Hostile input: at least 10,000 malformed or hostile requests, spread over every write call of the
// route table (a new route is covered without editing this file), against a small set of books
// made through the API. No request may get a 5xx, and a refused one (4xx) must leave every table
// as it was (a digest of the books, compared). HOSTILE_REQUESTS and HOSTILE_SEED change the run.
// The write calls are dealt into shards (hostile.<n>.test.ts), each a file with its own app and
// books, so the test runner's workers share the 10,000 requests instead of one file taking them all.
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/testApp.js';
import type { ApiCall } from '../support/reportsFixture.js';
import { buildHostileFixture } from './fixture.js';
import { createProber, type Headers } from './prober.js';
import { requestPlan, writeRoutesOf } from './requests.js';

const TOTAL = Number(process.env.HOSTILE_REQUESTS ?? 10_000);
const SEED = Number(process.env.HOSTILE_SEED ?? 20260305);

/** The number of shards the write calls are dealt into: one test file each. */
export const SHARDS = 3;

let t: TestContext;

const adminCall: ApiCall = async (method, url, body) => {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: t.admin, ...(body === undefined ? {} : { payload: body as object }) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
};

/** The admin, a plain user, nobody, an expired token and the admin's token with a wrong signature. */
async function headersFor(): Promise<Headers> {
  const [head, payload] = t.admin.authorization.slice('Bearer '.length).split('.');
  return {
    admin: t.admin,
    user: await t.userHeaders('plain.clerk@test.local'),
    none: {},
    expired: { authorization: `Bearer ${t.app.jwt.sign({ sub: 1 }, { expiresIn: -10 })}` },
    forged: { authorization: `Bearer ${head}.${payload}.${Buffer.from('not the signature').toString('base64url')}` },
  };
}

/** Shard `shard` (0-based) of SHARDS: every SHARDS-th write call of the route table, from `shard`. */
export function hostileShard(shard: number) {
  beforeAll(async () => (t = await createTestApp()), 300_000);
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  describe(`hostile input, shard ${shard + 1} of ${SHARDS}`, () => {
    it('answers every malformed or hostile write with a 4xx that changes nothing, never a 5xx', { timeout: 900_000 }, async () => {
      await buildHostileFixture(adminCall);
      const openapi = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const all = writeRoutesOf(t.app.apiRoutes, openapi);
      expect(all.length).toBeGreaterThan(50);
      expect(all.filter((r) => !r.documented).map((r) => r.url)).toEqual([]);
      // the number of runs per call is the whole table's, so the shards together send TOTAL requests
      const routes = all.filter((_, i) => i % SHARDS === shard);

      const adminId: number = (await adminCall('GET', '/user_me')).user.id;
      const { probe, endOfCall, stats, problems } = await createProber(t, await headersFor(), adminId);
      const runs = Math.ceil(TOTAL / all.length);
      for (const route of routes) {
        // each call's requests are drawn from its place in the whole table, whichever shard sends them
        const i = all.indexOf(route);
        const before = problems.length;
        await fc
          .assert(
            fc.asyncProperty(requestPlan, (plan) => probe(route, plan)),
            { numRuns: runs, seed: SEED + i, endOnFailure: true },
          )
          // a request that threw instead of answering
          .catch((e: Error) => problems.length === before && problems.push(`${route.method} ${route.url}: ${e.message}`));
        await endOfCall(route);
      }

      console.log(
        `hostile input: ${stats.requests} requests to ${routes.length} write calls; ${stats.refused} refused, ${stats.accepted} accepted, ` +
          `${stats.digests} digests; statuses ${JSON.stringify(stats.byStatus)}`,
      );
      expect(problems).toEqual([]);
      expect(stats.requests).toBeGreaterThanOrEqual(runs * routes.length);
      // Most requests must reach their handler: a run that signs its own admin out answers 401 to everything after.
      expect(stats.byStatus[401] ?? 0).toBeLessThan(stats.requests * 0.2);
      expect(await t.violations()).toEqual([]);
    });
  });
}
