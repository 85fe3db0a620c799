// Issue 19, finding 4: a lost database connection killed the server. On a PostgreSQL server the
// app's connections are ended from outside (pg_terminate_backend, what a server restart does to
// them): between requests, in the middle of a transaction, and again and again during a burst of
// bills and collections. Only the backends of this file's own database are ended; other test
// files use the same server at the same time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { useTestApp } from '../../../tests/support/useTestApp.js';
import { useShop } from '../../../tests/support/salesFixtures.js';
import { connectionLost, intArray, rows, sql } from './client.js';

const t = useTestApp();
const shop = useShop(t, { fan: { qty: 1000, cost: 200 } });
/** A connection to the server's maintenance database, for ending the app's connections. */
let killer: pg.Client;
let dbName: string;

beforeAll(async () => {
  dbName = new URL(t.database.url!).pathname.slice(1);
  killer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await killer.connect();
});
afterAll(() => killer?.end());

/**
 * Ends every connection to this file's database except `spare`, and unless told not to, waits
 * (up to 5 s each) until each backend has gone. Returns how many were ended.
 */
async function terminateAll(spare: number[] = [], only = '', wait = true): Promise<number> {
  const r = await killer.query<{ ok: boolean }>(
    `select pg_terminate_backend(pid${wait ? ', 5000' : ''}) as ok from pg_stat_activity
      where datname = $1 and pid <> all($2::int[]) and backend_type = 'client backend' ${only}`,
    [dbName, spare],
  );
  return r.rows.filter((x) => x.ok).length;
}

