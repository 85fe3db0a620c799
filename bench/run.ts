// `npm run bench -- --url postgres://host/db` or `-- --pglite dir`: times the screens' reads against
// hand-written SQL, bills saved per second under concurrent clients, and the browser's load, on a
// database that `npm run bench:data` generated. Prints a table and writes bench/results/*.json.
//
// The write runs save their bills in a copy of the database, dropped afterwards.
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { sql, one } from '../src/server/db/client.js';
import { checkBooks } from '../src/server/books/check.js';
import { args, targetOf, openTarget, appOn, onServer, listening, stats, BENCH_ADMIN, BENCH_JWT_SECRET, type Target } from './harness.js';
import { pick, readsFor } from './reads.js';
import { measureBrowser } from './browser.js';
import { sweep } from './sweep.js';
import { benchRecost } from './recost.js';
import { handBill } from './handBill.js';
import { benchCounter } from './counterReads.js';
import { benchImport } from './importBench.js';
import { benchMessages } from './messagesBench.js';
import { buildServer } from '../scripts/build-server.mjs';

const a = args();
const runs = Number(a.runs ?? 15);
const STAGES = ['reads', 'sweep', 'counter', 'recost', 'import', 'writes', 'billcost', 'messages', 'browser'];
// `--only a,b` runs those stages alone; `--skip a,b` leaves them out.
const only = (a.only ?? '').split(',').filter(Boolean);
for (const o of only) if (!STAGES.includes(o)) throw new Error(`--only: no stage "${o}" (${STAGES.join(', ')})`);
const skip = new Set([...(a.skip ?? '').split(',').filter(Boolean), ...(only.length ? STAGES.filter((x) => !only.includes(x)) : [])]);
const seconds = Number(a.seconds ?? 10);
const scaleArg = Number(a.scale ?? 0);

// ---- timing ------------------------------------------------------------------------------------

const ms = (x: number) => (x < 10 ? x.toFixed(1) : x.toFixed(0));

async function time<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t = performance.now();
  const value = await fn();
  return { ms: performance.now() - t, value };
}

// ---- servers -----------------------------------------------------------------------------------

/** The built browser app the servers serve (`WEB_DIR`, as the server reads it; dist/web unless set). */
const webDir = path.resolve(process.env.WEB_DIR ?? 'dist/web');

// The servers run the compiled JavaScript that `npm start` runs, built once for the run.
let compiled: Promise<string> | undefined;
const compiledServer = () => (compiled ??= buildServer('dist/bench-server'));

async function startServer(t: Target, port: number): Promise<ChildProcess> {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: BENCH_JWT_SECRET,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.pass,
    DATABASE_URL: t.kind === 'postgres' ? t.url! : '',
    DATA_DIR: t.kind === 'pglite' ? path.resolve(t.dir!) : path.resolve('data/bench-unused'),
    WEB_DIR: webDir,
    LOG_LEVEL: '',
    RATE_LIMIT: '0', // hundreds of bills a second from one user: far past the limit meant for people
  };
  // `--profile DIR`: each server writes a CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = a.profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(a.profile)] : [];
  const child = spawn(process.execPath, [...profile, await compiledServer()], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      if (String(d).includes('Serving on')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`The server on port ${port} stopped (${code})`)));
  });
}

const stop = (c: ChildProcess) => new Promise<void>((r) => (c.exitCode !== null ? r() : (c.once('exit', () => r()), c.kill('SIGTERM'))));

async function signIn(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BENCH_ADMIN) });
  if (!res.ok) throw new Error(`Sign-in failed: ${res.status}`);
  return { authorization: `Bearer ${(await res.json()).token}`, 'content-type': 'application/json' };
}

// ---- reads -------------------------------------------------------------------------------------

