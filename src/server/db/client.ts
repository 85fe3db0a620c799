// The database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when a URL is given.
import fs from 'node:fs';
import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate, type MigrationRunner } from './migrate.js';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';
import { currentUserId } from '../auth/context.js';

export type Schema = typeof schema;
/** A database or an open transaction: every data function takes one of these. */
export type Executor = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Executor;
  pglite?: PGlite;
  pool?: pg.Pool;
  url?: string;
  close(): Promise<void>;
}

// Dates stay 'yyyy-mm-dd' strings (no time-zone shifts); bigint counts become numbers.
pg.types.setTypeParser(1082, (v) => v);
pg.types.setTypeParser(20, (v) => Number(v));
const pgliteParsers = { 1082: (v: string) => v, 20: (v: string) => Number(v) };

/** How many statements one connection keeps prepared at most. */
const PREPARED_PER_CONNECTION = 200;

/**
 * A connection that prepares the statements of saving transactions once and reuses them: a bill's
 * twenty statements are otherwise parsed and planned again on every save. Reports, outside
 * transactions, stay unprepared so that each is planned for its own dates.
 */
class PreparingClient extends pg.Client {
  private prepared = new Map<string, string>();

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query(config: any, values?: any, callback?: any): any {
    if (transactionScope.getStore() && config && typeof config.submit !== 'function') {
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
    const connection = { connectionString: opts.url, options: '-c jit=off -c random_page_cost=1.1', Client: PreparingClient };
    const pool = new pg.Pool({ ...connection, max: opts.poolSize ?? 10 });
    // Its own few connections: a draw must never wait for a connection held by a transaction.
    const numbers = new pg.Pool({ ...connection, max: 3 });
    const db = drizzlePg({ client: pool, schema }) as unknown as Executor;
    numberPools.set(db, numbers);
    await migrate(pgRunner(pool));
    return { kind: 'postgres', db, pool, url: opts.url, close: async () => void (await Promise.all([pool.end(), numbers.end()])) };
  }
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const pglite = await PGlite.create({ dataDir: opts.dataDir, parsers: pgliteParsers, extensions: { pg_trgm } });
  const d = drizzlePglite({ client: pglite, schema });
  await migrate(pgliteRunner(pglite));
  // Embedded PostgreSQL runs no autovacuum, so nothing gathers the planner's statistics unless we
  // do: without them it guesses, and on ten years of rows it guesses badly. At start and then daily.
  await pglite.exec('analyze');
  const daily = setInterval(() => void pglite.exec('analyze').catch(() => undefined), 24 * 3600_000);
  daily.unref();
  return {
    kind: 'pglite',
    db: d as unknown as Executor,
    pglite,
    close: () => {
      clearInterval(daily);
      return pglite.close();
    },
  };
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

function pgliteRunner(db: PGlite): MigrationRunner {
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

/**
 * Runs fn in one transaction: everything it writes commits together or not at all. The signed-in
 * user is handed to the database for the transaction, so the audit log records who did it.
 */
export function inTransaction<T>(db: Executor, fn: (tx: Executor) => Promise<T>): Promise<T> {
  let rolledBack = false;
  const run = () =>
    db.transaction(async (t) => {
      const tx = t as unknown as Executor;
      const userId = currentUserId();
      const scope = transactionScope.getStore();
      if (userId || (scope && !scope.companyCode)) {
        // One round trip: who is writing, and the company's code that document numbers carry.
        const head = await one<{ code: string | null }>(
          tx,
          sql`select ${userId ? sql`set_config('app.user_id', ${String(userId)}, true),` : sql``} (select code from company where id = 1) as code`,
        );
        if (scope && head?.code) scope.companyCode = head.code;
      }
      try {
        return await fn(tx);
      } catch (e) {
        rolledBack = true;
        throw e;
      }
    });
  // A transaction inside another one (a savepoint) belongs to the outer one's fate.
  if (transactionScope.getStore()) return run();
  const scope: TransactionScope = { numbers: numberPools.get(db), onRollback: [] };
  return transactionScope.run(scope, async () => {
    try {
      return await run();
    } catch (e) {
      // Only when the work itself failed is the rollback certain. A failure at COMMIT may have
      // committed after all: its numbers are not handed back (a gap at worst, never a number twice).
      if (rolledBack) for (const undo of scope.onRollback) await undo().catch(() => undefined);
      throw e;
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
}
const transactionScope = new AsyncLocalStorage<TransactionScope>();
export const currentTransactionScope = () => transactionScope.getStore();
const numberPools = new WeakMap<object, pg.Pool>();

export { sql };

/**
 * An array parameter. Drizzle spreads a JS array in a sql`` template into a list of parameters,
 * so arrays travel as one JSON parameter instead: `where id = any(${intArray(ids)})`.
 */
export const textArray = (values: string[]) => sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
export const intArray = (values: number[]) => sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)::int)`;
