// A backup must restore into an empty PostgreSQL database with psql -v ON_ERROR_STOP=1: one taken on
// PGlite and one taken on the server; an admin's with every password hash, a user's with none.
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../tests/support/testApp.js';
import { useScratchDatabases } from '../../../../tests/support/scratchDatabases.js';
import { inTransaction, rows, sql, type Database, type Executor } from '../../db/client.js';
import { startDatabase } from '../../startDatabase.js';
import { seed } from '../../seed.js';
import { post } from '../../ledger/ledger.js';
import { LEDGER } from '../../ledger/accounts.js';
import { writeBackup, type BackupOptions } from './backup.js';

const { restored } = useScratchDatabases('restore');
let t: TestContext;

/** Runs queries on a restored database. */
async function onDatabase<T>(url: string, fn: (q: (s: string) => Promise<Record<string, unknown>[]>) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(`set timezone = 'UTC'`);
    return await fn(async (s) => (await c.query(s)).rows);
  } finally {
    await c.end();
  }
}

/** Restores a dump with psql, stopping at the first error, and returns what the restored books hold. */
async function restore(dump: string) {
  const url = await restored({ text: dump });
  return onDatabase(url, async (q) => ({
    url,
    users: Object.fromEntries((await q('select email, pass_hash from users order by id')).map((u) => [u.email, u.pass_hash])),
    ledgers: Number((await q('select count(*) n from ledgers'))[0].n),
    lines: Number((await q('select count(*) n from voucher_lines'))[0].n),
    debit: String((await q('select sum(debit) s from voucher_lines'))[0].s),
    sessions: Number((await q('select count(*) n from user_sessions'))[0].n),
    auditTriggers: Number((await q(`select count(*) n from pg_trigger where tgname like '%\\_audit'`))[0].n),
  }));
}

/** A backup written to a Writable, collected for the test (the app streams it instead). */
async function backupText(database: Database, opts?: BackupOptions): Promise<string> {
  const parts: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _enc, done) {
      parts.push(chunk);
      done();
    },
  });
  await writeBackup(database, out, opts);
  return Buffer.concat(parts).toString('utf8');
}

const usersOf = async (db: Executor) =>
  Object.fromEntries(
    (await rows<{ email: string; pass_hash: string }>(db, sql`select email, pass_hash from users order by id`)).map((u) => [u.email, u.pass_hash]),
  );

const sample = (db: Executor) =>
  inTransaction(db, (tx) =>
    post(tx, {
      vcType: 1,
      vcDate: '2026-03-05',
      lines: [
        { ledgerId: LEDGER.inventory, debit: '1250.50' },
        { ledgerId: LEDGER.payable, credit: '1250.50' },
      ],
    }),
  );

const SEED = { adminEmail: 'a@b.c', adminPassword: 'secret-pass-1', companyName: 'X', companyCode: 'X', companyAddress: '', companyPhone: '' };

/** An embedded database with the sample voucher and a second user. */
async function embeddedBooks(): Promise<Database> {
  const embedded = await startDatabase({});
  await seed(embedded.systemDb, SEED);
  await sample(embedded.systemDb);
  await embedded.systemDb.execute(
    sql`insert into users (role, name, email, pass_hash) values ('user', 'Clerk', 'clerk@b.c', 'scrypt$clerk-secret-hash-value')`,
  );
  return embedded;
}

beforeAll(async () => {
  t = await createTestApp();
  await sample(t.db);
});
afterAll(() => t.close());

describe('backup', () => {
  it('a backup from the server (GET /api/backup) restores into an empty database, the users with their password hashes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/backup', headers: t.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="backup-.*\.sql"/);
    const restored = await restore(res.body);
    expect(restored).toMatchObject({ users: await usersOf(t.db), lines: 2, debit: '1250.50' });
    expect(restored.ledgers).toBeGreaterThanOrEqual(14);
    expect(restored.auditTriggers).toBeGreaterThan(10);
  });

  it("finding 2: a user's backup from the server carries no password hash and no sign-in, and restores with unusable hashes", async () => {
    const user = await t.userHeaders();
    expect((await t.app.inject({ method: 'PATCH', url: '/api/backup_settings', headers: t.admin, payload: { users_may_backup: true } })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/backup', headers: user });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const source = await usersOf(t.db);
    expect(Object.keys(source).length).toBeGreaterThanOrEqual(2);
    for (const hash of Object.values(source)) expect(res.body).not.toContain(hash);
    expect(Number((await rows<{ n: number }>(t.db, sql`select count(*)::int n from user_sessions`))[0].n)).toBeGreaterThan(0);
    const restored = await restore(res.body);
    expect(restored).toMatchObject({ lines: 2, debit: '1250.50', sessions: 0 });
    expect(restored.users).toEqual(Object.fromEntries(Object.keys(source).map((email) => [email, '!'])));
    expect(restored.auditTriggers).toBeGreaterThan(10);
  });
});

