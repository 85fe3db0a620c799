// Reads of stock adjustments: every line with its model's names, one adjustment by number, the report.
import type { SQL } from 'drizzle-orm';
import { sql, one, rows, type Executor } from '../../db/client.js';
import { dateBetween } from '../../db/listing.js';
import { MODEL_JOINS } from '../../documents/modelNames.js';
import { notFound } from '../../errors.js';
import { dec, sum, toAmount } from '../../../domain/money.js';
import type { AdjustmentLine } from '../../../contracts/adjustments.js';
import type { StockAdjustmentReport } from '../../../contracts/reports.js';

const LINE_SELECT = sql`select i.id, i.adjustment_id, a.adj_no, a.adj_date::text as adj_date, m.g_id, m.b_id, m.c_id, i.m_id,
    coalesce(g.name, '') as group_name, coalesce(b.name, '') as brand_name, coalesce(c.name, '') as category_name, m.name as model,
    i.adj_qty::float8 as adj_qty, i.adj_type, round(i.price, 2)::float8 as price, i.total_cost::float8 as total_cost,
    coalesce(nullif(i.remarks, ''), a.remarks) as remarks, a.created_by
  from adjustment_items i join adjustments a on a.id = i.adjustment_id join product_models m on m.id = i.m_id ${MODEL_JOINS}`;

function linesWhere(ex: Executor, where: SQL): Promise<AdjustmentLine[]> {
  return rows<AdjustmentLine>(ex, sql`${LINE_SELECT} where ${where} order by a.adj_date desc, a.id desc, i.id`);
}

/** Every adjustment line, newest first (the list filters them on the screen). */
export function listLines(ex: Executor): Promise<AdjustmentLine[]> {
  return linesWhere(ex, sql`true`);
}

export function linesOfAdjustment(ex: Executor, adjustmentId: number): Promise<AdjustmentLine[]> {
  return linesWhere(ex, sql`i.adjustment_id = ${adjustmentId}`);
}

export async function adjustmentDetails(ex: Executor, adjNo: string) {
  const head = await one<{ id: number; adj_no: string; adj_date: string; remarks: string }>(
    ex,
    sql`select id, adj_no, adj_date::text as adj_date, remarks from adjustments where adj_no = ${adjNo}`,
  );
  if (!head) throw notFound('Adjustment not found');
  return { adjNo: head.adj_no, adj_date: head.adj_date, remarks: head.remarks, result: await linesOfAdjustment(ex, head.id) };
}

/** The adjustment report: the lines of a date range, and per product group what was added and removed at cost. */
export async function adjustmentReport(ex: Executor, r: { startDate: string; endDate: string }): Promise<StockAdjustmentReport> {
  const inRange = dateBetween(sql`a.adj_date`, r);
  const result = await rows<AdjustmentLine>(ex, sql`${LINE_SELECT} where ${inRange} order by a.adj_date, a.id, i.id`);
  const groups = await rows<Record<'added_qty' | 'added_value' | 'removed_qty' | 'removed_value', string> & { g_id: number | null; group_name: string }>(
    ex,
    sql`select m.g_id, coalesce(g.name, 'No group') as group_name,
          coalesce(sum(i.adj_qty) filter (where i.adj_type = 'addition'), 0)::text as added_qty,
          coalesce(sum(i.total_cost) filter (where i.adj_type = 'addition'), 0)::text as added_value,
          coalesce(sum(i.adj_qty) filter (where i.adj_type = 'subtraction'), 0)::text as removed_qty,
          coalesce(sum(i.total_cost) filter (where i.adj_type = 'subtraction'), 0)::text as removed_value
        from adjustment_items i join adjustments a on a.id = i.adjustment_id join product_models m on m.id = i.m_id
        left join product_groups g on g.id = m.g_id
        where ${inRange} group by m.g_id, g.name order by g.name, m.g_id`,
  );
  const added = sum(groups.map((g) => g.added_value));
  const removed = sum(groups.map((g) => g.removed_value));
  return {
    result,
    groups: groups.map((g) => ({
      g_id: g.g_id,
      group_name: g.group_name,
      added_qty: dec(g.added_qty).toNumber(),
      added_value: toAmount(g.added_value),
      removed_qty: dec(g.removed_qty).toNumber(),
      removed_value: toAmount(g.removed_value),
      net_value: toAmount(dec(g.added_value).minus(g.removed_value)),
    })),
    totals: { added_value: toAmount(added), removed_value: toAmount(removed), net_value: toAmount(added.minus(removed)) },
  };
}
