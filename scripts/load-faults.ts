// `npm run load-faults [-- --seconds 60] [--clients 50] [--only pg|pglite]`: busy days and crashes.
//
// PostgreSQL: three server processes on one database (DATABASE_URL, or a new database made on the
// server of TEST_DATABASE_URL and dropped afterwards), one JWT secret; clients mixing purchases,
// sales racing for the same serials, returns, collections, payments and edits; halfway through
// one server is killed with SIGKILL and started again. PGlite: one server on a new data
// directory, killed with SIGKILL during the writes and started again on the same directory.
// After each run the books check runs on the database, and every document a server acknowledged
// must still be there. Prints requests, successes, conflicts refused (409), 5xx, network errors
// (expected while a server is down), kills survived and violations; exits 1 on any 5xx,
// violation or lost document. Then three servers with a rate limit of 30 a minute on the same
// database: the daily backup is written once, and a sign-in throttle and the rate limit hold across them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { rows, sql, intArray, type Database } from '../src/server/db/client.js';
import { startDatabase } from '../src/server/startDatabase.js';
import { checkBooks, type Violation } from '../src/server/books/check.js';
import { registerDocumentKinds } from '../src/server/features/index.js';
import { ADMIN, serverProcess, type Server } from './load-faults/servers.js';
import { caller, newStats, signIn, type Stats } from './load-faults/http.js';
import { newAcknowledged, runClient, setUp, type Acknowledged } from './load-faults/workload.js';

// Opening the database may re-cost stock on upgrade, which reads the document kinds.
registerDocumentKinds();

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '60' }, clients: { type: 'string', default: '50' }, only: { type: 'string' } },
});
const SECONDS = Number(values.seconds);
const CLIENTS = Number(values.clients);
if (!(SECONDS > 0) || !(CLIENTS > 0)) throw new Error('--seconds and --clients take positive numbers');

