// Reads of the catalogue: groups, brands, categories, models with their stock figures, serials.
import type { SQL } from 'drizzle-orm';
import { sql, one, rows, type Executor } from '../../db/client.js';
import { MODEL_JOINS } from '../../documents/modelNames.js';
import { likeEscape } from '../../db/listing.js';
import { countUpTo, pagedRows, searchAny, whereAll, type Page } from '../../db/paging.js';
import { notFound } from '../../errors.js';
import { toAmount } from '../../../domain/money.js';
import type { Brand, Category, Group, Model, Serial } from '../../../contracts/catalogue.js';
import { SOURCE } from '../../ledger/sources.js';

export interface ListFilter extends Page {
  search?: string;
}

type Row = Record<string, unknown>;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
const num = (v: unknown) => Number(v ?? 0);

// ---- groups, brands, categories -----------------------------------------------------------------

const NODE_SELECT = {
  group: sql`x.id, x.name, x.created_at`,
  brand: sql`x.id, x.name, x.created_at, x.g_id, g.name as group_name`,
  category: sql`x.id, x.name, x.created_at, x.g_id, g.name as group_name, x.b_id, b.name as brand_name`,
};
const NODE_FROM = {
  group: sql`from product_groups x`,
  brand: sql`from product_brands x left join product_groups g on g.id = x.g_id`,
  category: sql`from product_categories x left join product_groups g on g.id = x.g_id left join product_brands b on b.id = x.b_id`,
};
const NODE_SEARCH = {
  group: [sql`x.name`],
  brand: [sql`x.name`, sql`g.name`],
  category: [sql`x.name`, sql`g.name`, sql`b.name`],
};

type NodeLevel = keyof typeof NODE_SELECT;
type NodeOf<L extends NodeLevel> = L extends 'group' ? Group : L extends 'brand' ? Brand : Category;

const toNode = (r: Row) => ({ ...r, created_at: iso(r.created_at) });

export async function listNodes<L extends NodeLevel>(
  ex: Executor,
  level: L,
  f: ListFilter & { gId?: number; bId?: number },
): Promise<{ data: NodeOf<L>[]; total: number }> {
  const where = whereAll([
    searchAny(NODE_SEARCH[level], f.search),
    level !== 'group' && f.gId ? sql`x.g_id = ${f.gId}` : undefined,
    level === 'category' && f.bId ? sql`x.b_id = ${f.bId}` : undefined,
  ]);
  const page = await pagedRows<Row>(ex, { select: NODE_SELECT[level], from: sql`${NODE_FROM[level]} ${where}`, orderBy: sql`lower(x.name), x.id`, page: f });
  return { data: page.rows.map(toNode) as NodeOf<L>[], total: page.total };
}

export async function getNode<L extends NodeLevel>(ex: Executor, level: L, id: number): Promise<NodeOf<L>> {
  const r = await one<Row>(ex, sql`select ${NODE_SELECT[level]} ${NODE_FROM[level]} where x.id = ${id}`);
  if (!r) throw notFound(`${level[0].toUpperCase()}${level.slice(1)} not found`);
  return toNode(r) as NodeOf<L>;
}

// ---- models --------------------------------------------------------------------------------------

/**
 * Net quantity a kind of document moved for the model, from its all-time total in model_stock_totals
 * (signed like the movements: returns to the supplier and sales leave with a negative sign).
 */
const movedQty = (sourceType: string, sign: 1 | -1) =>
  sql`(coalesce((select t.qty from model_stock_totals t where t.model_id = m.id and t.source_type = ${sourceType}), 0) * ${sign})`;

/**
 * The unit cost of the model's latest purchase: one probe of stock_movements_purchase_idx (migration
 * 0035). That index is partial, its predicate holding the purchases' source type as a literal: the
 * name goes into the text as a literal too (`sql.raw`, quoted), since with a bound parameter a
 * prepared statement's generic plan cannot prove the predicate and would scan the model's movements.
 */
const LATEST_PURCHASE_COST = sql`(select unit_cost from stock_movements
  where model_id = m.id and source_type = ${sql.raw(`'${SOURCE.purchase}'`)} order by mv_date desc, id desc limit 1)`;

export const MODEL_SELECT = sql`m.id, m.name, m.g_id, m.b_id, m.c_id, m.pro_code, m.unit_type, m.open_qty, m.open_rate, m.srl_avl,
  m.pro_status, m.warranty, m.warranty_months, m.sale_price, m.min_price, m.created_at, g.name as group_name, b.name as brand_name, c.name as cat_name,
  coalesce(${LATEST_PURCHASE_COST}, m.open_rate) as pur_rate,
  ${movedQty('purchase', 1)} as pur_qty, ${movedQty('purchase_return', -1)} as pur_ret_qty,
  ${movedQty('sale', -1)} as sale_qty, ${movedQty('sales_return', 1)} as sale_ret_qty,
  coalesce(s.qty, 0) as avl_qty, coalesce(s.avg_rate, 0) as avgr_rate, coalesce(s.value, 0) as balance`;

export const MODEL_FROM = sql`from product_models m ${MODEL_JOINS}
  left join model_stock s on s.model_id = m.id`;

