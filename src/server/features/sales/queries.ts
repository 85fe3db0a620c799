// Reads of sales bills: lists, one bill with its lines, serials of a bill, sold items, reports.
import type { SQL } from 'drizzle-orm';
import { sql, one, rows, type Executor } from '../../db/client.js';
import { dateBetween, likeEscape, pageOf, type ListParams } from '../../db/listing.js';
import { countUpTo } from '../../db/paging.js';
import { notFound } from '../../errors.js';
import { MODEL_JOINS, PRODUCT_NAME, PRO_DESC } from '../../documents/modelNames.js';
import { COLLPAY_CHEQUE, COLLPAY_CHEQUE_COLUMNS } from '../../ledger/cheques.js';
import { peekDocumentNo } from '../../numbering/numbering.js';
import { todayInDhaka } from '../../../domain/dates.js';
import type { z } from 'zod';
import type {
  invoiceSerial,
  itemReportRow,
  saleItemRow,
  saleListRow,
  saleMaster,
  salesAnalysisRow,
  salesReportRow,
  soldItemRow,
} from '../../../contracts/sales.js';
import { partyNetSql } from '../../ledger/balances.js';
import { SALE_SERIES } from './kind.js';
import { SOURCE } from '../../ledger/sources.js';

/** Sales numbers: INV-{company code}-{year}-{n}, above 100000. */

/** A timestamp as an ISO string in UTC (the browser shows it in Dhaka time). */
const isoTime = (col: SQL) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Columns of a bill row (alias s, customer p). Amounts leave as numbers. */
const SALE_COLUMNS = sql`s.id, s.jv_no, s.inv_no, s.inv_date::text as inv_date, s.cus_id, p.name as customer, p.mobile,
  s.sub_total::float8 as sub_total, s.inv_disc::float8 as inv_disc, s.grand_total::float8 as grand_total,
  s.collect::float8 as collect, s.prev_due::float8 as prev_due, s.created_by, ${isoTime(sql`s.created_at`)} as created_at`;
const SALE_FROM = sql`from sales s join parties p on p.id = s.cus_id`;
/**
 * A bill matches by its number or its customer's name or mobile. Written as two lookups joined by
 * union, so each uses its index (the number's trigram index, the bills' customer index) instead of
 * reading every bill.
 */
function SALE_SEARCH(search?: string): SQL {
  const s = search?.trim();
  if (!s) return sql`true`;
  const pattern = `%${likeEscape(s)}%`;
  return sql`s.id in (select x.id from sales x where x.inv_no ilike ${pattern}
    union select x.id from sales x join parties q on q.id = x.cus_id where q.name ilike ${pattern} or q.mobile ilike ${pattern})`;
}


/**
 * What is still owed on each bill of a page (sl: the page's bills). The money taken with a bill pays
 * that bill; every other credit (collections, returns) pays the oldest first, so the customer's due
 * sits on their newest bills: a bill owes the due less what its newer bills still owe after their
 * own payment, at most its own net total less its own payment (as the ageing report counts it).
 */
function owedOn(page: SQL): SQL {
  const newer = sql`x.cus_id = sl.cus_id and (x.inv_date, x.id) > (sl.inv_date::date, sl.id)`;
  return sql`select sl.*, o.due::float8 as due, (sl.net - o.due)::float8 as paid,
      case when o.due <= 0 then 'Paid'
           when sl.credit_days is not null and sl.inv_date::date + sl.credit_days < ${todayInDhaka()}::date then 'Overdue'
           when o.due >= sl.net then 'Unpaid' else 'Partly paid' end as status
    from (${page}) sl
    cross join lateral (select greatest(0, least(sl.net - sl.collect, ${partyNetSql(sql`sl.cus_id`)}
        - coalesce((select sum(x.grand_total - x.collect) from sales x where ${newer}), 0)
        + coalesce((select sum(r.total) from sales_returns r join sales x on x.id = r.inv_no_id where ${newer}), 0))) as due) o`;
}

