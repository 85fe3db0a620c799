// The restore command of the README, tested from a file the daily backup wrote: psql restores it
// into an empty database, and the books there are the books here.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../tests/support/testApp.js';
import { one, sql } from '../../db/client.js';

let t: TestContext;
let dir: string;
const made: string[] = [];
const serverUrl = () => process.env.TEST_DATABASE_URL!;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backups-pg-'));
  t = await createTestApp({ config: { backupDir: dir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
  const c = new pg.Client({ connectionString: serverUrl() });
  await c.connect();
  for (const n of made) await c.query(`drop database if exists ${n} with (force)`);
  await c.end();
});

describe('restore of a scheduled backup', () => {
  it('restores with psql -v ON_ERROR_STOP=1 -f into an empty database', async () => {
    const call = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: t.admin, payload });
    expect((await call('/party_post', { type: 1, name: 'Restored Customer', mobile: '017', amount: 4321.5 })).statusCode).toBe(201);
    const run = await t.app.inject({ method: 'POST', url: '/api/backups/scheduled/run', headers: t.admin });
    expect(run.statusCode, run.body).toBe(200);
    const file = path.join(dir, run.json().files[0].name);

    const name = `restore_sched_${process.pid}_${Math.random().toString(36).slice(2, 7)}`;
    const admin = new pg.Client({ connectionString: serverUrl() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    made.push(name);
    const u = new URL(serverUrl());
    u.pathname = `/${name}`;
    const r = spawnSync('psql', ['-v', 'ON_ERROR_STOP=1', '-q', '-f', file, u.toString()], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);

    const here = await one<{ lines: number; debit: string; parties: number }>(
      t.db,
      sql`select (select count(*)::int from voucher_lines) as lines, (select sum(debit)::text from voucher_lines) as debit, (select count(*)::int from parties) as parties`,
    );
    const c = new pg.Client({ connectionString: u.toString() });
    await c.connect();
    const there = (
      await c.query(
        'select (select count(*)::int from voucher_lines) as lines, (select sum(debit)::text from voucher_lines) as debit, (select count(*)::int from parties) as parties',
      )
    ).rows[0];
    await c.end();
    expect(there).toEqual(here);
    expect(there.debit).toBe('4321.50');
  });
});
