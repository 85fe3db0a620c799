// Finding 3: a large backup killed the server. The dump was built as one string, and past about
// 512 MB the process died. Now it streams: a dump of over 600 MB downloads through the real HTTP
// server while the server's memory stays within 300 MB of its idle size; a client that goes away
// stops pg_dump and frees the slot; pg_dump failing midway breaks the download, which never ends
// like a whole file.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../tests/support/testApp.js';
import { rows, sql } from '../../db/client.js';
import { claimBackupSlot } from './backup.js';

let t: TestContext;
let base: string;
const MB = 1 << 20;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // 300,000 rows of 2,240 characters: 670 MB as the dump's text, little on disk (compressed).
  await t.db.execute(sql`create table scratch_wide as select g as id, repeat(md5(g::text), 70) as wide from generate_series(1, 300000) g`);
}, 120_000);
afterAll(() => t.close());

interface Got {
  status: number;
  bytes: number;
  /** The response ended as a whole one (its last chunk came), rather than being cut. */
  complete: boolean;
  tail: string;
}

/** Downloads through the real server, counting bytes without keeping them. */
function download(headers: Record<string, string>, opts: { stopAfter?: number; at?: { bytes: number; run: () => Promise<void> } } = {}): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/backup`, { headers }, (res) => {
      let bytes = 0;
      let tail = '';
      let fired = false;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        resolve({ status: res.statusCode!, bytes, complete: res.complete, tail });
      };
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        tail = (tail + chunk.subarray(-200).toString('latin1')).slice(-200);
        if (opts.stopAfter !== undefined && bytes >= opts.stopAfter) {
          req.destroy();
          finish();
        }
        if (opts.at && !fired && bytes >= opts.at.bytes) {
          fired = true;
          res.pause();
          opts.at.run().then(() => res.resume(), reject);
        }
      });
      res.on('end', finish);
      res.on('error', finish);
      res.on('close', finish);
    });
    req.on('error', () => undefined);
  });
}

const pgDumps = async () =>
  (await rows<{ n: number }>(t.db, sql`select count(*)::int n from pg_stat_activity where application_name = 'pg_dump' and datname = current_database()`))[0].n;

async function eventually(check: () => Promise<boolean>, ms = 15_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

/** No backup is running: the slot could be claimed. */
const slotFree = async () => {
  const release = claimBackupSlot();
  release?.();
  return release !== undefined;
};

describe('finding 3: a large backup kills the server', () => {
  it('streams a dump of over 600 MB through the server with its memory under 300 MB above idle', async () => {
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = Date.now();
    let got: Got;
    try {
      got = await download(t.admin);
    } finally {
      clearInterval(sampler);
    }
    console.log(
      `backup download: ${(got.bytes / MB).toFixed(0)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `memory idle ${(idle / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB (+${((peak - idle) / MB).toFixed(0)} MB)`,
    );
    expect(got.status).toBe(200);
    expect(got.complete).toBe(true);
    expect(got.bytes).toBeGreaterThan(600e6);
    expect(got.tail).toContain('PostgreSQL database dump complete');
    expect(peak - idle).toBeLessThan(300 * MB);
  }, 90_000);

  it('stops pg_dump when the client goes away mid-download, and the next backup may start', async () => {
    const user = await t.userHeaders();
    expect((await t.app.inject({ method: 'PATCH', url: '/api/backup_settings', headers: t.admin, payload: { users_may_backup: true } })).statusCode).toBe(200);
    // a user's backup: pg_dump in sections on a snapshot held by a connection of its own
    const got = await download(user, { stopAfter: 20 * MB });
    expect(got.status).toBe(200);
    expect(got.complete).toBe(false);
    expect(await eventually(async () => (await pgDumps()) === 0)).toBe(true);
    // the snapshot's connection is gone too
    const idleInTx = async () =>
      (
        await rows<{ n: number }>(
          t.db,
          sql`select count(*)::int n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%' and pid <> pg_backend_pid()`,
        )
      )[0].n;
    expect(await eventually(async () => (await idleInTx()) === 0)).toBe(true);
    expect(await eventually(slotFree)).toBe(true);
    const next = await download(t.admin, { stopAfter: 1 });
    expect(next.status).toBe(200);
    expect(await eventually(async () => (await pgDumps()) === 0)).toBe(true);
    expect(await eventually(slotFree)).toBe(true);
  }, 60_000);

  it('breaks the download when pg_dump fails midway, instead of ending it like a whole file', async () => {
    expect(await eventually(slotFree)).toBe(true);
    let terminated = 0;
    const got = await download(t.admin, {
      at: {
        bytes: 20 * MB,
        run: async () => {
          const r = await rows<{ n: number }>(
            t.db,
            sql`select count(*)::int n from (select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'pg_dump' and datname = current_database()) x`,
          );
          terminated = r[0].n;
        },
      },
    });
    expect(terminated).toBe(1);
    expect(got.status).toBe(200);
    expect(got.complete).toBe(false);
    expect(got.tail).not.toContain('PostgreSQL database dump complete');
    expect(got.bytes).toBeLessThan(600e6);
    // and the slot is free again
    expect(await eventually(slotFree)).toBe(true);
  }, 60_000);
});