async function benchReads(t: Target) {
  const database = await openTarget(t);
  const api = await appOn(database);
  const { base, headers } = await listening(api);
  const picks = await pick(database.db);
  const results = [];
  for (const r of readsFor(picks)) {
    const viaApi: number[] = [];
    const viaSql: number[] = [];
    let apiFigure = 0;
    let sqlFigure = 0;
    for (let i = 0; i < runs + 2; i++) {
      const x = await time(async () => {
        const res = await fetch(base + '/api' + r.url, { headers });
        if (!res.ok) throw new Error(`${r.url} answered ${res.status}: ${await res.text()}`);
        return res.json();
      });
      const y = await time(() => r.hand(database.db));
      if (i < 2) continue; // warm-up
      viaApi.push(x.ms);
      viaSql.push(y.ms);
      apiFigure = Number(r.figure(x.value));
      sqlFigure = y.value;
    }
    const s = { name: r.name, url: r.url, api: stats(viaApi), sql: stats(viaSql), agree: Math.abs(apiFigure - sqlFigure) < 0.005, apiFigure, sqlFigure };
    results.push({ ...s, ratio: s.api.median / s.sql.median });
    console.log(
      `  ${r.name.padEnd(32)} api ${ms(s.api.median).padStart(6)} ms (p95 ${ms(s.api.p95)})  sql ${ms(s.sql.median).padStart(6)} ms  ratio ${(s.api.median / s.sql.median).toFixed(2)}  ${s.agree ? 'same answer' : `DIFFERENT: ${apiFigure} vs ${sqlFigure}`}`,
    );
  }
  let swept;
  if (!skip.has('sweep')) {
    swept = await sweep(api.app, api.token, database.db, picks);
    const slow = swept.filter((x) => x.median >= 100);
    console.log(`Every GET call of the route table (${swept.length}), the slowest ten (median of 5):`);
    for (const x of swept.slice(0, 10)) console.log(`  ${ms(x.median).padStart(6)} ms  ${x.status}  ${x.url}`);
    console.log(`  ${slow.length ? `${slow.length} at 100 ms or more: ${slow.map((x) => x.url).join(', ')}` : 'none at 100 ms or more'}`);
  }
  const counts = await one<Record<string, number>>(
    database.db,
    sql`select (select count(*) from sales)::int sales, (select count(*) from sales_items)::int sales_lines, (select count(*) from purchases)::int purchases,
          (select count(*) from voucher_lines)::int voucher_lines, (select count(*) from stock_movements)::int stock_movements, (select count(*) from serials)::int serials`,
  );
  await api.app.close();
  await database.close();
  return { picks, counts, reads: results, swept };
}

// ---- writes ------------------------------------------------------------------------------------

/** Stock and serials enough for the write runs, bought through the API like any purchase. */
async function stockUp(base: string, headers: Record<string, string>, bills: number) {
  const get = async (url: string) => {
    const res = await fetch(base + '/api' + url, { headers });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return res.json();
  };
  const models: { id: number; srl_avl: number }[] = (await get('/product_model_all?limit=1000')).data;
  const supplier: number = (await get('/supplier_all?limit=1')).data[0].id;
  // Many models, as in a real day's bills: two bills rarely wait on the same model's stock row.
  const plain = models
    .filter((m) => m.srl_avl !== 1)
    .slice(0, 300)
    .map((m) => m.id);
  const serialModels = models
    .filter((m) => m.srl_avl === 1)
    .slice(0, 60)
    .map((m) => m.id);
  const today = new Date().toISOString().slice(0, 10);
  const buy = async (items: unknown[]) => {
    const res = await fetch(`${base}/api/create_purchase`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ pu_date: today, supp_id: supplier, supp_inv: `BENCH-${Date.now()}`, paid: 0, items }),
    });
    if (!res.ok) throw new Error(`Stocking up failed: ${res.status} ${await res.text()}`);
  };
  await buy(plain.map((m) => ({ m_id: m, qty: Math.ceil((bills * 4) / plain.length) + 10, unit_price: 1000 })));
  const tag = Date.now().toString(36);
  const perModel = Math.ceil(bills / serialModels.length) + 5;
  const serials: { id: number; model_id: number }[] = [];
  for (const m of serialModels) {
    await buy([{ m_id: m, qty: perModel, unit_price: 5000, serial: Array.from({ length: perModel }, (_, i) => `BENCH-${tag}-${m}-${i}`) }]);
    const found: { id: number; sl_no: string }[] = (await get(`/all_serial_by_model?modelId=${m}&status=1&limit=${perModel + 1000}&search=BENCH-${tag}`)).data;
    serials.push(...found.map((x) => ({ id: x.id, model_id: m })));
  }
  const customers: number[] = (await get('/customer_all?limit=500')).data.map((c: { id: number }) => c.id);
  // Serials dealt model by model in turn, so that bills in flight together sell different models.
  const byModel = serialModels.map((m) => serials.filter((x) => x.model_id === m));
  const dealt = Array.from({ length: Math.max(0, ...byModel.map((l) => l.length)) }, (_, i) => byModel.map((l) => l[i]).filter(Boolean)).flat();
  return { plain, serials: dealt, customers };
}

