// Daily Sales And Profit: per day of the range, the sales (bills at grand total less returns), the
// cost their goods left stock with, and the profit.
import { sql, rows, type Executor } from '../../db/client.js';
import type { DailyProfitReply } from '../../../contracts/reports.js';
import { profitDocuments } from './profitBase.js';
import { profitPercentage, total, type Range } from './parts.js';
import { leftOutOfGrossProfit } from './profitLoss.js';
import { paisa } from '../../../domain/money.js';

export async function dailyProfit(ex: Executor, r: Range): Promise<DailyProfitReply> {
  const days = await rows<{ inv_date: string; total_sales: string; total_cost: string; total_profit: string }>(
    ex,
    sql`select d.inv_date::text as inv_date, sum(d.sales_total)::text as total_sales, sum(d.total_cost)::text as total_cost,
          sum(d.sales_total - d.total_cost)::text as total_profit
        from (${profitDocuments(r)}) d group by d.inv_date order by d.inv_date`,
  );
  const result = days.map((d) => ({
    inv_date: d.inv_date,
    total_sales: total([d.total_sales]),
    total_cost: total([d.total_cost]),
    total_profit: total([d.total_profit]),
    profit_percentage: profitPercentage(d.total_profit, d.total_sales),
  }));
  const sales = total(days.map((d) => d.total_sales));
  const profit = total(days.map((d) => d.total_profit));
  return {
    result,
    left_out: await leftOutOfGrossProfit(ex, r.startDate, r.endDate, paisa(profit)),
    total: { total_sales: sales, total_cost: total(days.map((d) => d.total_cost)), total_profit: profit, profit_percentage: profitPercentage(profit, sales) },
  };
}
