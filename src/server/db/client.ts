// The database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when a URL is given.
import fs from 'node:fs';
import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate, type MigrationRunner } from './migrate.js';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';
import { currentUserId } from '../auth/context.js';

export type Schema = typeof schema;
/** A database or an open transaction: every data function takes one of these. */
export type Executor = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  /** The app's handle: a change to an audited table must say who made it (app.require_user). */
  db: Executor;
  /** The system's own handle (seed, fixtures, maintenance): its changes need no signed-in user. */
  systemDb: Executor;
  pglite?: PGlite;
  pool?: pg.Pool;
  url?: string;
  close(): Promise<void>;
}

// Dates stay 'yyyy-mm-dd' strings (no time-zone shifts); bigint counts become numbers.
pg.types.setTypeParser(1082, (v) => v);
pg.types.setTypeParser(20, (v) => Number(v));
const pgliteParsers = { 1082: (v: string) => v, 20: (v: string) => Number(v) };

/**
 * Whether an error means the connection to the database was lost (the server restarted or ended
 * the connection, or cannot be reached), rather than that the query itself was refused. Such a
 * request is answered 503: the work is not done, and trying again will open a new connection.
 */
export function connectionLost(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  // 57P01 admin_shutdown (also pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now, class 08: connection exceptions.
  if (/^(57P0[123]|08[0-9A-Z]{3}|ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT)$/.test(code)) return true;
  if (typeof e.message === 'string' && LOST_MESSAGES.has(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => connectionLost(x, depth + 1))) return true; // AggregateError from a connect
  return connectionLost(e.cause, depth + 1); // drizzle wraps the driver's error
}
const LOST_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
]);

/** A connection handed out by a pool. */
type Checkout = pg.Client & { release?: (err?: Error) => void };

let lostSince = 0;
let lostUnreported = 0;
/**
 * Logs a lost connection, at most one line per ten seconds: a server restart ends every
 * connection at once.
 */
function connectionError(err: Error) {
  const now = Date.now();
  if (now - lostSince < 10_000) {
    lostUnreported++;
    return;
  }
  const more = lostUnreported ? ` (and ${lostUnreported} more since the last report)` : '';
  console.warn(`A database connection was lost: ${err.message}${more}. New requests open new connections.`);
  lostSince = now;
  lostUnreported = 0;
}

/** How many statements one connection keeps prepared at most. */
const PREPARED_PER_CONNECTION = 200;

/**
 * A statement that starts with this comment is prepared once per connection outside transactions
 * too: for a lookup by key that every request makes (the sign-in's session), planned the same
 * whatever its values.
 */
export const PREPARED = '/* prepared */ ';

/**
 * A connection that prepares the statements of saving transactions once and reuses them: a bill's
 * twenty statements are otherwise parsed and planned again on every save. Reports, outside
 * transactions, stay unprepared so that each is planned for its own dates.
 */
class PreparingClient extends pg.Client {
  private prepared = new Map<string, string>();

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A connection the server ends (a restart, pg_terminate_backend, a network drop) reports an
    // 'error' event, in a pool or out of it; unheard, it ends the process. The query it was
    // running fails on its own, and the pool drops the connection and opens new ones.
    this.on('error', connectionError);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query(config: any, values?: any, callback?: any): any {
    if (transactionScope.getStore()) {
      this.holdUntilTickEnds();
      if (config?.text === 'begin' && !callback) return this.beginPipelined(config);
    }
    return this.queryPreparing(config, values, callback);
  }