export async function listSales(ex: Executor, q: ListParams, customerId?: number): Promise<{ data: z.infer<typeof saleListRow>[]; total: number }> {
  const where = sql`where ${SALE_SEARCH(q.search)} and ${dateBetween(sql`s.inv_date`, q)}
    ${customerId ? sql`and s.cus_id = ${customerId}` : sql``}`;
  const page = sql`select ${SALE_COLUMNS}, p.credit_days,
      s.grand_total - coalesce((select sum(r.total) from sales_returns r where r.inv_no_id = s.id), 0) as net
    ${SALE_FROM} ${where} order by s.inv_date desc, s.id desc ${pageOf(q)}`;
  // The page and the count, read at once.
  const [data, count] = await Promise.all([
    rows<z.infer<typeof saleListRow>>(
      ex,
      sql`select id, jv_no, inv_no, inv_date, cus_id, customer, mobile, sub_total, inv_disc, grand_total, collect, prev_due, created_by, created_at, due, paid, status
      from (${owedOn(page)}) b order by inv_date desc, id desc`,
    ),
    one<{ n: number }>(ex, sql`select count(*)::int as n ${SALE_FROM} ${where}`),
  ]);
  return { data, total: count?.n ?? 0 };
}

/** A bill's id from `?inv=12` (its id) or `?inv=INV-...` (its number); 404 when there is none. */
export async function resolveSaleId(ex: Executor, ref: string): Promise<number> {
  const r = /^\d+$/.test(ref)
    ? await one<{ id: number }>(ex, sql`select id from sales where id = ${Number(ref)}`)
    : await one<{ id: number }>(ex, sql`select id from sales where inv_no = ${ref}`);
  if (!r) throw notFound('This sales bill does not exist');
  return r.id;
}

async function saleMasterOf(ex: Executor, id: number) {
  const m = await one<z.infer<typeof saleMaster>>(
    ex,
    sql`select ${SALE_COLUMNS}, p.address, s.rmks, s.mushak_no, s.vat::float8 as vat, s.sd::float8 as sd, coalesce(u.name, '') as sold_by,
          (s.prev_due + s.grand_total - s.collect)::float8 as net_outstanding,
          coalesce((select sum(r.total) from sales_returns r where r.inv_no_id = s.id), 0)::float8 as returned_total,
          cp.cash_bank_type, case cp.cash_bank_type when 'Bank' then 'Cheque' when 'Cash' then 'Cash' end as collect_type,
          cp.bank_id as "bankId", bk.name as bank_name, cp.chq_no as "chqNo", cp.chq_date::text as "chqDate", cp.vc_no as coll_vc_no,
          ${COLLPAY_CHEQUE_COLUMNS}
        ${SALE_FROM}
        left join users u on u.id = s.created_by
        left join lateral (select * from coll_pay c where c.sale_id = s.id and c.coll_pay_type = 2 order by c.id limit 1) cp on true
        left join banks bk on bk.id = cp.bank_id
        ${COLLPAY_CHEQUE(sql`cp`)}
        where s.id = ${id}`,
  );
  if (!m) throw notFound('This sales bill does not exist');
  return m;
}

const serialsJson = (where: SQL) => sql`coalesce((select json_agg(json_build_object('srl_id', sr.id, 'sl_no', sr.sl_no) order by sr.sl_no)
  from sales_item_serials l join serials sr on sr.id = l.srl_id where ${where}), '[]'::json)`;

export async function saleItemsOf(ex: Executor, saleId: number) {
  return rows<z.infer<typeof saleItemRow>>(
    ex,
    sql`select i.id, i.sale_id, i.m_id, m.g_id, m.b_id, m.c_id, coalesce(g.name, '') as "group", coalesce(b.name, '') as brand,
          coalesce(c.name, '') as category, m.name as model, ${PRO_DESC} as "proDesc", m.srl_avl::int as srl, i.warranty,
          (select (x.inv_date + make_interval(months => i.warranty_months) - interval '1 day')::date::text
             from sales x where x.id = i.sale_id and i.warranty_months > 0) as warranty_until,
          i.unit_price::float8 as unit_price, i.qty::float8 as qty, i.total::float8 as total, i.pur_rate::float8 as pur_rate,
          i.pur_total::float8 as pur_total, coalesce(ms.qty, 0)::float8 as "currStock",
          coalesce(r.rq, 0)::float8 as returned_qty, (i.qty - coalesce(r.rq, 0))::float8 as returnable_qty,
          ${serialsJson(sql`l.sale_item_id = i.id`)} as serial,
          ${serialsJson(sql`l.sale_item_id = i.id and sr.status = 2 and sr.out_source_type = ${SOURCE.sale} and sr.out_source_id = i.sale_id`)} as returnable_serial,
          json_build_object('vat_rate', i.vat_bp / 100.0, 'sd_rate', i.sd_bp / 100.0, 'exempt', i.vat_exempt, 'sd', i.sd::float8, 'vat', i.vat::float8) as tax
        from sales_items i join product_models m on m.id = i.m_id ${MODEL_JOINS}
        left join model_stock ms on ms.model_id = i.m_id
        left join (select inv_item_id, sum(r_qty) as rq from sales_return_items group by inv_item_id) r on r.inv_item_id = i.id
        where i.sale_id = ${saleId} order by i.id`,
  );
}

