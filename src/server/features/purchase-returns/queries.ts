// Reads of purchase returns: the list, the return invoice (master and lines), the date filter and
// the purchase return reports.
import type { SQL } from 'drizzle-orm';
import { sql, one, rows, type Executor } from '../../db/client.js';
import { dateBetween } from '../../db/listing.js';
import { dec, fromPaisa, lineTotal, money, paisa, sum, toAmount } from '../../../domain/money.js';
import { discountShares } from '../../../domain/discountShares.js';
import { supplierDebit } from './posting.js';
import { peekDocumentNo } from '../../numbering/numbering.js';
import { notFound } from '../../errors.js';
import { PRO_DESC } from '../../documents/modelNames.js';
import { analysisReport, itemWiseReport, MODEL_NAMES, type DateRange, type DocumentTables } from '../../purchasing/lineReports.js';
import type { PurchaseListQuery } from '../../../contracts/purchases.js';
import type { PurchaseReturnItemRow, PurchaseReturnRow } from '../../../contracts/purchase-returns.js';
import { RETURN_SERIES } from './kind.js';

/** Where the item-wise and analysis reports read. */
const LINE_TABLES: DocumentTables = {
  documents: { table: 'purchase_returns', number: 'return_no', date: 'return_date' },
  lines: { table: 'purchase_return_items', documentId: 'return_id', qty: 'r_qty', unitPrice: 'r_unit' },
};

const RETURN_COLUMNS = sql`r.id, r.return_no, r.jv_no, to_char(r.return_date, 'YYYY-MM-DD') as return_date, r.supp_id, s.name as supplier, s.mobile,
  r.pu_no_id, p.pu_no, to_char(p.pu_date, 'YYYY-MM-DD') as pu_date, r.rmks, r.total, r.amount, r.created_by, u.name as created_by_name, r.created_at`;

const RETURN_FROM = sql`from purchase_returns r join parties s on s.id = r.supp_id join purchases p on p.id = r.pu_no_id
  left join users u on u.id = r.created_by`;

type RawRow = Omit<PurchaseReturnRow, 'total' | 'amount' | 'created_at'> & { total: string; amount: string; created_at: string | Date };

async function returnRows(ex: Executor, where: SQL, tail: SQL = sql`order by r.return_date desc, r.id desc`): Promise<PurchaseReturnRow[]> {
  const found = await rows<RawRow>(ex, sql`select ${RETURN_COLUMNS} ${RETURN_FROM} where ${where} ${tail}`);
  return found.map((r) => ({ ...r, total: toAmount(r.total), amount: toAmount(r.amount), created_at: new Date(r.created_at).toISOString() }));
}

