// Reads of sales returns: lists, one return with its lines, reports.
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { sql, one, rows, type Executor } from '../../db/client.js';
import { dateBetween, pageOf, searchAny, type ListParams } from '../../db/listing.js';
import { notFound } from '../../errors.js';
import { MODEL_JOINS, PRODUCT_NAME, PRO_DESC } from '../../documents/modelNames.js';
import { peekDocumentNo } from '../../numbering/numbering.js';
import { todayInDhaka } from '../../../domain/dates.js';
import type { itemReportRow } from '../../../contracts/sales.js';
import type { returnAnalysis, returnItemRow, returnMaster, returnReportRow, returnRow } from '../../../contracts/sales-returns.js';
import { dec, money, sum, toAmount } from '../../../domain/money.js';
import { customerCredit } from './posting.js';
import { RETURN_SERIES } from './kind.js';



const RETURN_COLUMNS = sql`r.id, r.jv_no, r.return_no, r.return_date::text as return_date, r.cuss_id, p.name as customer, p.mobile,
  r.inv_no_id, s.inv_no, r.rmks, r.total::float8 as total, r.disc::float8 as disc, (r.total - r.disc)::float8 as net_total,
  to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;
const RETURN_FROM = sql`from sales_returns r join parties p on p.id = r.cuss_id join sales s on s.id = r.inv_no_id`;

type ReturnRow = z.infer<typeof returnRow>;

export async function listReturns(ex: Executor, q: ListParams): Promise<{ data: ReturnRow[]; total: number }> {
  const where = sql`where ${searchAny([sql`r.return_no`, sql`p.name`, sql`s.inv_no`], q.search)} and ${dateBetween(sql`r.return_date`, q)}`;
  const data = await rows<ReturnRow>(ex, sql`select ${RETURN_COLUMNS} ${RETURN_FROM} ${where} order by r.return_date desc, r.id desc ${pageOf(q)}`);
  const count = await one<{ n: number }>(ex, sql`select count(*)::int as n ${RETURN_FROM} ${where}`);
  return { data, total: count?.n ?? 0 };
}

/** A return's id from its id, its number (SR-...) or its voucher number; 404 when there is none. */
export async function resolveReturnId(ex: Executor, ref: string | number): Promise<number> {
  const r = /^\d+$/.test(String(ref))
    ? await one<{ id: number }>(ex, sql`select id from sales_returns where id = ${Number(ref)}`)
    : await one<{ id: number }>(ex, sql`select id from sales_returns where return_no = ${String(ref)} or jv_no = ${String(ref)}`);
  if (!r) throw notFound('This sales return does not exist');
  return r.id;
}

const returnedSerials = (where: SQL) => sql`coalesce((select json_agg(json_build_object('srl_id', sr.id, 'sl_no', sr.sl_no) order by sr.sl_no)
  from sales_return_item_serials l join serials sr on sr.id = l.srl_id where ${where}), '[]'::json)`;

type CreditNote = { credit_note_no: string | null; cn_sd: string; cn_vat: string };
type CreditLine = { cn_net: string; cn_sd: string; cn_vat: string };

/** One return with its lines; a return of a VAT bill also gives its credit note's figures as saved. */
export async function returnDetail(ex: Executor, id: number) {
  const head = await one<z.infer<typeof returnMaster> & CreditNote>(
    ex,
    sql`select ${RETURN_COLUMNS}, p.address, r.created_by, coalesce(u.name, '') as entered_by, r.prev_due::float8 as prev_due,
          0::float8 as collected, (r.prev_due - (r.total - r.disc))::float8 as net_outstanding,
          r.credit_note_no, r.sd as cn_sd, r.vat as cn_vat
        ${RETURN_FROM} left join users u on u.id = r.created_by where r.id = ${id}`,
  );
  if (!head) throw notFound('This sales return does not exist');
  const { credit_note_no, cn_sd, cn_vat, ...master } = head;
  const items = await rows<z.infer<typeof returnItemRow> & CreditLine>(
    ex,
    sql`select ri.id, ri.inv_item_id, ri.m_id, m.name as model, ${PRO_DESC} as "proDesc", m.srl_avl::int as srl,
          ri.r_qty::float8 as r_qty, ri.r_unit::float8 as r_unit, ri.total::float8 as total, ri.allowance,
          ri.disc::float8 as disc, (ri.total - ri.disc)::float8 as net_total,
          ri.pur_rate::float8 as pur_rate, ri.pur_total::float8 as pur_total,
          si.qty::float8 as sold_qty, si.unit_price::float8 as sold_unit,
          (select coalesce(sum(x.r_qty), 0) from sales_return_items x where x.inv_item_id = ri.inv_item_id)::float8 as returned_qty,
          ${returnedSerials(sql`l.r_inv_item_id = ri.id`)} as serial, ri.net as cn_net, ri.sd as cn_sd, ri.vat as cn_vat
        from sales_return_items ri join sales_items si on si.id = ri.inv_item_id
        join product_models m on m.id = ri.m_id ${MODEL_JOINS}
        where ri.return_id = ${id} order by ri.id`,
  );
  const data = items.map(({ cn_net, cn_sd, cn_vat, ...i }) =>
    credit_note_no ? { ...i, net: toAmount(cn_net), sd: toAmount(cn_sd), vat: toAmount(cn_vat) } : i,
  );
  if (!credit_note_no) return { master, data };
  const value = sum(items.map((i) => i.cn_net));
  const credit = { total: money(master.total), disc: money(master.disc), vat: { net: money(value), sd: cn_sd, vat: cn_vat } };
  const credited = customerCredit(credit);
  return {
    master: {
      ...master,
      // the customer was credited the SD and VAT too
      net_outstanding: toAmount(dec(master.prev_due).minus(credited)),
      credit_note: { credit_note_no, value: toAmount(value), disc: master.disc, sd: toAmount(cn_sd), vat: toAmount(cn_vat), credited: toAmount(credited) },
    },
    data,
  };
}

export function previewReturnNo(ex: Executor, date = todayInDhaka()) {
  return peekDocumentNo(ex, RETURN_SERIES, date);
}

// ---- reports --------------------------------------------------------------------------------

type Range = { startDate: string; endDate: string };
const inRange = (r: Range) => dateBetween(sql`r.return_date`, r);
const REPORT_COLUMNS = sql`r.id, r.return_no, r.return_date::text as return_date, r.cuss_id, p.name as customer, p.mobile,
  r.inv_no_id, s.inv_no, r.total::float8 as total, r.disc::float8 as disc, (r.total - r.disc)::float8 as net_total`;

async function rangeTotal(ex: Executor, r: Range): Promise<number> {
  return (await one<{ t: number }>(ex, sql`select coalesce(sum(r.total), 0)::float8 as t from sales_returns r where ${inRange(r)}`))?.t ?? 0;
}

/** Returns of the range, by customer then date. */
export async function returnReport(ex: Executor, r: Range) {
  const result = await rows<z.infer<typeof returnReportRow>>(
    ex,
    sql`select ${REPORT_COLUMNS} ${RETURN_FROM} where ${inRange(r)} order by p.name, r.cuss_id, r.return_date, r.id`,
  );
  return { result, total: await rangeTotal(ex, r) };
}

export async function itemReturnReport(ex: Executor, r: Range) {
  const result = await rows<z.infer<typeof itemReportRow>>(
    ex,
    sql`select ri.m_id, ${PRODUCT_NAME} as product_name, m.name as model_name, sum(ri.r_qty)::float8 as total_qty, sum(ri.total)::float8 as total_amt
        from sales_return_items ri join sales_returns r on r.id = ri.return_id join product_models m on m.id = ri.m_id ${MODEL_JOINS}
        where ${inRange(r)} group by ri.m_id, g.name, b.name, c.name, m.name order by m.name, ri.m_id`,
  );
  return { result, total: await rangeTotal(ex, r) };
}

export async function returnAnalysisReport(ex: Executor, r: Range) {
  const result = await rows<z.infer<typeof returnAnalysis>['result'][number]>(
    ex,
    sql`select ${REPORT_COLUMNS},
          coalesce((select json_agg(json_build_object('product_name', ${PRODUCT_NAME}, 'model_name', m.name, 'qty', ri.r_qty::float8,
                      'unit_price', ri.r_unit::float8, 'total', ri.total::float8,
                      'serials', coalesce((select string_agg(sr.sl_no, ', ' order by sr.sl_no) from sales_return_item_serials l
                                            join serials sr on sr.id = l.srl_id where l.r_inv_item_id = ri.id), '')) order by ri.id)
                    from sales_return_items ri join product_models m on m.id = ri.m_id ${MODEL_JOINS} where ri.return_id = r.id), '[]'::json) as items
        ${RETURN_FROM} where ${inRange(r)} order by r.return_date, r.id`,
  );
  return { result, total: await rangeTotal(ex, r) };
}
