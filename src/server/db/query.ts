// What every data function works with: the executor (the database or an open transaction), raw
// queries and their rows, and array parameters.
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

export type Schema = typeof schema;
/** A database or an open transaction: every data function takes one of these. */
export type Executor = PgDatabase<PgQueryResultHKT, Schema>;

/** Runs a raw query and returns its rows. */
export async function rows<T = Record<string, unknown>>(ex: Executor, query: SQL): Promise<T[]> {
  const res = (await ex.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

export async function one<T = Record<string, unknown>>(ex: Executor, query: SQL): Promise<T | undefined> {
  return (await rows<T>(ex, query))[0];
}

export { sql, type SQL };

/**
 * An array parameter. Drizzle spreads a JS array in a sql`` template into a list of parameters,
 * so arrays travel as one JSON parameter instead: `where id = any(${intArray(ids)})`.
 */
export const textArray = (values: string[]) => sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
export const intArray = (values: number[]) => sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)::int)`;
/**
 * Values as one array parameter in PostgreSQL's array text, cast where it is used
 * (`${pgArray(ids)}::int[]`): parsed once, and the planner knows how many rows it holds. Numbers
 * and plain words go as they are; anything else is quoted.
 */
export function pgArray(values: readonly (string | number | boolean)[]): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    parts[i] = typeof v !== 'string' ? String(v) : PLAIN.test(v) && v.toLowerCase() !== 'null' ? v : `"${v.replace(/["\\]/g, '\\$&')}"`;
  }
  return `{${parts.join(',')}}`;
}
const PLAIN = /^[\w.:-]+$/;
