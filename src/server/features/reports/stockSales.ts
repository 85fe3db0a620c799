// The Office Stock Book: where a model's goods went — each bill line of the range with the
// institution (customer) it went to, the quantity and the serials.
import { sql, rows, type Executor } from '../../db/client.js';
import { dec } from '../../../domain/money.js';
import type { StockSalesReply } from '../../../contracts/reports.js';
import { between, type Range } from './parts.js';

/**
 * The serial numbers of bill line `i`. The line's serial ids are read first as an array, so that the
 * serials are fetched by their key whatever the planner guesses: joined instead, with no or stale
 * statistics it may read every serial once per line.
 */
const LINE_SERIALS = sql`coalesce((select string_agg(sr.sl_no, ', ' order by sr.sl_no) from serials sr
  where sr.id = any(array(select l.srl_id from sales_item_serials l where l.sale_item_id = i.id))), '')`;

export async function stockSales(ex: Executor, r: Range & { modelId?: number }): Promise<StockSalesReply> {
  const found = await rows<Omit<StockSalesReply['result'][number], 'qty'> & { qty: string }>(
    ex,
    sql`select i.m_id, m.name as model, s.inv_no, s.inv_date::text as inv_date, p.name as customer, p.mobile, i.qty::text as qty,
          ${LINE_SERIALS} as serials
        from sales_items i join sales s on s.id = i.sale_id join parties p on p.id = s.cus_id join product_models m on m.id = i.m_id
        where ${between(sql`s.inv_date`, r)} ${r.modelId ? sql`and i.m_id = ${r.modelId}` : sql``}
        order by m.name, i.m_id, s.inv_date, s.id, i.id`,
  );
  return {
    result: found.map((f) => ({ ...f, qty: dec(f.qty).toNumber() })),
    total_qty: found.reduce((a, f) => a.plus(f.qty), dec(0)).toNumber(),
  };
}
