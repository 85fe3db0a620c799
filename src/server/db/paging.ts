// Lists whose page is optional (without limit, all rows): the page of rows plus the count of all
// rows that match. The search condition comes from ./listing.ts.
import { sql, one, rows, type Executor } from './client.js';
import type { SQL } from 'drizzle-orm';

export { searchAny } from './listing.js';

export interface Page {
  limit?: number;
  offset?: number;
}

/** `where c1 and c2 ...` of the conditions given, or nothing. */
export function whereAll(conditions: (SQL | undefined | false)[]): SQL {
  const list = conditions.filter((c): c is SQL => !!c);
  return list.length ? sql`where ${sql.join(list, sql` and `)}` : sql``;
}

/** Past this many rows, a list of ten years' lines says "at least" rather than counting them all. */
export const COUNT_CAP = 10_000;

/**
 * How many rows `from` (from ... where ...) holds, counted no further than a clerk could page:
 * the cap, or the end of the page asked for if that is further; all of them when no page is asked
 * for (the caller reads every row anyway). `capped` when there are more.
 */
export async function countUpTo(ex: Executor, from: SQL, page: { limit?: number; offset?: number }): Promise<{ total: number; capped: boolean }> {
  if (page.limit === undefined) {
    const all = await one<{ n: number }>(ex, sql`select count(*)::int as n ${from}`);
    return { total: all?.n ?? 0, capped: false };
  }
  const cap = Math.max(COUNT_CAP, (page.offset ?? 0) + page.limit);
  const r = await one<{ n: number }>(ex, sql`select count(*)::int as n from (select 1 ${from} limit ${cap + 1}) x`);
  const n = r?.n ?? 0;
  return { total: Math.min(n, cap), capped: n > cap };
}

/** Runs `select <select> <from> order by <orderBy>` for one page, and the count of the whole list. */
export async function pagedRows<T>(ex: Executor, q: { select: SQL; from: SQL; orderBy: SQL; page: Page }): Promise<{ rows: T[]; total: number }> {
  const limit = q.page.limit ? sql`limit ${q.page.limit}` : sql``;
  const offset = q.page.offset ? sql`offset ${q.page.offset}` : sql``;
  // At once: on a server they run side by side; inside a transaction they queue on its connection.
  const [count, list] = await Promise.all([
    one<{ n: number }>(ex, sql`select count(*)::int as n ${q.from}`),
    rows<T>(ex, sql`select ${q.select} ${q.from} order by ${q.orderBy} ${limit} ${offset}`),
  ]);
  return { rows: list, total: Number(count?.n ?? 0) };
}
