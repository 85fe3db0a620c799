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

/** Runs `select <select> <from> order by <orderBy>` for one page, and the count of the whole list. */
export async function pagedRows<T>(ex: Executor, q: { select: SQL; from: SQL; orderBy: SQL; page: Page }): Promise<{ rows: T[]; total: number }> {
  const count = await one<{ n: number }>(ex, sql`select count(*)::int as n ${q.from}`);
  const limit = q.page.limit ? sql`limit ${q.page.limit}` : sql``;
  const offset = q.page.offset ? sql`offset ${q.page.offset}` : sql``;
  const list = await rows<T>(ex, sql`select ${q.select} ${q.from} order by ${q.orderBy} ${limit} ${offset}`);
  return { rows: list, total: Number(count?.n ?? 0) };
}
