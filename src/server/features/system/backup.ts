// A restorable SQL backup of the whole database, written as a stream and never held in memory
// (a ten-year database dumps to gigabytes). On a PostgreSQL server pg_dump's output goes straight
// through. On the embedded database the WASM pg_dump holds its whole output in memory, so it only
// writes the schema (small), and the rows are written here, table by table in batches, as COPY
// blocks read in one transaction, from a copy of the database's folder (the app's one connection
// is held only while the files are copied). A backup taken by a plain user carries no password
// hashes and no sign-in records. One backup runs at a time per process (claimBackupSlot).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { applySessionSettings, type Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { dhakaStamp } from '../../../domain/dates.js';

export interface BackupOptions {
  /**
   * A backup for a plain user: every password hash is replaced by '!', which matches no password
   * (a restored user needs a password reset by an admin), and the rows of the sign-in and
   * bookkeeping tables in SECRET_TABLES are left out.
   */
  withoutSecrets?: boolean;
}

/** Columns a user's backup replaces, with the SQL value written instead. */
const MASKED: Record<string, Record<string, string>> = { users: { pass_hash: `'!'::text` } };
/** Tables (schema public) whose rows a user's backup leaves out: sign-ins, and the replies kept for repeated requests. */
const SECRET_TABLES = ['user_sessions', 'idempotency_keys'];
/** Rows fetched per round trip when the rows are written here. */
const BATCH = 2000;

export const BACKUP_BUSY = 'A backup is already being taken. Please try again when it has finished.';

let running = false;

/**
 * One backup at a time per process: many at once stall every other request. Returns the function
 * that gives the slot back (safe to call twice), or undefined while another backup runs.
 */
export function claimBackupSlot(): (() => void) | undefined {
  if (running) return undefined;
  running = true;
  let given = false;
  return () => {
    if (given) return;
    given = true;
    running = false;
  };
}

/** The backup's file name, by the time in Dhaka, as the screens show times (names sort by time). */
export function backupFileName(now = new Date()): string {
  return `backup-${dhakaStamp(now)}.sql`;
}

/** The destination went away (the client closed the download): the backup stops. */
class BackupStopped extends Error {
  constructor() {
    super('The backup was stopped: its destination was closed');
  }
}

/** Writes to a Writable, waiting while its buffer is full (so nothing piles up in memory). */
class Sink {
  constructor(
    private readonly out: Writable,
    private readonly failure: () => Error | undefined,
  ) {}

  async write(chunk: string | Buffer): Promise<void> {
    const out = this.out;
    const failed = this.failure();
    if (failed) throw failed;
    if (out.destroyed || out.writableEnded) throw new BackupStopped();
    if (out.write(chunk)) return;
    await new Promise<void>((resolve, reject) => {
      const settle = (err?: Error) => {
        out.off('drain', onDrain);
        out.off('close', onClose);
        out.off('error', onError);
        if (err) reject(err);
        else resolve();
      };
      const onDrain = () => settle();
      const onClose = () => settle(this.failure() ?? new BackupStopped());
      const onError = (e: Error) => settle(e);
      out.on('drain', onDrain);
      out.on('close', onClose);
      out.on('error', onError);
    });
  }
}

/**
 * Writes a backup to `out` (a file, a download) and ends it; resolves when `out` has taken all of
 * it. On failure it rejects and leaves `out` to the caller, who should destroy it: what was written
 * is incomplete. Restores with `psql -v ON_ERROR_STOP=1` into an empty database. The caller holds
 * the slot (claimBackupSlot) while it runs.
 */
export async function writeBackup(database: Database, out: Writable, opts: BackupOptions = {}): Promise<void> {
  let failed: Error | undefined;
  const onError = (e: Error) => void (failed ??= e);
  out.on('error', onError);
  const sink = new Sink(out, () => failed);
  try {
    if (database.pglite) await embeddedBackup(database.pglite, sink, opts);
    else await serverBackup(database.url!, sink, opts);
    out.end();
    await finished(out, { readable: false });
  } finally {
    out.off('error', onError);
  }
}

/** Why a backup failed, as the clerk sees it. */
function backupFailed(e: unknown): Error {
  if (e instanceof AppError || e instanceof BackupStopped) return e;
  return new AppError(500, `Backup failed! ${(e as Error)?.message ?? e}`);
}

