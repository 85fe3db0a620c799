// Issue 26: the compiled server as `npm start` runs it, on a PostgreSQL database of its own.
// - A SIGTERM while requests are in flight: the server stops taking connections, answers every
//   request it holds, closes the database and exits 0. The requests are held in flight for certain:
//   a test connection locks the parties table, so each customer list waits inside the database until
//   the test lets it go, after the signal.
// - A backup streaming (the download, or the daily one the server writes to its folder): the health
//   check still answers, and a stop waits for the backup to finish. pg_dump is held inside the
//   database the same way, by a lock on the parties table.
// - GET /api/health: 200 with the database up and every migration applied, 503 once the database is gone.
// - Logs: JSON lines, one per request with its id, user and time; a password never appears.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../scripts/build-server.mjs';
import { migrationFiles } from '../db/migrate.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const dbName = `running_${process.pid}`;
const outDir = path.join('dist', `running-test-${process.pid}`);
const PASSWORD = 'Running-pass-7731';
let main: string;

async function admin<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return (await c.query<T>(text)).rows;
  } finally {
    await c.end();
  }
}
const dbUrl = () => {
  const u = new URL(serverUrl!);
  u.pathname = `/${dbName}`;
  return u.toString();
};

interface Running {
  child: ChildProcess;
  base: string;
  out: string[];
  exited: Promise<number | null>;
}

async function start(port: number, env: Record<string, string> = {}): Promise<Running> {
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: dbUrl(),
      ADMIN_EMAIL: 'admin@running.test',
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'info',
      WEB_DIR: 'no-web-app-here',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let buffered = '';
  const listening = new Promise<void>((resolve, reject) => {
    const onData = (b: Buffer) => {
      buffered += b.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      out.push(...lines);
      if (lines.some((l) => l.startsWith('Serving on'))) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`the server exited (${code}) before serving:\n${out.join('\n')}`)));
  });
  await listening;
  return { child, base: `http://127.0.0.1:${port}`, out, exited };
}


