// Counters for rate limits and sign-in throttles, kept in the database (limit_counters, migration
// 0064) so that every server on one database counts the same calls: two servers do not double a
// limit. A key's count is a sliding window estimated from two fixed windows (this window's count plus
// the last one's, weighted by how much of it still lies in the sliding window). Counting a call is
// one statement: it reads the last window's count and adds one to this window's row only if the
// estimate stays within the limit (the upsert's condition is checked on the locked row, so calls at
// once from several servers cannot all pass on the same room). Rows whose windows are over are
// deleted now and then. The table is written as the system: bookkeeping, not audited.
//
// The embedded database (PGlite) is opened by one server process only, so there the counts are kept
// in memory, shared by everything on the same database, with the same arithmetic: a statement per
// API call costs the embedded database several milliseconds, the memory nothing.
import { sql, one, PREPARED, type Database } from '../db/client.js';

/** Seconds until one more call fits, given the estimate's parts: later in this window as the previous one weighs less, or in the next. */
export function secondsToWait(prev: number, cur: number, f: number, limit: number, windowMs: number): number {
  const room = limit - 1; // what the estimate must come down to
  // This window's calls still fit: wait until the previous window's weight (prev × (1 − g)) has
  // fallen enough (refused with cur <= room means prev > 0). Otherwise wait for the next window,
  // where this window's calls weigh cur × (1 − h).
  const fraction = cur <= room && prev > 0 ? 1 - (room - cur) / prev - f : 1 - f + (cur > 0 ? 1 - room / cur : 0);
  return Math.max(1, Math.ceil((fraction * windowMs) / 1000));
}

export interface Window {
  start: number;
  /** How far into the window, 0..1. */
  f: number;
}

export const windowOf = (t: number, windowMs: number): Window => {
  const start = Math.floor(t / windowMs) * windowMs;
  return { start, f: (t - start) / windowMs };
};

export interface LimitCounters {
  /** Counts a call for `key` if the estimate stays within `limit`: 0 when counted, else the seconds to wait. */
  hit(key: string, limit: number): Promise<number>;
  /** Adds one to each key, whatever its count. */
  add(keys: string[]): Promise<Window>;
  /** Takes back one call of each key counted in the window starting at `start`. */
  takeBack(keys: string[], start: number): Promise<void>;
  /** Forgets a key altogether. */
  forget(key: string): Promise<void>;
  /** The keys' estimates now, and the seconds until each would drop below `limit`. */
  estimate(keys: string[]): Promise<Map<string, { count: number; wait: (limit: number) => number }>>;
  /** Counters kept now, after pruning (for tests: old windows are forgotten). */
  kept(): Promise<number>;
  readonly windowMs: number;
}

/** The counts of one database and window length, in memory: key → window start → count. */
const memoryStores = new WeakMap<Database, Map<number, Map<string, Map<number, number>>>>();
const MAX_KEYS = 100_000;

function memoryCounters(database: Database, windowMs: number, now: () => number): LimitCounters {
  const store = () => {
    let byWindow = memoryStores.get(database);
    if (!byWindow) memoryStores.set(database, (byWindow = new Map()));
    let keys = byWindow.get(windowMs);
    if (!keys) byWindow.set(windowMs, (keys = new Map()));
    return keys;
  };
  const prune = (start: number) => {
    const keys = store();
    for (const [key, windows] of keys) {
      for (const w of windows.keys()) if (w < start - windowMs) windows.delete(w);
      if (!windows.size) keys.delete(key);
    }
  };
  let pruned = 0;
  const at = (key: string, start: number) => store().get(key)?.get(start) ?? 0;
  const set = (key: string, start: number, n: number) => {
    const keys = store();
    let windows = keys.get(key);
    if (!windows) {
      if (keys.size >= MAX_KEYS) keys.delete(keys.keys().next().value!);
      keys.set(key, (windows = new Map()));
    }
    windows.set(start, n);
  };
  const windowNow = () => {
    const w = windowOf(now(), windowMs);
    if (w.start !== pruned) {
      pruned = w.start;
      prune(w.start);
    }
    return w;
  };
  return {
    windowMs,
    async hit(key, limit) {
      const { start, f } = windowNow();
      const prev = at(key, start - windowMs);
      const cur = at(key, start);
      if (prev * (1 - f) + cur + 1 > limit) return secondsToWait(prev, cur, f, limit, windowMs);
      set(key, start, cur + 1);
      return 0;
    },
    async add(list) {
      const w = windowNow();
      for (const key of list) set(key, w.start, at(key, w.start) + 1);
      return w;
    },
    async takeBack(list, start) {
      for (const key of list) if (at(key, start) > 0) set(key, start, at(key, start) - 1);
    },
    async forget(key) {
      store().delete(key);
    },
    async estimate(list) {
      const { start, f } = windowNow();
      const out = new Map<string, { count: number; wait: (limit: number) => number }>();
      for (const key of list) {
        const prev = at(key, start - windowMs);
        const cur = at(key, start);
        out.set(key, { count: prev * (1 - f) + cur, wait: (limit) => secondsToWait(prev, cur, f, limit, windowMs) });
      }
      return out;
    },
    async kept() {
      windowNow();
      let n = 0;
      for (const windows of store().values()) n += windows.size;
      return n;
    },
  };
}

