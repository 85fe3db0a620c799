// The Sales Report of the PDF preview: sold lines filtered by date range, customer and model.
import { sql, one, rows, type Executor } from '../../db/client.js';
import type { SalesItemsQuery, SalesItemsReply } from '../../../contracts/reports.js';
import { between, MODEL_JOINS, PRO_DESC, total } from './parts.js';

export async function salesItems(ex: Executor, q: SalesItemsQuery): Promise<SalesItemsReply> {
  const where = sql.join(
    [
      q.startDate && q.endDate ? between(sql`s.inv_date`, { startDate: q.startDate, endDate: q.endDate }) : sql`true`,
      q.cusId ? sql`s.cus_id = ${q.cusId}` : sql`true`,
      q.modelId ? sql`i.m_id = ${q.modelId}` : sql`true`,
    ],
    sql` and `,
  );
  const from = sql`from sales_items i join sales s on s.id = i.sale_id join parties p on p.id = s.cus_id join product_models m on m.id = i.m_id ${MODEL_JOINS}`;
  const result = await rows<SalesItemsReply['result'][number]>(
    ex,
    sql`select i.id, s.inv_no, s.inv_date::text as inv_date, s.cus_id, p.name as customer, i.m_id, m.name as model, ${PRO_DESC} as "proDesc",
          i.qty::float8 as qty, i.unit_price::float8 as unit_price, i.total::float8 as total
        ${from} where ${where} order by s.inv_date, s.id, i.id`,
  );
  const sum = await one<{ t: string }>(ex, sql`select coalesce(sum(i.total), 0)::text as t ${from} where ${where}`);
  return { result, total: result.length, grandTotal: total([sum?.t ?? 0]) };
}
