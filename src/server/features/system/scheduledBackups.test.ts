// The daily backup: its settings (refused when out of range), a backup taken into the server's
// folder and listed, downloaded by an admin only, the oldest pruned beyond the number kept, and the
// schedule's run taken once a day after its time, and not before.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDir, useTestApp } from '../../../../tests/support/useTestApp.js';
import { runIfDue } from './scheduledBackups.js';

const dir = useTempDir('backups-');
const t = useTestApp({ config: { backupDir: dir } });

const get = () => t.app.inject({ method: 'GET', url: '/api/backups/scheduled', headers: t.admin });
const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/backups/schedule', headers: t.admin, payload });

describe('scheduled backups', () => {
  it('keeps its settings and refuses bad ones', async () => {
    expect((await get()).json()).toEqual({ schedule: { enabled: false, time: '02:00', keep: 7 }, lastDate: null, files: [] });
    const bad = await put({ enabled: true, time: '25:00', keep: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Time must be HH:MM, 00:00 to 23:59');
    expect((await put({ enabled: true, time: '01:30', keep: 0 })).json().message).toBe('Keep at least 1 backup');
    const ok = await put({ enabled: true, time: '01:30', keep: 2 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().schedule).toEqual({ enabled: true, time: '01:30', keep: 2 });
  });

  it('writes a backup into the folder, lists it and lets an admin download it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/backups/scheduled/run', headers: t.admin });
    expect(res.statusCode, res.body).toBe(200);
    const files = res.json().files;
    expect(files).toHaveLength(1);
    expect(files[0].name).toMatch(/^backup-.*\.sql$/);
    expect(fs.readdirSync(dir)).toEqual([files[0].name]);
    const text = fs.readFileSync(path.join(dir, files[0].name), 'utf8');
    expect(text).toContain('COPY public.voucher_lines');
    expect(files[0].size).toBe(Buffer.byteLength(text));
    const dl = await t.app.inject({ method: 'GET', url: `/api/backups/scheduled/${files[0].name}`, headers: t.admin });
    expect(dl.statusCode).toBe(200);
    expect(dl.body).toBe(text);
    const user = await t.userHeaders('backup-user@test.local');
    expect((await t.app.inject({ method: 'GET', url: `/api/backups/scheduled/${files[0].name}`, headers: user })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/backups/scheduled/..%2Fjwt-secret', headers: t.admin })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/backups/scheduled/backup-none.sql', headers: t.admin })).statusCode).toBe(404);
  });

  it('runs once a day after its time, keeping the newest', async () => {
    // 01:00 in Dhaka is before 01:30: nothing yet.
    expect(await runIfDue(t.database, dir, new Date('2026-03-10T19:00:00Z'))).toBeUndefined();
    const first = await runIfDue(t.database, dir, new Date('2026-03-10T19:45:00Z'));
    // Named by the time in Dhaka (UTC+6), as the screen shows it.
    expect(first?.name).toBe('backup-2026-03-11_01-45-00.sql');
    expect(await runIfDue(t.database, dir, new Date('2026-03-10T22:00:00Z'))).toBeUndefined();
    expect((await get()).json().lastDate).toBe('2026-03-11');
    const next = await runIfDue(t.database, dir, new Date('2026-03-11T20:00:00Z'));
    expect(next?.name).toBe('backup-2026-03-12_02-00-00.sql');
    // Two kept (the one taken by hand is the newest by name, as it is dated today).
    const names = (await get()).json().files.map((f: { name: string }) => f.name);
    expect(names).toHaveLength(2);
    expect(names).toContain('backup-2026-03-12_02-00-00.sql');
    expect(fs.readdirSync(dir).filter((n) => n.endsWith('.partial'))).toEqual([]);
    await put({ enabled: false, time: '01:30', keep: 1 });
    expect((await get()).json().files).toHaveLength(1);
    expect(await runIfDue(t.database, dir, new Date('2026-03-12T20:00:00Z'))).toBeUndefined();
  });

  it('a schedule saved while a backup is written leaves that backup alone; a stopped run’s .partial goes', async () => {
    fs.writeFileSync(path.join(dir, 'backup-2026-01-01_00-00-00.sql.partial'), 'left by a stopped run');
    const run = t.app.inject({ method: 'POST', url: '/api/backups/scheduled/run', headers: t.admin });
    // Saved while the backup streams into its own .partial file.
    for (let i = 0; i < 500 && !fs.readdirSync(dir).some((n) => n.endsWith('.partial') && !n.startsWith('backup-2026-01-01')); i++)
      await new Promise((r) => setTimeout(r, 2));
    expect((await put({ enabled: false, time: '01:30', keep: 3 })).statusCode).toBe(200);
    const res = await run;
    expect(res.statusCode, res.body).toBe(200);
    expect(fs.readdirSync(dir).filter((n) => n.endsWith('.partial'))).toEqual([]);
    expect(res.json().files.length).toBeGreaterThanOrEqual(1);
  });
});

describe('issue 39 finding 4: backups readable by every local user; a symlink named like a backup is served', () => {
  it('writes each backup 0600 in a 0700 folder, tightening a folder that was open', async () => {
    fs.chmodSync(dir, 0o755);
    const res = await t.app.inject({ method: 'POST', url: '/api/backups/scheduled/run', headers: t.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    const name = res.json().files[0].name;
    expect(fs.statSync(path.join(dir, name)).mode & 0o777).toBe(0o600);
  });

  it('neither lists nor serves a symlink named like a backup', async () => {
    const secretDir = fs.mkdtempSync(path.join(path.dirname(dir), 'secret-'));
    const secret = path.join(secretDir, 'jwt-secret');
    fs.writeFileSync(secret, 'the token secret');
    const link = path.join(dir, 'backup-2099-01-01_00-00-00.sql');
    fs.symlinkSync(secret, link);
    try {
      const names = (await get()).json().files.map((f: { name: string }) => f.name);
      expect(names).not.toContain('backup-2099-01-01_00-00-00.sql');
      const dl = await t.app.inject({ method: 'GET', url: '/api/backups/scheduled/backup-2099-01-01_00-00-00.sql', headers: t.admin });
      expect(dl.statusCode).toBe(404);
      expect(dl.body).not.toContain('the token secret');
      // a folder named like a backup is not one either
      fs.mkdirSync(path.join(dir, 'backup-2099-01-02_00-00-00.sql'));
      expect((await t.app.inject({ method: 'GET', url: '/api/backups/scheduled/backup-2099-01-02_00-00-00.sql', headers: t.admin })).statusCode).toBe(404);
      fs.rmdirSync(path.join(dir, 'backup-2099-01-02_00-00-00.sql'));
    } finally {
      fs.rmSync(link, { force: true });
      fs.rmSync(secretDir, { recursive: true, force: true });
    }
  });
});