/**
 * The backup as a download. On a server pg_dump's output streams through as it comes; if it fails
 * after the first bytes were sent, the body is destroyed, so the client sees a broken download
 * rather than a file that looks whole. On the embedded database the backup is first written to a
 * temporary file: a slow download must not keep the copy it is read from (or, in memory, the one
 * connection) longer. `done` settles when all the work is over, download included.
 */
export async function backupDownload(database: Database, opts: BackupOptions = {}): Promise<{ body: Readable; done: Promise<void> }> {
  if (!database.pglite) {
    const body = new PassThrough({ highWaterMark: 1 << 20 });
    const closed = readToEnd(body);
    const written = writeBackup(database, body, opts).catch((e) => void body.destroy(backupFailed(e)));
    return { body, done: Promise.all([written, closed]).then(() => undefined) };
  }
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'backup-'));
  const file = path.join(dir, 'backup.sql');
  try {
    const out = fs.createWriteStream(file, { mode: 0o600 });
    try {
      await writeBackup(database, out, opts);
    } catch (e) {
      out.destroy();
      throw backupFailed(e);
    }
    const handle = await fs.promises.open(file, 'r');
    const body = handle.createReadStream();
    // Open, the file needs no name: it goes away when the download closes it, crash or not.
    return { body, done: readToEnd(body) };
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** Settles when the body has been read to its end (the client has it all) or closed. */
function readToEnd(body: Readable): Promise<void> {
  return new Promise<void>((resolve) => {
    body.once('end', resolve);
    body.once('close', resolve);
  });
}

// ---- PostgreSQL server: pg_dump ----

/** pg_dump's --dbname, with the password moved to its environment (a command line is visible to every local user). */
function pgDumpTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  try {
    const u = new URL(url);
    if (!u.password) return { dbname: url, env: process.env };
    const password = decodeURIComponent(u.password);
    u.password = '';
    return { dbname: u.toString(), env: { ...process.env, PGPASSWORD: password } };
  } catch {
    return { dbname: url, env: process.env };
  }
}

async function serverBackup(url: string, sink: Sink, opts: BackupOptions): Promise<void> {
  const { dbname, env } = pgDumpTarget(url);
  const common = ['--no-owner', '--no-privileges', '--dbname', dbname];
  const runPgDump = (args: string[]) => streamPgDump(args, env, sink);
  if (!opts.withoutSecrets) return runPgDump(common);
  // A user's backup: the rows of users are written here with the hashes replaced, so the dump is
  // taken in its three sections around them, all on the snapshot of one open transaction.
  const client = new pg.Client({ connectionString: url });
  // A lost connection fails the query in progress; it must not end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ s: string }>('select pg_export_snapshot() as s')).rows[0].s;
    const args = [...common, `--snapshot=${snapshot}`];
    await runPgDump([...args, '--section=pre-data']);
    const leftOut = [...Object.keys(MASKED), ...SECRET_TABLES].flatMap((t) => ['--exclude-table-data', `public.${t}`]);
    await runPgDump([...args, '--section=data', ...leftOut]);
    const read = async (text: string) => (await client.query<unknown[]>({ text, rowMode: 'array' })).rows;
    await writeRows(read, sink, { withoutSecrets: true, only: Object.keys(MASKED) });
    await runPgDump([...args, '--section=post-data']);
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/** Runs pg_dump and streams its output to the sink; pg_dump is killed if the sink goes away. */
async function streamPgDump(args: string[], env: NodeJS.ProcessEnv, sink: Sink): Promise<void> {
  const child = spawn('pg_dump', args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr = (stderr + s).slice(-4000)));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', (e: NodeJS.ErrnoException) =>
      reject(new AppError(500, e.code === 'ENOENT' ? 'Backup failed! pg_dump is not installed on the server.' : `Backup failed! ${e.message}`)),
    );
    child.once('close', (code) => resolve(code));
  });
  exited.catch(() => undefined);
  try {
    for await (const chunk of child.stdout) await sink.write(chunk as Buffer);
    // Rejects when pg_dump could not start (its output then simply ends).
    const code = await exited;
    if (code !== 0) throw new AppError(500, `Backup failed! ${stderr.trim() || `pg_dump ended with ${code}`}`);
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill();
      await exited.catch(() => undefined);
    }
  }
}

// ---- Embedded database: its pg_dump for the schema, the rows written here ----

