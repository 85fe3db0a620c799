// Forward-only migrations: the .sql files of ./migrations, applied once each in file-name order,
// each in its own transaction, recorded in schema_migrations. An advisory lock keeps two servers
// starting at once on one PostgreSQL database from applying the same file twice.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The little a migration needs of a connection: run SQL text, read rows. */
export interface MigrationRunner {
  exec(sqlText: string): Promise<void>;
  query<T>(sqlText: string, params?: unknown[]): Promise<T[]>;
  transaction(fn: (run: MigrationRunner) => Promise<void>): Promise<void>;
}

export function migrationFiles(folder = migrationsFolder): string[] {
  return fs.readdirSync(folder).filter((f) => /^\d{4}_.*\.sql$/.test(f)).sort();
}

export async function migrate(run: MigrationRunner, folder = migrationsFolder): Promise<string[]> {
  await run.exec(`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`);
  const applied: string[] = [];
  for (const file of migrationFiles(folder)) {
    await run.transaction(async (tx) => {
      await tx.exec(`select pg_advisory_xact_lock(727001)`);
      // A migration is the system's own change: the audit log needs no signed-in user for it.
      await tx.exec(`select set_config('app.require_user', 'off', true)`);
      const done = await tx.query<{ name: string }>(`select name from schema_migrations where name = $1`, [file]);
      if (done.length) return;
      const text = fs.readFileSync(path.join(folder, file), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) if (statement.trim()) await tx.exec(statement);
      await tx.query(`insert into schema_migrations (name) values ($1)`, [file]);
      applied.push(file);
    });
  }
  return applied;
}
