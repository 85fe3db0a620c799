// Gross profit: per bill (and sales return) of the range, what it sold for, what its goods cost when
// they left stock, the profit and the profit as a percentage of the sale; and the totals.
import { sql, rows, type Executor } from '../../db/client.js';
import type { GrossProfitReply, GrossProfitRow } from '../../../contracts/reports.js';
import { profitDocuments, type ProfitFilter } from './profitBase.js';
import { profitPercentage, total } from './parts.js';

type Raw = Omit<GrossProfitRow, 'sub_total' | 'discount' | 'sales_total' | 'total_cost' | 'gross_profit'> &
  Record<'sub_total' | 'discount' | 'sales_total' | 'total_cost' | 'gross_profit', string>;

export async function grossProfit(ex: Executor, f: ProfitFilter): Promise<GrossProfitReply> {
  const found = await rows<Raw>(
    ex,
    sql`select d.kind, d.id, d.inv_no, d.inv_date::text as inv_date, d.party_id, d.customer, d.sub_total::text, d.discount::text,
          d.sales_total::text, d.total_cost::text, (d.sales_total - d.total_cost)::text as gross_profit, d.items
        from (${profitDocuments(f)}) d order by d.inv_date, d.kind desc, d.id`,
  );
  const result = found.map((r) => ({
    ...r,
    sub_total: total([r.sub_total]),
    discount: total([r.discount]),
    sales_total: total([r.sales_total]),
    total_cost: total([r.total_cost]),
    gross_profit: total([r.gross_profit]),
    profit_percentage: profitPercentage(r.gross_profit, r.sales_total),
  }));
  const sales = found.map((r) => r.sales_total);
  const profit = found.map((r) => r.gross_profit);
  return {
    result,
    summary: {
      total_sales: total(sales),
      total_cost: total(found.map((r) => r.total_cost)),
      total_profit: total(profit),
      profit_percentage: profitPercentage(total(profit), total(sales)),
    },
  };
}
