// The list convention's SQL pieces: a case-insensitive substring search over some columns, an
// optional date range and a page (limit, offset). Values always travel as parameters.
import type { SQL } from 'drizzle-orm';
import { sql } from './client.js';

export interface ListParams {
  search?: string;
  startDate?: string;
  endDate?: string;
  limit: number;
  offset: number;
}

export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `(a ilike %s% or b ilike %s% ...)`, or `true` when there is nothing to search for. */
export function searchAny(columns: SQL[], search?: string): SQL {
  const s = search?.trim();
  if (!s || columns.length === 0) return sql`true`;
  const pattern = `%${likeEscape(s)}%`;
  return sql`(${sql.join(
    columns.map((c) => sql`${c}::text ilike ${pattern}`),
    sql` or `,
  )})`;
}

/** `column between start and end`, or `true` when no range is given. */
export function dateBetween(column: SQL, p: { startDate?: string; endDate?: string }): SQL {
  if (!p.startDate || !p.endDate) return sql`true`;
  return sql`${column} between ${p.startDate}::date and ${p.endDate}::date`;
}

export const pageOf = (p: { limit: number; offset: number }): SQL => sql`limit ${p.limit} offset ${p.offset}`;
