// How amounts are grouped in what the server writes itself (messages, notes): the company's setting
// in app_settings (migration 0055), lakh when none.
import { sql, one, type Executor } from './db/client.js';
import type { Grouping } from '../domain/numberFormat.js';

export async function numberGroupingOf(ex: Executor): Promise<Grouping> {
  const r = await one<{ g: string }>(ex, sql`select coalesce((select number_grouping from app_settings where id = 1), 'lakh') as g`);
  return r?.g === 'western' ? 'western' : 'lakh';
}
