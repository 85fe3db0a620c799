// Idempotency keys: a write (POST, PUT, PATCH or DELETE under /api, sign-in aside) may carry an
// `Idempotency-Key` header, which the browser makes once per form submission. The same key sent
// again by the same user gets the first answer back (same status and body, plus
// `Idempotent-Replayed: true`) and saves nothing new; a double click or a retry after a lost
// connection therefore saves one document.
//
// The claim lives in the database (table idempotency_keys, migration 0040), so two servers on one
// database agree:
// - preHandler (after sign-in, so keys are per user; after validation, so a refused body claims
//   nothing): the key is claimed with one short insert ... on conflict do nothing, outside any
//   transaction. A request that finds the key claimed by the same call waits for the first to
//   finish (polling, at most `waitMs`) and answers with its stored reply; the same key on a
//   different call (method, path, query or body) is refused with 422.
// - onSend: a success (below 400) is stored with the claim. An error (4xx or 5xx) releases the claim:
//   the document's transaction rolled back and nothing was saved, so the form's retry with the same
//   key, corrected or not, runs again.
// - A claim left by a server that stopped mid-call is taken over after `leaseMs` (2 minutes). The
//   one case that can still save twice: a server killed after its document committed and before
//   its answer was stored, and the same submission sent again more than two minutes later.
// - A reply carrying a sign-in token (a password change) is not kept, so no live credential sits in
//   the table; such a call is not deduplicated.
// - Keys are kept for a day; older ones are purged now and then after a request.
// - The body's fingerprint (body_hash) is keyed with the server's secret and leaves out secret fields
//   (passwords, codes, approvals: http/fingerprint.ts): a backup of the table gives nothing to guess from.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { one, sql, type Executor } from '../db/client.js';
import { fingerprint } from './fingerprint.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