  private holding = false;
  /**
   * A transaction's statements sent in one tick (a writer that does not wait for its answer, see
   * writeBehind, and the statement after it) leave in one write: the connection is pipelined, so
   * PostgreSQL answers them in turn, and each write and wake-up saved is CPU on both sides.
   */
  private holdUntilTickEnds() {
    if (this.holding) return;
    const stream = (this as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
    this.holding = true;
    stream.cork();
    setImmediate(() => {
      this.holding = false;
      stream.uncork();
    });
  }

  /**
   * Sends the `begin` of an inTransaction without waiting for its answer: the connection is pipelined
   * (pg's `pipeline`), so the transaction's first statement goes in the same write and a transaction
   * costs one round trip less (a bill 6 % less CPU). Only there: inTransaction's first statement is
   * always its read-only head select, so a `begin` that failed would let nothing run outside the
   * transaction; that select fails too, before any work (other transactions, the migrations',
   * wait for their `begin`). drizzle opens a transaction with `begin` outside its try/finally, so it
   * would never hand a connection whose `begin` failed back, and the pool would shrink by one for
   * good: it goes back here, as broken.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private beginPipelined(config: any): Promise<unknown> {
    const sent = this.queryPreparing(config) as Promise<unknown>;
    sent.catch((err: Error) => this.discard(err));
    return Promise.resolve({ command: 'BEGIN', rowCount: null, rows: [], fields: [] });
  }

  private discard(err: Error) {
    const self = this as Checkout;
    const release = self.release;
    if (!release) return;
    self.release = () => undefined;
    release(err);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private queryPreparing(config: any, values?: any, callback?: any): any {
    const text = typeof config === 'string' ? config : config?.text;
    if ((transactionScope.getStore() || text?.startsWith(PREPARED)) && config && typeof config.submit !== 'function') {
      const q = typeof config === 'string' ? { text: config, values: Array.isArray(values) ? values : undefined } : config;
      const params = Array.isArray(values) ? values : q.values;
      if (!q.name && params?.length) {
        let name = this.prepared.get(q.text);
        if (!name && this.prepared.size < PREPARED_PER_CONNECTION) {
          name = `p${this.prepared.size + 1}`;
          this.prepared.set(q.text, name);
        }
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        if (name) return (super.query as any)({ ...q, name, values: params }, typeof values === 'function' ? values : callback);
      }
    }
    return super.query(config, values, callback);
  }
}

export async function openDatabase(opts: { url?: string; dataDir?: string; poolSize?: number }): Promise<Database> {
  if (opts.url) {
    // No JIT: its compile time (tens of milliseconds) is more than it saves on queries this size,
    // and the planner turns it on for a ten-year table on its cost estimate alone. Random reads
    // priced as on SSD or cache (the default prices a spinning disk): otherwise the planner reads
    // every line of ten years rather than look up one month's bills' lines by index.
    const planner = '-c jit=off -c random_page_cost=1.1';
    const connection = { connectionString: opts.url, options: `${planner} -c app.require_user=on`, Client: PreparingClient, pipeline: true };
    const pool = new pg.Pool({ ...connection, max: opts.poolSize ?? 10 });
    const systemPool = new pg.Pool({ ...connection, options: `${planner} -c app.require_user=off`, max: 3 });
    // Its own few connections: a draw must never wait for a connection held by a transaction. Its
    // commit does not wait for the disk: a document that uses the number commits after it, and
    // PostgreSQL writes its log in order, so that commit makes the draw durable too. A draw lost in
    // a crash was used by nothing that survived it.
    const numbers = new pg.Pool({ ...connection, options: `${connection.options} -c synchronous_commit=off`, max: 3 });
    // A pool drops an idle connection that dies and then emits 'error' (the connection's own
    // listener has logged it already); unheard, that would end the process.
    for (const p of [pool, systemPool, numbers]) p.on('error', () => undefined);
    const db = attributeWrites(drizzlePg({ client: pool, schema }) as unknown as Executor);
    const systemDb = drizzlePg({ client: systemPool, schema }) as unknown as Executor;
    numberPools.set(db, numbers);
    numberPools.set(systemDb, numbers);
    await migrate(pgRunner(systemPool));
    await finishUpgrade(systemDb);
    return {
      kind: 'postgres',
      db,
      systemDb,
      pool,
      url: opts.url,
      close: async () => void (await Promise.all([pool.end(), numbers.end(), systemPool.end()])),
    };
  }
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const pglite = await PGlite.create({ dataDir: opts.dataDir, parsers: pgliteParsers, extensions: { pg_trgm } });
  const d = drizzlePglite({ client: pglite, schema });
  await migrate(pgliteRunner(pglite));
  await applySessionSettings(pglite);
  const systemDb = drizzlePglite({ client: asSystem(pglite), schema }) as unknown as Executor;
  await finishUpgrade(systemDb);
  // Embedded PostgreSQL runs no autovacuum, so nothing gathers the planner's statistics unless we
  // do: without them it guesses, and on ten years of rows it guesses badly. At start and then daily.
  await pglite.exec('analyze');
  const daily = setInterval(() => void pglite.exec('analyze').catch(() => undefined), 24 * 3600_000);
  daily.unref();
  return {
    kind: 'pglite',
    db: attributeWrites(d as unknown as Executor),
    systemDb,
    pglite,
    close: () => {
      clearInterval(daily);
      return pglite.close();
    },
  };
}

/** What an upgrade leaves to the server after its migrations (stock re-costed in date order). */
async function finishUpgrade(systemDb: Executor): Promise<void> {
  // Imported here: the stock writer itself imports this module.
  const upgrade = await import('../stock/recost.js');
  await upgrade.finishUpgrade(systemDb);
}

/**
 * The embedded database's session settings: its one connection is the app's, so a change to an
 * audited table must say who made it. Call again after anything that resets the session (pg_dump).
 */
export async function applySessionSettings(pglite: PGlite): Promise<void> {
  await pglite.exec(`set app.require_user = 'on'`);
}

const SYSTEM = `select set_config('app.require_user', 'off', true)`;

/** The embedded database as the system uses it: each query or transaction runs with app.require_user off. */
function asSystem(pglite: PGlite): PGlite {
  const inSystemTx = <T>(fn: (tx: Transaction) => Promise<T>) =>
    pglite.transaction(async (tx) => {
      await tx.query(SYSTEM);
      return fn(tx);
    });
  return Object.create(pglite, {
    query: { value: (q: string, params?: unknown[], o?: object) => inSystemTx((tx) => tx.query(q, params, o)) },
    exec: { value: (q: string, o?: object) => inSystemTx((tx) => tx.exec(q, o)) },
    transaction: { value: inSystemTx },
  }) as PGlite;
}

function pgRunner(pool: pg.Pool): MigrationRunner {
  const on = (c: pg.Pool | pg.PoolClient): MigrationRunner => ({
    exec: async (text) => void (await c.query(text)),
    query: async (text, params) => (await c.query(text, params as unknown[])).rows,
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await fn(on(client));
        await client.query('commit');
      } catch (e) {
        await client.query('rollback');
        throw e;
      } finally {
        client.release();
      }
    },
  });
  return on(pool);
}

