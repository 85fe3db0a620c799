// Backups through the API, on the embedded database (and on a server with TEST_DB=pg): a backup on
// the embedded database shares its one connection with the app, so the app must read and write as
// before afterwards; who may take one; what a user's backup leaves out; one backup at a time.
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { inTransaction, rows, sql } from '../../db/client.js';

const t = useTestApp();
// No reset between tests (the default of the setting is checked first; each later test sets it).
afterEach(async () => expect(await t.violations()).toEqual([]));

const backup = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/backup', headers });
const allowUsers = (on: boolean) => t.app.inject({ method: 'PATCH', url: '/api/backup_settings', headers: t.admin, payload: { users_may_backup: on } });
const hashes = async () => (await rows<{ pass_hash: string }>(t.db, sql`select pass_hash from users`)).map((r) => r.pass_hash);

describe('backup', () => {
  it('downloads a .sql dump, and the app keeps reading and writing afterwards', async () => {
    const res = await backup(t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="backup-\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.sql"/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('CREATE TABLE public.voucher_lines');
    expect(res.body).toMatch(/^COPY public\.voucher_lines \(/m);
    const me = await t.app.inject({ method: 'GET', url: '/api/user_me', headers: t.admin });
    expect(me.statusCode).toBe(200);
    const party = await t.app.inject({ method: 'POST', url: '/api/party_post', headers: t.admin, payload: { name: 'After Backup', type: 1, amount: 100 } });
    expect(party.statusCode, party.body).toBe(201);
    // the app's connection still refuses a change that names no user (a backup resets the embedded session)
    await expect(inTransaction(t.database.db, (tx) => tx.execute(sql`update company set phone = phone || '1' where id = 1`))).rejects.toThrow();
    expect(await t.violations()).toEqual([]);
  });
});

describe('finding 2: a user-role token downloads the whole database with every password hash', () => {
  it('refuses a user a backup by default, with a 403 that says to ask an admin', async () => {
    const user = await t.userHeaders();
    const res = await backup(user);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/ask an admin/i);
    expect(res.body).not.toContain('CREATE TABLE');
  });

  it('lets only an admin read and switch the setting, and the switch is audited with its user', async () => {
    const user = await t.userHeaders();
    expect((await t.app.inject({ method: 'GET', url: '/api/backup_settings', headers: user })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/backup_settings', headers: user, payload: { users_may_backup: true } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/backup_settings', headers: t.admin })).json()).toEqual({ users_may_backup: false });
    const bad = await t.app.inject({ method: 'PATCH', url: '/api/backup_settings', headers: t.admin, payload: { users_may_backup: 'yes' } });
    expect(bad.statusCode).toBe(400);
    const on = await allowUsers(true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ users_may_backup: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/backup_settings', headers: t.admin })).json()).toEqual({ users_may_backup: true });
    const audit = await rows<{ user_id: number | null; after: { users_may_backup: boolean } }>(
      t.db,
      sql`select user_id, after from audit_log where table_name = 'app_settings' order by id`,
    );
    const adminId = (await t.app.inject({ method: 'GET', url: '/api/user_me', headers: t.admin })).json().user.id;
    expect(audit.at(-1)).toMatchObject({ user_id: adminId, after: { users_may_backup: true } });
  });

  it("lets a user back up once an admin allows it, and the user's backup carries no password hash", async () => {
    const user = await t.userHeaders();
    expect((await allowUsers(true)).statusCode).toBe(200);
    const res = await backup(user);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.body).toContain('CREATE TABLE public.users');
    const real = await hashes();
    expect(real.length).toBeGreaterThanOrEqual(2);
    for (const h of real) {
      expect(h.length).toBeGreaterThan(20);
      expect(res.body).not.toContain(h);
    }
    // the users are there, with a hash that matches no password
    const block = /^COPY public\.users \(([^)]*)\) FROM stdin;\n([\s\S]*?)^\\\.$/m.exec(res.body);
    expect(block, 'the users COPY block').not.toBeNull();
    const cols = block![1].split(', ');
    const lines = block![2].trim().split('\n');
    expect(lines.length).toBe(real.length);
    for (const line of lines) expect(line.split('\t')[cols.indexOf('pass_hash')]).toBe('!');
    // and switching it off again refuses the user
    expect((await allowUsers(false)).statusCode).toBe(200);
    expect((await backup(user)).statusCode).toBe(403);
  });

  it("keeps the password hashes in an admin's backup", async () => {
    await t.userHeaders();
    const res = await backup(t.admin);
    expect(res.statusCode).toBe(200);
    for (const h of await hashes()) expect(res.body).toContain(h);
  });

  it('takes one backup at a time: of two at once, one is taken and the other gets 429 saying to try again', async () => {
    const [a, b] = await Promise.all([backup(t.admin), backup(t.admin)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 429]);
    const refused = a.statusCode === 429 ? a : b;
    expect(refused.json().message).toBe('A backup is already being taken. Please try again when it has finished.');
    // the slot is free again once the first has finished
    expect((await backup(t.admin)).statusCode).toBe(200);
  });
});