export interface IdempotencyOptions {
  /** How long a repeat waits for the first request to finish before answering 409. */
  waitMs?: number;
  /** How old a claim without an answer must be before another request may take it over. */
  leaseMs?: number;
  /** How long keys are kept. */
  keepMs?: number;
  /** How often (at most) a server purges old keys. */
  purgeEveryMs?: number;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

interface Claim {
  userId: number;
  key: string;
  owner: string;
  done: boolean;
}

interface Fingerprint {
  method: string;
  url: string;
  bodyHash: string;
}

interface KeyRow {
  method: string;
  url: string;
  body_hash: string;
  owner: string;
  status: number | null;
  content_type: string | null;
  reply: string | null;
  stale: boolean;
}

/** The call's path with the route's parameters filled in: one spelling however the path was encoded. */
function callPath(req: FastifyRequest): string {
  const pattern = req.routeOptions.url ?? req.url.split('?')[0];
  const params = (req.params ?? {}) as Record<string, unknown>;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A reply carrying a sign-in token (a password change) is not kept: the table would hold a live credential. */
function carriesToken(text: string): boolean {
  if (!text.includes('"token"')) return false;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && 'token' in value;
  } catch {
    return false;
  }
}

export function registerIdempotency(app: FastifyInstance, db: () => Executor, options: IdempotencyOptions = {}): void {
  const waitMs = options.waitMs ?? 30_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const keepMs = options.keepMs ?? 24 * 3600_000;
  const purgeEveryMs = options.purgeEveryMs ?? 10 * 60_000;
  const fingerprints = new WeakMap<FastifyRequest, Fingerprint & { key: string }>();
  const claims = new WeakMap<FastifyRequest, Claim>();
  let lastPurge = 0;

  const refuse = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ message });

  // Before validation the body is as the client sent it (parsed JSON, no defaults or coercions yet).
  app.addHook('preValidation', async (req, reply) => {
    if (!WRITES.has(req.method)) return;
    const header = req.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const url = req.routeOptions.url;
    if (!url?.startsWith('/api/') || url === '/api/login') return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      return refuse(reply, 400, 'Idempotency-Key must be 1 to 200 visible characters (letters, digits, punctuation)');
    }
    const bodyHash = fingerprint('idempotency', { query: req.query ?? null, body: req.body ?? null });
    fingerprints.set(req, { key: header, method: req.method, url: callPath(req), bodyHash });
  });

  app.addHook('preHandler', async (req, reply) => {
    const print = fingerprints.get(req);
    const userId = (req.sessionUser as { id?: number } | null)?.id;
    if (!print || !userId) return;
    const { key } = print;
    const owner = randomBytes(12).toString('hex');
    const deadline = Date.now() + waitMs;
    let pause = 20;
    for (;;) {
      const claimed = await one<{ owner: string }>(
        db(),
        sql`insert into idempotency_keys (user_id, key, method, url, body_hash, owner)
            values (${userId}, ${key}, ${print.method}, ${print.url}, ${print.bodyHash}, ${owner})
            on conflict do nothing returning owner`,
      );
      if (claimed) {
        claims.set(req, { userId, key, owner, done: false });
        return;
      }
      const row = await one<KeyRow>(
        db(),
        sql`select method, url, body_hash, owner, status, content_type, reply,
              (status is null and claimed_at < now() - make_interval(secs => ${leaseMs / 1000})) as stale
            from idempotency_keys where user_id = ${userId} and key = ${key}`,
      );
      if (!row) continue; // released by a failed first attempt a moment ago: claim it now
      if (row.method !== print.method || row.url !== print.url || row.body_hash !== print.bodyHash) {
        return refuse(
          reply,
          422,
          `This Idempotency-Key was already used for a different request (${row.method} ${row.url}). Send a new key with each new submission.`,
        );
      }
      if (row.status !== null) {
        reply.code(row.status).header(REPLAYED_HEADER, 'true');
        if (row.content_type) reply.header('content-type', row.content_type);
        return reply.send(row.reply ?? '');
      }
      if (row.stale) {
        // The first request's server stopped before answering: take its claim over (one taker wins).
        const taken = await one<{ owner: string }>(
          db(),
          sql`update idempotency_keys set owner = ${owner}, claimed_at = now()
              where user_id = ${userId} and key = ${key} and owner = ${row.owner} and status is null returning owner`,
        );
        if (taken) {
          claims.set(req, { userId, key, owner, done: false });
          return;
        }
        continue;
      }
      if (Date.now() >= deadline) {
        return refuse(reply, 409, 'This submission is still being saved. Please wait a moment, then check whether it was saved before trying again.');
      }
      await sleep(pause);
      pause = Math.min(pause * 2, 250);
    }
  });

  const release = async (claim: Claim) => {
    claim.done = true;
    await db().execute(sql`delete from idempotency_keys where user_id = ${claim.userId} and key = ${claim.key} and owner = ${claim.owner} and status is null`);
  };

  app.addHook('onSend', async (req, reply, payload) => {
    const claim = claims.get(req);
    if (!claim || claim.done) return payload;
    const status = reply.statusCode;
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (status >= 400 || text === null || carriesToken(text)) {
      // An error saved nothing: the claim goes, and the retry runs again. (A streamed reply is not
      // kept either; no write answers with one.)
      await release(claim).catch((err) => req.log.error(err));
      return payload;
    }
    claim.done = true;
    const contentType = reply.getHeader('content-type');
    // The document is saved: its answer must be kept, or a repeat would wait and then take the claim
    // over after the lease. A lost connection gets a second try on a fresh one.
    for (let attempt = 1; ; attempt++) {
      try {
        await db().execute(
          sql`update idempotency_keys set status = ${status}, reply = ${text}, content_type = ${contentType === undefined ? null : String(contentType)}
              where user_id = ${claim.userId} and key = ${claim.key} and owner = ${claim.owner}`,
        );
        break;
      } catch (err) {
        req.log.error(err);
        if (attempt === 3) break; // the answer goes out anyway
        await sleep(100 * attempt);
      }
    }
    return payload;
  });

  app.addHook('onResponse', async (req) => {
    const claim = claims.get(req);
    // The reply never passed onSend (the connection went, or sending failed): free the key.
    if (claim && !claim.done) await release(claim).catch((err) => req.log.error(err));
    if (claim && Date.now() - lastPurge >= purgeEveryMs) {
      lastPurge = Date.now();
      await db()
        .execute(sql`delete from idempotency_keys where created_at < now() - make_interval(secs => ${keepMs / 1000})`)
        .catch((err) => req.log.error(err));
    }
  });
}
