// The counter's product finder (issue 24): models by the words typed (name, code, brand, group,
// category) and serials by their exact number. Two indexed reads: the candidate models are those
// whose name or code holds every word, or whose brand, category or group holds the longest word
// (trigram indexes, migration 0053), and every word then filters them; a serial is found through
// lower(sl_no).
import type { SQL } from 'drizzle-orm';
import { sql, one, rows, inTransaction, type Executor } from '../../db/client.js';
import { likeEscape } from '../../db/listing.js';
import { whereAll } from '../../db/paging.js';
import type { FinderQuery, FinderReply, PriceSettings, SerialState } from '../../../contracts/finder.js';
import { MODEL_FROM, MODEL_SELECT, toModel } from './queries.js';
import { SOURCE } from '../../ledger/sources.js';

type Row = Record<string, unknown>;

const STATE: Record<number, SerialState> = { 1: 'in_stock', 2: 'sold', 3: 'returned' };

export async function findProducts(ex: Executor, q: FinderQuery): Promise<FinderReply> {
  const text = q.q.trim();
  const words = [...new Set(text.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 6);
  const filters = [q.g_id ? sql`m.g_id = ${q.g_id}` : undefined, q.b_id ? sql`m.b_id = ${q.b_id}` : undefined, q.c_id ? sql`m.c_id = ${q.c_id}` : undefined];
  let candidates;
  const wordFilters = words.map((w) => {
    const p = `%${likeEscape(w)}%`;
    return sql`(m.name ilike ${p} or m.pro_code ilike ${p} or b.name ilike ${p} or g.name ilike ${p} or c.name ilike ${p})`;
  });
  if (words.length) {
    const longest = [...words].sort((a, b) => b.length - a.length)[0];
    const p = `%${likeEscape(longest)}%`;
    // a name or code holding every word (the trigram indexes AND their matches), or a brand,
    // category or group holding the longest word (the other words then filter)
    const all = (col: SQL) =>
      sql.join(
        words.map((w) => sql`${col} ilike ${`%${likeEscape(w)}%`}`),
        sql` and `,
      );
    candidates = sql`m.id in (
      select x.id from product_models x where ${all(sql`x.name`)}
      union select x.id from product_models x where ${all(sql`x.pro_code`)}
      union select x.id from product_models x where x.b_id in (select id from product_brands where name ilike ${p})
      union select x.id from product_models x where x.c_id in (select id from product_categories where name ilike ${p})
      union select x.id from product_models x where x.g_id in (select id from product_groups where name ilike ${p}))`;
  }
  const lower = text.toLowerCase();
  const prefix = `${likeEscape(lower)}%`;
  const models = rows<Row>(
    ex,
    sql`select ${MODEL_SELECT} ${MODEL_FROM} ${whereAll([candidates, ...wordFilters, ...filters])}
        order by (lower(m.pro_code) = ${lower} and m.pro_code <> '') desc, (lower(m.name) like ${prefix}) desc, m.pro_status desc, lower(m.name), m.id
        limit ${q.limit}`,
  );
  const serials = text
    ? rows<Row>(
        ex,
        sql`select sr.id as serial_id, sr.sl_no, sr.status as serial_status, sa.inv_no as sold_on, ${MODEL_SELECT}
            ${MODEL_FROM} join serials sr on sr.model_id = m.id
            left join sales sa on sr.status = 2 and sr.out_source_type = ${SOURCE.sale} and sa.id = sr.out_source_id
            where lower(sr.sl_no) = ${lower}
            order by sr.status, sr.id limit 10`,
      )
    : Promise.resolve([] as Row[]);
  const [m, s] = await Promise.all([models, serials]);
  return {
    models: m.map(toModel),
    serials: s.map((r) => {
      const status = Number(r.serial_status);
      return {
        id: Number(r.serial_id),
        sl_no: String(r.sl_no),
        model_id: Number(r.id),
        status,
        state: STATE[status] ?? 'sold',
        available: status === 1,
        sold_on: (r.sold_on as string | null) ?? null,
        model: toModel(r),
      };
    }),
  };
}

export async function readPriceSettings(ex: Executor): Promise<PriceSettings> {
  const r = await one<{ v: string }>(ex, sql`select coalesce((select below_min_price from app_settings where id = 1), 'admin_only') as v`);
  return { below_min_price: r?.v === 'refuse' ? 'refuse' : 'admin_only' };
}

export async function savePriceSettings(db: Executor, s: PriceSettings): Promise<PriceSettings> {
  await inTransaction(db, (tx) =>
    tx.execute(sql`insert into app_settings (id, below_min_price) values (1, ${s.below_min_price})
                   on conflict (id) do update set below_min_price = excluded.below_min_price`),
  );
  return readPriceSettings(db);
}