function listWhere(q: { search?: string; startDate?: string; endDate?: string }): SQL {
  const s = q.search?.trim();
  const pattern = s ? `%${s.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  const search = pattern ? sql`(r.return_no ilike ${pattern} or s.name ilike ${pattern} or p.pu_no ilike ${pattern})` : sql`true`;
  return sql`${search} and ${dateBetween(sql`r.return_date`, q)}`;
}

export async function listReturns(ex: Executor, q: PurchaseListQuery): Promise<{ data: PurchaseReturnRow[]; total: number }> {
  const where = listWhere(q);
  const data = await returnRows(ex, where, sql`order by r.return_date desc, r.id desc limit ${q.limit} offset ${q.offset}`);
  const count = await one<{ n: number }>(ex, sql`select count(*)::int as n ${RETURN_FROM} where ${where}`);
  return { data, total: count?.n ?? 0 };
}

/** Returns between two dates, oldest first, with their total. */
export async function returnsBetween(ex: Executor, startDate: string, endDate: string) {
  const result = await returnRows(ex, listWhere({ startDate, endDate }), sql`order by r.return_date, r.id`);
  return { result, total: result.length, grandTotal: toAmount(sum(result.map((r) => r.total))) };
}

type ItemRaw = Omit<PurchaseReturnItemRow, 'currStock' | 'prev_qty' | 'returnedQty' | 'r_qty' | 'r_unit' | 'total' | 'unit_price' | 'pur_rate' | 'serial'> &
  Record<'currStock' | 'prev_qty' | 'returnedQty' | 'r_qty' | 'r_unit' | 'total' | 'unit_price' | 'pur_rate', string> & {
    serial: PurchaseReturnItemRow['serial'] | null;
  };

async function returnItems(ex: Executor, returnId: number): Promise<PurchaseReturnItemRow[]> {
  const found = await rows<ItemRaw>(
    ex,
    sql`select i.id, i.return_id, i.pu_item_id, i.m_id, ${PRO_DESC} as "proDesc",
          coalesce(ms.qty, 0) as "currStock", m.srl_avl as srl, pi.qty as prev_qty,
          coalesce((select sum(o.r_qty) from purchase_return_items o where o.pu_item_id = i.pu_item_id and o.return_id <> i.return_id), 0) as "returnedQty",
          i.r_qty, i.r_unit, i.total, pi.unit_price, i.pur_rate,
          (select json_agg(json_build_object('srl_id', sr.id, 'sl_no', sr.sl_no, 'm_id', sr.model_id, 'pur_item_id', i.pu_item_id) order by sr.sl_no)
             from purchase_return_serials rs join serials sr on sr.id = rs.serial_id where rs.return_item_id = i.id) as serial
        from purchase_return_items i join purchase_items pi on pi.id = i.pu_item_id ${MODEL_NAMES}
        left join model_stock ms on ms.model_id = i.m_id
        where i.return_id = ${returnId} order by i.id`,
  );
  return found.map((r) => ({
    ...r,
    currStock: Number(r.currStock),
    prev_qty: Number(r.prev_qty),
    returnedQty: Number(r.returnedQty),
    r_qty: Number(r.r_qty),
    r_unit: toAmount(r.r_unit),
    total: toAmount(r.total),
    unit_price: toAmount(r.unit_price),
    pur_rate: Number(r.pur_rate),
    serial: r.serial ?? [],
  }));
}

/**
 * The return invoice: previous dues, return total, collected 0 and net outstanding, and the lines. A
 * return that took back VAT also gives its debit note's figures as saved, each line's share of them
 * (by value at the price bought, as the save shares them).
 */
export async function returnReport(ex: Executor, id: number) {
  const [master] = await returnRows(ex, sql`r.id = ${id}`);
  if (!master) throw notFound('Purchase return not found');
  const figures = { previous_dues: master.amount, return_total: master.total, collected: 0, net_outstanding: toAmount(dec(master.amount).minus(master.total)) };
  const data = await returnItems(ex, id);
  const note = await one<{ debit_note_no: string | null; input_vat: string; vat_in_cost: string }>(
    ex,
    sql`select debit_note_no, input_vat, vat_in_cost from purchase_returns where id = ${id} and (input_vat <> 0 or vat_in_cost <> 0)`,
  );
  if (!note) return { master: { ...master, ...figures }, data };
  const bought = data.map((l) => paisa(lineTotal(l.r_qty, l.unit_price)));
  const vat = discountShares(paisa(note.input_vat), bought);
  const inCost = discountShares(paisa(note.vat_in_cost), bought);
  const vat_note = {
    debit_note_no: note.debit_note_no,
    input_vat: toAmount(note.input_vat),
    vat_in_cost: toAmount(note.vat_in_cost),
    supplier_debit: toAmount(supplierDebit({ total: money(master.total), inputVat: { amount: note.input_vat }, vatInCost: note.vat_in_cost })),
  };
  // the supplier was debited the VAT taken back too
  const owed = { ...figures, net_outstanding: toAmount(dec(master.amount).minus(vat_note.supplier_debit)) };
  return {
    master: { ...master, ...owed, vat_note },
    data: data.map((l, i) => ({ ...l, input_vat: toAmount(fromPaisa(vat[i])), vat_in_cost: toAmount(fromPaisa(inCost[i])) })),
  };
}

export async function nextReturnNo(ex: Executor, date: string) {
  return { return_no: await peekDocumentNo(ex, RETURN_SERIES, date) };
}

// ---- reports ------------------------------------------------------------------------------------

export async function dateWiseReturnReport(ex: Executor, { startDate, endDate }: DateRange) {
  const found = await returnRows(ex, listWhere({ startDate, endDate }), sql`order by s.name, r.supp_id, r.return_date, r.id`);
  const result = found.map((r) => ({
    id: r.id,
    return_no: r.return_no,
    return_date: r.return_date,
    supp_id: r.supp_id,
    supplier: r.supplier,
    pu_no: r.pu_no,
    total: r.total,
  }));
  return { result, grandTotal: toAmount(sum(result.map((r) => r.total))) };
}

export const itemWiseReturnReport = (ex: Executor, range: DateRange) => itemWiseReport(ex, LINE_TABLES, range);

export const returnAnalysisReport = (ex: Executor, range: DateRange) =>
  analysisReport<{ id: number; return_no: string; return_date: string; supplier: string }>(ex, LINE_TABLES, range);
