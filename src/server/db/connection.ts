// Connecting to the database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when a
// URL is given; its pools, the connection that prepares a transaction's statements, the system's
// own handle, and the migrations run on opening.
import fs from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate, type MigrationRunner } from './migrate.js';
import * as schema from './schema.js';
import type { Executor } from './query.js';
import { attributeWrites, currentTransactionScope, drawNumbersFrom } from './transaction.js';

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
    if (currentTransactionScope()) {
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
    if ((currentTransactionScope() || text?.startsWith(PREPARED)) && config && typeof config.submit !== 'function') {
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

/** Where the database is: a PostgreSQL server's URL, or the embedded database's folder (none: in memory). */
export interface OpenOptions {
  url?: string;
  dataDir?: string;
  poolSize?: number;
}

/**
 * Opens the database and applies the migrations not yet applied. What an upgrade leaves to the
 * server after them (stock re-costed in date order) is the server's start's to run, not this
 * layer's: see startDatabase.ts beside the server's main.
 */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
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
    drawNumbersFrom(db, numbers);
    drawNumbersFrom(systemDb, numbers);
    await migrate(pgRunner(systemPool));
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