export function toModel(r: Row): Model {
  return {
    id: num(r.id),
    name: String(r.name),
    g_id: (r.g_id as number | null) ?? null,
    b_id: (r.b_id as number | null) ?? null,
    c_id: (r.c_id as number | null) ?? null,
    pro_code: String(r.pro_code ?? ''),
    unit_type: String(r.unit_type ?? 'pcs'),
    open_qty: num(r.open_qty),
    open_rate: toAmount(r.open_rate as string),
    srl_avl: num(r.srl_avl),
    pro_status: num(r.pro_status),
    warranty: String(r.warranty ?? ''),
    warranty_months: r.warranty_months === null || r.warranty_months === undefined ? null : num(r.warranty_months),
    sale_price: toAmount((r.sale_price as string) ?? '0'),
    min_price: r.min_price === null || r.min_price === undefined ? null : toAmount(r.min_price as string),
    created_at: iso(r.created_at),
    group_name: (r.group_name as string | null) ?? null,
    brand_name: (r.brand_name as string | null) ?? null,
    cat_name: (r.cat_name as string | null) ?? null,
    pur_rate: toAmount(r.pur_rate as string),
    pur_qty: num(r.pur_qty),
    pur_ret_qty: num(r.pur_ret_qty),
    sale_qty: num(r.sale_qty),
    sale_ret_qty: num(r.sale_ret_qty),
    avl_qty: num(r.avl_qty),
    avgr_rate: toAmount(r.avgr_rate as string),
    balance: toAmount(r.balance as string),
  };
}

export interface ModelFilter extends ListFilter {
  gId?: number;
  bId?: number;
  catId?: number;
}

export async function listModels(ex: Executor, f: ModelFilter): Promise<{ data: Model[]; total: number }> {
  const where = whereAll([
    searchAny([sql`m.name`, sql`m.pro_code`, sql`g.name`, sql`b.name`, sql`c.name`], f.search),
    f.gId ? sql`m.g_id = ${f.gId}` : undefined,
    f.bId ? sql`m.b_id = ${f.bId}` : undefined,
    f.catId ? sql`m.c_id = ${f.catId}` : undefined,
  ]);
  const page = await pagedRows<Row>(ex, { select: MODEL_SELECT, from: sql`${MODEL_FROM} ${where}`, orderBy: sql`lower(m.name), m.id`, page: f });
  return { data: page.rows.map(toModel), total: page.total };
}

export async function getModel(ex: Executor, id: number): Promise<Model> {
  const r = await one<Row>(ex, sql`select ${MODEL_SELECT} ${MODEL_FROM} where m.id = ${id}`);
  if (!r) throw notFound('Model not found');
  return toModel(r);
}

export async function getModelWithSerials(ex: Executor, id: number): Promise<Model & { serial: Serial[] }> {
  const model = await getModel(ex, id);
  const { data } = await listSerials(ex, { modelId: id });
  return { ...model, serial: data };
}

// ---- serials -------------------------------------------------------------------------------------

const SERIAL_SELECT = sql`sr.id, sr.sl_no, sr.model_id, m.name as model_name, g.name as group_name, b.name as brand_name,
  c.name as cat_name, sr.status, sr.type, sr.in_source_type, sr.in_source_id, sr.out_source_type, sr.out_source_id, sr.created_at`;
const SERIAL_FROM = sql`from serials sr join product_models m on m.id = sr.model_id ${MODEL_JOINS}`;

const toSerial = (r: Row) => ({ ...r, created_at: iso(r.created_at) }) as Serial;

/**
 * Serials whose number (through its trigram index), or whose model's name, category or brand,
 * matches: two lookups joined by union, so neither reads every serial of ten years.
 */
function serialSearch(search?: string): SQL | undefined {
  const s = search?.trim();
  if (!s) return undefined;
  const pattern = `%${likeEscape(s)}%`;
  return sql`sr.id in (select x.id from serials x where x.sl_no ilike ${pattern}
    union select x.id from serials x join product_models q on q.id = x.model_id
      left join product_brands qb on qb.id = q.b_id left join product_categories qc on qc.id = q.c_id
      where q.name ilike ${pattern} or qc.name ilike ${pattern} or qb.name ilike ${pattern})`;
}

/** Serials newest first. Ten years hold close to a million, so a page's count is capped (`capped`). */
export async function listSerials(
  ex: Executor,
  f: ListFilter & { modelId?: number; status?: number },
): Promise<{ data: Serial[]; total: number; capped: boolean }> {
  const where = whereAll([
    serialSearch(f.search),
    f.modelId ? sql`sr.model_id = ${f.modelId}` : undefined,
    f.status ? sql`sr.status = ${f.status}` : undefined,
  ]);
  const page = sql`${f.limit ? sql`limit ${f.limit}` : sql``} ${f.offset ? sql`offset ${f.offset}` : sql``}`;
  const [found, count] = await Promise.all([
    rows<Row>(ex, sql`select ${SERIAL_SELECT} ${SERIAL_FROM} ${where} order by sr.id desc ${page}`),
    countUpTo(ex, sql`from serials sr ${where}`, f),
  ]);
  return { data: found.map(toSerial), ...count };
}
