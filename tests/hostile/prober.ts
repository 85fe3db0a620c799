// Sends hostile requests one by one and checks each: no 5xx, and a refused request (4xx) leaves
// the books as they were. The digest is worked out again whenever a transaction committed, and
// at the end of each call's requests; an accepted request (2xx) makes the digest after it the new
// reference.
import { sql } from '../../src/server/db/client.js';
import type { TestContext } from '../support/testApp.js';
import { bookDigest, bookTables, commitWatcher, digestQuery } from './digest.js';
import { buildRequest, type BuiltRequest, type RequestPlan, type Who, type WriteRoute } from './requests.js';

export type Headers = Record<Who, Record<string, string>>;

export interface ProbeStats {
  requests: number;
  refused: number;
  accepted: number;
  digests: number;
  byStatus: Record<number, number>;
}

function send(t: TestContext, req: BuiltRequest, headers: Record<string, string>) {
  if (req.raw) return t.app.inject({ method: req.method, url: req.url, headers: { ...headers, 'content-type': req.raw.contentType }, payload: req.raw.text });
  if (req.body === undefined) return t.app.inject({ method: req.method, url: req.url, headers });
  return t.app.inject({ method: req.method, url: req.url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(req.body) });
}

const shorten = (s: string) => (s.length > 400 ? `${s.slice(0, 400)}… (${s.length} chars)` : s);
const describeRequest = (req: BuiltRequest) => `${req.method} ${req.url} as ${req.who}: ${shorten(req.raw ? req.raw.text : (JSON.stringify(req.body) ?? ''))}`;

/** Calls whose acceptance would spoil every later request: a lock date closing the books, the admin demoted. */
const SPOILERS = new Set(['/api/period_lock', '/api/user_update/:id', '/api/logout', '/api/logout_everywhere', '/api/change_password']);

export async function createProber(t: TestContext, headers: Headers, adminId: number) {
  const query = digestQuery(await bookTables(t.db));
  const committedSince = await commitWatcher(t.db);
  const stats: ProbeStats = { requests: 0, refused: 0, accepted: 0, digests: 0, byStatus: {} };
  const problems: string[] = [];
  const digest = () => {
    stats.digests++;
    return bookDigest(t.db, query);
  };
  let reference = await digest();

  const broken = (why: string) => {
    problems.push(why);
    return false;
  };

  /** Undoes what an accepted spoiler did, so that the requests after it still test something. */
  async function keepTestable() {
    await t.db.execute(sql`update period_lock set locked_until = null where locked_until is not null`);
    await t.db.execute(sql`update users set role = 'admin' where id = ${adminId} and role <> 'admin'`);
    // A sign-out, a password change or a deactivation ends the tokens the prober sends: bring them back.
    await t.db.execute(sql`update users set token_version = 0, active = true where token_version <> 0 or not active`);
    await t.db.execute(sql`update user_sessions set ended_at = null where ended_at is not null`);
    await committedSince();
    reference = await digest();
  }

  /** One request; false (with the reason in `problems`) when it breaks a rule. */
  async function probe(route: WriteRoute, plan: RequestPlan): Promise<boolean> {
    const req = buildRequest(route, plan);
    const res = await send(t, req, headers[req.who]);
    stats.requests++;
    stats.byStatus[res.statusCode] = (stats.byStatus[res.statusCode] ?? 0) + 1;
    const after = (await committedSince()) > 0 ? await digest() : reference;
    if (res.statusCode >= 500) return broken(`${res.statusCode} for ${describeRequest(req)} → ${shorten(res.body)}`);
    const changed = after !== reference;
    reference = after;
    if (res.statusCode >= 400) {
      stats.refused++;
      return changed ? broken(`refused with ${res.statusCode} but the books changed: ${describeRequest(req)} → ${shorten(res.body)}`) : true;
    }
    stats.accepted++;
    if (SPOILERS.has(route.url)) await keepTestable();
    return true;
  }

  /** The full digest at the end of a call's requests, whatever the commit count said. */
  async function endOfCall(route: WriteRoute) {
    const now = await digest();
    if (now !== reference) broken(`the books changed during the requests to ${route.method} ${route.url} though no transaction committed`);
    reference = now;
  }

  return { probe, endOfCall, stats, problems };
}
