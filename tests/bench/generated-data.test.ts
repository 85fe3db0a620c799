// The period balances (ledger months, party balances, model stock totals) against the raw lines, on
// a business the benchmark's generator makes through the API: a few months of purchases, bills,
// returns, collections, payments and vouchers, then edits and deletes. Every report that reads the
// balances must give what the lines give.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/testApp.js';
import { rows, sql, one } from '../../src/server/db/client.js';
import { LEDGER } from '../../src/server/ledger/accounts.js';
import { generateBusiness, addDays } from '../../bench/business.js';
import type { Caller } from '../../bench/harness.js';

let t: TestContext;
let call: Caller['call'];
const DAYS = 62;

beforeAll(async () => {
  t = await createTestApp();
  call = async (method, url, body) => {
    const res = await t.app.inject({ method, url: `/api${url}`, headers: t.admin, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: res.statusCode, json: res.body ? JSON.parse(res.body) : null };
  };
  auditBefore = (await one<{ id: number }>(t.db, sql`select coalesce(max(id), 0)::int id from audit_log`))!.id;
  await generateBusiness({ db: t.db, call, scale: 0.02, days: DAYS, workers: 3 });
}, 600_000);
let auditBefore = 0;
afterAll(() => t?.close());

const num = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;

/** Each ledger's posted net (debit − credit) through a date, from the raw lines. */
async function rawNets(through: string) {
  const found = await rows<{ ledger_id: number; net: string }>(
    t.db,
    sql`select ledger_id, sum(debit - credit) net from voucher_lines where post_status = 1 and vc_date <= ${through} group by ledger_id`,
  );
  return new Map(found.map((r) => [r.ledger_id, num(r.net)]));
}

async function ok(url: string) {
  const r = await call('GET', url);
  expect(r.status, url).toBe(200);
  return r.json;
}

async function expectReportsMatchLines() {
  expect(await t.violations()).toEqual([]);
  const dates = await rows<{ d: string }>(t.db, sql`select distinct vc_date::text d from voucher_lines order by 1`);
  const first = dates[0].d;
  // Month ends, a mid-month day and the last day.
  const probes = [addDays(first, 20), addDays(first, 31), addDays(first, 45), dates[dates.length - 1].d];
  for (const date of probes) {
    const nets = await rawNets(date);
    const tb = await ok(`/trail_balance?trDate=${date}`);
    const fromReport = new Map<number, number>();
    for (const g of tb.data) for (const h of g.heads) for (const s of h.sub_heads) for (const l of s.ledgers) fromReport.set(l.id, num(l.balance));
    for (const [id, net] of nets) if (net !== 0) expect(fromReport.get(id), `ledger ${id} on ${date}`).toBe(net);
    expect(tb.totalDebit).toBe(tb.totalCredit);

    const cash = await ok(`/account_ledger?legId=${LEDGER.cash}&fromDate=${addDays(date, 1)}&toDate=${addDays(date, 10)}`);
    expect(cash.totals.opening, `cash opening after ${date}`).toBe(nets.get(LEDGER.cash) ?? 0);

    const h = await ok(`/todays-high-light?date=${date}`);
    expect(h.pettyCash.cash).toBe(nets.get(LEDGER.cash) ?? 0);
    // Every bank's own ledger (issue 20): the ledgers under the sub head of the seeded bank ledgers.
    const bankLedgers = await rows<{ id: number }>(t.db, sql`select id from ledgers where s_id = (select s_id from ledgers where id = ${LEDGER.bankCollection})`);
    expect(h.pettyCash.bank).toBe(num(bankLedgers.reduce((a, l) => a + (nets.get(l.id) ?? 0), 0)));
  }

  // Every customer's due on the list is its lines' sum.
  const customers = await ok('/customer_all?limit=1000');
  const raw = await rows<{ party_id: number; net: string }>(
    t.db,
    sql`select party_id, sum(debit - credit) net from voucher_lines where post_status = 1 and ledger_id in (${LEDGER.receivable}, ${LEDGER.payable}) group by party_id`,
  );
  const due = new Map(raw.map((r) => [r.party_id, num(r.net)]));
  expect(customers.data.length).toBeGreaterThan(5);
  for (const c of customers.data) expect(c.balance, c.name).toBe(due.get(c.id) ?? 0);

  // The stock screen's columns are the movements' sums by kind.
  const stock = await ok('/products_stock?limit=1000');
  const moves = await rows<{ model_id: number; sale: string; purchase: string; all_qty: string; all_value: string }>(
    t.db,
    sql`select model_id, -sum(qty) filter (where source_type = 'sale') sale, sum(qty) filter (where source_type = 'purchase') purchase,
          sum(qty) all_qty, sum(value) all_value from stock_movements group by model_id`,
  );
  const byModel = new Map(moves.map((m) => [m.model_id, m]));
  let moved = 0;
  for (const row of stock.result) {
    const m = byModel.get(row.model_id);
    if (!m) continue;
    moved++;
    expect(row.sale_qty, row.model).toBe(Number(m.sale ?? 0));
    expect(row.pur_qty, row.model).toBe(Number(m.purchase ?? 0));
    expect(row.avl_qty, row.model).toBe(Number(m.all_qty));
    expect(row.balance, row.model).toBe(num(m.all_value));
  }
  expect(moved).toBeGreaterThan(10);
}

describe('period balances on a generated business', () => {
  it('the generator made a business with every kind of document', async () => {
    const c = (await one<Record<string, number>>(
      t.db,
      sql`select (select count(*) from sales)::int sales, (select count(*) from purchases)::int purchases, (select count(*) from sales_returns)::int sales_returns,
            (select count(*) from coll_pay where sale_id is null)::int coll_pay, (select count(*) from voucher_lines where source_type is null)::int hand_lines,
            (select count(distinct date_trunc('month', vc_date)) from voucher_lines)::int months`,
    ))!;
    expect(c.sales).toBeGreaterThan(100);
    expect(c.purchases).toBeGreaterThan(30);
    expect(c.coll_pay).toBeGreaterThan(5);
    expect(c.hand_lines).toBeGreaterThan(0);
    expect(c.months).toBeGreaterThanOrEqual(3);
  });

  it('reports read from the balances give what the raw lines give', async () => {
    await expectReportsMatchLines();
  });

  it('still after bills are deleted and edited into another month, and a voucher is approved', async () => {
    const bills = await rows<{ id: number; inv_date: string }>(
      t.db,
      sql`select id, inv_date::text from sales s where not exists (select 1 from sales_returns r where r.inv_no_id = s.id) order by id limit 3`,
    );
    expect((await call('DELETE', `/sales_delete/${bills[0].id}`)).status).toBe(200);
    const detail = await ok(`/both_sales_item?inv=${bills[1].id}`);
    const moved = addDays(bills[1].inv_date, 40);
    const edit = await call('PATCH', `/sales_update/${bills[1].id}`, {
      inv_date: moved,
      cus_id: detail.master.cus_id,
      inv_disc: 0,
      collect: 0,
      collect_type: 'Cash',
      items: detail.data.map((l: { m_id: number; qty: number; unit_price: number; serial: { srl_id: number }[] }) => ({
        m_id: l.m_id,
        qty: l.qty,
        unit_price: l.unit_price,
        serial: l.serial.map((s) => s.srl_id),
      })),
    });
    expect(edit.status, JSON.stringify(edit.json)).toBe(200);
    const pending = await one<{ vc_no: string }>(t.db, sql`select vc_no from voucher_lines where post_status = 0 limit 1`);
    if (pending) expect((await call('PUT', `/vc_posting/${encodeURIComponent(pending.vc_no)}`)).status).toBe(200);
    await expectReportsMatchLines();
  });
});

describe('issue 19 finding 6: the audit log says who', () => {
  it('every entry of every audited table made through the API carries the user who made it', async () => {
    const made = await rows<{ table_name: string; n: number; anonymous: number }>(
      t.db,
      sql`select table_name, count(*)::int n, count(*) filter (where user_id is null)::int anonymous
          from audit_log where id > ${auditBefore} group by table_name order by table_name`,
    );
    // The generated business touches the masters, documents, vouchers and settings alike.
    expect(made.length).toBeGreaterThan(10);
    expect(made.filter((m) => m.anonymous > 0)).toEqual([]);
  });
});
