// The daily backup: at the time set (Dhaka), the server writes the same .sql backup as the header's
// button (writeBackup, with password hashes: it stays on the server) into its backup folder
// (BACKUP_DIR, DATA_DIR/backups by default), as a .partial file renamed when complete, then deletes
// the oldest beyond the number to keep. A minute's timer looks at the clock; the day's run is claimed
// in app_settings.backup_last_date first, so several servers on one database take it once, and a
// server that was down at the time takes it when it comes back the same day. An admin sets the time
// and the number kept, lists the files, downloads one, or takes one at once.
import fs from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { ApiApp } from '../../app.js';
import type { BackupFile, BackupSchedule } from '../../../contracts/scheduledBackups.js';
import { systemRoutes as routes } from '../../../contracts/system.js';
import { routeGroup } from '../../http/routeGroup.js';
import { inTransaction, one, sql, type Database } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { dhakaWallClock, todayInDhaka } from '../../../domain/dates.js';
import { BACKUP_BUSY, backupFileName, claimBackupSlot, writeBackup } from './backup.js';

const FILE = /^backup-[0-9A-Za-z_-]{1,60}\.sql$/;
const TICK_MS = 60_000;

interface Row {
  enabled: boolean;
  time: string;
  keep: number;
  last: string | null;
}

async function settingsOf(database: Database): Promise<Row> {
  const r = await one<Row>(
    database.systemDb,
    sql`select backup_enabled as enabled, backup_time as time, backup_keep as keep, to_char(backup_last_date, 'YYYY-MM-DD') as last from app_settings where id = 1`,
  );
  return r ?? { enabled: false, time: '02:00', keep: 7, last: null };
}

/**
 * The folder, made if missing, readable by the server's user only (0700): the backups hold the
 * password hashes and the replies kept for repeated requests. An existing folder is tightened.
 */
function ensurePrivateDir(dir: string) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if ((fs.statSync(dir).mode & 0o777) !== 0o700) fs.chmodSync(dir, 0o700);
}

/** A regular file of the folder (lstat: a symlink, a folder or a device named like a backup is not one). */
function regularFile(file: string): fs.Stats | undefined {
  try {
    const st = fs.lstatSync(file);
    return st.isFile() ? st : undefined;
  } catch {
    return undefined;
  }
}

/** The backups in the folder, newest first: regular files only, no symlink followed. */
export function listBackups(dir: string): BackupFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((n) => FILE.test(n))
    .flatMap((name) => {
      const st = regularFile(path.join(dir, name));
      return st ? [{ name, size: st.size, created_at: st.mtime.toISOString() }] : [];
    })
    .sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
}

/**
 * Opens a backup of the folder to read, refusing anything but a regular file: O_NOFOLLOW where the
 * system has it (the open itself fails on a symlink), and the opened file checked again.
 */
export async function openBackup(dir: string, name: string): Promise<{ handle: fs.promises.FileHandle; size: number } | undefined> {
  if (!FILE.test(name)) return undefined;
  const file = path.join(dir, name);
  if (!regularFile(file)) return undefined;
  const flags = fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0);
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, flags);
  } catch {
    return undefined;
  }
  const st = await handle.stat();
  if (!st.isFile()) {
    await handle.close();
    return undefined;
  }
  return { handle, size: st.size };
}

/** The .partial file this server is writing now (one backup at a time): no prune may delete it. */
let writing: string | undefined;

/** Deletes the oldest backups beyond `keep`, and any .partial file a stopped run left. */
function prune(dir: string, keep: number) {
  for (const f of listBackups(dir).slice(keep)) fs.rmSync(path.join(dir, f.name), { force: true });
  for (const n of fs.readdirSync(dir)) if (n.endsWith('.sql.partial') && n !== writing) fs.rmSync(path.join(dir, n), { force: true });
}

