// Migration 0038 (revocable sign-ins, an audit log that refuses a change with no user) on a database
// made by the previous version: its users, their passwords and the audit history stay.
import type { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseBefore, migrateRest } from '../../../tests/support/migrations.js';

let db: PGlite | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

describe('migration 0038 upgrades a database of the previous version', { timeout: 300_000 }, () => {
  it('keeps every user (active, token version 0) and the audit history, and from then on refuses an unattributed change on the app’s connections', async () => {
    db = await databaseBefore('0038_sign_in.sql');
    await db.exec(`insert into users (role, name, email, pass_hash) values ('admin', 'Owner', 'owner@x.bd', '$argon2id$fake'), ('user', 'Clerk', 'clerk@x.bd', '$argon2id$fake2')`);
    await db.exec(`insert into company (id, name, code, address, phone) values (1, 'Old Traders', 'OT', 'Dhaka', '1')`);
    const auditBefore = (await db.query<{ n: number }>(`select count(*)::int n from audit_log`)).rows[0].n;
    expect(auditBefore).toBe(3);

    const applied = await migrateRest(db);
    expect(applied[0]).toBe('0038_sign_in.sql');
    const users = (await db.query(`select email, pass_hash, active, token_version from users order by id`)).rows;
    expect(users).toEqual([
      { email: 'owner@x.bd', pass_hash: '$argon2id$fake', active: true, token_version: 0 },
      { email: 'clerk@x.bd', pass_hash: '$argon2id$fake2', active: true, token_version: 0 },
    ]);
    expect((await db.query<{ n: number }>(`select count(*)::int n from audit_log`)).rows[0].n).toBe(auditBefore);

    // The app's connection (app.require_user on): refused without a user, recorded with one.
    await db.exec(`set app.require_user = 'on'`);
    await expect(db.exec(`update company set name = 'Nobody' where id = 1`)).rejects.toThrow(/without a signed-in user was refused/);
    await db.transaction(async (tx) => {
      await tx.query(`select set_config('app.user_id', '1', true)`);
      await tx.query(`update company set name = 'New Traders' where id = 1`);
    });
    const last = (await db.query(`select user_id, table_name, after->>'name' as name from audit_log order by id desc limit 1`)).rows[0];
    expect(last).toEqual({ user_id: 1, table_name: 'company', name: 'New Traders' });
  });
});
