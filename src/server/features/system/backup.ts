// A restorable SQL dump of the whole database: pg_dump on a server, its WASM build on PGlite.
import { spawn } from 'node:child_process';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';

export function backupFileName(now = new Date()): string {
  return `backup-${now.toISOString().replace(/[:.]/g, '-').replace('T', '_').slice(0, 19)}.sql`;
}

export async function createBackup(database: Database): Promise<string> {
  if (database.pglite) {
    const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
    const pg = database.pglite;
    const before = (await pg.query<{ search_path: string }>('show search_path')).rows[0]?.search_path ?? '"$user", public';
    try {
      const file = await pgDump({ pg, args: ['--no-owner', '--no-privileges'] });
      // PGlite is PostgreSQL 18; this one setting is unknown to older servers the dump may be restored into.
      return (await file.text()).replace(/^SET transaction_timeout = 0;\n/m, '');
    } finally {
      // pg_dump runs on the one shared connection and never disconnects: end the read-only
      // transaction it opened and undo its session settings, or every later call would fail.
      await pg.exec('rollback');
      await pg.exec('reset all');
      await pg.exec(`set search_path to ${before}`);
    }
  }
  return new Promise((resolve, reject) => {
    const child = spawn('pg_dump', ['--no-owner', '--no-privileges', '--dbname', database.url!], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', () => reject(new AppError(500, 'Backup failed! pg_dump is not installed on the server.')));
    child.on('close', (code) =>
      code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new AppError(500, `Backup failed! ${Buffer.concat(err).toString('utf8').trim()}`)),
    );
  });
}
