// Messages to customers (issue 46) on a database of its own (made and dropped here):
// - the outbox drained: `count` SMS queued (bill messages, their text written from the bill when sent),
//   sent by the worker (features/messages/worker.ts, as each server runs it) to a local HTTP gateway
//   that counts requests (tests/support/messageProviders.ts); messages a second, and each sent once;
// - a bill's CPU with the outbox on (the bill's transaction writes its SMS row) against off, in
//   alternating rounds of `bills` bills each way through the API in-process: the process's CPU (the
//   app; on PGlite the database too) and, on PostgreSQL, its backends' (from /proc).
import fs from 'node:fs';
import { sql, one, rows, type Database } from '../src/server/db/client.js';
import { checkBooks } from '../src/server/books/check.js';
import { drain } from '../src/server/features/messages/worker.js';
import { startGateway } from '../tests/support/messageProviders.js';
import { appOn, openTarget, scratchTarget, BENCH_JWT_SECRET, type Caller, type Target } from './harness.js';

export interface MessagesBenchResult {
  messages: number;
  sent: number;
  gatewayRequests: number;
  drainSeconds: number;
  perSecond: number;
  billCpuMs: { off: number; on: number; ratio: number; bills: number; rounds: number; perRound: { off: number; on: number }[] };
  violations: string[];
}

/** CPU (ms) of this process and, on PostgreSQL, of the database's backends. */
async function cpuNow(t: Target, database: Database): Promise<number> {
  const me = process.cpuUsage();
  let backends = 0;
  if (t.kind === 'postgres') {
    const pids = await rows<{ pid: number }>(database.systemDb, sql`select pid from pg_stat_activity where datname = current_database()`);
    for (const { pid } of pids) {
      try {
        const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const x = f.slice(f.lastIndexOf(')') + 2).split(' ');
        backends += (Number(x[11]) + Number(x[12])) * 10;
      } catch {
        // a backend that ended between the list and the read
      }
    }
  }
  return (me.user + me.system) / 1000 + backends;
}

async function must(api: Caller, method: 'POST' | 'PUT', url: string, body: unknown) {
  const r = await api.call(method, url, body);
  if (r.status >= 300) throw new Error(`${method} ${url} answered ${r.status}: ${JSON.stringify(r.json)}`);
  return r.json;
}

export async function benchMessages(t: Target, count: number, bills: number, rounds: number): Promise<MessagesBenchResult> {
  const scratch = await scratchTarget(t, 'messages');
  const gateway = await startGateway();
  const database = await openTarget(scratch.target);
  // The app's own worker is off: the bench drives it, and the bills' rounds measure the bill alone.
  const api = await appOn(database, { messageWorkerMs: 0 });
  try {
    const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
    const supplier = (await must(api, 'POST', '/party_post', { type: 2, name: 'Bench Supplier' })).data.id as number;
    const customers: number[] = [];
    for (let i = 0; i < 20; i++)
      customers.push(
        (await must(api, 'POST', '/party_post', { type: 1, name: `Bench Customer ${i}`, mobile: `0171100${String(i).padStart(4, '0')}` })).data.id,
      );
    const model = (await must(api, 'POST', '/product_model_post', { name: 'Bench Fan', sale_price: 1500 })).data.id as number;
    const total = bills * rounds * 2 + 30;
    await must(api, 'POST', '/create_purchase', {
      pu_date: today,
      supp_id: supplier,
      supp_inv: 'B-1',
      paid: 0,
      items: [{ m_id: model, qty: total, unit_price: 1000 }],
    });
    const settings = (on: boolean) => ({
      email_enabled: false,
      smtp_host: '',
      smtp_port: 587,
      smtp_tls: 'starttls',
      smtp_user: '',
      smtp_from: '',
      sms_enabled: on,
      sms_shape: 'get',
      sms_url: gateway.url,
      sms_key: 'bench-key',
      sms_sender: 'BENCH',
      sms_params: 'api_key={api_key}&senderid={sender_id}&number={to}&message={message}&ref={ref}',
      email_daily_cap: 100000,
      sms_daily_cap: 100000,
      dues_enabled: false,
      dues_days: 30,
      cheque_enabled: false,
    });
    let k = 0;
    const bill = () =>
      must(api, 'POST', '/create_sales', {
        inv_date: today,
        cus_id: customers[k++ % customers.length],
        inv_disc: 0,
        collect: 500,
        collect_type: 'Cash',
        items: [{ m_id: model, qty: 1, unit_price: 1500 }],
      });
    const round = async (on: boolean) => {
      await must(api, 'PUT', '/messages/settings', settings(on));
      const before = await cpuNow(t, database);
      for (let i = 0; i < bills; i++) await bill();
      return ((await cpuNow(t, database)) - before) / bills;
    };
    // Warm-up: the bill's code loaded and its statements prepared, both ways.
    for (let i = 0; i < 20; i++) await bill();
    const perRound: { off: number; on: number }[] = [];
    // Each round both ways, which goes first taking turns, so that a machine warming up or slowing down weighs on both alike.
    for (let r = 0; r < rounds; r++) {
      if (r % 2) {
        const on = await round(true);
        perRound.push({ off: await round(false), on });
      } else perRound.push({ off: await round(false), on: await round(true) });
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const off = mean(perRound.map((x) => x.off));
    const on = mean(perRound.map((x) => x.on));

    // The outbox: the SMS of the bills made with it on, and more of the same bills' to `count`.
    const queued = (await one<{ n: number }>(database.systemDb, sql`select count(*)::int as n from messages where state = 'queued'`))!.n;
    if (queued < count)
      await database.systemDb.execute(
        sql`insert into messages (channel, template, lang, party_id, recipient, doc_kind, doc_id)
            select 'sms', 'sale_sms', 'en', s.cus_id, p.mobile, 'sale', s.id
            from generate_series(1, ${count - queued}) g join lateral (select id, cus_id from sales order by id offset (g % (select count(*) from sales)) limit 1) s on true
            join parties p on p.id = s.cus_id`,
      );
    const messages = (await one<{ n: number }>(database.systemDb, sql`select count(*)::int as n from messages where state = 'queued'`))!.n;
    await must(api, 'PUT', '/messages/settings', settings(true));
    // At 10:00 in Dhaka tomorrow: past quiet hours, and every row due.
    const tomorrow = new Date(Date.now() + 30 * 3600_000).toISOString().slice(0, 10);
    const at = new Date(`${tomorrow}T10:00:00+06:00`);
    const t0 = performance.now();
    await drain(database.systemDb, { secret: BENCH_JWT_SECRET, now: () => at });
    const drainSeconds = (performance.now() - t0) / 1000;
    const sent = (await one<{ n: number }>(database.systemDb, sql`select count(*)::int as n from messages where state = 'sent'`))!.n;
    const violations = (await checkBooks(database.db)).map((v) => `${v.rule} (${v.records.length})`);
    return {
      messages,
      sent,
      gatewayRequests: gateway.requests.length,
      drainSeconds,
      perSecond: messages / drainSeconds,
      billCpuMs: { off, on, ratio: on / off, bills, rounds, perRound },
      violations,
    };
  } finally {
    await api.app.close();
    await database.close();
    await gateway.close();
    await scratch.drop();
  }
}
