// On a PostgreSQL server: several servers share one outbox, and a worker killed mid-send.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { makeModel, makeParty, stockIn } from '../../../../tests/support/salesFixtures.js';
import { startGateway, type Gateway } from '../../../../tests/support/messageProviders.js';
import { rows, sql } from '../../db/client.js';
import { startDatabase } from '../../startDatabase.js';
import type { Database } from '../../db/client.js';
import { drain } from './worker.js';

const t = useTestApp();
const { ok } = adminCalls(() => t);
let gw: Gateway;
let second: Database;
beforeAll(async () => {
  gw = await startGateway();
  // A second server's own connections to the same database.
  second = await startDatabase({ url: t.database.url!, poolSize: 10 });
});
afterAll(async () => {
  await second?.close();
  await gw.close();
});

const NOW = new Date('2027-03-05T10:00:00+06:00');
let customer: number;
let fan: number;
beforeEach(async () => {
  await t.reset();
  gw.requests.length = 0;
  gw.delivered.clear();
  gw.mode = 'ok';
  gw.delayMs = 0;
  customer = await makeParty(t.db, 'Rahim Traders', 1, '01711111111');
  fan = await makeModel(t.db, 'Ceiling Fan');
  await stockIn(t.db, { modelId: fan, qty: 500, unitCost: 200 });
  await ok('PUT', '/messages/settings', {
    email_enabled: false,
    smtp_host: '',
    smtp_port: 587,
    smtp_tls: 'none',
    smtp_user: '',
    smtp_from: '',
    sms_enabled: true,
    sms_shape: 'post',
    sms_url: gw.url,
    sms_key: 'k',
    sms_sender: 'SHOP',
    sms_params: 'api_key={api_key}&senderid={sender_id}&number={to}&message={message}&ref={ref}',
    email_daily_cap: 500,
    sms_daily_cap: 1000,
    dues_enabled: false,
    dues_days: 30,
    cheque_enabled: false,
  });
});

async function bills(n: number) {
  for (let i = 0; i < n; i++)
    await ok('POST', '/create_sales', { inv_date: '2026-03-05', cus_id: customer, collect: 0, items: [{ m_id: fan, qty: 1, unit_price: 300 }] }, 201);
}
const states = async () =>
  (await rows<{ state: string; n: number }>(t.db, sql`select state, count(*)::int as n from messages group by state`)).map((r) => [r.state, r.n]);

describe('two servers, one outbox', () => {
  it('drain it together with no message sent twice', async () => {
    await bills(40);
    gw.delayMs = 15;
    const opts = { secret: 'test-secret', now: () => NOW, batch: 5 };
    // Each server runs two workers at once, as a timer tick and a restart might.
    const counts = await Promise.all([drain(t.db, opts), drain(second.systemDb, opts), drain(t.db, opts), drain(second.systemDb, opts)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(40);
    expect(counts.filter((c) => c > 0).length).toBeGreaterThan(1);
    expect(gw.requests).toHaveLength(40);
    expect(new Set(gw.requests.map((r) => r.ref)).size).toBe(40);
    expect(await states()).toEqual([['sent', 40]]);
  });
});

describe('a worker killed mid-send', () => {
  it('the restarted worker sends each message once (the gateway drops the repeats by reference)', async () => {
    await bills(6);
    gw.mode = 'hang';
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/runMessageWorker.ts', t.database.url!, NOW.toISOString(), '30000'], {
      stdio: 'pipe',
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise((r) => child.on('exit', r));
    // It claims and sends the first batch (the gateway takes them and holds the replies): then it is killed.
    await expect.poll(() => [gw.requests.length, gw.requests.length ? '' : output], { timeout: 60_000 }).toEqual([6, '']);
    child.kill('SIGKILL');
    await exited;
    expect(await states()).toEqual([['sending', 6]]);
    // A worker after the lease: every message is delivered once, and stored as sent.
    gw.mode = 'ok';
    expect(await drain(t.db, { secret: 'test-secret', now: () => new Date(NOW.getTime() + 31_000) })).toBe(6);
    expect(gw.requests).toHaveLength(12);
    expect(gw.delivered.size).toBe(6);
    expect(await states()).toEqual([['sent', 6]]);
  }, 120_000);
});
