// Reads of quotations.
import type { z } from 'zod';
import { sql, one, rows, type Executor } from '../../db/client.js';
import { dateBetween, pageOf, searchAny, type ListParams } from '../../db/listing.js';
import { notFound } from '../../errors.js';
import { peekDocumentNo, type DocumentSeries } from '../../numbering/numbering.js';
import { todayInDhaka } from '../../../domain/dates.js';
import type { quotationItemRow, quotationRow } from '../../../contracts/quotations.js';

/** Quotation numbers: QUO-INV-{year}-{n}, above 100000. */
export const QUOTATION_SERIES: DocumentSeries = { prefix: 'QUO-INV', withCode: false };

const QUOTATION_COLUMNS = sql`q.id as q_id, q.id, q.quotation_no, q.quotation_date::text as quotation_date, q.customer_id,
  p.name as customer, p.mobile, q.total::float8 as "totalSum",
  to_char(q.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  cs.id as converted_sale_id, cs.inv_no as converted_inv_no`;
/** A quotation is converted while the bill made from it exists (sales.quotation_id, migration 0053). */
const QUOTATION_FROM = sql`from quotations q left join parties p on p.id = q.customer_id left join sales cs on cs.quotation_id = q.id`;

type QuotationRow = z.infer<typeof quotationRow>;

export async function listQuotations(ex: Executor, q: ListParams): Promise<{ data: QuotationRow[]; total: number }> {
  const where = sql`where ${searchAny([sql`q.quotation_no`, sql`coalesce(p.name, '')`], q.search)} and ${dateBetween(sql`q.quotation_date`, q)}`;
  const data = await rows<QuotationRow>(ex, sql`select ${QUOTATION_COLUMNS} ${QUOTATION_FROM} ${where} order by q.quotation_date desc, q.id desc ${pageOf(q)}`);
  const count = await one<{ n: number }>(ex, sql`select count(*)::int as n ${QUOTATION_FROM} ${where}`);
  return { data, total: count?.n ?? 0 };
}

export async function quotationDetail(ex: Executor, id: number) {
  const master = await one<QuotationRow>(ex, sql`select ${QUOTATION_COLUMNS} ${QUOTATION_FROM} where q.id = ${id}`);
  if (!master) throw notFound('This quotation does not exist');
  const data = await rows<z.infer<typeof quotationItemRow>>(
    ex,
    sql`select i.id, i.m_id, m.g_id, m.b_id, m.c_id, m.name as model, concat_ws(' ', g.name, b.name, c.name, m.name) as "proDesc",
          m.srl_avl::int as srl, i.qty::float8 as qty, i.unit_price::float8 as unit_price, i.total::float8 as total, i.warranty, i.serials as serial
        from quotation_items i join product_models m on m.id = i.m_id
        left join product_groups g on g.id = m.g_id
        left join product_brands b on b.id = m.b_id
        left join product_categories c on c.id = m.c_id
        where i.quotation_id = ${id} order by i.id`,
  );
  return { master, data };
}

export function previewQuotationNo(ex: Executor, date = todayInDhaka()) {
  return peekDocumentNo(ex, QUOTATION_SERIES, date);
}