/** One bill: its master (customer, dues, collection) and its lines with serials. */
export async function saleDetail(ex: Executor, id: number) {
  const master = await saleMasterOf(ex, id);
  return { master, data: await saleItemsOf(ex, id) };
}

/** Serials of a bill still sold on it (what a sales return may take back), optionally of one model. */
export function serialsOfInvoice(ex: Executor, saleId: number, modelId?: number) {
  return rows<z.infer<typeof invoiceSerial>>(
    ex,
    sql`select sr.id as srl_id, sr.sl_no, i.m_id, s.inv_no, i.id as inv_item_id, ${PRO_DESC} as "proDesc"
        from sales_item_serials l
        join sales_items i on i.id = l.sale_item_id
        join sales s on s.id = i.sale_id
        join serials sr on sr.id = l.srl_id
        join product_models m on m.id = i.m_id ${MODEL_JOINS}
        where i.sale_id = ${saleId} and sr.status = 2 and sr.out_source_type = ${SOURCE.sale} and sr.out_source_id = ${saleId}
          ${modelId ? sql`and i.m_id = ${modelId}` : sql``}
        order by i.id, sr.sl_no`,
  );
}

/**
 * Lines whose bill number, customer, model or a serial sold on them matches, each found through
 * its own index (bill numbers and serials by trigram), instead of reading every line of ten years.
 */
function SOLD_ITEM_SEARCH(search?: string): SQL {
  const s = search?.trim();
  if (!s) return sql`true`;
  const pattern = `%${likeEscape(s)}%`;
  return sql`i.id in (select x.id from sales_items x join sales y on y.id = x.sale_id where y.inv_no ilike ${pattern}
    union select x.id from sales_items x join sales y on y.id = x.sale_id join parties q on q.id = y.cus_id where q.name ilike ${pattern}
    union select x.id from sales_items x join product_models q on q.id = x.m_id where q.name ilike ${pattern}
    union select l.sale_item_id from sales_item_serials l join serials sr on sr.id = l.srl_id where sr.sl_no ilike ${pattern})`;
}

/** Sold items line by line (the bill product list), newest bill first; millions of lines, so the count is capped. */
export async function soldItems(ex: Executor, q: ListParams) {
  const from = sql`from sales_items i join sales s on s.id = i.sale_id join parties p on p.id = s.cus_id
    join product_models m on m.id = i.m_id ${MODEL_JOINS}`;
  const serialNos = sql`(select string_agg(sr.sl_no, ', ' order by sr.sl_no) from sales_item_serials l join serials sr on sr.id = l.srl_id where l.sale_item_id = i.id)`;
  const where = sql`where ${SOLD_ITEM_SEARCH(q.search)} and ${dateBetween(sql`s.inv_date`, q)}`;
  const [data, count] = await Promise.all([
    rows<z.infer<typeof soldItemRow>>(
      ex,
      sql`select i.id, i.sale_id, s.inv_no, s.inv_date::text as inv_date, s.cus_id, p.name as customer, i.m_id, m.name as model,
            ${PRO_DESC} as "proDesc", i.qty::float8 as qty, i.unit_price::float8 as unit_price, i.total::float8 as total,
            coalesce(${serialNos}, '') as serials
          ${from} ${where} order by s.inv_date desc, s.id desc, i.id ${pageOf(q)}`,
    ),
    countUpTo(ex, sql`from sales_items i join sales s on s.id = i.sale_id ${where}`, q),
  ]);
  return { data, ...count };
}

