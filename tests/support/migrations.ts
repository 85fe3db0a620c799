// Upgrading a database made by an earlier version: the migrations before a given one, applied to a
// fresh embedded database, and a runner for the rest.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { migrate, migrationFiles, migrationsFolder } from '../../src/server/db/migrate.js';
import { drizzle } from 'drizzle-orm/pglite';
import { pgliteRunner, type Executor } from '../../src/server/db/client.js';
import * as schema from '../../src/server/db/schema.js';
import { seed } from '../../src/server/db/seed/seed.js';

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

/** The company an upgraded database was made for. */
const OLD_COMPANY = { companyName: 'Old Traders', companyCode: 'OT', companyAddress: 'Dhaka', companyPhone: '1' };

/** A database as the version before `migration` left it, seeded as that version seeded it (an admin and a company). */
export async function seededDatabaseBefore(migration: string, company: Partial<typeof OLD_COMPANY> = {}): Promise<{ db: PGlite; ex: Executor }> {
  const db = await databaseBefore(migration);
  const ex = drizzle({ client: db, schema }) as unknown as Executor;
  await seed(ex, { adminEmail: 'admin@x.bd', adminPassword: 'An old admin password 1', ...OLD_COMPANY, ...company });
  return { db, ex };
}
