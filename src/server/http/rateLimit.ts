// A general rate limit on the API, in this process: each signed-in user may make `perUser` calls a
// minute, and each address `perAddress` calls a minute to the calls that need no sign-in (the
// sign-in itself). A clerk working as fast as they can makes a few calls a second at most; the
// limit is for a script gone wrong or a stolen token draining the server. Over it, the answer is 429
// with Retry-After, and the call is not counted.
//
// The count is a sliding window of one minute, estimated from two fixed windows (this minute's count
// plus the last minute's, weighted by how much of it still lies in the window): O(1) per call, two
// numbers per key. At most `maxKeys` keys are kept per window; past that the oldest key of the window
// is forgotten, so memory stays bounded whatever addresses a flood comes from.
//
// Several servers on one database each count their own calls: the limit is per server.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface RateLimitOptions {
  /** Calls a minute per signed-in user; 0: no limit. */
  perUser: number;
  /** Calls a minute per address to calls that need no sign-in; 0: no limit. */
  perAddress: number;
  windowMs?: number;
  maxKeys?: number;
  now?: () => number;
}

/** Calls per key in a sliding window, estimated from the current and the previous fixed window. */
export class SlidingWindow {
  private current = new Map<string, number>();
  private previous = new Map<string, number>();
  private start: number;

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys: number,
    private readonly now: () => number,
  ) {
    this.start = now();
  }

  /** Counts a call for `key` if it stays within `limit`: 0 when counted, else the seconds to wait. */
  hit(key: string, limit: number): number {
    const t = this.now();
    this.roll(t);
    const f = (t - this.start) / this.windowMs; // how far into the current window, 0..1
    const prev = this.previous.get(key) ?? 0;
    const cur = this.current.get(key) ?? 0;
    if (prev * (1 - f) + cur + 1 > limit) return this.wait(prev, cur, f, limit);
    if (cur === 0 && this.current.size >= this.maxKeys) this.current.delete(this.current.keys().next().value!);
    this.current.set(key, cur + 1);
    return 0;
  }

  /** Keys held now (for tests: memory stays bounded). */
  get size(): number {
    return this.current.size + this.previous.size;
  }

  private roll(t: number) {
    const passed = Math.floor((t - this.start) / this.windowMs);
    if (passed < 1) return;
    this.previous = passed === 1 ? this.current : new Map();
    this.current = new Map();
    this.start += passed * this.windowMs;
  }

  /** Seconds until one more call fits: later in this window as the previous one weighs less, or in the next. */
  private wait(prev: number, cur: number, f: number, limit: number): number {
    const room = limit - 1; // what the estimate must come down to
    // This window's calls still fit: wait until the previous window's weight (prev × (1 − g)) has
    // fallen enough (refused with cur <= room means prev > 0). Otherwise wait for the next window,
    // where this window's calls weigh cur × (1 − h).
    const fraction = cur <= room ? 1 - (room - cur) / prev - f : 1 - f + (1 - room / cur);
    return Math.max(1, Math.ceil((fraction * this.windowMs) / 1000));
  }
}

/** API routes only (by the route the router matched, however the path was written); the docs are not counted. */
const isApiRoute = (req: FastifyRequest) => {
  const url = req.routeOptions.url;
  return !!url && url.startsWith('/api/') && !url.startsWith('/api/docs');
};

/**
 * Registers the limit as an onRequest hook. Register it after the sign-in hook, so that it knows the
 * user (a call refused there is not counted: it costs the server little).
 */
export function registerRateLimit(app: FastifyInstance, o: RateLimitOptions): void {
  if (!o.perUser && !o.perAddress) return;
  const window = new SlidingWindow(o.windowMs ?? 60_000, o.maxKeys ?? 50_000, o.now ?? Date.now);
  app.addHook('onRequest', async (req, reply) => {
    if (!isApiRoute(req)) return;
    const user = req.sessionUser;
    const limit = user ? o.perUser : o.perAddress;
    if (!limit) return;
    const wait = window.hit(user ? `u${user.id}` : `a${req.ip}`, limit);
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