/** Migrations on the embedded database (also used by the tests that upgrade an old one). */
export function pgliteRunner(db: PGlite): MigrationRunner {
  type Q = Pick<PGlite, 'exec' | 'query'>;
  const on = (c: Q): MigrationRunner => ({
    exec: async (text) => void (await c.exec(text)),
    query: async <T>(text: string, params?: unknown[]) => (await c.query<T>(text, params)).rows,
    transaction: (fn) => db.transaction((tx) => fn(on(tx))),
  });
  return on(db);
}

/** Runs a raw query and returns its rows. */
export async function rows<T = Record<string, unknown>>(ex: Executor, query: SQL): Promise<T[]> {
  const res = (await ex.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

export async function one<T = Record<string, unknown>>(ex: Executor, query: SQL): Promise<T | undefined> {
  return (await rows<T>(ex, query))[0];
}

/** The first words of a statement, enough to tell a write from a read. */
function leadingText(q: unknown): string {
  if (typeof q === 'string') return q.trimStart();
  for (const c of (q as { queryChunks?: unknown[] })?.queryChunks ?? []) {
    const v = (c as { value?: unknown }).value;
    if (Array.isArray(v)) {
      const text = v.join('').trimStart();
      if (text) return text;
    } else if (c && typeof c === 'object' && 'queryChunks' in c) {
      const text = leadingText(c);
      if (text) return text;
    } else return '';
  }
  return '';
}
const WRITE = /^(insert|update|delete|merge)\b/i;
const isWrite = (q: unknown) => {
  const head = leadingText(q);
  return WRITE.test(head) || (/^with\b/i.test(head) && /\b(insert|update|delete)\b/i.test(new PgDialect().sqlToQuery(q as SQL).sql));
};

/**
 * The app's handle: a single write run outside a transaction while a signed-in user's request is
 * served runs in a transaction of its own that names the user, like every other write, so the audit
 * log records who made it. (Without a user, app.require_user refuses it.)
 */
function attributeWrites(db: Executor): Executor {
  const execute = db.execute.bind(db);
  db.execute = ((query: SQL) => {
    if (!transactionScope.getStore() && currentUserId() && isWrite(query)) return inTransaction(db, (tx) => tx.execute(query));
    return execute(query);
  }) as Executor['execute'];
  return db;
}

/**
 * Runs fn in one transaction: everything it writes commits together or not at all. The signed-in
 * user is handed to the database for the transaction, so the audit log records who did it.
 */
export function inTransaction<T>(db: Executor, fn: (tx: Executor) => Promise<T>): Promise<T> {
  let rolledBack = false;
  let working = false;
  const run = () =>
    db.transaction(async (t) => {
      const tx = t as unknown as Executor;
      const userId = currentUserId();
      const scope = transactionScope.getStore();
      if (userId || (scope && !scope.companyCode)) {
        // One round trip: who is writing, and the company's code that document numbers carry. It must
        // stay the first statement and write nothing: the `begin` before it is not waited for
        // (PreparingClient.beginPipelined).
        const head = await one<{ code: string | null }>(
          tx,
          sql`select ${userId ? sql`set_config('app.user_id', ${String(userId)}, true),` : sql``} (select code from company where id = 1) as code`,
        );
        if (scope && head?.code) scope.companyCode = head.code;
      }
      working = true;
      // A savepoint waits for its own writes: its caller may catch its failure and go on.
      const outer = scope?.behind;
      if (scope) scope.behind = { sent: [], failed: [] };
      try {
        const result = await fn(tx);
        const failed = await settleWritesBehind(scope);
        if (failed) throw failed;
        return result;
      } catch (e) {
        rolledBack = true;
        throw (await settleWritesBehind(scope)) ?? e;
      } finally {
        if (scope) scope.behind = outer;
      }
    });
  // A transaction inside another one (a savepoint) belongs to the outer one's fate.
  if (transactionScope.getStore()) return run();
  const scope: TransactionScope = { numbers: numberPools.get(db), onRollback: [] };
  return transactionScope.run(scope, async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run();
      } catch (e) {
        // Only when the work itself failed is the rollback certain (a connection lost in the middle
        // of it included: the server never saw a COMMIT). A failure at COMMIT may have committed
        // after all: its numbers are not handed back (a gap at worst, never a number twice). If the
        // hand-back itself fails, that number is a gap too.
        if (rolledBack) for (const undo of scope.onRollback) await undo().catch(() => undefined);
        // A connection that died in the pool fails at `begin` or the head select after it, before
        // the work: nothing was written and no number drawn, so begin again on another connection.
        if (!working && attempt < 3 && connectionLost(e)) continue;
        throw e;
      }
    }
  });
}

