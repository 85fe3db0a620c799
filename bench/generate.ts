// `npm run bench:data -- --scale 1 --url postgres://host/db` (or `--pglite dir`): generates ten
// years of a distributor's business through the API (bench/business.ts). Run it again to resume.
import { sql, one } from '../src/server/db/client.js';
import { args, targetOf, openTarget, appOn } from './harness.js';
import { generateBusiness } from './business.js';

const a = args();
const scale = Number(a.scale ?? 0.01);
if (!(scale > 0)) throw new Error('--scale must be a number above 0 (1 is the full ten years)');
const workers = Number(a.workers ?? 4);
// `--days N`: only the last N days at the scale's daily volume (every master of the scale): a quick
// business whose recent days are as busy as ten years' would be.
const days = a.days ? Number(a.days) : undefined;
if (days !== undefined && !(days >= 1)) throw new Error('--days must be 1 or more');
const target = targetOf(a, scale);
const database = await openTarget(target, workers + 4);
const api = await appOn(database);
const began = Date.now();
console.log(`Generating scale ${scale} on ${target.kind === 'postgres' ? 'a PostgreSQL server' : `PGlite in ${target.dir}`}`);
const refused = await generateBusiness({ db: database.db, call: api.call, scale, workers, days, log: (l) => console.log(l) });
// Fresh planner statistics and visibility maps, as autovacuum would leave them on a server left running after a load.
await database.db.execute(sql`vacuum analyze`);
const counts = await one<Record<string, number>>(
  database.db,
  sql`select (select count(*) from sales)::int sales, (select count(*) from sales_items)::int sales_lines, (select count(*) from purchases)::int purchases,
        (select count(*) from voucher_lines)::int voucher_lines, (select count(*) from stock_movements)::int stock_movements,
        (select count(*) from serials)::int serials`,
);
console.log(`Done in ${((Date.now() - began) / 1000).toFixed(0)} s:`, counts);
if (Object.keys(refused).length) console.log('Refused (4xx) by the API, by kind:', refused);
await api.app.close();
await database.close();
