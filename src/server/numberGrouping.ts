// How amounts are grouped in what the server writes itself (messages, notes): the company's setting
// in app_settings (migration 0055), lakh when none.
import { sql, one, type Executor } from './db/client.js';
import type { Grouping } from '../domain/numberFormat.js';
import { DATE_STYLES, DEFAULT_DATE_STYLE, type DateStyle } from '../domain/dates.js';

/** How dates show on screens and pages, and in the sheets exported (migration 0095): dd/mm/yyyy when none. */
export async function dateStyleOf(ex: Executor): Promise<DateStyle> {
  const r = await one<{ f: string }>(ex, sql`select coalesce((select date_format from app_settings where id = 1), ${DEFAULT_DATE_STYLE}) as f`);
  return (DATE_STYLES as readonly string[]).includes(r?.f ?? '') ? (r!.f as DateStyle) : DEFAULT_DATE_STYLE;
}

export async function numberGroupingOf(ex: Executor): Promise<Grouping> {
  const r = await one<{ g: string }>(ex, sql`select coalesce((select number_grouping from app_settings where id = 1), 'lakh') as g`);
  return r?.g === 'western' ? 'western' : 'lakh';
}
