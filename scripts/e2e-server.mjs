// The server the browser tests run against: the built browser app and the server compiled as
// `npm start` runs it (into a folder of this run's own, so that runs side by side do not share one),
// on a fresh database, all removed when the run ends. With E2E_DATABASE_URL (npm test passes the
// PostgreSQL server it tests on), a new database on that server, so the queries run in the server's
// processes beside the app's; otherwise a fresh embedded database in a temporary directory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildServer } from './build-server.mjs';

const serverUrl = process.env.E2E_DATABASE_URL ?? '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
const dbName = `e2e_${process.pid}_${Date.now()}`;

async function onServer(sql) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

const serverDir = path.join('dist', `e2e-server-${process.pid}`);
const serverMain = await buildServer(serverDir);

let databaseUrl = '';
if (serverUrl) {
  await onServer(`create database ${dbName}`);
  // The run's database is dropped at its end: its commits need not wait for the disk.
  await onServer(`alter database ${dbName} set synchronous_commit = off`);
  const u = new URL(serverUrl);
  u.pathname = `/${dbName}`;
  databaseUrl = u.toString();
}

const child = spawn(process.execPath, ['--enable-source-maps', serverMain], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '4173',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_EMAIL: 'admin@e2e.local',
    ADMIN_PASSWORD: 'admin-pass-1',
    COMPANY_NAME: 'Jamuna Hardware & Electronics',
    COMPANY_CODE: 'JHE',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(serverDir, { recursive: true, force: true });
  if (serverUrl) await onServer(`drop database if exists ${dbName} with (force)`).catch(() => {});
}
const stop = async () => {
  child.kill('SIGTERM');
  await cleanUp();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', async (code) => {
  await cleanUp();
  process.exit(code ?? 0);
});