/** How many connections the app holds open on the server now. */
async function appBackends(): Promise<number> {
  const r = await killer.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = $1 and backend_type = 'client backend'`, [
    dbName,
  ]);
  return r.rows[0].n;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const collect = (amount: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/collPay_post',
    headers: t.admin,
    payload: { supp_id: shop.customer, date: '2026-03-05', coll_pay_type: 2, cash_bank_type: 'Cash', amount },
  });

const sell = (qty: number, collected: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/create_sales',
    headers: t.admin,
    payload: { inv_date: '2026-03-05', cus_id: shop.customer, inv_disc: 0, collect: collected, collect_type: 'Cash', items: [{ m_id: shop.fan, qty, unit_price: 300 }] },
  });

/** No collection was saved, the next one saves with the voucher number `vcNo`, and the books hold. */
async function expectNothingSavedThenNext(vcNo: string) {
  expect((await rows(t.db, sql`select id from coll_pay`)).length).toBe(0);
  const next = await collect(100);
  expect(next.statusCode, next.body).toBe(201);
  expect(next.json().data.vc_no).toBe(vcNo);
  expect(await t.violations()).toEqual([]);
}

describe('a lost database connection kills the server (issue 19, finding 4)', () => {
  it('a connection ended between requests no longer kills the server: the next request succeeds on a new connection', async () => {
    // Some connections in the pool, idle, as between a clerk's clicks.
    const warm = await Promise.all(Array.from({ length: 6 }, () => t.app.inject({ method: 'GET', url: '/api/collPay_all', headers: t.admin })));
    expect(warm.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(await terminateAll()).toBeGreaterThan(0);
    expect(await appBackends()).toBe(0);
    await sleep(50); // the ended connections report their errors now; an unhandled one used to end the process here

    const list = await t.app.inject({ method: 'GET', url: '/api/collPay_all', headers: t.admin });
    expect(list.statusCode).toBe(200);
    const saved = await collect(100);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data.vc_no).toBe('CR-TT-2026-1000001');

    // And again, with a save the very next thing after the connections go.
    await terminateAll();
    const again = await collect(50);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.vc_no).toBe('CR-TT-2026-1000002');
    expect(await t.violations()).toEqual([]);
  });

  it('a request whose connection is killed in the middle of its transaction gets 503, saves nothing, and hands its number back', async () => {
    // Hold a lock the collection needs, so that its transaction waits with its number drawn; then end its connection.
    const blocker = new pg.Client({ connectionString: t.database.url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table coll_pay in share mode');
      const blockerPid = (await blocker.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
      const pending = collect(100);
      let waiting = 0;
      for (let i = 0; i < 200 && waiting === 0; i++) {
        await sleep(25);
        const r = await killer.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and pid <> $2`,
          [dbName, blockerPid],
        );
        waiting = r.rows[0].n;
      }
      expect(waiting).toBe(1);
      expect(await terminateAll([blockerPid], `and wait_event_type = 'Lock'`)).toBe(1);
      const res = await pending;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'The database connection was lost. Please try again.' });
      await blocker.query('rollback');
    } finally {
      await blocker.end();
    }
    // The transaction certainly rolled back, so its number went back: the next save takes it.
    await expectNothingSavedThenNext('CR-TT-2026-1000001');
  });

  it('a connection killed at COMMIT gets 503 and hands no number back: a gap at worst, never a number twice', async () => {
    // A deferred trigger that waits at COMMIT, so that the connection can be ended there.
    await t.db.execute(
      sql.raw(`create function slow_commit() returns trigger language plpgsql as $$ begin perform pg_sleep(2); return null; end $$;
               create constraint trigger slow_commit after insert on coll_pay deferrable initially deferred for each row execute function slow_commit()`),
    );
    try {
      const pending = collect(100);
      let ended = 0;
      for (let i = 0; i < 200 && ended === 0; i++) {
        await sleep(25);
        ended = await terminateAll([], `and query = 'commit' and state = 'active'`);
      }
      expect(ended).toBe(1);
      const res = await pending;
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('The database connection was lost. Please try again.');
    } finally {
      await t.db.execute(sql.raw(`drop trigger slow_commit on coll_pay; drop function slow_commit()`));
    }
    // Here the COMMIT never completed, but the app cannot know that: the number stays drawn.
    await expectNothingSavedThenNext('CR-TT-2026-1000002');
  });

  it('a database server that cannot be reached counts as a lost connection (503), a refused query does not', async () => {
    const unreachable = new pg.Client({ host: '127.0.0.1', port: 1, user: 'postgres', database: 'postgres' });
    const refused = await unreachable.connect().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((refused as { code?: string }).code).toBe('ECONNREFUSED');
    expect(connectionLost(refused)).toBe(true);
    const constraint = await t.db.execute(sql`insert into parties (type, name) values (1, null)`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(constraint).toBeInstanceOf(Error);
    expect(connectionLost(constraint)).toBe(false);
  });

  it('every connection ended three times during a burst of 200 bills and collections: every acknowledged document is in the books, the rest got 503, no number twice', async () => {
    const DOCUMENTS = 200;
    const CLIENTS = 16;
    type Outcome = { kind: 'sale' | 'collection'; status: number; id?: number; number?: string; message?: string };
    const outcomes: Outcome[] = [];
    let next = 0;
    const client = async () => {
      while (next < DOCUMENTS) {
        const i = next++;
        if (i % 2 === 0) {
          const r = await sell(1, i % 4 === 0 ? 100 : 0);
          const body = r.json();
          outcomes.push({ kind: 'sale', status: r.statusCode, id: body.saleId, number: body.inv_no, message: body.message });
        } else {
          const r = await collect(10 + i);
          const body = r.json();
          outcomes.push({ kind: 'collection', status: r.statusCode, id: body.data?.id, number: body.data?.vc_no, message: body.message });
        }
      }
    };
    // Ends every connection of the database when a fifth, a half and four fifths of the documents
    // have been answered, as a server restart would, without waiting for them to go.
    let kills = 0;
    let ended = 0;
    let burstOver = false;
    const faults = (async () => {
      for (const share of [0.2, 0.5, 0.8]) {
        while (!burstOver && outcomes.length < DOCUMENTS * share) await sleep(2);
        if (burstOver) break;
        ended += await terminateAll([], '', false);
        kills++;
      }
    })();
    await Promise.all(Array.from({ length: CLIENTS }, client));
    burstOver = true;
    await faults;

    expect(kills).toBe(3);
    expect(outcomes.length).toBe(DOCUMENTS);
    const acknowledged = outcomes.filter((o) => o.status === 201);
    const failed = outcomes.filter((o) => o.status !== 201);
    // Every failure is a clean answer: 503 for a lost connection, never a 500.
    expect(
      failed.filter((o) => o.status !== 503),
      JSON.stringify(failed.slice(0, 5)),
    ).toEqual([]);
    expect(failed.every((o) => o.message === 'The database connection was lost. Please try again.')).toBe(true);
    // The faults hit requests in flight (each kill ends the connections of the transactions running then).
    expect(failed.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(DOCUMENTS / 2);

    // Every acknowledged document is in the database, under the number its answer gave.
    const sales = acknowledged.filter((o) => o.kind === 'sale');
    const colls = acknowledged.filter((o) => o.kind === 'collection');
    const foundSales = await rows<{ id: number; inv_no: string }>(t.db, sql`select id, inv_no from sales where id = any(${intArray(sales.map((o) => o.id!))})`);
    const foundColls = await rows<{ id: number; vc_no: string }>(
      t.db,
      sql`select id, vc_no from coll_pay where id = any(${intArray(colls.map((o) => o.id!))})`,
    );
    expect(Object.fromEntries(foundSales.map((r) => [r.id, r.inv_no]))).toEqual(Object.fromEntries(sales.map((o) => [o.id, o.number])));
    expect(Object.fromEntries(foundColls.map((r) => [r.id, r.vc_no]))).toEqual(Object.fromEntries(colls.map((o) => [o.id, o.number])));

    // No number twice: bills, receipts, and vouchers (one number per document posting it).
    const twice = await rows(
      t.db,
      sql`select 'sale' as s, inv_no as n from sales group by inv_no having count(*) > 1
          union all select 'receipt', inv_no from coll_pay group by inv_no having count(*) > 1
          union all select 'voucher', vc_no from voucher_lines group by vc_no having count(distinct (source_type, source_id)) > 1`,
    );
    expect(twice).toEqual([]);
    expect(await t.violations()).toEqual([]);

    // The server carries on.
    const after = await collect(1);
    expect(after.statusCode, after.body).toBe(201);

    // Numbers drawn but in no document: a save killed at COMMIT, or whose hand-back was lost too.
    const gaps = await rows<{ key: string; gaps: number }>(
      t.db,
      sql`select c.key, (c.last - c.first + 1 - (select count(*) from returned_numbers r where r.key = c.key)
            - case when c.key like 'doc:INV-%' then (select count(*) from sales)
                   else (select count(distinct vc_no) from voucher_lines where vc_no like substr(c.key, 4) || '-%') end)::int as gaps
          from counters c order by c.key`,
    );
    const extraBills = (await rows(t.db, sql`select id from sales`)).length - foundSales.length;
    const extraColls = (await rows(t.db, sql`select id from coll_pay where sale_id is null`)).length - 1 - foundColls.length;
    console.log(
      `burst: ${DOCUMENTS} documents from ${CLIENTS} clients, ${kills} kills ending ${ended} connections; ` +
        `acknowledged ${acknowledged.length} (found ${foundSales.length + foundColls.length}), 503 ${failed.length}; ` +
        `saved though answered 503 (killed at COMMIT after it took): ${extraBills} bills, ${extraColls} collections; ` +
        `gaps: ${gaps.map((g) => `${g.key} ${g.gaps}`).join(', ')}`,
    );
  });
});
