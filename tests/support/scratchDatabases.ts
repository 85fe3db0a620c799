// Empty databases on the PostgreSQL server of TEST_DATABASE_URL, for the tests that restore a backup
// into one: made on demand, dropped after the test file's last test.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, expect } from 'vitest';

export function useScratchDatabases(prefix: string) {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const made: string[] = [];
  afterAll(async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    for (const n of made) await c.query(`drop database if exists ${n} with (force)`);
    await c.end();
  });

  /** A new empty database; returns its URL. */
  async function emptyDatabase(): Promise<string> {
    const name = `${prefix}_${process.pid}_${made.length}_${Math.random().toString(36).slice(2, 7)}`;
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`create database ${name}`);
    await c.end();
    made.push(name);
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    return u.toString();
  }

  /** Restores a backup (its text, or its file) into a new empty database with psql, stopping at the first error; returns the URL. */
  async function restored(backup: { text: string } | { file: string }): Promise<string> {
    const url = await emptyDatabase();
    const args = ['-v', 'ON_ERROR_STOP=1', '-q', ...('file' in backup ? ['-f', backup.file] : []), url];
    const r = spawnSync('psql', args, { input: 'text' in backup ? backup.text : undefined, encoding: 'utf8', maxBuffer: 1 << 26 });
    expect(r.status, r.stderr).toBe(0);
    return url;
  }

  return { emptyDatabase, restored };
}
