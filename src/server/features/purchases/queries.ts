// Reads of purchases: the lists, the purchase report (master and lines), the serials of a purchase
// and the purchase reports.
import type { SQL } from 'drizzle-orm';
import { sql, one, rows, type Executor } from '../../db/client.js';
import { dateBetween } from '../../db/listing.js';
import { dec, sum, toAmount } from '../../../domain/money.js';
import { peekDocumentNo } from '../../numbering/numbering.js';
import { notFound } from '../../errors.js';
import { analysisReport, itemWiseReport, type DateRange, type DocumentTables } from '../../purchasing/lineReports.js';
import type { PurchaseListQuery, PurchaseFilter, PurchaseItemRow, PurchaseRow } from '../../../contracts/purchases.js';
import { PURCHASE_COLUMNS, PURCHASE_FROM, PURCHASE_PAYMENT_JOIN, searchAny } from './sqlParts.js';
import { PURCHASE_SERIES } from './kind.js';
import { MODEL_JOINS, PRO_DESC } from '../../documents/modelNames.js';

/** Where the item-wise and analysis reports read. */
const LINE_TABLES: DocumentTables = {
  documents: { table: 'purchases', number: 'pu_no', date: 'pu_date' },
  lines: { table: 'purchase_items', documentId: 'purchase_id', qty: 'qty', unitPrice: 'unit_price' },
};

type Raw<T, K extends keyof T> = Omit<T, K> & { [P in K]: string | Date };

function toPurchaseRow(r: Raw<PurchaseRow, 'total' | 'paid' | 'prev_due' | 'created_at'>): PurchaseRow {
  return {
    ...r,
    total: toAmount(r.total as string),
    paid: toAmount(r.paid as string),
    prev_due: toAmount(r.prev_due as string),
    created_at: new Date(r.created_at).toISOString(),
  };
}

const NEWEST_FIRST = sql`order by p.pu_date desc, p.id desc`;

/** The page's purchases are picked first; only they are joined to their payment line. */
async function purchaseRows(ex: Executor, where: SQL, limit: SQL = sql``): Promise<PurchaseRow[]> {
  const found = await rows<Raw<PurchaseRow, 'total' | 'paid' | 'prev_due' | 'created_at'>>(
    ex,
    sql`select ${PURCHASE_COLUMNS} ${PURCHASE_FROM} ${PURCHASE_PAYMENT_JOIN}
        where p.id in (select p.id ${PURCHASE_FROM} where ${where} ${NEWEST_FIRST} ${limit})
        ${NEWEST_FIRST}`,
  );
  return found.map(toPurchaseRow);
}

const listSearch = (search?: string) => searchAny([sql`p.pu_no`, sql`s.name`, sql`p.supp_inv`], search);

/** The purchase list: search on number or supplier, optional date range, a page. */
export async function listPurchases(ex: Executor, q: PurchaseListQuery): Promise<{ data: PurchaseRow[]; total: number }> {
  const where = sql`${listSearch(q.search)} and ${dateBetween(sql`p.pu_date`, q)}`;
  const data = await purchaseRows(ex, where, sql`limit ${q.limit} offset ${q.offset}`);
  const count = await one<{ n: number }>(ex, sql`select count(*)::int as n ${PURCHASE_FROM} where ${where}`);
  return { data, total: count?.n ?? 0 };
}

export function purchasesOfSupplier(ex: Executor, suppId: number): Promise<PurchaseRow[]> {
  return purchaseRows(ex, sql`p.supp_id = ${suppId}`);
}

type ItemRaw = Raw<PurchaseItemRow, 'qty' | 'edit_qty' | 'returned_qyt' | 'unit_price' | 'total' | 'currStock'>;

/** The lines of a purchase with their descriptions, current stock, returned quantity and serials. */
export async function purchaseItems(ex: Executor, purchaseId: number): Promise<PurchaseItemRow[]> {
  const found = await rows<ItemRaw & { serial: PurchaseItemRow['serial'] | null; vat_bp: number | null; sd: string; input_vat: string; vat_in_cost: string }>(
    ex,
    sql`select i.id, i.purchase_id, p.jv_no, p.pu_no, to_char(p.pu_date, 'YYYY-MM-DD') as pu_date, p.supp_id, p.supp_inv,
          i.m_id, m.g_id, m.b_id, m.c_id, coalesce(g.name, '') as "group", coalesce(b.name, '') as brand,
          coalesce(c.name, '') as category, m.name as model, ${PRO_DESC} as "proDesc",
          coalesce(ms.qty, 0) as "currStock", i.qty, i.qty as edit_qty,
          coalesce((select sum(r.r_qty) from purchase_return_items r where r.pu_item_id = i.id), 0) as returned_qyt,
          i.unit_price, i.total, m.srl_avl as srl, i.vat_bp, i.sd, i.input_vat, i.vat_in_cost,
          (select json_agg(json_build_object('id', sr.id, 'sl_no', sr.sl_no, 'status', sr.status) order by sr.id)
             from purchase_item_serials l join serials sr on sr.id = l.serial_id where l.pu_item_id = i.id) as serial
        from purchase_items i
        join purchases p on p.id = i.purchase_id
        join product_models m on m.id = i.m_id ${MODEL_JOINS}
        left join model_stock ms on ms.model_id = i.m_id
        where i.purchase_id = ${purchaseId}
        order by i.id`,
  );
  return found.map(({ vat_bp, sd, input_vat, vat_in_cost, ...r }) => ({
    ...r,
    vat_rate: vat_bp === null ? null : Number(vat_bp) / 100,
    sd: toAmount(sd),
    input_vat: toAmount(input_vat),
    vat_in_cost: toAmount(vat_in_cost),
    currStock: Number(r.currStock),
    qty: Number(r.qty),
    edit_qty: Number(r.edit_qty),
    returned_qyt: Number(r.returned_qyt),
    unit_price: toAmount(r.unit_price as string),
    total: toAmount(r.total as string),
    serial: r.serial ?? [],
  }));
}

