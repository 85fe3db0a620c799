// Gross profit: per bill (and sales return) of the range, what it sold for, what its goods cost when
// they left stock, the profit and the profit as a percentage of the sale; and the totals.
import { sql, rows, type Executor } from '../../db/client.js';
import type { GrossProfitReply, GrossProfitRow } from '../../../contracts/reports.js';
import { fromPaisa, paisa } from '../../../domain/money.js';
import { profitLines, type ProfitFilter } from './profitBase.js';
import { profitPercentage } from './parts.js';

interface Line {
  kind: 'sale' | 'return';
  id: number;
  inv_no: string;
  inv_date: string;
  party_id: number;
  customer: string;
  sub_total: string;
  discount: string;
  sales_total: string;
  item_id: number | null;
  product_name: string;
  model_name: string;
  qty: number;
  unit_price: number;
  item_sales: number;
  item_rate: number;
  item_cost: string;
  item_profit: number;
  item_percentage: number;
}

export async function grossProfit(ex: Executor, f: ProfitFilter): Promise<GrossProfitReply> {
  const lines = await rows<Line>(
    ex,
    sql`select d.kind, d.id, d.inv_no, d.inv_date::text as inv_date, d.party_id, d.customer, d.sub_total, d.discount, d.sales_total, d.item_id,
          d.product_name, d.model_name, d.qty, d.unit_price, d.item_sales, d.item_rate, d.item_cost, d.item_profit, d.item_percentage
        from (${profitLines(f)}) d order by d.inv_date, d.kind desc, d.id, d.item_id`,
  );
  // The lines come document by document; amounts add up in whole paisa.
  const result: GrossProfitRow[] = [];
  const amounts: number[] = [];
  const costs: number[] = [];
  let last: Line | undefined;
  for (const l of lines) {
    if (!last || last.kind !== l.kind || last.id !== l.id) {
      result.push({
        kind: l.kind, id: l.id, inv_no: l.inv_no, inv_date: l.inv_date, party_id: l.party_id, customer: l.customer,
        sub_total: fromPaisa(paisa(l.sub_total)), discount: fromPaisa(paisa(l.discount)), sales_total: fromPaisa(paisa(l.sales_total)),
        total_cost: 0, gross_profit: 0, profit_percentage: 0, items: [],
      });
      amounts.push(paisa(l.sales_total));
      costs.push(0);
      last = l;
    }
    if (l.item_id === null) continue;
    costs[costs.length - 1] += paisa(l.item_cost);
    result[result.length - 1].items.push({
      product_name: l.product_name, model_name: l.model_name, qty: l.qty, unit_price: l.unit_price, sales_total: l.item_sales,
      cost: l.item_rate, total_cost: fromPaisa(paisa(l.item_cost)), gross_profit: l.item_profit, profit_percentage: l.item_percentage,
    });
  }
  let sales = 0;
  let cost = 0;
  result.forEach((r, i) => {
    const s = amounts[i];
    r.total_cost = fromPaisa(costs[i]);
    r.gross_profit = fromPaisa(s - costs[i]);
    r.profit_percentage = profitPercentage(s - costs[i], s);
    sales += s;
    cost += costs[i];
  });
  return {
    result,
    summary: {
      total_sales: fromPaisa(sales),
      total_cost: fromPaisa(cost),
      total_profit: fromPaisa(sales - cost),
      profit_percentage: profitPercentage(sales - cost, sales),
    },
  };
}
