// A general rate limit on the API: each signed-in user may make `perUser` calls a minute, and each
// address `perAddress` calls a minute to the calls that need no sign-in (the sign-in itself). A clerk
// working as fast as they can makes a few calls a second at most; the limit is for a script gone
// wrong or a stolen token draining the server. Over it, the answer is 429 with Retry-After, and the
// call is not counted.
//
// The counts are kept in the database (http/limits.ts: one statement per call), so several servers
// on one database share one limit. The calls that end sign-ins (sign out, sign out everywhere, change
// password, end a sign-in: `revokes` in the route's config) are counted per sign-in rather than per
// user, so that a stolen token flooding the API cannot keep its owner from ending it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { limitCounters } from './limits.js';

export interface RateLimitOptions {
  /** Calls a minute per signed-in user; 0: no limit. */
  perUser: number;
  /** Calls a minute per address to calls that need no sign-in; 0: no limit. */
  perAddress: number;
  windowMs?: number;
  now?: () => number;
}

/** API routes only (by the route the router matched, however the path was written); the docs are not counted. */
const isApiRoute = (req: FastifyRequest) => {
  const url = req.routeOptions.url;
  return !!url && url.startsWith('/api/') && !url.startsWith('/api/docs');
};

/**
 * Registers the limit as an onRequest hook. Register it after the sign-in hook, so that it knows the
 * user (a call refused there is not counted: it costs the server little). The counts are `database`'s
 * (http/limits.ts).
 */
export function registerRateLimit(app: FastifyInstance, database: Database, o: RateLimitOptions): void {
  if (!o.perUser && !o.perAddress) return;
  const counters = limitCounters(database, o.windowMs ?? 60_000, o.now ?? Date.now);
  app.addHook('onRequest', async (req, reply) => {
    if (!isApiRoute(req)) return;
    const user = req.sessionUser;
    const limit = user ? o.perUser : o.perAddress;
    if (!limit) return;
    const key = !user ? `a${req.ip}` : req.routeOptions.config?.revokes ? `s${req.sessionId}` : `u${user.id}`;
    const wait = await counters.hit(key, limit);
    if (!wait) return;
    reply.header('retry-after', String(wait));
    return reply.code(429).send({
      message: `Too many requests: at most ${limit} a minute ${user ? 'for each user' : 'from one address'}. Please wait ${wait} second${wait === 1 ? '' : 's'} and try again.`,
    });
  });
}

/** RATE_LIMIT and RATE_LIMIT_ADDRESS: calls a minute; 0 or off turns a limit off (RATE_LIMIT=0 turns both off). */
export function rateLimitFromEnv(env: NodeJS.ProcessEnv): { perUser: number; perAddress: number } {
  const read = (name: string, fallback: number) => {
    const v = env[name]?.trim();
    if (v === undefined || v === '') return fallback;
    if (v === 'off') return 0;
    if (!/^\d+$/.test(v)) throw new Error(`${name} must be a number of calls a minute, or 0 or off to turn it off (got "${v}")`);
    return Number(v);
  };
  const perUser = read('RATE_LIMIT', 1200);
  return { perUser, perAddress: perUser === 0 ? 0 : read('RATE_LIMIT_ADDRESS', 300) };
}
