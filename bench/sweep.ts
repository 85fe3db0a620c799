// Every screen's read, not only the eleven timed against hand-written SQL: each GET call of the
// route table as a screen first opens it (a first page, no dates) and with the latest month's
// dates, the busiest customer, model and supplier filled in wherever the call takes them. Calls
// that need a path parameter or make a file are left out. The slowest come first, so a screen that
// grows with the books shows at the top.
import type { FastifyInstance } from 'fastify';
import { sql, one, type Executor } from '../src/server/db/client.js';
import { LEDGER } from '../src/server/ledger/accounts.js';
import type { Picks } from './reads.js';

export interface SweptRead {
  url: string;
  status: number;
  median: number;
}

const SKIP = /:|backup|export|pdf|check_books/;

export async function sweep(app: FastifyInstance, token: string, db: Executor, p: Picks, runs = 5): Promise<SweptRead[]> {
  const latest = async (table: string) => (await one<{ id: number }>(db, sql`select max(id)::int as id from ${sql.identifier(table)}`))?.id ?? 1;
  const supplier = (await one<{ id: number }>(db, sql`select supp_id as id from purchases group by supp_id order by count(*) desc limit 1`))?.id ?? 1;
  const ids = {
    limit: '50', partyId: String(p.customerId), cuss: String(p.customerId), cusId: String(p.customerId), modelId: String(p.modelId),
    mId: String(p.modelId), m_id: String(p.modelId), cus_id: String(p.customerId), supp: String(supplier), legId: String(LEDGER.cash), pId: String(await latest('purchases')), inv: String(await latest('sales')),
  };
  // the search box (GET /search) as a clerk types part of a bill's number
  const billNo = (await one<{ inv_no: string }>(db, sql`select inv_no from sales order by id desc limit 1`))?.inv_no ?? 'INV-100001';
  Object.assign(ids, { q: billNo.slice(-6) });
  const dates = { startDate: p.monthStart, endDate: p.today, fromDate: p.monthStart, toDate: p.today, sDate: p.monthStart, eDate: p.today };
  // Each call as a screen first opens it (no dates), and with the latest month's dates.
  const queries = [
    ['', new URLSearchParams(ids)],
    [' (a month)', new URLSearchParams({ ...ids, ...dates })],
  ] as const;
  const routes = (app as unknown as { apiRoutes: { method: string; url: string }[] }).apiRoutes.filter((r) => r.method === 'GET' && !SKIP.test(r.url));
  const out: SweptRead[] = [];
  for (const r of routes) {
    for (const [label, query] of queries) {
      const times: number[] = [];
      let status = 0;
      for (let i = 0; i < runs + 1; i++) {
        const t = performance.now();
        const res = await app.inject({ method: 'GET', url: `${r.url}?${query}`, headers: { authorization: `Bearer ${token}` } });
        if (i > 0) times.push(performance.now() - t); // the first is a warm-up
        status = res.statusCode;
      }
      times.sort((a, b) => a - b);
      out.push({ url: r.url.replace(/^\/api/, '') + label, status, median: times[Math.floor(times.length / 2)] });
    }
  }
  return out.sort((a, b) => b.median - a.median);
}