describe('backup of the embedded database', () => {
  // Opening an embedded database runs every migration: one for these tests.
  let embedded: Database;
  beforeAll(async () => (embedded = await embeddedBooks()), 180_000);
  afterAll(() => embedded?.close());

  it('a backup from the embedded database restores into an empty PostgreSQL database, the users with their password hashes', async () => {
    const restored = await restore(await backupText(embedded));
    expect(restored).toMatchObject({ users: await usersOf(embedded.systemDb), lines: 2, debit: '1250.50' });
    expect(Object.keys(restored.users)).toEqual(['a@b.c', 'clerk@b.c']);
    expect(restored.auditTriggers).toBeGreaterThan(10);
  }, 60_000);

  it("finding 2: a user's backup from the embedded database carries no password hash and restores with unusable hashes", async () => {
    const source = await usersOf(embedded.systemDb);
    const dump = await backupText(embedded, { withoutSecrets: true });
    for (const hash of Object.values(source)) expect(dump).not.toContain(hash);
    const restored = await restore(dump);
    expect(restored).toMatchObject({ users: { 'a@b.c': '!', 'clerk@b.c': '!' }, lines: 2, debit: '1250.50' });
  }, 60_000);

  it('finding 3: the rows the app writes from the embedded database come back exactly, whatever they hold', async () => {
    const pgl = embedded.pglite!;
    await pgl.exec(`
      create table "odd ""name"" t" (
        id int generated always as identity primary key,
        "text col" text, b bytea, j jsonb, n numeric, f float8, ts timestamptz, d date, iv interval, ia int[], ta text[], ok boolean,
        twice numeric generated always as (n * 2) stored
      );
      create table no_key (v text);
      create table empty_one (v text);
      create sequence loose_seq;
      select nextval('loose_seq'), nextval('loose_seq'), nextval('loose_seq');
      insert into "odd ""name"" t" ("text col", b, j, n, f, ts, d, iv, ia, ta, ok) values
        (E'tab\\there\\nnew line\\r\\nwindows \\\\ back\\\\slash \\\\N', '\\x00ff5c0a09'::bytea, '{"a": "q\\"uote\\nline", "n": [1, null]}',
         123456789012.34, 0.1, '2026-03-05 10:11:12.345678+06', '2026-03-05', '1 day 02:03:04', '{1,NULL,3}', array[E'a,b', E'c"d', E'e\\\\f', 'NULL', ''], true),
        (null, null, null, null, 'NaN', null, null, null, null, null, null),
        ('', '', '[]', -0.5, '-Infinity', '1999-12-31 23:59:59+00', '2000-01-01', '-1 mons', '{}', '{}', false),
        ('\\N', null, 'null', 0, 1e308, null, null, null, null, null, null),
        ('unicode: দাম ৳ 😀', null, null, null, null, null, null, null, null, null, null);
      insert into no_key select 'row ' || g from generate_series(1, 4500) g;
    `);
    const tables = ['"odd ""name"" t"', 'no_key', 'empty_one'];
    const read = async (q: (s: string) => Promise<Record<string, unknown>[]>) => {
      const out: Record<string, unknown> = {};
      for (const table of tables) out[table] = (await q(`select r::text as r from ${table} r order by r::text`)).map((x) => x.r);
      out.seq = (await q(`select last_value::int as v, is_called from loose_seq`))[0];
      out.identity = (await q(`insert into "odd ""name"" t" ("text col") values ('next') returning id`))[0];
      return out;
    };
    const dump = await backupText(embedded);
    await pgl.exec(`set timezone = 'UTC'`);
    const before = await read(async (s) => (await pgl.query<Record<string, unknown>>(s)).rows);
    const restored = await restore(dump);
    const after = await onDatabase(restored.url, read);
    expect((before[tables[0]] as string[]).length).toBe(5);
    expect((before.no_key as string[]).length).toBe(4500);
    expect(after).toEqual(before);
    await pgl.exec(`reset timezone`);
  }, 60_000);
});