/** The purchase report: master (with supplier, clerk and net outstanding) and lines. */
export async function purchaseReport(ex: Executor, id: number) {
  const [master] = await purchaseRows(ex, sql`p.id = ${id}`);
  if (!master) throw notFound('Purchase not found');
  const netOutstanding = toAmount(dec(master.prev_due).plus(master.total).minus(master.paid));
  return { master: { ...master, net_outstanding: netOutstanding }, data: await purchaseItems(ex, id) };
}

/** Item rows of purchases for the purchase report (PDF preview), by dates, supplier and model. */
export async function purchaseFilterRows(ex: Executor, f: PurchaseFilter) {
  const found = await rows<Record<string, string | number>>(
    ex,
    sql`select p.id, p.pu_no, to_char(p.pu_date, 'YYYY-MM-DD') as pu_date, p.supp_id, s.name as supplier, i.m_id, m.name as model,
          ${PRO_DESC} as "proDesc", i.qty, i.unit_price, i.total
        from purchase_items i join purchases p on p.id = i.purchase_id join parties s on s.id = p.supp_id
        join product_models m on m.id = i.m_id ${MODEL_JOINS}
        where ${dateBetween(sql`p.pu_date`, f)}
          ${f.supplierId ? sql`and p.supp_id = ${f.supplierId}` : sql``}
          ${f.modelId ? sql`and i.m_id = ${f.modelId}` : sql``}
        order by p.pu_date, p.id, i.id`,
  );
  const result = found.map((r) => ({
    id: Number(r.id),
    pu_no: String(r.pu_no),
    pu_date: String(r.pu_date),
    supp_id: Number(r.supp_id),
    supplier: String(r.supplier),
    m_id: Number(r.m_id),
    model: String(r.model),
    proDesc: String(r.proDesc),
    qty: Number(r.qty),
    unit_price: toAmount(r.unit_price),
    total: toAmount(r.total),
  }));
  return { result, total: result.length, grandTotal: toAmount(sum(result.map((r) => r.total))) };
}

/** Serials a purchase brought in (optionally of one model), with their state. */
export async function serialsOfPurchase(ex: Executor, pur: string, modelId?: number) {
  const key = /^\d+$/.test(pur) ? sql`p.id = ${Number(pur)}` : sql`p.pu_no = ${pur}`;
  const data = await rows<{ id: number; srl_id: number; sl_no: string; m_id: number; status: number; pu_no: string; pu_date: string; pur_item_id: number }>(
    ex,
    sql`select sr.id, sr.id as srl_id, sr.sl_no, sr.model_id as m_id, sr.status, p.pu_no, to_char(p.pu_date, 'YYYY-MM-DD') as pu_date, l.pu_item_id as pur_item_id
        from purchases p join purchase_items i on i.purchase_id = p.id
        join purchase_item_serials l on l.pu_item_id = i.id join serials sr on sr.id = l.serial_id
        where ${key} ${modelId ? sql`and i.m_id = ${modelId}` : sql``}
        order by sr.sl_no`,
  );
  return { data };
}

export async function nextPurchaseNo(ex: Executor, date: string) {
  return { pu_no: await peekDocumentNo(ex, PURCHASE_SERIES, date) };
}

// ---- reports ------------------------------------------------------------------------------------

export async function dateWisePurchaseReport(ex: Executor, { startDate, endDate }: DateRange) {
  const found = await rows<{ id: number; pu_no: string; pu_date: string; supp_id: number; supplier: string; supp_inv: string; total: string }>(
    ex,
    sql`select p.id, p.pu_no, to_char(p.pu_date, 'YYYY-MM-DD') as pu_date, p.supp_id, s.name as supplier, p.supp_inv, p.total
        from purchases p join parties s on s.id = p.supp_id
        where p.pu_date between ${startDate}::date and ${endDate}::date
        order by s.name, p.supp_id, p.pu_date, p.id`,
  );
  const result = found.map((r) => ({ ...r, total: toAmount(r.total) }));
  return { result, grandTotal: toAmount(sum(found.map((r) => r.total))) };
}

export const itemWisePurchaseReport = (ex: Executor, range: DateRange) => itemWiseReport(ex, LINE_TABLES, range);

export const purchaseAnalysisReport = (ex: Executor, range: DateRange) =>
  analysisReport<{ id: number; pu_no: string; pu_date: string; supplier: string }>(ex, LINE_TABLES, range);