type Stock = Awaited<ReturnType<typeof stockUp>>;

/** CPU a process has used, in ms, from /proc (user + system clock ticks of 10 ms); 0 when gone. */
/** A process's CPU so far (ms): in its own code (user) and in the kernel's for it (system). */
function procCpu(pid: number | undefined): { user: number; system: number } {
  if (!pid) return { user: 0, system: 0 };
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
  } catch {
    return { user: 0, system: 0 };
  }
}
const procCpuMs = (pid: number | undefined) => {
  const c = procCpu(pid);
  return c.user + c.system;
};

/**
 * CPU used by the servers and by the database's own backends between two snapshots: what a bill
 * costs, whatever else the machine is doing (wall-clock throughput moves with the load; CPU much less).
 */
async function cpuSnapshot(t: Target, servers: ChildProcess[]): Promise<{ server: number; db: Map<number, number> }> {
  const db = new Map<number, number>();
  if (t.kind === 'postgres') {
    const c = new pg.Client({ connectionString: t.url });
    await c.connect();
    try {
      const { rows: found } = await c.query<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
      for (const r of found) db.set(r.pid, procCpuMs(r.pid));
    } finally {
      await c.end();
    }
  }
  return { server: servers.reduce((a, c) => a + procCpuMs(c.pid), 0), db };
}
const cpuBetween = (a: Awaited<ReturnType<typeof cpuSnapshot>>, b: Awaited<ReturnType<typeof cpuSnapshot>>) => ({
  server: b.server - a.server,
  database: [...b.db].reduce((sum, [pid, ms]) => sum + ms - (a.db.get(pid) ?? 0), 0),
});

