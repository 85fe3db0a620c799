// Upgrading a database made by an earlier version: the migrations before a given one, applied to a
// fresh embedded database, and a runner for the rest.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { migrate, migrationFiles, migrationsFolder } from '../../src/server/db/migrate.js';
import { drizzle } from 'drizzle-orm/pglite';
import { pgliteRunner, type Executor } from '../../src/server/db/client.js';
import * as schema from '../../src/server/db/schema.js';
import { seed } from '../../src/server/seed.js';

export { pgliteRunner };

/** A new embedded database as the version before `migration` left it (every earlier migration applied). */
export async function databaseBefore(migration: string): Promise<PGlite> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `migrations-before-${migration.slice(0, 4)}-`));
  try {
    for (const f of migrationFiles().filter((f) => f < migration)) fs.copyFileSync(path.join(migrationsFolder, f), path.join(dir, f));
    const db = await PGlite.create({ extensions: { pg_trgm } });
    await migrate(pgliteRunner(db), dir);
    return db;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Applies the migrations not yet applied; returns their names. */
export const migrateRest = (db: PGlite) => migrate(pgliteRunner(db));

/** The company and admin an upgraded database was made for. */
const OLD_SEED = {
  adminEmail: 'admin@x.bd',
  adminPassword: 'An old admin password 1',
  companyName: 'Old Traders',
  companyCode: 'OT',
  companyAddress: 'Dhaka',
  companyPhone: '1',
};

/** Seeds `db` as its version seeded (an admin and a company); returns its drizzle executor. */
export async function seedOld(db: PGlite, company: Partial<typeof OLD_SEED> = {}): Promise<Executor> {
  const ex = drizzle({ client: db, schema }) as unknown as Executor;
  await seed(ex, { ...OLD_SEED, ...company });
  return ex;
}

/** A database as the version before `migration` left it, seeded as that version seeded it (an admin and a company). */
export async function seededDatabaseBefore(migration: string, company: Partial<typeof OLD_SEED> = {}): Promise<{ db: PGlite; ex: Executor }> {
  const db = await databaseBefore(migration);
  return { db, ex: await seedOld(db, company) };
}

/** An old database under test: `db` and `ex` are set once it is made; `q` returns a query's rows. */
export interface OldDatabase {
  db: PGlite;
  ex: Executor;
  q: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
}

function oldDatabase(): OldDatabase {
  const old = {} as OldDatabase;
  old.q = async <T,>(text: string, params?: unknown[]) => (await old.db.query<T>(text, params)).rows;
  return old;
}

/**
 * For a file whose tests all read one upgraded database: before its first test, a database as the
 * version before `migration` left it, seeded, given the old rows by `fill`, then upgraded; closed
 * after its last test. Read the object inside tests and hooks.
 */
export function useUpgradedDatabase(migration: string, fill: (old: OldDatabase) => Promise<void>, company: Partial<typeof OLD_SEED> = {}): OldDatabase {
  const old = oldDatabase();
  beforeAll(async () => {
    Object.assign(old, await seededDatabaseBefore(migration, company));
    await fill(old);
    await migrateRest(old.db);
  }, 120_000);
  afterAll(() => old.db?.close());
  return old;
}

/** For a file whose tests each make their own old database: the one a test puts in `db` is closed after it. */
export function useOldDatabasePerTest(): OldDatabase {
  const old = oldDatabase();
  afterEach(async () => {
    await old.db?.close();
    (old as Partial<OldDatabase>).db = undefined;
  });
  return old;
}
