// Helpers for the construction tests: a small chart of accounts, projects and vouchers made through the API.
import { beforeEach } from 'vitest';
import type { TestContext } from './testApp.js';
import { sql } from '../../src/server/db/client.js';

export interface Chart {
  groupId: number;
  mainId: number;
  subId: number;
  /** The income group's main and sub heads (the client's ledger is there). */
  incomeMainId: number;
  incomeSubId: number;
  /** Ledgers by name: cement and labour (expense), client (income), bank (an asset under a "Bank Accounts" sub head). */
  ledger: { cement: number; labour: number; client: number; bank: number };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as the admin and returns status and body. */
export async function call(t: TestContext, method: Method, url: string, payload?: unknown) {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: t.admin, payload: payload as never });
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

/** Calls the API and fails the test unless the status is 200 or 201. */
export async function ok(t: TestContext, method: Method, url: string, payload?: unknown) {
  const r = await call(t, method, url, payload);
  if (r.status !== 200 && r.status !== 201) throw new Error(`${method} ${url} answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
}

export async function makeChart(t: TestContext): Promise<Chart> {
  const groupId = (await ok(t, 'POST', '/project/group/create', { name: 'Expenses' })).insertId;
  const mainId = (await ok(t, 'POST', '/project/main/create', { name: 'Site Costs', project_g_id: groupId })).insertId;
  const subId = (await ok(t, 'POST', '/project/sub/create', { name: 'Materials', project_main_id: mainId })).insertId;
  const bankSub = (await ok(t, 'POST', '/project/sub/create', { name: 'Bank Accounts', project_main_id: 1 })).insertId;
  const incomeGroup = (await ok(t, 'POST', '/project/group/create', { name: 'Income' })).insertId;
  const incomeMainId = (await ok(t, 'POST', '/project/main/create', { name: 'Contract Revenue', project_g_id: incomeGroup })).insertId;
  const incomeSubId = (await ok(t, 'POST', '/project/sub/create', { name: 'Client Bills', project_main_id: incomeMainId })).insertId;
  const ledger = async (name: string, main: number, sub: number) =>
    (await ok(t, 'POST', '/project/ledger/create', { name, project_acc_main_id: main, project_acc_sub_id: sub, amount: 0, open_date: '2026-01-01' })).insertId as number;
  return {
    groupId,
    mainId,
    subId,
    incomeMainId,
    incomeSubId,
    ledger: {
      cement: await ledger('Cement', mainId, subId),
      labour: await ledger('Labour', mainId, subId),
      client: await ledger('Client Receipts', incomeMainId, incomeSubId),
      bank: await ledger('Sonali Bank', 1, bankSub),
    },
  };
}

export async function makeProject(t: TestContext, workId = 'P-001', name = 'Padma Bridge Approach Road') {
  const body = await ok(t, 'POST', '/project/create', {
    work_id: workId,
    project_name: name,
    work_amount: 500000,
    start_date: '2026-01-10',
    place: 'Mawa',
    security_money: 25000,
  });
  return body.insertId as number;
}

export type Line = { project_ledger_id: number; debit?: number | string; credit?: number | string; remarks?: string; project_id?: number };

export async function voucher(t: TestContext, type: number, date: string, data: Line[], projectId?: number) {
  return call(t, 'POST', '/project/voucher/create', { project_vc_type: type, project_vc_date: date, project_id: projectId, data });
}

/** Puts money into petty cash: Dr petty cash, Cr the given ledger (a Cash Received voucher). */
export async function fundPettyCash(t: TestContext, amount: number, fromLedger: number, projectId?: number) {
  const r = await voucher(t, 4, '2026-02-01', [
    { project_ledger_id: 1, debit: amount },
    { project_ledger_id: fromLedger, credit: amount },
  ], projectId);
  if (r.status !== 201) throw new Error(`funding petty cash failed: ${JSON.stringify(r.body)}`);
  return r.body.project_vc_no as string;
}

export async function pettyCash(t: TestContext): Promise<string> {
  const r = (await t.db.execute(
    sql`select (l.amount + coalesce((select sum(debit - credit) from project_voucher_lines where project_ledger_id = 1), 0))::text as bal from project_ledgers l where id = 1`,
  )) as unknown as { rows: { bal: string }[] };
  return r.rows[0].bal;
}

export async function lineCount(t: TestContext): Promise<number> {
  const r = (await t.db.execute(sql`select count(*)::int n from project_voucher_lines`)) as unknown as { rows: { n: number }[] };
  return r.rows[0].n;
}

/** The petty cash ledger's opening amount goes back to 0: the reset keeps the seeded ledgers as they are. */
export async function resetConstruction(t: TestContext) {
  await t.reset();
  await t.db.execute(sql`update project_ledgers set amount = 0, project_id = null, name = 'Petty Cash' where id = 1`);
}

/** Before each test: the construction books reset and a new chart made. The returned chart is filled in each time. */
export function freshChartEachTest(t: TestContext): Chart {
  const c = {} as Chart;
  beforeEach(async () => {
    await resetConstruction(t);
    Object.assign(c, await makeChart(t));
  });
  return c;
}
