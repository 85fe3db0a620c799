// A backup must restore into an empty PostgreSQL database: one taken on PGlite and one taken on the server.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../tests/support/testApp.js';
import { inTransaction, openDatabase } from '../../db/client.js';
import { seed } from '../../db/seed/seed.js';
import { post } from '../../ledger/ledger.js';
import { LEDGER } from '../../ledger/accounts.js';
import { createBackup } from './backup.js';

let t: TestContext;
const made: string[] = [];
const serverUrl = () => process.env.TEST_DATABASE_URL!;

async function emptyDatabase(): Promise<string> {
  const name = `restore_${process.pid}_${made.length}_${Math.random().toString(36).slice(2, 7)}`;
  const c = new pg.Client({ connectionString: serverUrl() });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  made.push(name);
  const u = new URL(serverUrl());
  u.pathname = `/${name}`;
  return u.toString();
}

/** Restores a dump with psql, stopping at the first error, and returns what the restored books hold. */
async function restore(dump: string) {
  const url = await emptyDatabase();
  const r = spawnSync('psql', ['-v', 'ON_ERROR_STOP=1', '-q', url], { input: dump, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const q = async (s: string) => (await c.query(s)).rows[0];
  const out = {
    users: Number((await q('select count(*) n from users')).n),
    ledgers: Number((await q('select count(*) n from ledgers')).n),
    lines: Number((await q('select count(*) n from voucher_lines')).n),
    debit: String((await q('select sum(debit) s from voucher_lines')).s),
  };
  await c.end();
  return out;
}

const sample = (db: TestContext['db']) =>
  inTransaction(db, (tx) =>
    post(tx, { vcType: 1, vcDate: '2026-03-05', lines: [{ ledgerId: LEDGER.inventory, debit: '1250.50' }, { ledgerId: LEDGER.payable, credit: '1250.50' }] }),
  );

beforeAll(async () => (t = await createTestApp()));
afterAll(async () => {
  await t.close();
  const c = new pg.Client({ connectionString: serverUrl() });
  await c.connect();
  for (const n of made) await c.query(`drop database if exists ${n} with (force)`);
  await c.end();
});

describe('backup', () => {
  it('a backup from the server (GET /api/backup) restores into an empty database', async () => {
    await sample(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/backup', headers: t.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="backup-.*\.sql"/);
    const restored = await restore(res.body);
    expect(restored).toMatchObject({ users: 1, lines: 2, debit: '1250.50' });
    expect(restored.ledgers).toBeGreaterThanOrEqual(14);
  });

  it('a backup from the embedded database restores into an empty PostgreSQL database', async () => {
    const embedded = await openDatabase({});
    try {
      await seed(embedded.db, { adminEmail: 'a@b.c', adminPassword: 'secret1', companyName: 'X', companyCode: 'X', companyAddress: '', companyPhone: '' });
      await sample(embedded.db);
      const restored = await restore(await createBackup(embedded));
      expect(restored).toMatchObject({ users: 1, lines: 2, debit: '1250.50' });
    } finally {
      await embedded.close();
    }
  });
});