interface PhaseResult {
  name: string;
  stats: Stats;
  kills: number;
  killsSurvived: number;
  violations: Violation[];
  lost: string[];
  /** What did not hold of the limits and the daily backup shared by the servers (PostgreSQL). */
  shared?: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Drives the clients for the run's time; halfway through, `fault` kills and restarts a server. */
async function drive(servers: Server[], fault: () => Promise<void>): Promise<{ stats: Stats; ack: Acknowledged }> {
  const stats = newStats();
  const ack = newAcknowledged();
  const token = await signIn(servers[0], ADMIN.email, ADMIN.pass);
  const masters = await setUp(caller(servers, 0, token, stats), Math.max(40, CLIENTS));
  const until = Date.now() + SECONDS * 1000;
  const clients = Array.from({ length: CLIENTS }, (_, i) => runClient(caller(servers, i % servers.length, token, stats), masters, ack, until));
  await sleep((SECONDS * 1000) / 2);
  await fault();
  await Promise.all(clients);
  return { stats, ack };
}

/** Every acknowledged document that is not in the database. Nothing here deletes documents. */
async function lostDocuments(database: Database, ack: Acknowledged): Promise<string[]> {
  const lost: string[] = [];
  for (const [table, ids] of Object.entries(ack) as [string, Set<number>][]) {
    const found = await rows<{ id: number }>(database.db, sql`select id from ${sql.identifier(table)} where id = any(${intArray([...ids])})`);
    const present = new Set(found.map((r) => r.id));
    for (const id of ids) if (!present.has(id)) lost.push(`${table} ${id}`);
  }
  return lost;
}

async function verify(database: Database, ack: Acknowledged) {
  try {
    return { violations: await checkBooks(database.db), lost: await lostDocuments(database, ack) };
  } finally {
    await database.close();
  }
}

/** A database for the PostgreSQL run: DATABASE_URL as it is, or a new one dropped at the end. */
async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, drop: async () => {} };
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const name = `load_faults_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

// RATE_LIMIT=0: 50 clients as one user call far faster than the general rate limit allows a person
const commonEnv = () => ({ JWT_SECRET: crypto.randomBytes(32).toString('hex'), COMPANY_CODE: 'LF', LOG_LEVEL: '', RATE_LIMIT: '0' });

async function postgresRun(logDir: string): Promise<PhaseResult | undefined> {
  const target = await postgresDatabase();
  if (!target) {
    console.log('PostgreSQL run skipped: set DATABASE_URL or TEST_DATABASE_URL.');
    return undefined;
  }
  try {
    const env = { ...commonEnv(), DATABASE_URL: target.url, DATA_DIR: path.join(logDir, 'pg-data') };
    const a = await serverProcess('pg-server-a', env, logDir);
    const b = await serverProcess('pg-server-b', env, logDir);
    const c = await serverProcess('pg-server-c', env, logDir);
    await a.start(); // the first one migrates and seeds; the others find it done
    await Promise.all([b.start(), c.start()]);
    let killsSurvived = 0;
    const { stats, ack } = await drive([a, b, c], async () => {
      console.log('  SIGKILL to server B, during the writes');
      await b.kill();
      await b.start();
      killsSurvived++;
      console.log('  server B is back');
    });
    await Promise.all([a.stop(), b.stop(), c.stop()]);
    const checked = await verify(await startDatabase({ url: target.url, poolSize: 2 }), ack);
    const shared = await sharedLimits(target.url, logDir);
    return { name: 'PostgreSQL, three servers', stats, kills: 1, killsSurvived, ...checked, shared };
  } finally {
    await target.drop();
  }
}

/**
 * Three servers on the same database, with a rate limit of 30 calls a minute: the limits and the
 * daily backup are the database's, not each server's. Returns what did not hold (empty: all did).
 */
async function sharedLimits(url: string, logDir: string): Promise<string[]> {
  const backupDir = path.join(logDir, 'shared-backups');
  const env = { ...commonEnv(), RATE_LIMIT: '30', DATABASE_URL: url, DATA_DIR: path.join(logDir, 'limits-data'), BACKUP_DIR: backupDir };
  const servers = await Promise.all(['limits-a', 'limits-b', 'limits-c'].map((n) => serverProcess(n, env, logDir)));
  await Promise.all(servers.map((x) => x.start()));
  const failed: string[] = [];
  const send = (i: number, method: string, url: string, token?: string, body?: unknown) =>
    fetch(`${servers[i % 3].url}/api${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const token = await signIn(servers[0], ADMIN.email, ADMIN.pass);
  // The daily backup, due since midnight: the three servers started again at once take it once.
  const set = await send(0, 'PUT', '/backups/schedule', token, { enabled: true, time: '00:00', keep: 7 });
  if (set.status !== 200) failed.push(`the backup schedule was not set: ${set.status}`);
  await Promise.all(servers.map((x) => x.stop()));
  await Promise.all(servers.map((x) => x.start()));
  await sleep(5000);
  const files = fs.existsSync(backupDir) ? fs.readdirSync(backupDir).filter((f) => f.endsWith('.sql')) : [];
  if (files.length !== 1) failed.push(`the daily backup was written ${files.length} times by three servers (once expected)`);
  // Sign-in: five wrong passwords spread over the three servers, then the right one is refused on any.
  const other = { email: `clerk-${Date.now()}@load.local`, pass: 'clerk-load-pass-1' };
  await send(0, 'POST', '/register', token, { name: 'Load Clerk', email: other.email, pass: other.pass, role: 'user' });
  for (let i = 0; i < 5; i++) await send(i, 'POST', '/login', undefined, { email: other.email, pass: `wrong-${i}` });
  const sixth = await send(2, 'POST', '/login', undefined, other);
  if (sixth.status !== 429) failed.push(`after five failures over three servers a sign-in answered ${sixth.status} (429 expected)`);
  // The rate limit: 30 calls a minute for one user, however they are spread over the servers.
  let refusedAt = 0;
  for (let i = 0; i < 40 && !refusedAt; i++) if ((await send(i, 'GET', '/user_me', token)).status === 429) refusedAt = i + 1;
  if (refusedAt === 0 || refusedAt > 31)
    failed.push(`one user's calls over three servers were refused at call ${refusedAt || 'none of 40'} (at most 31 expected with a limit of 30)`);
  await Promise.all(servers.map((x) => x.stop()));
  console.log(`  shared limits: backup files ${files.length}, sixth sign-in ${sixth.status}, rate limit refused at call ${refusedAt}`);
  return failed;
}

