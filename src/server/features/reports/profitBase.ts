// The documents a profit report is made of: every bill of the range at its grand total against the
// cost its goods left stock with (sales_items.pur_total, the same amount as its cost-of-goods-sold
// lines), and every sales return of the range taking its amount and that cost back.
import type { SQL } from 'drizzle-orm';
import { sql, intArray } from '../../db/client.js';
import { between, MODEL_JOINS, PRODUCT_NAME, type Range } from './parts.js';

export interface ProfitFilter extends Range {
  partyId?: number;
}

const ITEM_COLUMNS = (qty: SQL, unitPrice: SQL, sales: SQL, rate: SQL, cost: SQL) => sql`i.m_id,
  (${qty})::float8 as qty, (${unitPrice})::float8 as unit_price, (${sales})::text as item_sales, round(${rate}, 2)::float8 as item_rate,
  (${cost})::text as item_cost`;

const byParty = (f: ProfitFilter, col: SQL) => (f.partyId ? sql`and ${col} = ${f.partyId}` : sql``);

/**
 * The bills and sales returns of the range, in date order: kind, id, inv_no, inv_date, party_id,
 * customer, sub_total, discount, sales_total (amounts as text; a return's negative, its discount the
 * share of the bill's discount it reversed).
 */
export function profitHeads(f: ProfitFilter): SQL {
  return sql`select 'sale' as kind, s.id, s.inv_no, s.inv_date::text as inv_date, s.cus_id as party_id, p.name as customer,
      s.sub_total::text as sub_total, s.inv_disc::text as discount, s.grand_total::text as sales_total
    from sales s join parties p on p.id = s.cus_id
    where ${between(sql`s.inv_date`, f)} ${byParty(f, sql`s.cus_id`)}
    union all
    select 'return', r.id, r.return_no, r.return_date::text, r.cuss_id, p.name, (-r.total)::text, (-r.disc)::text, (-(r.total - r.disc))::text
    from sales_returns r join parties p on p.id = r.cuss_id
    where ${between(sql`r.return_date`, f)} ${byParty(f, sql`r.cuss_id`)}
    order by inv_date, kind desc, id`;
}

/**
 * Their lines, in no order: doc (the bill's id, or minus the return's), item_id, m_id, qty,
 * unit_price, item_sales and item_cost (text), item_rate. A return's amounts are negative. Narrow
 * rows, and the product's name looked up once per model: a month has thousands of lines.
 */
export function profitItems(f: ProfitFilter): SQL {
  return sql`select s.id as doc, i.id as item_id, ${ITEM_COLUMNS(sql`i.qty`, sql`i.unit_price`, sql`i.total`, sql`i.pur_rate`, sql`i.pur_total`)}
    from sales s join sales_items i on i.sale_id = s.id
    where ${between(sql`s.inv_date`, f)} ${byParty(f, sql`s.cus_id`)}
    union all
    select -r.id, i.id, ${ITEM_COLUMNS(sql`i.r_qty`, sql`i.r_unit`, sql`-i.total`, sql`i.pur_rate`, sql`-i.pur_total`)}
    from sales_returns r join sales_return_items i on i.return_id = r.id
    where ${between(sql`r.return_date`, f)} ${byParty(f, sql`r.cuss_id`)}`;
}

/** "Group Brand Category" and the model's name, for the models given. */
export const productNames = (modelIds: number[]) =>
  sql`select m.id, ${PRODUCT_NAME} as product_name, m.name as model_name from product_models m ${MODEL_JOINS} where m.id = any(${intArray(modelIds)})`;

/** One row per bill or return: kind, id, inv_date, sales_total and total_cost (numeric). */
export function profitDocuments(f: ProfitFilter): SQL {
  return sql`select 'sale' as kind, s.id, s.inv_date, s.grand_total as sales_total, coalesce(sum(i.pur_total), 0) as total_cost
    from sales s left join sales_items i on i.sale_id = s.id
    where ${between(sql`s.inv_date`, f)} ${byParty(f, sql`s.cus_id`)}
    group by s.id
    union all
    select 'return', r.id, r.return_date, -(r.total - r.disc), -coalesce(sum(i.pur_total), 0)
    from sales_returns r left join sales_return_items i on i.return_id = r.id
    where ${between(sql`r.return_date`, f)} ${byParty(f, sql`r.cuss_id`)}
    group by r.id`;
}
