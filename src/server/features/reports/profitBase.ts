// The documents a profit report is made of: every bill of the range at its grand total against the
// cost its goods left stock with (sales_items.pur_total, the same amount as its cost-of-goods-sold
// lines), and every sales return of the range taking its amount and that cost back.
import type { SQL } from 'drizzle-orm';
import { sql } from '../../db/client.js';
import { between, MODEL_JOINS, PRODUCT_NAME, type Range } from './parts.js';

export interface ProfitFilter extends Range {
  partyId?: number;
}

const ITEM_COLUMNS = (qty: SQL, unitPrice: SQL, sales: SQL, rate: SQL, cost: SQL) => sql`${PRODUCT_NAME} as product_name, m.name as model_name,
  (${qty})::float8 as qty, (${unitPrice})::float8 as unit_price, (${sales})::float8 as item_sales, round(${rate}, 2)::float8 as item_rate,
  (${cost})::text as item_cost, (${sales} - ${cost})::float8 as item_profit,
  coalesce(round((${sales} - ${cost}) * 100 / nullif(${sales}, 0), 2), 0)::float8 as item_percentage`;

/**
 * One row per line of each bill or return (a document without lines: one row, item_id null):
 * kind, id, inv_no, inv_date, party_id, customer, sub_total, discount, sales_total (text), then the
 * line's item_id, product_name, model_name, qty, unit_price, item_sales, item_rate, item_cost (text),
 * item_profit and item_percentage. Returns carry negative amounts. Flat rows, not JSON built in SQL:
 * a month has thousands of bills.
 */
export function profitLines(f: ProfitFilter): SQL {
  const party = (col: SQL) => (f.partyId ? sql`and ${col} = ${f.partyId}` : sql``);
  return sql`select 'sale' as kind, s.id, s.inv_no, s.inv_date, s.cus_id as party_id, p.name as customer,
      s.sub_total::text as sub_total, s.inv_disc::text as discount, s.grand_total::text as sales_total, i.id as item_id,
      ${ITEM_COLUMNS(sql`i.qty`, sql`i.unit_price`, sql`i.total`, sql`i.pur_rate`, sql`i.pur_total`)}
    from sales s join parties p on p.id = s.cus_id
      left join sales_items i on i.sale_id = s.id left join product_models m on m.id = i.m_id ${MODEL_JOINS}
    where ${between(sql`s.inv_date`, f)} ${party(sql`s.cus_id`)}
    union all
    select 'return', r.id, r.return_no, r.return_date, r.cuss_id, p.name, (-r.total)::text, '0', (-r.total)::text, i.id,
      ${ITEM_COLUMNS(sql`i.r_qty`, sql`i.r_unit`, sql`-i.total`, sql`i.pur_rate`, sql`-i.pur_total`)}
    from sales_returns r join parties p on p.id = r.cuss_id
      left join sales_return_items i on i.return_id = r.id left join product_models m on m.id = i.m_id ${MODEL_JOINS}
    where ${between(sql`r.return_date`, f)} ${party(sql`r.cuss_id`)}`;
}

/** One row per bill or return: kind, id, inv_date, sales_total and total_cost (numeric). */
export function profitDocuments(f: ProfitFilter): SQL {
  const party = (col: SQL) => (f.partyId ? sql`and ${col} = ${f.partyId}` : sql``);
  return sql`select 'sale' as kind, s.id, s.inv_date, s.grand_total as sales_total, coalesce(sum(i.pur_total), 0) as total_cost
    from sales s left join sales_items i on i.sale_id = s.id
    where ${between(sql`s.inv_date`, f)} ${party(sql`s.cus_id`)}
    group by s.id
    union all
    select 'return', r.id, r.return_date, -r.total, -coalesce(sum(i.pur_total), 0)
    from sales_returns r left join sales_return_items i on i.return_id = r.id
    where ${between(sql`r.return_date`, f)} ${party(sql`r.cuss_id`)}
    group by r.id`;
}