async function pgliteRun(logDir: string): Promise<PhaseResult> {
  const dataDir = path.join(logDir, 'pglite-data');
  const server = await serverProcess('pglite-server', { ...commonEnv(), DATABASE_URL: '', DATA_DIR: dataDir }, logDir);
  await server.start();
  let killsSurvived = 0;
  const { stats, ack } = await drive([server], async () => {
    console.log('  SIGKILL to the server, during the writes');
    await server.kill();
    await server.start(); // the same data directory: the embedded database must come back
    killsSurvived++;
    console.log('  the server is back on the same data directory');
  });
  await server.stop();
  const checked = await verify(await startDatabase({ dataDir: path.join(dataDir, 'pglite') }), ack);
  return { name: 'PGlite, one server', stats, kills: 1, killsSurvived, ...checked };
}

function report(r: PhaseResult) {
  const s = r.stats;
  console.log(`\n${r.name}: ${SECONDS} s, ${CLIENTS} clients`);
  console.log(`  requests made        ${s.requests}`);
  console.log(`  successes            ${s.successes}`);
  console.log(`  conflicts refused    ${s.conflicts} (409)`);
  console.log(`  other refusals       ${s.refused} (4xx)`);
  console.log(`  5xx                  ${s.serverErrors}`);
  console.log(`  network errors       ${s.networkErrors} (to the killed server)`);
  console.log(`  kills survived       ${r.killsSurvived} of ${r.kills}`);
  console.log(`  violations           ${r.violations.length}`);
  console.log(`  documents lost       ${r.lost.length}`);
  for (const [why, n] of Object.entries(s.refusals)) console.log(`    refused ${n}× ${why}`);
  for (const e of s.serverErrorSamples) console.log(`    5xx: ${e}`);
  for (const v of r.violations) console.log(`    VIOLATION ${v.rule}: ${JSON.stringify(v.records.slice(0, 5))}`);
  for (const l of r.lost.slice(0, 20)) console.log(`    LOST ${l}`);
  if (r.shared) console.log(`  shared limits        ${r.shared.length ? 'FAILED' : 'held'}`);
  for (const f of r.shared ?? []) console.log(`    SHARED ${f}`);
}

const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-faults-'));
const results: PhaseResult[] = [];
try {
  if (values.only !== 'pglite') {
    console.log('PostgreSQL: three servers, one database');
    const r = await postgresRun(logDir);
    if (r) results.push(r);
  }
  if (values.only !== 'pg') {
    console.log('PGlite: one server, one data directory');
    results.push(await pgliteRun(logDir));
  }
} catch (e) {
  console.error(`The run failed: ${(e as Error).message}\nServer logs are in ${logDir}`);
  process.exit(1);
}
results.forEach(report);
const failed = results.some(
  (r) => r.stats.serverErrors > 0 || r.violations.length > 0 || r.lost.length > 0 || r.killsSurvived < r.kills || (r.shared?.length ?? 0) > 0,
);
if (failed) {
  console.log(`\nFAILED. Server logs are in ${logDir}`);
  process.exit(1);
}
fs.rmSync(logDir, { recursive: true, force: true });
console.log('\nZero 5xx, zero violations, nothing lost; the limits and the daily backup held across the servers.');
process.exit(0);