/** Bills saved per second by `clients` clients sending one bill after another, spread over the servers. */
async function billsPerSecond(
  bases: string[],
  headers: Record<string, string>,
  clients: number,
  stock: Stock,
  nextSerial: () => { id: number; model_id: number } | undefined,
  count = Infinity,
) {
  const until = Date.now() + seconds * 1000;
  let saved = 0;
  const failures = new Map<string, number>();
  const today = new Date().toISOString().slice(0, 10);
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let k = c; Date.now() < until && k < count; k += clients) {
        const serial = nextSerial();
        if (!serial) break;
        const items = [0, 1, 2, 3].map((i) => ({ m_id: stock.plain[(k * 4 + i) % stock.plain.length], qty: 1, unit_price: 1500, serial: [] as number[] }));
        items.push({ m_id: serial.model_id, qty: 1, unit_price: 7000, serial: [serial.id] });
        const body = { inv_date: today, cus_id: stock.customers[k % stock.customers.length], inv_disc: 0, collect: 1000, collect_type: 'Cash', items };
        const res = await fetch(`${bases[k % bases.length]}/api/create_sales`, { method: 'POST', headers, body: JSON.stringify(body) });
        if (res.ok) {
          saved++;
          await res.arrayBuffer();
        } else {
          const key = `${res.status} ${(await res.text()).slice(0, 120)}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  return { perSecond: saved / seconds, saved, failures: Object.fromEntries(failures) };
}

/** A copy of the benchmark's database for the write runs, so that their bills do not skew later reads. */
async function copyOf(t: Target): Promise<{ target: Target; drop: () => Promise<void> }> {
  if (t.kind === 'pglite') {
    const dir = `${t.dir}-writes`;
    fs.rmSync(dir, { recursive: true, force: true });
    fs.cpSync(t.dir!, dir, { recursive: true });
    return { target: { kind: 'pglite', dir }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const u = new URL(t.url!);
  const name = u.pathname.slice(1);
  const copy = `${name}_writes`;
  await onServer(t.url!, `drop database if exists ${copy} with (force)`);
  await onServer(t.url!, `create database ${copy} template ${name}`);
  u.pathname = `/${copy}`;
  return { target: { kind: 'postgres', url: u.toString() }, drop: () => onServer(t.url!, `drop database if exists ${copy} with (force)`) };
}

async function benchWrites(original: Target) {
  const copy = await copyOf(original);
  try {
    return await writesOn(copy.target);
  } finally {
    await copy.drop();
  }
}

async function writesOn(t: Target) {
  // PGlite is one process's database: one server. PostgreSQL: one, then two.
  const servers = t.kind === 'postgres' ? [1, 2] : [1];
  const children = await Promise.all(servers.map((_, i) => startServer(t, 4500 + i)));
  const bases = servers.map((_, i) => `http://127.0.0.1:${4500 + i}`);
  const results = [];
  try {
    const headers = await signIn(bases[0]);
    const stock = await stockUp(bases[0], headers, t.kind === 'postgres' ? 20_000 : 4_000);
    let next = 0;
    const nextSerial = () => stock.serials[next++];
    for (const n of servers) {
      for (const c of [1, 8, 32]) {
        const before = await cpuSnapshot(t, children.slice(0, n));
        const r = await billsPerSecond(bases.slice(0, n), headers, c, stock, nextSerial);
        const cpu = cpuBetween(before, await cpuSnapshot(t, children.slice(0, n)));
        const cpuPerBill = { server: r.saved ? cpu.server / r.saved : 0, database: r.saved ? cpu.database / r.saved : 0 };
        results.push({ servers: n, clients: c, ...r, cpuMsPerBill: cpuPerBill });
        const refused = Object.keys(r.failures).length ? ` refused: ${JSON.stringify(r.failures)}` : '';
        const perBill = t.kind === 'postgres' ? `; CPU a bill: server ${ms(cpuPerBill.server)} ms, PostgreSQL ${ms(cpuPerBill.database)} ms` : '';
        console.log(`  ${n} server(s), ${String(c).padStart(2)} clients: ${r.perSecond.toFixed(0).padStart(5)} bills/s (${r.saved} saved)${perBill}${refused}`);
      }
    }
  } finally {
    await Promise.all(children.map(stop));
  }
  const database = await openTarget(t, 2);
  const violations = await checkBooks(database.db);
  await database.close();
  console.log(`  invariants afterwards: ${violations.length ? violations.map((v) => `${v.rule} (${v.records.length})`).join('; ') : 'all hold'}`);
  return { writes: results, violations: violations.map((v) => ({ rule: v.rule, n: v.records.length })) };
}

// ---- a bill's cost against hand-written SQL ------------------------------------------------------

/**
 * The same bill (five lines, one serial-tracked, a cash collection) saved one after another for
 * `seconds` through the API by one client, then as many times by the hand-written statement of
 * handBill.ts on one connection: CPU a bill of the server and PostgreSQL's backends against that of
 * the hand-written transaction's backend and its client, in the same run.
 */
/** CPU a call of the cheapest signed-in read (who am I): what every call through the API costs before its own work. */
async function signedInCallCost(t: Target, child: ChildProcess, base: string, headers: Record<string, string>, calls: number) {
  const before = await cpuSnapshot(t, [child]);
  for (let i = 0; i < calls; i++) {
    const res = await fetch(`${base}/api/user_me`, { headers });
    if (!res.ok) throw new Error(`/user_me answered ${res.status}`);
    await res.arrayBuffer();
  }
  const cpu = cpuBetween(before, await cpuSnapshot(t, [child]));
  return { calls, database: cpu.database / calls, server: cpu.server / calls };
}

const WARM_UP = 30;
const ROUND = 40;

async function benchBillCost(original: Target) {
  if (original.kind !== 'postgres') throw new Error('The bill cost is measured on PostgreSQL');
  const copy = await copyOf(original);
  const child = await startServer(copy.target, 4520);
  const base = 'http://127.0.0.1:4520';
  const client = new pg.Client({ connectionString: copy.target.url });
  try {
    const headers = await signIn(base);
    const stock = await stockUp(base, headers, 4_000);
    let next = 0;
    const nextSerial = () => stock.serials[next++];
    await client.connect();
    const { rows: info } = await client.query<{ pid: number; code: string; user_id: number }>(
      `select pg_backend_pid() as pid, (select code from company where id = 1) as code, (select id from users where email = $1) as user_id`,
      [BENCH_ADMIN.email],
    );
    const { pid, code, user_id } = info[0];
    const today = new Date().toISOString().slice(0, 10);
    const byHand = async (count: number) => {
      let made = 0;
      for (let k = 0; k < count; k++) {
        const serial = nextSerial();
        if (!serial) break;
        const models = [0, 1, 2, 3].map((i) => stock.plain[(k * 4 + i) % stock.plain.length]);
        await handBill(client, code, {
          date: today,
          customer: stock.customers[k % stock.customers.length],
          models: [...models, serial.model_id],
          prices: [1500, 1500, 1500, 1500, 7000],
          serialId: serial.id,
          collect: 1000,
          userId: user_id,
        });
        made++;
      }
      return made;
    };
    // Steady state: the first bills load the sales code and prepare the statements on the connections.
    await billsPerSecond([base], headers, 1, stock, nextSerial, WARM_UP);
    await byHand(WARM_UP);

    // Rounds of the API's bills and the same number by hand, one after the other, so that a machine
    // that speeds up or slows down during the run weighs on both alike.
    const api = { bills: 0, database: 0, server: 0, system: 0, wall: 0 };
    const hand = { bills: 0, database: 0, client: 0, wall: 0 };
    const rounds: number[] = [];
    const until = Date.now() + seconds * 1000;
    while (Date.now() < until) {
      const before = await cpuSnapshot(copy.target, [child]);
      const system0 = procCpu(child.pid).system;
      const t0 = performance.now();
      const made = (await billsPerSecond([base], headers, 1, stock, nextSerial, ROUND)).saved;
      const a = cpuBetween(before, await cpuSnapshot(copy.target, [child]));
      api.wall += performance.now() - t0;
      api.system += procCpu(child.pid).system - system0;
      const db0 = procCpuMs(pid);
      const me0 = process.cpuUsage();
      const t1 = performance.now();
      const byHandMade = await byHand(made);
      const me = process.cpuUsage(me0);
      const h = { database: procCpuMs(pid) - db0, client: (me.user + me.system) / 1000 };
      hand.wall += performance.now() - t1;
      if (!made || byHandMade < made) break;
      Object.assign(api, { bills: api.bills + made, database: api.database + a.database, server: api.server + a.server });
      Object.assign(hand, { bills: hand.bills + made, database: hand.database + h.database, client: hand.client + h.client });
      rounds.push((a.database + a.server) / (h.database + h.client));
    }
    const floor = await signedInCallCost(copy.target, child, base, headers, api.bills);
    const apiPerBill = { database: api.database / api.bills, server: api.server / api.bills, wallMs: api.wall / api.bills };
    const handPerBill = { database: hand.database / hand.bills, client: hand.client / hand.bills, wallMs: hand.wall / hand.bills };
    const ratio = (apiPerBill.database + apiPerBill.server) / (handPerBill.database + handPerBill.client);
    const sorted = [...rounds].sort((x, y) => x - y);
    console.log(
      `  API: ${api.bills} bills, CPU a bill: PostgreSQL ${ms(apiPerBill.database)} ms + server ${ms(apiPerBill.server)} ms; ` +
        `hand-written SQL: ${hand.bills} bills, PostgreSQL ${ms(handPerBill.database)} ms + client ${ms(handPerBill.client)} ms; API ÷ hand-written ${ratio.toFixed(1)}× ` +
        `(PostgreSQL alone ${(apiPerBill.database / handPerBill.database).toFixed(1)}×); wall a bill ${ms(apiPerBill.wallMs)} / ${ms(handPerBill.wallMs)} ms`,
    );
    console.log(
      `  ${rounds.length} rounds of ${ROUND} bills each way: API ÷ hand-written per round, median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)}× ` +
        `(${sorted[0]?.toFixed(1)}× to ${sorted.at(-1)?.toFixed(1)}×)`,
    );
    console.log(`  of the server's CPU a bill, ${ms(api.system / api.bills)} ms is the kernel's (sockets: the bill's statements and its HTTP exchange)`);
    console.log(`  the floor of any signed-in call (GET /user_me, ${floor.calls} calls): PostgreSQL ${ms(floor.database)} ms + server ${ms(floor.server)} ms`);
    return {
      billCost: {
        api: { bills: api.bills, ...apiPerBill, serverSystem: api.system / api.bills },
        hand: { bills: hand.bills, ...handPerBill },
        ratio,
        rounds,
        signedInCall: floor,
      },
    };
  } finally {
    await client.end().catch(() => undefined);
    await stop(child);
    await copy.drop();
  }
}

// ---- browser -----------------------------------------------------------------------------------

async function benchBrowser(t: Target) {
  if (!fs.existsSync(path.join(webDir, 'index.html'))) throw new Error(`Build the web app first (npm run build): ${webDir} has none`);
  const child = await startServer(t, 4510);
  try {
    return await measureBrowser({ baseUrl: 'http://127.0.0.1:4510', email: BENCH_ADMIN.email, pass: BENCH_ADMIN.pass, runs: 7 });
  } finally {
    await stop(child);
  }
}

// ---- run ---------------------------------------------------------------------------------------

const target = targetOf(a, scaleArg || 0.01);
console.log(`Benchmark on ${target.kind === 'postgres' ? 'a PostgreSQL server' : 'PGlite'}, ${runs} runs per read`);
const report: Record<string, unknown> = { target: target.kind, at: new Date().toISOString(), runs };
if (!skip.has('reads')) {
  console.log('Reads (median of the API through HTTP, and of the hand-written SQL):');
  Object.assign(report, await benchReads(target));
}
if (!skip.has('counter')) {
  console.log('The counter and the home screen (finder, search everywhere, dashboard; API over HTTP):');
  report.counter = await benchCounter(target, runs);
}
if (!skip.has('recost')) {
  const later = Number(a.later ?? 10_000);
  console.log(`Re-costing (a back-dated purchase, then its delete, before ${later} later movements of its model; own database):`);
  const r = await benchRecost(target, later, Math.min(runs, 7));
  report.recost = r;
  console.log(
    `  ${r.laterMovements} later movements: purchase ${r.purchaseMs.median.toFixed(0)} ms median, delete ${r.deleteMs.median.toFixed(0)} ms median (${r.purchaseMs.runs.length} runs); invariants afterwards: ${r.violations.length ? r.violations.join('; ') : 'all hold'}`,
  );
}
if (!skip.has('import')) {
  const models = Number(a['import-models'] ?? 20_000);
  const importRuns = Number(a['import-runs'] ?? 1);
  console.log(`Catalogue import (${models} models, ${models * 5} serials, one .xlsx through the API; own database, ${importRuns} run(s)):`);
  const r = await benchImport(target, models, 5, importRuns);
  report.import = r;
  console.log(
    `  ${(r.fileBytes / 1024 / 1024).toFixed(1)} MB file: ${r.seconds.median.toFixed(1)} s median (${r.seconds.runs.map((x) => x.toFixed(1)).join(', ')}); ` +
      `${r.counts.models} models, ${r.counts.serials} serials in stock, stock value ${r.counts.stockValue} = Inventory ${r.counts.inventory} = the file's ${r.counts.fileValue}; ` +
      `invariants afterwards: ${r.violations.length ? r.violations.join('; ') : 'all hold'}`,
  );
}
if (!skip.has('writes')) {
  console.log(`Writes (bills of 5 lines, one serial and a collection, for ${seconds} s each):`);
  Object.assign(report, await benchWrites(target));
}
if (!skip.has('billcost') && target.kind === 'postgres') {
  console.log(`A bill's cost: the API against hand-written SQL (one client, ${seconds} s of API bills, then as many by hand):`);
  Object.assign(report, await benchBillCost(target));
}
if (!skip.has('messages')) {
  const count = Number(a.messages ?? 1000);
  const bills = Number(a['message-bills'] ?? 50);
  const rounds = Number(a['message-rounds'] ?? 4);
  console.log(
    `Messages (${count} SMS drained by the worker to a local gateway; a bill's CPU with the outbox on and off, ${rounds} rounds of ${bills} bills each way; own database):`,
  );
  const r = await benchMessages(target, count, bills, rounds);
  report.messages = r;
  console.log(
    `  ${r.messages} queued: ${r.sent} sent in ${r.drainSeconds.toFixed(1)} s, ${r.perSecond.toFixed(0)} messages/s, ${r.gatewayRequests} gateway requests; ` +
      `CPU a bill: outbox off ${ms(r.billCpuMs.off)} ms, on ${ms(r.billCpuMs.on)} ms (on ÷ off ${r.billCpuMs.ratio.toFixed(2)}); ` +
      `invariants afterwards: ${r.violations.length ? r.violations.join('; ') : 'all hold'}`,
  );
}
if (!skip.has('browser')) {
  console.log('Browser:');
  const b = await benchBrowser(target);
  report.browser = b;
  console.log(
    `  sign-in page JavaScript ${(b.signInJsGzipBytes / 1024).toFixed(0)} KB gzipped; bill page ${(b.billPageJsGzipBytes / 1024).toFixed(0)} KB; first usable bill form ${b.billFormReadyMs.median.toFixed(0)} ms (p95 ${b.billFormReadyMs.p95.toFixed(0)})`,
  );
}
fs.mkdirSync('bench/results', { recursive: true });
const file = `bench/results/${target.kind}-${new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-')}.json`;
fs.writeFileSync(file, JSON.stringify(report, null, 2));
console.log(`Results in ${file}`);