/** Runs statements on the test's own database. */
async function onDb(text: string): Promise<void> {
  const c = new pg.Client({ connectionString: dbUrl() });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/** Locks the parties table until `release`: a backup's pg_dump then waits inside the database. */
async function holdParties() {
  const holder = new pg.Client({ connectionString: dbUrl() });
  await holder.connect();
  await holder.query('begin');
  await holder.query('lock table parties in access exclusive mode');
  return async () => {
    await holder.query('commit');
    await holder.end();
  };
}

/** Until pg_dump waits on the lock. */
async function pgDumpWaiting() {
  for (let i = 0; ; i++) {
    const [w] = await admin<{ n: number }>(
      `select count(*)::int n from pg_stat_activity where datname = '${dbName}' and application_name = 'pg_dump' and wait_event_type = 'Lock'`,
    );
    if (w.n > 0) return;
    if (i > 300) throw new Error('no backup reached the database');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const signIn = async (base: string) =>
  (
    (await (
      await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@running.test', pass: PASSWORD }) })
    ).json()) as { token: string }
  ).token;

beforeAll(async () => {
  main = await buildServer(outDir);
  await admin(`drop database if exists ${dbName} with (force)`);
  await admin(`create database ${dbName}`);
}, 120_000);

afterAll(async () => {
  fs.rmSync(outDir, { recursive: true, force: true });
  await admin(`drop database if exists ${dbName} with (force)`);
});

describe('the compiled server in an office', () => {
  it('answers every request in flight after SIGTERM, then exits 0; logs JSON lines without the password', async () => {
    const s = await start(43000 + (process.pid % 1000));
    const health = await fetch(`${s.base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'postgres', migrations: migrationFiles().length });

    const login = await fetch(`${s.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'login-1' },
      body: JSON.stringify({ email: 'admin@running.test', pass: PASSWORD }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('x-request-id')).toBe('login-1');
    const { token } = (await login.json()) as { token: string };

    // Hold the parties table: every customer list now waits inside the database.
    const holder = new pg.Client({ connectionString: dbUrl() });
    await holder.connect();
    await holder.query('begin');
    await holder.query('lock table parties in access exclusive mode');
    const N = 6;
    const inFlight = Array.from({ length: N }, (_, i) =>
      fetch(`${s.base}/api/customer_all`, { headers: { authorization: `Bearer ${token}`, 'x-request-id': `list-${i}` } }).then(async (r) => ({
        status: r.status,
        body: await r.json(),
      })),
    );
    // until all N wait on the lock, inside the server's transactions
    for (let i = 0; ; i++) {
      const [w] = await admin<{ n: number }>(
        `select count(*)::int n from pg_stat_activity where datname = '${dbName}' and wait_event_type = 'Lock' and query ilike '%parties%'`,
      );
      if (w.n >= N) break;
      if (i > 200) throw new Error(`only ${w.n} of ${N} requests reached the database`);
      await new Promise((r) => setTimeout(r, 50));
    }

    s.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // still finishing: it has not exited, and it takes no new connection
    expect(s.child.exitCode).toBeNull();
    await expect(fetch(`${s.base}/api/health`)).rejects.toThrow();

    await holder.query('commit');
    await holder.end();
    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => a.status)).toEqual(Array(N).fill(200));
    for (const a of answers) expect(Array.isArray(a.body.data)).toBe(true);
    expect(await s.exited).toBe(0);

    // The logs: JSON lines; a request line per call with its id, user and time; no password.
    const json = s.out.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
    const requests = json.filter((l) => l.msg === 'request');
    expect(requests.find((l) => l.reqId === 'login-1')).toMatchObject({ method: 'POST', path: '/api/login', status: 200, userId: null });
    const lists = requests.filter((l) => String(l.reqId).startsWith('list-'));
    expect(lists).toHaveLength(N);
    for (const l of lists) expect(l).toMatchObject({ path: '/api/customer_all', status: 200, userId: expect.any(Number), ms: expect.any(Number) });
    expect(json.some((l) => l.msg === 'stopped')).toBe(true);
    expect(s.out.join('\n')).not.toContain(PASSWORD);
    expect(s.out.join('\n')).not.toContain(token);
  }, 90_000);

  it('answers its health check while a backup streams, and a stop lets the backup finish', async () => {
    const s = await start(45000 + (process.pid % 1000));
    const token = await signIn(s.base);
    const release = await holdParties();
    const backup = fetch(`${s.base}/api/backup`, { headers: { authorization: `Bearer ${token}` } }).then(async (r) => ({ status: r.status, text: await r.text() }));
    await pgDumpWaiting();
    const health = await fetch(`${s.base}/api/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { status: string }).status).toBe('ok');

    s.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    expect(s.child.exitCode).toBeNull(); // the backup is still being written
    await release();
    const done = await backup;
    expect(done.status).toBe(200);
    expect(done.text).toContain('COPY public.parties');
    expect(done.text).toContain('PostgreSQL database dump complete');
    expect(await s.exited).toBe(0);
  }, 90_000);

  it('lets the daily backup it is writing finish before it stops', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'running-backups-'));
    try {
      // The day's backup is due (its time has passed in Dhaka) and not taken: the server takes it as it starts.
      await onDb(`update app_settings set backup_enabled = true, backup_time = '00:00', backup_keep = 3, backup_last_date = null where id = 1`);
      const release = await holdParties();
      const s = await start(46000 + (process.pid % 1000), { BACKUP_DIR: dir });
      await pgDumpWaiting();
      expect((await fetch(`${s.base}/api/health`)).status).toBe(200);
      s.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      expect(s.child.exitCode).toBeNull();
      await release();
      expect(await s.exited).toBe(0);
      const files = fs.readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.sql$/);
      expect(fs.readFileSync(path.join(dir, files[0]), 'utf8')).toContain('PostgreSQL database dump complete');
    } finally {
      await onDb(`update app_settings set backup_enabled = false where id = 1`);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('GET /api/health is 503 once the database is gone', async () => {
    const s = await start(44000 + (process.pid % 1000));
    expect((await fetch(`${s.base}/api/health`)).status).toBe(200);
    await admin(`drop database ${dbName} with (force)`);
    const down = await fetch(`${s.base}/api/health`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: 'unavailable', database: 'postgres', problem: expect.stringContaining('the database is unreachable') });
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    await admin(`create database ${dbName}`);
  }, 90_000);
});
