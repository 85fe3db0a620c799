// The documents a profit report is made of: every bill of the range at its grand total against the
// cost its goods left stock with (sales_items.pur_total, the same amount as its cost-of-goods-sold
// lines), and every sales return of the range taking its amount and that cost back.
import type { SQL } from 'drizzle-orm';
import { sql } from '../../db/client.js';
import { between, MODEL_JOINS, PRODUCT_NAME, type Range } from './parts.js';

export interface ProfitFilter extends Range {
  partyId?: number;
}

const ITEM_FIELDS = (qty: SQL, unitPrice: SQL, sales: SQL, rate: SQL, cost: SQL) => sql`'product_name', ${PRODUCT_NAME}, 'model_name', m.name,
  'qty', (${qty})::float8, 'unit_price', (${unitPrice})::float8, 'sales_total', (${sales})::float8, 'cost', round(${rate}, 2)::float8,
  'total_cost', (${cost})::float8, 'gross_profit', (${sales} - ${cost})::float8,
  'profit_percentage', coalesce(round((${sales} - ${cost}) * 100 / nullif(${sales}, 0), 2), 0)::float8`;

/**
 * One row per bill or return: kind, id, inv_no, inv_date, party_id, customer, sub_total, discount,
 * sales_total, total_cost (numeric) and its items as JSON. Returns carry negative amounts.
 */
export function profitDocuments(f: ProfitFilter): SQL {
  const party = (col: SQL) => (f.partyId ? sql`and ${col} = ${f.partyId}` : sql``);
  // Each document's lines are joined and grouped in one pass (not looked up bill by bill).
  const items = (fields: SQL) => sql`coalesce(json_agg(json_build_object(${fields}) order by i.id) filter (where i.id is not null), '[]'::json)`;
  return sql`select 'sale' as kind, s.id, s.inv_no, s.inv_date, s.cus_id as party_id, p.name as customer,
      s.sub_total, s.inv_disc as discount, s.grand_total as sales_total, coalesce(sum(i.pur_total), 0) as total_cost,
      ${items(ITEM_FIELDS(sql`i.qty`, sql`i.unit_price`, sql`i.total`, sql`i.pur_rate`, sql`i.pur_total`))} as items
    from sales s join parties p on p.id = s.cus_id
      left join sales_items i on i.sale_id = s.id left join product_models m on m.id = i.m_id ${MODEL_JOINS}
    where ${between(sql`s.inv_date`, f)} ${party(sql`s.cus_id`)}
    group by s.id, p.name
    union all
    select 'return', r.id, r.return_no, r.return_date, r.cuss_id, p.name, -r.total, 0, -r.total, -coalesce(sum(i.pur_total), 0),
      ${items(ITEM_FIELDS(sql`i.r_qty`, sql`i.r_unit`, sql`-i.total`, sql`i.pur_rate`, sql`-i.pur_total`))}
    from sales_returns r join parties p on p.id = r.cuss_id
      left join sales_return_items i on i.return_id = r.id left join product_models m on m.id = i.m_id ${MODEL_JOINS}
    where ${between(sql`r.return_date`, f)} ${party(sql`r.cuss_id`)}
    group by r.id, p.name`;
}