async function embeddedBackup(live: PGlite, sink: Sink, opts: BackupOptions): Promise<void> {
  // The embedded database has one connection: a backup read from it would hold every request for
  // as long as it takes (a 640 MB one, 20 s). A database in a folder is copied first, holding the
  // connection only for the copy, and the backup is read from the copy, whose queries leave the
  // app's connection free between them. (One in memory, the tests', is read in place.)
  const copy = await copyOf(live);
  const pglite = copy?.pglite ?? live;
  try {
    await sink.write(await dumpSchema(pglite, 'pre-data'));
    await pglite.transaction(async (tx) => {
      await tx.exec('set transaction isolation level repeatable read, read only');
      const read = async (text: string) => (await tx.query<unknown[]>(text, [], { rowMode: 'array' })).rows;
      await writeRows(read, sink, { withoutSecrets: opts.withoutSecrets, sequences: true });
    });
    await sink.write(await dumpSchema(pglite, 'post-data'));
  } finally {
    await copy?.drop();
  }
}

const COPY_PREFIX = '.backup-copy-';

/** The folder of an embedded database kept on disk, or undefined for one in memory. */
function folderOf(pglite: PGlite): string | undefined {
  const dir = pglite.dataDir;
  if (!dir || dir.startsWith('memory://') || dir.startsWith('idb://')) return undefined;
  return path.resolve(dir.replace(/^file:\/\//, ''));
}

/**
 * Makes `to` hold the files of `from`: copies those not there, of another size, or changed since
 * `since` (ms, their modification time), and deletes those `from` no longer has.
 */
async function syncFolder(from: string, to: string, since: number): Promise<void> {
  const there = new Map((await fs.promises.readdir(to, { withFileTypes: true, recursive: true })).map((e) => [path.join(e.parentPath, e.name).slice(to.length), e]));
  for (const e of await fs.promises.readdir(from, { withFileTypes: true, recursive: true })) {
    const name = path.join(e.parentPath, e.name).slice(from.length);
    const dest = to + name;
    there.delete(name);
    if (e.isDirectory()) {
      await fs.promises.mkdir(dest, { recursive: true });
      continue;
    }
    if (!e.isFile()) continue;
    const [src, old] = await Promise.all([fs.promises.stat(from + name), fs.promises.stat(dest).catch(() => undefined)]);
    if (!old || old.size !== src.size || src.mtimeMs >= since) await fs.promises.copyFile(from + name, dest, fs.constants.COPYFILE_FICLONE);
  }
  for (const name of [...there.keys()].sort().reverse()) await fs.promises.rm(to + name, { recursive: true, force: true });
}

/**
 * A copy of the embedded database's folder, opened as a database of its own; `drop` closes and
 * deletes it. First a copy while the app goes on; then, in a transaction of the live database after
 * a checkpoint (no other statement runs meanwhile), the files changed since are copied again. The
 * copy is the committed state of that moment, like a snapshot, and the app waits only for the
 * second pass. The copy sits beside the folder (same disk, private: 0700).
 */
async function copyOf(live: PGlite): Promise<{ pglite: PGlite; drop: () => Promise<void> } | undefined> {
  const folder = folderOf(live);
  if (!folder) return undefined;
  const parent = path.dirname(folder);
  // A copy left by a process that died mid-backup (one backup at a time: none is in use now).
  for (const name of await fs.promises.readdir(parent)) {
    if (name.startsWith(COPY_PREFIX)) await fs.promises.rm(path.join(parent, name), { recursive: true, force: true });
  }
  const dir = await fs.promises.mkdtemp(path.join(parent, COPY_PREFIX));
  const remove = () => fs.promises.rm(dir, { recursive: true, force: true });
  try {
    // pages waiting in memory written first (one statement), so the second pass has little to copy
    await live.exec('checkpoint');
    // a little back: a file's modification time can lag the clock by a tick
    const since = Date.now() - 100;
    await syncFolder(folder, dir, 0);
    await live.transaction(async (tx) => {
      await tx.exec('checkpoint');
      await syncFolder(folder, dir, since);
    });
    // The live database's lock file: the copy is not that server.
    await fs.promises.rm(path.join(dir, 'postmaster.pid'), { force: true });
    const pglite = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
    return { pglite, drop: () => pglite.close().finally(remove) };
  } catch (e) {
    await remove();
    throw e;
  }
}

/** One section of the schema from the WASM pg_dump (it builds its output in memory: the schema only). */
async function dumpSchema(pglite: PGlite, section: 'pre-data' | 'post-data'): Promise<string> {
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  const before = (await pglite.query<{ search_path: string }>('show search_path')).rows[0]?.search_path ?? '"$user", public';
  try {
    const file = await pgDump({ pg: pglite, args: ['--no-owner', '--no-privileges', `--section=${section}`] });
    // PGlite is PostgreSQL 18; this one setting is unknown to older servers the dump may be restored into.
    return (await file.text()).replace(/^SET transaction_timeout = 0;\n/m, '');
  } finally {
    // pg_dump runs on the one shared connection and never disconnects: end the read-only
    // transaction it opened and undo its session settings, or every later call would fail.
    await pglite.exec('rollback');
    await pglite.exec('reset all');
    await pglite.exec(`set search_path to ${before}`);
    // `reset all` also dropped the app's own session settings (app.require_user): put them back.
    await applySessionSettings(pglite);
  }
}

// ---- The rows as COPY blocks ----

type Reader = (text: string) => Promise<unknown[][]>;

const SPECIAL = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One value in COPY's text format: NULL as \N; backslash, tab, newline and carriage return escaped. */
export function copyField(v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  const s = String(v);
  return SPECIAL.test(s) ? s.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]) : s;
}

