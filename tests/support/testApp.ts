// One app and one database per test file: PGlite in memory, or a fresh database on the PostgreSQL
// server named by TEST_DATABASE_URL when TEST_DB=pg. `reset()` empties what the tests wrote.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import pg from 'pg';
import { migrationFiles, migrationsFolder } from '../../src/server/db/migrate.js';
import type { FastifyInstance } from 'fastify';
import { sql, type Database, type Executor } from '../../src/server/db/client.js';
import { startDatabase } from '../../src/server/startDatabase.js';
import { seed } from '../../src/server/seed.js';
import { buildApp } from '../../src/server/app.js';
import { forgetLimitCounts } from '../../src/server/http/limits.js';
import { loadConfig, type Config } from '../../src/server/config.js';
import { checkBooks, type Violation } from '../../src/server/books/check.js';

export const ADMIN = { email: 'admin@test.local', pass: 'admin-pass-1' };

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  db: Executor;
  /** A bearer header for the seeded admin. */
  admin: Record<string, string>;
  /** Creates a plain user and returns its bearer header. */
  userHeaders(email?: string): Promise<Record<string, string>>;
  reset(): Promise<void>;
  /** Every broken invariant of the books; tests expect []. */
  violations(): Promise<Violation[]>;
  close(): Promise<void>;
}

export const onPostgres = () => process.env.TEST_DB === 'pg';

/**
 * A migrated, seeded database on the server to copy each test file's database from: made once per
 * set of migrations (its name carries their hash), by whichever test file comes first, under a lock.
 */
async function templateDatabase(url: string): Promise<string> {
  const hash = crypto.createHash('sha1');
  for (const f of migrationFiles()) hash.update(f).update(fs.readFileSync(path.join(migrationsFolder, f)));
  const name = `t_tpl_${hash.digest('hex').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(727002)');
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) {
      await admin.query(`create database ${name}`);
      await admin.query(`alter database ${name} set synchronous_commit = off`);
      const u = new URL(url);
      u.pathname = `/${name}`;
      const database = await startDatabase({ url: u.toString(), poolSize: 2 });
      await seed(database.systemDb, SEED);
      await database.close();
      // Templates of earlier migrations are of no more use.
      const stale = await admin.query(`select datname from pg_database where datname like 't\\_tpl\\_%' and datname <> $1`, [name]);
      for (const r of stale.rows) await admin.query(`drop database if exists ${r.datname} with (force)`).catch(() => undefined);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(727002)').catch(() => undefined);
    await admin.end();
  }
  return name;
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!onPostgres()) return { database: await startDatabase({}), drop: async () => {} };
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
  const template = await templateDatabase(url);
  const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  // A test's database is thrown away: its commits need not wait for the disk (a commit waited 3-5 ms
  // for the WAL flush here, against under 1 ms without), which was a large share of the API tests' time.
  await admin.query(`alter database ${name} set synchronous_commit = off`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await startDatabase({ url: u.toString(), poolSize: 20 });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      // The pool's clients may still be closing; dropping under them makes them report errors.
      for (let i = 0; i < 50; i++) {
        const open = await c.query(`select count(*)::int n from pg_stat_activity where datname = $1`, [name]);
        if (open.rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const SEED = {
  adminEmail: ADMIN.email,
  adminPassword: ADMIN.pass,
  companyName: 'Test Traders',
  companyCode: 'TT',
  companyAddress: 'Dhaka',
  companyPhone: '01700000000',
};

/** Tables the seed fills; everything else is emptied by reset(). */
const KEEP = new Set(['user_sessions', 'acc_groups', 'acc_mains', 'acc_subs', 'ledgers', 'company', 'users', 'project_acc_groups', 'project_acc_mains', 'project_acc_subs', 'project_ledgers', 'units']);

/**
 * The backup folder of this test process and worker: another test run on the machine prunes its own
 * folder's unfinished files, never this one's.
 */
const testBackupDir = path.join(os.tmpdir(), `test-backups-${process.pid}-${threadId}`);

/** The app's settings in tests: no data folder or browser app, every reply checked against its schema; `overrides` on top. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({ DATA_DIR: '/tmp/never-used', BACKUP_DIR: testBackupDir } as NodeJS.ProcessEnv),
  jwtSecret: 'test-secret',
  webDir: '/nonexistent',
  checkAllReplies: true,
  // The message worker runs when a test asks for it (features/messages).
  messageWorkerMs: 0,
  ...overrides,
});

/** `config` overrides settings; the rate limit is off unless a test sets it (tests call faster than any clerk). */
export async function createTestApp(options: { config?: Partial<Config> } = {}): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  await seed(database.systemDb, SEED);
  const config = testConfig({ rateLimit: { perUser: 0, perAddress: 0 }, ...options.config });
  const app = await buildApp(config, database);
  await app.ready();

  const tokenFor = async (email: string, pass: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, pass } });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
    return { authorization: `Bearer ${res.json().token}` };
  };
  const admin = await tokenFor(ADMIN.email, ADMIN.pass);
  let n = 0;

  return {
    app,
    database,
    // Fixtures write as the system; the app's own writes must name their user.
    db: database.systemDb,
    admin,
    async userHeaders(email = `user${++n}@test.local`) {
      const res = await app.inject({ method: 'POST', url: '/api/register', headers: admin, payload: { name: 'Clerk', email, pass: 'clerk-pass', role: 'user' } });
      if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
      return tokenFor(email, 'clerk-pass');
    },
    violations: () => checkBooks(database.db),
    async reset() {
      const tables = (await database.systemDb.execute(sql`select tablename from pg_tables where schemaname = 'public'`)) as unknown as { rows: { tablename: string }[] };
      const wipe = tables.rows.map((r) => r.tablename).filter((t) => !KEEP.has(t));
      if (wipe.length) await database.systemDb.execute(sql.raw(`truncate ${wipe.map((t) => `"${t}"`).join(', ')} restart identity cascade`));
      // Rows the tests added to seeded tables go too; the seeded ones (ids below 100) stay.
      await database.systemDb.execute(sql`delete from users where email <> ${ADMIN.email}`);
      await database.systemDb.execute(sql`delete from ledgers where id >= 100`);
      await database.systemDb.execute(sql`delete from acc_subs where id >= 100`);
      await database.systemDb.execute(sql`delete from acc_mains where id >= 100`);
      await database.systemDb.execute(sql`delete from project_ledgers where id >= 100`);
      // the embedded database's rate and sign-in counts, kept in memory
      forgetLimitCounts(database);
      // what the deletes above wrote to the audit log goes too
      await database.systemDb.execute(sql`truncate audit_log restart identity`);
      await database.systemDb.execute(sql`delete from project_acc_subs where id >= 100`);
      await database.systemDb.execute(sql`delete from project_acc_mains where id >= 100`);
      await database.systemDb.execute(sql`delete from project_acc_groups where id >= 100`);
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
