// The documents a profit report is made of: every bill of the range at its value after discount,
// without VAT and SD (what its Sales and Discount Allowed lines say), against the cost its goods left
// stock with (sales_items.pur_total, the same amount as its cost-of-goods-sold lines), and every sales
// return of the range taking its value (without tax on a credit note) and that cost back. So the
// reports tie to the P&L's gross profit: the VAT and SD a bill collects are owed to the state.
//
// A bill's VAT and SD are outside its grand total's trading value either way: grand total − VAT − SD is
// its value after discount, whether the prices were entered with the tax (inclusive) or without it.
// With prices entered VAT-inclusive its lines' values and discount without tax are `net` and `disc`.
import type { SQL } from 'drizzle-orm';
import { sql, intArray } from '../../db/client.js';
import { between, MODEL_JOINS, PRODUCT_NAME, type Range } from './parts.js';

export interface ProfitFilter extends Range {
  partyId?: number;
}

const ITEM_COLUMNS = (qty: SQL, unitPrice: SQL, sales: SQL, rate: SQL, cost: SQL) => sql`i.m_id,
  (${qty})::float8 as qty, (${unitPrice})::float8 as unit_price, (${sales})::text as item_sales, round(${rate}, 2)::float8 as item_rate,
  (${cost})::text as item_cost`;

/** A bill's value after discount without VAT and SD (`s`), and its discount without tax. */
const SALE_VALUE = sql`(s.grand_total - s.vat - s.sd)`;
const SALE_DISCOUNT = sql`case when s.vat_inclusive then (select coalesce(sum(x.disc), 0) from sales_items x where x.sale_id = s.id) else s.inv_disc end`;
/** A return's value before its discount share (`r`): on a credit note, its lines' value without tax. */
const RETURN_VALUE = sql`case when r.credit_note_no is not null then (select coalesce(sum(x.net), 0) from sales_return_items x where x.return_id = r.id) else r.total end`;

const byParty = (f: ProfitFilter, col: SQL) => (f.partyId ? sql`and ${col} = ${f.partyId}` : sql``);

/**
 * The bills and sales returns of the range, in date order: kind, id, inv_no, inv_date, party_id,
 * customer, sub_total, discount, sales_total (amounts as text; a return's negative, its discount the
 * share of the bill's discount it reversed).
 */
export function profitHeads(f: ProfitFilter): SQL {
  return sql`select 'sale' as kind, s.id, s.inv_no, s.inv_date::text as inv_date, s.cus_id as party_id, p.name as customer,
      (${SALE_VALUE} + ${SALE_DISCOUNT})::text as sub_total, (${SALE_DISCOUNT})::text as discount, (${SALE_VALUE})::text as sales_total
    from sales s join parties p on p.id = s.cus_id
    where ${between(sql`s.inv_date`, f)} ${byParty(f, sql`s.cus_id`)}
    union all
    select 'return', r.id, r.return_no, r.return_date::text, r.cuss_id, p.name, (-${RETURN_VALUE})::text, (-r.disc)::text, (-(${RETURN_VALUE} - r.disc))::text
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
  const taxFree = (inclusive: SQL, entered: SQL, net: SQL) => sql`case when ${inclusive} then ${net} else ${entered} end`;
  return sql`select s.id as doc, i.id as item_id, ${ITEM_COLUMNS(
    sql`i.qty`,
    taxFree(sql`s.vat_inclusive`, sql`i.unit_price`, sql`round(i.net / nullif(i.qty, 0), 2)`),
    taxFree(sql`s.vat_inclusive`, sql`i.total`, sql`i.net`),
    sql`i.pur_rate`,
    sql`i.pur_total`,
  )}
    from sales s join sales_items i on i.sale_id = s.id
    where ${between(sql`s.inv_date`, f)} ${byParty(f, sql`s.cus_id`)}
    union all
    select -r.id, i.id, ${ITEM_COLUMNS(
      sql`i.r_qty`,
      taxFree(sql`r.credit_note_no is not null`, sql`i.r_unit`, sql`round(i.net / nullif(i.r_qty, 0), 2)`),
      taxFree(sql`r.credit_note_no is not null`, sql`-i.total`, sql`-i.net`),
      sql`i.pur_rate`,
      sql`-i.pur_total`,
    )}
    from sales_returns r join sales_return_items i on i.return_id = r.id
    where ${between(sql`r.return_date`, f)} ${byParty(f, sql`r.cuss_id`)}`;
}

/** "Group Brand Category" and the model's name, for the models given. */
export const productNames = (modelIds: number[]) =>
  sql`select m.id, ${PRODUCT_NAME} as product_name, m.name as model_name from product_models m ${MODEL_JOINS} where m.id = any(${intArray(modelIds)})`;

/** One row per bill or return: kind, id, inv_date, sales_total and total_cost (numeric). */
export function profitDocuments(f: ProfitFilter): SQL {
  return sql`select 'sale' as kind, s.id, s.inv_date, ${SALE_VALUE} as sales_total, coalesce(sum(i.pur_total), 0) as total_cost
    from sales s left join sales_items i on i.sale_id = s.id
    where ${between(sql`s.inv_date`, f)} ${byParty(f, sql`s.cus_id`)}
    group by s.id
    union all
    select 'return', r.id, r.return_date, -(${RETURN_VALUE} - r.disc), -coalesce(sum(i.pur_total), 0)
    from sales_returns r left join sales_return_items i on i.return_id = r.id
    where ${between(sql`r.return_date`, f)} ${byParty(f, sql`r.cuss_id`)}
    group by r.id`;
}