/** The number the next bill dated `date` would get; a preview, not reserved. */
/** The price on this customer's latest bill (by date, then as saved) that sold this model, or null. */
export async function lastSalePrice(ex: Executor, cusId: number, modelId: number) {
  const r = await one<{ unit_price: string; inv_no: string; inv_date: string }>(
    ex,
    sql`select i.unit_price, s.inv_no, s.inv_date::text as inv_date
        from sales s join sales_items i on i.sale_id = s.id and i.m_id = ${modelId}
        where s.cus_id = ${cusId}
        order by s.inv_date desc, s.id desc limit 1`,
  );
  return r ? { unit_price: Number(r.unit_price), inv_no: r.inv_no, inv_date: r.inv_date } : null;
}

export function previewInvoiceNo(ex: Executor, date = todayInDhaka()) {
  return peekDocumentNo(ex, SALE_SERIES, date);
}

// ---- reports (a date range, both ends required) --------------------------------------------------

type Range = { startDate: string; endDate: string };
/** Bills of the range, by customer then date. */
export async function salesReport(ex: Executor, r: Range) {
  const result = await rows<z.infer<typeof salesReportRow>>(
    ex,
    sql`select s.id, s.inv_no, s.inv_date::text as inv_date, s.cus_id, p.name as customer, p.mobile,
          s.sub_total::float8 as sub_total, s.inv_disc::float8 as inv_disc, s.grand_total::float8 as grand_total,
          s.collect::float8 as collect, s.prev_due::float8 as prev_due
        ${SALE_FROM} where ${dateBetween(sql`s.inv_date`, r)} order by p.name, s.cus_id, s.inv_date, s.id`,
  );
  return { result, total: await rangeTotal(ex, r) };
}

async function rangeTotal(ex: Executor, r: Range): Promise<number> {
  const t = await one<{ t: number }>(ex, sql`select coalesce(sum(grand_total), 0)::float8 as t from sales s where ${dateBetween(sql`s.inv_date`, r)}`);
  return t?.t ?? 0;
}

/** Quantity and amount sold per model in the range. */
export async function itemSalesReport(ex: Executor, r: Range) {
  const result = await rows<z.infer<typeof itemReportRow>>(
    ex,
    sql`select i.m_id, ${PRODUCT_NAME} as product_name, m.name as model_name, sum(i.qty)::float8 as total_qty, sum(i.total)::float8 as total_amt
        from sales_items i join sales s on s.id = i.sale_id join product_models m on m.id = i.m_id ${MODEL_JOINS}
        where ${dateBetween(sql`s.inv_date`, r)}
        group by i.m_id, g.name, b.name, c.name, m.name order by m.name, i.m_id`,
  );
  const t = await one<{ t: number }>(
    ex,
    sql`select coalesce(sum(i.total), 0)::float8 as t from sales_items i join sales s on s.id = i.sale_id where ${dateBetween(sql`s.inv_date`, r)}`,
  );
  return { result, total: t?.t ?? 0 };
}

/** Bills of the range with their lines. */
export async function salesAnalysis(ex: Executor, r: Range) {
  const result = await rows<z.infer<typeof salesAnalysisRow>>(
    ex,
    sql`select s.id, s.inv_no, s.inv_date::text as inv_date, s.cus_id, p.name as customer, p.mobile,
          s.sub_total::float8 as sub_total, s.inv_disc::float8 as inv_disc, s.grand_total::float8 as grand_total,
          s.collect::float8 as collect, s.prev_due::float8 as prev_due,
          coalesce((select json_agg(json_build_object('product_name', ${PRODUCT_NAME}, 'model_name', m.name, 'qty', i.qty::float8,
                      'unit_price', i.unit_price::float8, 'total', i.total::float8,
                      'serials', coalesce((select string_agg(sr.sl_no, ', ' order by sr.sl_no) from sales_item_serials l
                                            join serials sr on sr.id = l.srl_id where l.sale_item_id = i.id), '')) order by i.id)
                    from sales_items i join product_models m on m.id = i.m_id ${MODEL_JOINS} where i.sale_id = s.id), '[]'::json) as items
        ${SALE_FROM} where ${dateBetween(sql`s.inv_date`, r)} order by s.inv_date, s.id`,
  );
  return { result, total: await rangeTotal(ex, r) };
}