/** Forgets the in-memory counts of a database (tests: a reset starts the counts afresh, as it empties limit_counters). */
export function forgetLimitCounts(database: Database): void {
  memoryStores.delete(database);
}

/** The counters of `database` for windows of `windowMs`: in the database on a PostgreSQL server, in memory on the embedded one. */
export function limitCounters(database: Database, windowMs: number, now: () => number = Date.now): LimitCounters {
  if (database.kind === 'pglite') return memoryCounters(database, windowMs, now);
  const db = () => database.systemDb;
  let pruned = 0;
  /** At most once a window per server: delete the rows whose windows no longer count. */
  const prune = (t: number) => {
    if (t - pruned < windowMs) return;
    pruned = t;
    db()
      .execute(sql`delete from limit_counters where expires < ${t}`)
      .catch(() => undefined);
  };

  return {
    windowMs,
    async hit(key, limit) {
      const t = now();
      prune(t);
      const { start, f } = windowOf(t, windowMs);
      const weight = 1 - f;
      const r = await one<{ counted: number | null; prev: number; cur: number }>(
        db(),
        sql`${sql.raw(PREPARED)}with prev as (select coalesce((select n from limit_counters where key = ${key} and window_start = ${start - windowMs}), 0) as n),
            up as (
              insert into limit_counters as c (key, window_start, n, expires)
              select ${key}, ${start}, 1, ${start + 2 * windowMs} from prev where prev.n * ${weight}::float8 + 1 <= ${limit}::int
              on conflict (key, window_start) do update set n = c.n + 1
                where c.n + 1 + (select n from prev) * ${weight}::float8 <= ${limit}::int
              returning c.n)
            select (select n from up) as counted, (select n from prev) as prev,
                   coalesce((select n from limit_counters where key = ${key} and window_start = ${start}), 0) as cur`,
      );
      if (!r || r.counted !== null) return 0;
      return secondsToWait(Number(r.prev), Number(r.cur), f, limit, windowMs);
    },
    async add(keys) {
      const t = now();
      prune(t);
      const w = windowOf(t, windowMs);
      await db().execute(
        sql`insert into limit_counters as c (key, window_start, n, expires)
            select k, ${w.start}, 1, ${w.start + 2 * windowMs} from unnest(${sql.raw('array[')}${sql.join(
              keys.map((k) => sql`${k}`),
              sql`, `,
            )}${sql.raw(']::text[]')}) as k
            on conflict (key, window_start) do update set n = c.n + 1`,
      );
      return w;
    },
    async takeBack(keys, start) {
      for (const key of keys) await db().execute(sql`update limit_counters set n = n - 1 where key = ${key} and window_start = ${start} and n > 0`);
    },
    async forget(key) {
      await db().execute(sql`delete from limit_counters where key = ${key}`);
    },
    async kept() {
      const t = now();
      await db().execute(sql`delete from limit_counters where expires < ${t}`);
      const r = await one<{ n: number }>(db(), sql`select count(*)::int as n from limit_counters`);
      return r?.n ?? 0;
    },
    async estimate(keys) {
      const { start, f } = windowOf(now(), windowMs);
      const out = new Map<string, { count: number; wait: (limit: number) => number }>();
      for (const key of keys) {
        const r = await one<{ prev: number; cur: number }>(
          db(),
          sql`select coalesce((select n from limit_counters where key = ${key} and window_start = ${start - windowMs}), 0) as prev,
                     coalesce((select n from limit_counters where key = ${key} and window_start = ${start}), 0) as cur`,
        );
        const prev = Number(r?.prev ?? 0);
        const cur = Number(r?.cur ?? 0);
        out.set(key, { count: prev * (1 - f) + cur, wait: (limit) => secondsToWait(prev, cur, f, limit, windowMs) });
      }
      return out;
    },
  };
}
