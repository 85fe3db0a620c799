// The counter's reads (issue 24) and the home screen's dashboard (issue 25), over HTTP: the product
// finder as a clerk types and scans (a word of a model's name, two words, a model's code, a serial,
// a code that matches nothing), search everywhere (a bill's number, a customer's mobile, a model's
// name) and GET /dashboard. Each is checked to find what it was asked for, so a fast wrong answer
// cannot pass. The words, codes and numbers are picked from the data.
import { sql, one, type Executor } from '../src/server/db/client.js';
import { openTarget, appOn, listening, stats, type Target } from './harness.js';

interface CounterRead {
  name: string;
  url: string;
  /** True when the answer holds what was asked for. */
  found(reply: any): boolean; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function picks(db: Executor) {
  const model = (await one<{ name: string; code: string }>(
    db,
    sql`select name, pro_code as code from product_models where pro_code <> '' and name like '% %' order by id desc limit 1`,
  ))!;
  const serial = (await one<{ sl_no: string }>(db, sql`select sl_no from serials order by id desc limit 1`))!;
  const bill = (await one<{ inv_no: string }>(db, sql`select inv_no from sales order by id desc limit 1`))!;
  const customer = (await one<{ mobile: string }>(db, sql`select mobile from parties where mobile <> '' order by id desc limit 1`))!;
  return { model, serial, bill, customer };
}

const enc = encodeURIComponent;

export function counterReads(p: Awaited<ReturnType<typeof picks>>): CounterRead[] {
  const [first, second] = p.model.name.split(' ');
  const low = (s: string) => s.toLowerCase();
  type Finder = { models: { name: string; pro_code: string }[]; serials: { sl_no: string }[] };
  return [
    { name: 'Finder: a word of a name', url: `/finder?q=${enc(first)}`, found: (r: Finder) => r.models.some((m) => low(m.name).includes(low(first))) },
    { name: 'Finder: two words', url: `/finder?q=${enc(`${first} ${second}`)}`, found: (r: Finder) => r.models.some((m) => m.name === p.model.name) },
    { name: "Finder: a model's code", url: `/finder?q=${enc(p.model.code)}`, found: (r: Finder) => r.models[0]?.pro_code === p.model.code },
    { name: 'Finder: a serial (scanned)', url: `/finder?q=${enc(p.serial.sl_no)}`, found: (r: Finder) => r.serials.some((s) => s.sl_no === p.serial.sl_no) },
    { name: 'Finder: a code of nothing', url: `/finder?q=ZQ-NOT-THERE-7`, found: (r: Finder) => r.models.length === 0 && r.serials.length === 0 },
    { name: "Search: a bill's number", url: `/search?q=${enc(p.bill.inv_no)}`, found: (r) => JSON.stringify(r).includes(p.bill.inv_no) },
    { name: "Search: a customer's mobile", url: `/search?q=${enc(p.customer.mobile)}`, found: (r) => JSON.stringify(r).includes(p.customer.mobile) },
    { name: "Search: a model's name", url: `/search?q=${enc(p.model.name)}`, found: (r) => JSON.stringify(r).includes(p.model.name) },
    { name: 'Dashboard (home screen)', url: `/dashboard`, found: (r) => r !== null && typeof r === 'object' },
    // The dashboard's one read that covers every year: the receivables' ageing, the ageing report's own.
    { name: '  its receivables ageing', url: `/ageing?asOn=${new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10)}`, found: (r) => typeof r?.receivables?.totals?.total === 'number' },
  ];
}


export async function benchCounter(t: Target, runs: number) {
  const database = await openTarget(t);
  const api = await appOn(database);
  const { base, headers } = await listening(api);
  const counts = (await one<Record<string, number>>(
    database.db,
    sql`select (select count(*) from product_models)::int models, (select count(*) from serials)::int serials, (select count(*) from sales)::int bills, (select count(*) from parties)::int parties`,
  ))!;
  console.log(`  on ${counts.models} models, ${counts.serials} serials, ${counts.bills} bills, ${counts.parties} parties`);
  const results = [];
  let exportResult: Awaited<ReturnType<typeof benchExport>> | undefined;
  try {
    for (const r of counterReads(await picks(database.db))) {
      const times: number[] = [];
      let ok = true;
      for (let i = 0; i < runs + 2; i++) {
        const t0 = performance.now();
        const res = await fetch(base + '/api' + r.url, { headers });
        const body = await res.json();
        const took = performance.now() - t0;
        if (!res.ok) throw new Error(`${r.url} answered ${res.status}: ${JSON.stringify(body)}`);
        ok &&= r.found(body);
        if (i >= 2) times.push(took); // two warm-ups
      }
      const s = { name: r.name, url: r.url, ...stats(times), found: ok };
      results.push(s);
      console.log(`  ${r.name.padEnd(30)} ${s.median.toFixed(1).padStart(6)} ms median (p95 ${s.p95.toFixed(1)})  ${ok ? 'found' : 'NOT FOUND'}`);
    }
    exportResult = await benchExport(base, headers);
  } finally {
    await api.app.close();
    await database.close();
  }
  return { counts, reads: results, export: exportResult };
}

/**
 * The whole sold items list (every line of every bill) exported to .xlsx through GET /export/list,
 * read as a browser reads a download: the time to the last byte, the file's size, and the server's
 * memory (this process: the app runs in it) sampled every 20 ms, against what it held before. A list
 * held whole in memory would grow it by the rows' size; one streamed page by page stays flat.
 */
async function benchExport(base: string, headers: Record<string, string>) {
  const url = `${base}/api/export/list?format=xlsx&source=${enc('/sales_items_all')}&title=${enc('Sold items')}`;
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  if (!res.ok || !res.body) throw new Error(`the export answered ${res.status}: ${await res.text()}`);
  let bytes = 0;
  const reader = res.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.length;
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  const r = { seconds, bytes, rssBeforeMb: before / 2 ** 20, rssPeakMb: peak / 2 ** 20 };
  console.log(
    `  Export: the sold items list to .xlsx, ${(bytes / 2 ** 20).toFixed(1)} MB in ${seconds.toFixed(1)} s; server memory ${r.rssBeforeMb.toFixed(0)} MB before, ${r.rssPeakMb.toFixed(0)} MB at its peak`,
  );
  return r;
}
