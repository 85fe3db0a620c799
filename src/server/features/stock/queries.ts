// The stock screen and a model's stock report, read from the stock ledger (stock_movements grouped
// by the document type that moved the goods) and the running balances in model_stock.
import type { SQL } from 'drizzle-orm';
import { sql, one, rows, type Executor } from '../../db/client.js';
import { MODEL_JOINS } from '../../documents/modelNames.js';
import { dec, toAmount } from '../../../domain/money.js';
import { notFound } from '../../errors.js';
import type { ModelTransactions, ProductsStockQuery, StockRow } from '../../../contracts/stock.js';
import { SOURCE } from '../../ledger/sources.js';

interface Range {
  startDate?: string;
  endDate?: string;
}

const KNOWN_TYPES = sql`('model_opening', 'purchase', 'purchase_return', 'sale', 'sales_return')`;

/**
 * Quantities and value of the page model `p` since ever: opening stock, what each kind of document
 * moved, and the balance, from the per-kind totals kept with the movements. Adjustments and any
 * other movement go to adj_qty, so that available = open + purchase − purchase return − sales +
 * sales return + adjustment.
 */
const ALL_TIME = sql`select coalesce(sum(v.qty) filter (where v.source_type = ${SOURCE.modelOpening}), 0) as open_qty,
      coalesce(sum(v.qty) filter (where v.source_type = ${SOURCE.purchase}), 0) as pur_qty,
      coalesce(-sum(v.qty) filter (where v.source_type = ${SOURCE.purchaseReturn}), 0) as pur_ret_qty,
      coalesce(-sum(v.qty) filter (where v.source_type = ${SOURCE.sale}), 0) as sale_qty,
      coalesce(sum(v.qty) filter (where v.source_type = ${SOURCE.salesReturn}), 0) as sale_ret_qty,
      coalesce(sum(v.qty) filter (where v.source_type not in ${KNOWN_TYPES}), 0) as adj_qty,
      coalesce(sum(v.qty), 0) as avl_qty,
      coalesce(sum(v.value), 0) as balance
    from model_stock_totals v where v.model_id = p.id`;

/**
 * The same for a date range: the opening quantity is everything before the start (plus opening stock
 * entered within the range), the other columns what moved within it, and the available quantity and
 * value are as at the end date. Those three are the all-time totals less what moved from the start
 * on, so only the model's movements of the range and after it are read (an index range), however
 * many years lie before the start.
 */
function rangeTotals(startDate: string, endDate: string): SQL {
  const end = sql`${endDate}::date`;
  const within = (kind: SQL) => sql`v.mv_date <= ${end} and v.source_type <> ${SOURCE.modelOpening} and v.source_type ${kind}`;
  return sql`select a.qty - coalesce(sum(v.qty) filter (where not (v.source_type = ${SOURCE.modelOpening} and v.mv_date <= ${end})), 0) as open_qty,
      coalesce(sum(v.qty) filter (where ${within(sql`= 'purchase'`)}), 0) as pur_qty,
      coalesce(-sum(v.qty) filter (where ${within(sql`= 'purchase_return'`)}), 0) as pur_ret_qty,
      coalesce(-sum(v.qty) filter (where ${within(sql`= 'sale'`)}), 0) as sale_qty,
      coalesce(sum(v.qty) filter (where ${within(sql`= 'sales_return'`)}), 0) as sale_ret_qty,
      coalesce(sum(v.qty) filter (where ${within(sql`not in ${KNOWN_TYPES}`)}), 0) as adj_qty,
      a.qty - coalesce(sum(v.qty) filter (where v.mv_date > ${end}), 0) as avl_qty,
      a.value - coalesce(sum(v.value) filter (where v.mv_date > ${end}), 0) as balance
    from (select coalesce(sum(t.qty), 0) as qty, coalesce(sum(t.value), 0) as value from model_stock_totals t where t.model_id = p.id) a
    left join stock_movements v on v.model_id = p.id and v.mv_date >= ${startDate}::date
    group by a.qty, a.value`;
}