/**
 * What a transaction opened by inTransaction may use besides itself: on a PostgreSQL server, a
 * separate pool for drawing document numbers (numbering/numbering.ts), and what to undo when the
 * transaction rolls back.
 */
export interface TransactionScope {
  numbers?: pg.Pool;
  onRollback: (() => Promise<unknown>)[];
  /** The company's code, once a number has needed it. */
  companyCode?: string;
  /** Writes sent and not yet answered (writeBehind), and those that failed, in the order they failed. */
  behind?: { sent: Promise<unknown>[]; failed: unknown[] };
}

/**
 * Sends a write whose answer its writer does not need, and goes on at once: its statement leaves in
 * the same write as the ones after it, and PostgreSQL runs them in the order sent, so whatever the
 * transaction reads later sees it. The transaction waits for every such write before it commits
 * and fails with the first that failed (`check` may refuse on the rows it returns; `onError` turns a
 * database error into the refusal to show). Outside inTransaction it is an ordinary write.
 */
export function writeBehind<T = Record<string, unknown>>(
  ex: Executor,
  query: SQL,
  opts: { check?: (returned: T[]) => void; onError?: (e: unknown) => unknown } = {},
): Promise<void> {
  const sent = rows<T>(ex, query).then(
    (r) => opts.check?.(r),
    (e) => {
      throw opts.onError ? opts.onError(e) : e;
    },
  );
  const behind = transactionScope.getStore()?.behind;
  if (!behind) return sent;
  behind.sent.push(
    sent.catch((e) => {
      behind.failed.push(e);
    }),
  );
  return Promise.resolve();
}

/**
 * Awaits pieces of one transaction's work started at once, so that their statements leave in one
 * write. Unlike Promise.all it fails only once every piece has stopped: none goes on sending
 * statements after the transaction has rolled back.
 */
export async function together<T extends readonly unknown[]>(...work: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const done = await Promise.allSettled(work);
  const failed = done.find((d) => d.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  return done.map((d) => (d as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/**
 * Waits until every write behind of the transaction is answered; returns the first that failed. A
 * statement sent after it failed only because the transaction was aborted (25P02), so that one is
 * why the transaction fails.
 */
async function settleWritesBehind(scope: TransactionScope | undefined): Promise<unknown> {
  const behind = scope?.behind;
  if (!behind) return undefined;
  while (behind.sent.length) await Promise.all(behind.sent.splice(0));
  return behind.failed[0];
}
const transactionScope = new AsyncLocalStorage<TransactionScope>();
export const currentTransactionScope = () => transactionScope.getStore();
const numberPools = new WeakMap<object, pg.Pool>();

export { sql, type SQL };

/**
 * An array parameter. Drizzle spreads a JS array in a sql`` template into a list of parameters,
 * so arrays travel as one JSON parameter instead: `where id = any(${intArray(ids)})`.
 */
export const textArray = (values: string[]) => sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
export const intArray = (values: number[]) => sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)::int)`;

/**
 * Values as one array parameter in PostgreSQL's array text, cast where it is used
 * (`${pgArray(ids)}::int[]`): parsed once, and the planner knows how many rows it holds. Numbers
 * and plain words go as they are; anything else is quoted.
 */
export function pgArray(values: readonly (string | number | boolean)[]): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    parts[i] = typeof v !== 'string' ? String(v) : PLAIN.test(v) && v.toLowerCase() !== 'null' ? v : `"${v.replace(/["\\]/g, '\\$&')}"`;
  }
  return `{${parts.join(',')}}`;
}
const PLAIN = /^[\w.:-]+$/;
