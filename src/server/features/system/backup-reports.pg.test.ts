// A backup restores into an empty PostgreSQL database with every report giving the same figures:
// one taken on the server and one taken on the embedded database, each on the trading fixture.
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { startDatabase } from '../../startDatabase.js';
import { seed } from '../../seed.js';
import { buildApp } from '../../app.js';
import { buildTradingFixture, FIXTURE_DATES, type ApiCall } from '../../../../tests/support/reportsFixture.js';
import { testConfig } from '../../../../tests/support/testApp.js';
import { useScratchDatabases } from '../../../../tests/support/scratchDatabases.js';

const D = FIXTURE_DATES;
const RANGE = `startDate=${D[0]}&endDate=${D[6]}`;
/** The reports compared before and after: statements, stock, trading and profit reports. */
const REPORTS = [
  '/trail_balance',
  `/balance_sheet?trDate=${D[6]}`,
  `/date_wise_transaction_report?${RANGE}`,
  '/products_stock',
  `/todays-high-light?date=${D[2]}`,
  `/date_wise_sales_report?${RANGE}`,
  `/date_wise_purchase_report?${RANGE}`,
  `/date_wise_collection_report?${RANGE}`,
  `/item-wise-gross-profit?${RANGE}`,
  `/daily-profit?${RANGE}`,
  '/customer_all',
  '/supplier_all',
  '/check_books',
];
const SEED = {
  adminEmail: 'admin@restore.test',
  adminPassword: 'restore-pass-1',
  companyName: 'Restore Traders',
  companyCode: 'RT',
  companyAddress: 'Dhaka',
  companyPhone: '',
};
const { emptyDatabase, restored: restoredUrl } = useScratchDatabases('rr');

async function appOn(database: Database, seedIt: boolean) {
  if (seedIt) await seed(database.systemDb, SEED);
  const app = await buildApp(testConfig({ jwtSecret: 'restore-secret' }), database);
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: SEED.adminEmail, pass: SEED.adminPassword } });
  const headers = { authorization: `Bearer ${login.json().token}` };
  const call: ApiCall = async (method, url, body) => {
    const res = await app.inject({ method, url: `/api${url}`, headers, payload: body as never });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  return { app, call, headers };
}

async function reportsOf(call: ApiCall) {
  const out: Record<string, unknown> = {};
  for (const r of REPORTS) out[r] = await call('GET', r);
  return out;
}

/** Builds the fixture on `database`, backs it up through the API, restores it and compares every report. */
async function roundTrip(database: Database) {
  let restoredDb: Database | undefined;
  let apps: FastifyInstance[] = [];
  try {
    const source = await appOn(database, true);
    apps.push(source.app);
    await buildTradingFixture(source.call, D);
    const before = await reportsOf(source.call);
    expect((before['/check_books'] as { ok: boolean }).ok).toBe(true);
    const dump = await source.app.inject({ method: 'GET', url: '/api/backup', headers: source.headers });
    expect(dump.statusCode).toBe(200);
    restoredDb = await startDatabase({ url: await restoredUrl({ text: dump.body }) });
    const restored = await appOn(restoredDb, false);
    apps.push(restored.app);
    expect(await reportsOf(restored.call)).toEqual(before);
  } finally {
    for (const a of apps) await a.close();
    apps = [];
    await restoredDb?.close();
  }
}

describe('a backup restores with the same figures in every report', () => {
  it('taken on the PostgreSQL server', async () => {
    const database = await startDatabase({ url: await emptyDatabase(), poolSize: 5 });
    try {
      await roundTrip(database);
    } finally {
      await database.close();
    }
  }, 180_000);

  it('taken on the embedded database', async () => {
    const database = await startDatabase({});
    try {
      await roundTrip(database);
    } finally {
      await database.close();
    }
  }, 180_000);
});