function modelFilter(q: ProductsStockQuery): SQL {
  const s = q.search?.trim();
  const pattern = s ? `%${s.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  const search = pattern
    ? sql`(m.name ilike ${pattern} or c.name ilike ${pattern} or g.name ilike ${pattern} or b.name ilike ${pattern} or m.pro_code ilike ${pattern})`
    : sql`true`;
  return sql`${search} and ${q.modelId ? sql`m.id = ${q.modelId}` : sql`true`}`;
}

/** The models that match, with `joins` added before the condition; a service (migration 0125) holds no stock and is left out. */
const STOCK_FROM = (q: ProductsStockQuery, joins = sql``) => sql`from product_models m ${MODEL_JOINS}
  left join model_stock ms on ms.model_id = m.id ${joins}
  where not m.service and ${modelFilter(q)}`;

type StockRaw = Omit<StockRow, 'open_qty' | 'pur_qty' | 'pur_ret_qty' | 'sale_qty' | 'sale_ret_qty' | 'adj_qty' | 'avl_qty' | 'avgr_rate' | 'balance'> &
  Record<'open_qty' | 'pur_qty' | 'pur_ret_qty' | 'sale_qty' | 'sale_ret_qty' | 'adj_qty' | 'avl_qty' | 'avgr_rate' | 'balance', string>;

/** The page of models with their quantities, average rate and value; each model's figures are read for it alone. */
function pageRows(ex: Executor, q: ProductsStockQuery): Promise<StockRaw[]> {
  const totals = q.startDate && q.endDate ? rangeTotals(q.startDate, q.endDate) : ALL_TIME;
  return rows<StockRaw>(
    ex,
    sql`with page as (
          select m.id, m.name, coalesce(c.name, '') as category, coalesce(g.name, '') as "group", coalesce(b.name, '') as brand, m.pro_code, m.srl_avl,
            coalesce(ms.avg_rate, 0) as avg_rate
          ${STOCK_FROM(q)} order by m.name, m.id limit ${q.limit} offset ${q.offset})
        select p.id as model_id, p.name as model, p.category, p."group", p.brand, p.pro_code, p.srl_avl,
          t.open_qty, t.pur_qty, t.pur_ret_qty, t.sale_qty, t.sale_ret_qty, t.adj_qty, t.avl_qty, t.balance,
          case when t.avl_qty > 0 then round(t.balance / t.avl_qty, 4) else p.avg_rate end as avgr_rate
        from page p cross join lateral (${totals}) t
        order by p.name, p.id`,
  );
}

/**
 * How many models match, and their value: now, or as at the end date — the value now less what
 * moved after the end date, read in one pass over those later movements. (`<= 'infinity'` leaves the
 * rows as they are, but makes it a bounded range to a planner without fresh statistics, which then
 * reads the date index instead of every movement.)
 */
function matchTotals(ex: Executor, q: ProductsStockQuery) {
  const ranged = !!(q.startDate && q.endDate);
  const later = ranged
    ? sql`left join (select v.model_id, sum(v.value) as value from stock_movements v
          where v.mv_date > ${q.endDate}::date and v.mv_date <= 'infinity' group by v.model_id) later on later.model_id = m.id`
    : sql``;
  const value = ranged ? sql`coalesce(ms.value, 0) - coalesce(later.value, 0)` : sql`coalesce(ms.value, 0)`;
  return one<{ n: number; value: string }>(ex, sql`select count(*)::int as n, coalesce(sum(${value}), 0) as value ${STOCK_FROM(q, later)}`);
}

/** The stock screen: a page of models with their quantities, average rate and value, and the value of all that match. */
export async function productsStock(ex: Executor, q: ProductsStockQuery): Promise<{ result: StockRow[]; total: number; grandTotal: number }> {
  const [found, totals] = await Promise.all([pageRows(ex, q), matchTotals(ex, q)]);
  const num = (v: string) => Number(v);
  const result = found.map((r) => ({
    ...r,
    open_qty: num(r.open_qty), pur_qty: num(r.pur_qty), pur_ret_qty: num(r.pur_ret_qty), sale_qty: num(r.sale_qty),
    sale_ret_qty: num(r.sale_ret_qty), adj_qty: num(r.adj_qty), avl_qty: num(r.avl_qty),
    avgr_rate: toAmount(r.avgr_rate), balance: toAmount(r.balance),
  }));
  return { result, total: totals?.n ?? 0, grandTotal: toAmount(totals?.value) };
}

/** A model's stock now: available quantity, moving-average rate and value. */
export async function stockOfModel(ex: Executor, modelId: number) {
  const r = await one<{ model_id: number; model: string; srl_avl: number; avl_qty: string; avgr_rate: string; balance: string }>(
    ex,
    sql`select m.id as model_id, m.name as model, m.srl_avl, coalesce(ms.qty, 0) as avl_qty, coalesce(ms.avg_rate, 0) as avgr_rate, coalesce(ms.value, 0) as balance
        from product_models m left join model_stock ms on ms.model_id = m.id where m.id = ${modelId}`,
  );
  if (!r) throw notFound('Model not found');
  return { result: { ...r, avl_qty: Number(r.avl_qty), avgr_rate: toAmount(r.avgr_rate), balance: toAmount(r.balance) } };
}

export async function currentStockTotal(ex: Executor) {
  const r = await one<{ total: string }>(ex, sql`select coalesce(sum(value), 0) as total from model_stock`);
  return { total: toAmount(r?.total) };
}

// ---- a model's transactions (the per-model stock report) ---------------------------------------

const inRange = (column: SQL, r: Range) => (r.startDate && r.endDate ? sql`and ${column} between ${r.startDate}::date and ${r.endDate}::date` : sql``);

type Loose = Record<string, string | number | null>;
const n = (v: string | number | null) => Number(v ?? 0);
const text = (v: string | number | null) => (v === null ? '' : String(v));

async function purchaseRows(ex: Executor, mId: number, r: Range): Promise<ModelTransactions['purchase']> {
  const found = await rows<Loose>(
    ex,
    sql`select p.id as pu_no_id, p.pu_no, to_char(p.pu_date, 'YYYY-MM-DD') as pu_date, p.supp_id, s.name as supplier, i.qty, i.unit_price, i.total
        from purchase_items i join purchases p on p.id = i.purchase_id join parties s on s.id = p.supp_id
        where i.m_id = ${mId} ${inRange(sql`p.pu_date`, r)} order by p.pu_date, p.id, i.id`,
  );
  return found.map((x) => ({
    pu_no_id: n(x.pu_no_id), pu_no: text(x.pu_no), pu_date: text(x.pu_date), supp_id: n(x.supp_id), supplier: text(x.supplier),
    qty: n(x.qty), unit_price: toAmount(x.unit_price), total: toAmount(x.total),
  }));
}

async function purchaseReturnRows(ex: Executor, mId: number, r: Range): Promise<ModelTransactions['purchase_return']> {
  const found = await rows<Loose>(
    ex,
    sql`select pr.id as return_id, pr.return_no, i.m_id as r_m_id, to_char(pr.return_date, 'YYYY-MM-DD') as return_date, pr.supp_id, s.name as supplier,
          i.r_qty, i.r_unit, i.total
        from purchase_return_items i join purchase_returns pr on pr.id = i.return_id join parties s on s.id = pr.supp_id
        where i.m_id = ${mId} ${inRange(sql`pr.return_date`, r)} order by pr.return_date, pr.id, i.id`,
  );
  return found.map((x) => ({
    return_id: n(x.return_id), return_no: text(x.return_no), r_m_id: n(x.r_m_id), return_date: text(x.return_date), supp_id: n(x.supp_id),
    supplier: text(x.supplier), r_qty: n(x.r_qty), r_unit: toAmount(x.r_unit), total: toAmount(x.total),
  }));
}

/**
 * Sales and sales returns belong to another feature whose tables may not exist yet. Their rows come
 * from the stock movements (date, quantity, cost); when the documents' tables exist they add the
 * number, the customer and the selling price.
 */
async function salesTablesExist(ex: Executor): Promise<boolean> {
  const r = await one<{ ok: boolean }>(
    ex,
    sql`select to_regclass('public.sales_items') is not null and to_regclass('public.sales_return_items') is not null as ok`,
  );
  return !!r?.ok;
}

interface OutDocument {
  sourceType: 'sale' | 'sales_return';
  /** The document table, its number, date and party columns, its lines table and their key to it. */
  doc: string;
  no: string;
  party: string;
  lines: string;
  lineKey: string;
  lineQty: string;
  lineTotal: string;
}

const SALE: OutDocument = { sourceType: 'sale', doc: 'sales', no: 'inv_no', party: 'cus_id', lines: 'sales_items', lineKey: 'sale_id', lineQty: 'qty', lineTotal: 'total' };
const SALES_RETURN: OutDocument = {
  sourceType: 'sales_return', doc: 'sales_returns', no: 'return_no', party: 'cuss_id', lines: 'sales_return_items', lineKey: 'return_id', lineQty: 'r_qty', lineTotal: 'total',
};

interface DocRow {
  id: number;
  no: string;
  date: string;
  party_id: number | null;
  party: string;
  qty: number;
  unit_price: number;
  total: number;
}

async function outDocumentRows(ex: Executor, d: OutDocument, mId: number, r: Range, withDocuments: boolean): Promise<DocRow[]> {
  const moved = sql`select v.source_id as id, to_char(min(v.mv_date), 'YYYY-MM-DD') as date, abs(sum(v.qty)) as qty, abs(sum(v.value)) as cost
    from stock_movements v where v.source_type = ${d.sourceType} and v.model_id = ${mId} ${inRange(sql`v.mv_date`, r)} group by v.source_id`;
  const raw = (name: string) => sql.raw(`"${name}"`);
  const found = await rows<Loose>(
    ex,
    withDocuments
      ? sql`select mv.id, mv.date, mv.qty, coalesce(l.total, mv.cost) as total, doc.${raw(d.no)} as no, doc.${raw(d.party)} as party_id, p.name as party
            from (${moved}) mv
            left join ${raw(d.doc)} doc on doc.id = mv.id
            left join parties p on p.id = doc.${raw(d.party)}
            left join (select ${raw(d.lineKey)} as doc_id, sum(${raw(d.lineTotal)}) as total from ${raw(d.lines)} where m_id = ${mId} group by 1) l on l.doc_id = mv.id
            order by mv.date, mv.id`
      : sql`select mv.id, mv.date, mv.qty, mv.cost as total, null as no, null as party_id, null as party from (${moved}) mv order by mv.date, mv.id`,
  );
  return found.map((x) => ({
    id: n(x.id), no: text(x.no), date: text(x.date), party_id: x.party_id === null ? null : n(x.party_id), party: text(x.party),
    qty: n(x.qty), unit_price: n(x.qty) ? toAmount(dec(x.total ?? 0).div(x.qty ?? 1)) : 0, total: toAmount(x.total),
  }));
}

/** The model's opening stock and every purchase, purchase return, sale and sales return of it in the range. */
export async function modelTransactions(ex: Executor, mId: number, r: Range): Promise<ModelTransactions> {
  const [model, withDocuments] = await Promise.all([
    one<{ m_id: number; name: string; open_qty: string; open_rate: string; created_at: string }>(
      ex,
      sql`select id as m_id, name, open_qty, open_rate, to_char(created_at at time zone 'Asia/Dhaka', 'YYYY-MM-DD') as created_at
          from product_models where id = ${mId}`,
    ),
    salesTablesExist(ex),
  ]);
  if (!model) throw notFound('Model not found');
  // The four kinds of document, read at once.
  const [purchase, purchaseReturn, sales, salesReturn] = await Promise.all([
    purchaseRows(ex, mId, r),
    purchaseReturnRows(ex, mId, r),
    outDocumentRows(ex, SALE, mId, r, withDocuments),
    outDocumentRows(ex, SALES_RETURN, mId, r, withDocuments),
  ]);
  return {
    open_qty: { ...model, open_qty: Number(model.open_qty), open_rate: toAmount(model.open_rate) },
    purchase,
    purchase_return: purchaseReturn,
    sales: sales.map((x) => ({
      inv_id: x.id, inv_no: x.no, inv_date: x.date, cus_id: x.party_id, customer: x.party, qty: x.qty, unit_price: x.unit_price, total: x.total,
    })),
    sales_return: salesReturn.map((x) => ({
      return_id: x.id, return_no: x.no, return_date: x.date, cuss_id: x.party_id, customer: x.party, r_qty: x.qty, r_unit: x.unit_price, total: x.total,
    })),
  };
}