/** Tables and sequences of the user's schemas (not the system's, nor an extension's). */
const OWN_RELATIONS = (kinds: string) => `
  select c.oid::int, quote_ident(n.nspname) || '.' || quote_ident(c.relname), quote_literal(quote_ident(n.nspname) || '.' || quote_ident(c.relname)),
         n.nspname::text, c.relname::text
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in (${kinds}) and c.relpersistence <> 't'
    and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
    and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
  order by n.nspname, c.relname`;

/**
 * The data section: every table's rows as a COPY block, read in batches through a cursor in the
 * caller's transaction (which sees one snapshot), then each sequence's value. `only` limits it to
 * those tables of schema public, without sequences.
 */
async function writeRows(read: Reader, sink: Sink, opts: { withoutSecrets?: boolean; only?: string[]; sequences?: boolean }): Promise<void> {
  // Values as text in formats any server reads back the same.
  await read(`set local datestyle = 'ISO, YMD'`);
  await read(`set local intervalstyle = 'postgres'`);
  await read(`set local extra_float_digits = 3`);
  await sink.write("\n--\n-- Data\n--\n\nSET client_encoding = 'UTF8';\nSET standard_conforming_strings = on;\n");
  for (const [oid, name, , schema, table] of (await read(OWN_RELATIONS(`'r'`))) as [number, string, string, string, string][]) {
    const own = schema === 'public';
    if (opts.only && !(own && opts.only.includes(table))) continue;
    if (opts.withoutSecrets && own && SECRET_TABLES.includes(table)) continue;
    const masked = opts.withoutSecrets && own ? (MASKED[table] ?? {}) : {};
    const cols = (await read(
      `select quote_ident(attname), attname::text from pg_attribute where attrelid = ${oid} and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    )) as [string, string][];
    const list = cols.map(([q]) => q).join(', ');
    const select = cols.map(([q, col]) => masked[col] ?? `${q}::text`).join(', ') || 'null';
    await sink.write(`\nCOPY ${name} ${cols.length ? `(${list}) ` : ''}FROM stdin;\n`);
    await read(`declare backup_rows no scroll cursor for select ${select} from only ${name}`);
    for (;;) {
      const batch = await read(`fetch forward ${BATCH} from backup_rows`);
      if (batch.length) {
        let text = '';
        for (const row of batch) text += (cols.length ? row.map(copyField).join('\t') : '') + '\n';
        await sink.write(text);
      }
      if (batch.length < BATCH) break;
    }
    await read('close backup_rows');
    await sink.write('\\.\n');
  }
  if (opts.only || !opts.sequences) return;
  let text = '\n';
  for (const [, name, literal] of (await read(OWN_RELATIONS(`'S'`))) as [number, string, string][]) {
    const [[last, called]] = (await read(`select last_value::text, is_called from ${name}`)) as [string, boolean][];
    text += `SELECT pg_catalog.setval(${literal}, ${last}, ${called ? 'true' : 'false'});\n`;
  }
  await sink.write(text);
}