/** Writes one backup into the folder and prunes it; refuses (429) while another backup runs. */
export async function takeScheduledBackup(database: Database, dir: string, keep: number, now = new Date()): Promise<BackupFile> {
  const release = claimBackupSlot();
  if (!release) throw new AppError(429, BACKUP_BUSY);
  try {
    ensurePrivateDir(dir);
    const name = backupFileName(now);
    const partial = path.join(dir, `${name}.partial`);
    writing = `${name}.partial`;
    fs.rmSync(partial, { force: true });
    // Readable by the server's user only; 'wx': a file (or symlink) already of that name is not written through.
    const out = fs.createWriteStream(partial, { mode: 0o600, flags: 'wx' });
    try {
      await writeBackup(database, out);
      out.end();
      await finished(out);
    } catch (e) {
      out.destroy();
      fs.rmSync(partial, { force: true });
      throw e;
    }
    fs.renameSync(partial, path.join(dir, name));
    writing = undefined;
    prune(dir, keep);
    return listBackups(dir).find((f) => f.name === name)!;
  } finally {
    writing = undefined;
    release();
  }
}

/** The Dhaka wall-clock time HH:MM. */
const dhakaTime = (now: Date) => dhakaWallClock(now).toISOString().slice(11, 16);

/** Takes the day's backup if it is due and no server has claimed it yet. Returns what it wrote. */
export async function runIfDue(database: Database, dir: string, now = new Date()): Promise<BackupFile | undefined> {
  const s = await settingsOf(database);
  const today = todayInDhaka(now);
  if (!s.enabled || dhakaTime(now) < s.time || s.last === today) return undefined;
  const claimed = await one(
    database.systemDb,
    sql`update app_settings set backup_last_date = ${today} where id = 1 and backup_enabled and (backup_last_date is null or backup_last_date < ${today}) returning 1`,
  );
  if (!claimed) return undefined;
  return takeScheduledBackup(database, dir, s.keep, now);
}

export async function scheduledBackupRoutes(api: ApiApp) {
  const dir = () => api.config.backupDir;
  const admin = routeGroup(api, { access: 'admin', tags: ['system'] });
  const download = routeGroup(api, { access: 'admin', tags: ['system'], exposeHeadRoute: false });

  let timer: NodeJS.Timeout | undefined;
  /** The daily backup being written, if one is. */
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = runIfDue(api.database, dir())
      .catch((e: unknown) => api.log.error({ err: e }, 'The daily backup failed'))
      .finally(() => {
        running = undefined;
      });
  };
  api.addHook('onReady', async () => {
    // At start too: a server that was off at the backup's time takes the day's backup when it starts.
    tick();
    timer = setInterval(tick, TICK_MS);
    timer.unref();
  });
  // A stop lets the backup being written finish before the database closes (within the stop's time
  // limit), rather than leave a .partial file and an error in the log.
  api.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });

  const reply = async () => {
    const s = await settingsOf(api.database);
    return { schedule: { enabled: s.enabled, time: s.time, keep: s.keep }, lastDate: s.last, files: listBackups(dir()) };
  };

  admin.on(routes.backupsScheduled, { description: 'The daily backup’s settings and the backup files kept on the server, newest first.' }, reply);

  admin.on(
    routes.backupsSchedule,
    { description: 'Turns the daily backup on or off, sets its time (Dhaka, HH:MM) and how many files to keep.' },
    async (req) => {
      const b: BackupSchedule = req.body;
      await inTransaction(api.database.db, (tx) =>
        tx.execute(sql`update app_settings set backup_enabled = ${b.enabled}, backup_time = ${b.time}, backup_keep = ${b.keep} where id = 1`),
      );
      if (fs.existsSync(dir())) prune(dir(), b.keep);
      return reply();
    },
  );

  admin.on(routes.backupsScheduledRun, { description: 'Takes a backup into the server’s backup folder now (429 while another backup runs).' }, async () => {
    const s = await settingsOf(api.database);
    await takeScheduledBackup(api.database, dir(), s.keep);
    return reply();
  });

  download.on(routes.backupsScheduledFile, { description: 'Downloads one of the backup files kept on the server.' }, async (req, res) => {
    const opened = await openBackup(dir(), req.params.name);
    if (!opened) throw notFound('No such backup');
    return res
      .header('content-type', 'application/sql; charset=utf-8')
      .header('content-disposition', `attachment; filename="${req.params.name}"`)
      .header('content-length', opened.size)
      .send(opened.handle.createReadStream());
  });
}
