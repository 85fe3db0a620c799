// Reads of returnable transactions: a page (newest first, searched by description) and the summary
// over all of them.
import { sql, one, rows, type Executor } from '../../db/client.js';
import { searchAny, whereAll } from '../../db/paging.js';
import { toAmount } from '../../../domain/money.js';
import { returnableTotals } from '../../ledger/projectBalances.js';
import { offsetOf } from '../../../contracts/construction.js';
import type { TodoRow, TodosQuery, TodoSummary } from '../../../contracts/construction-todos.js';

/** Over every returnable transaction: total = received − paid. */
export async function todoSummary(ex: Executor): Promise<TodoSummary> {
  const t = await returnableTotals(ex);
  return { total_receive: toAmount(t.total_receive), total_payment: toAmount(t.total_payment), total: toAmount(t.total) };
}

export async function listTodos(ex: Executor, q: TodosQuery) {
  const where = whereAll([searchAny([sql`description`], q.search)]);
  const { limit, offset } = offsetOf(q);
  const list = await rows<Record<string, unknown>>(
    ex,
    sql`select id, description, amount, type, date from returnable_transactions ${where} order by date desc, id desc limit ${limit} offset ${offset}`,
  );
  const count = await one<{ n: number }>(ex, sql`select count(*)::int as n from returnable_transactions ${where}`);
  const todos = list.map((r) => ({ ...r, amount: toAmount(r.amount as string) }) as TodoRow);
  const total = Number(count?.n ?? 0);
  return { result: { todos, summary: await todoSummary(ex), total }, total };
}
