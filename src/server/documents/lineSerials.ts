// A document line's serials: as its edit request names them, and one taken off a saved draft.
import { sql } from '../db/client.js';
import { conflict } from '../errors.js';
import { quantity } from '../../domain/money.js';

/** The serial ids linked to the line aliased `i`, in id order, as a JSON array ('[]' for none). */
export const lineSerialIds = (links: 'sales_item_serials' | 'sales_return_item_serials', lineColumn: 'sale_item_id' | 'r_inv_item_id') =>
  sql`coalesce((select json_agg(l.srl_id order by l.srl_id) from ${sql.identifier(links)} l where l.${sql.identifier(lineColumn)} = i.id), '[]'::json)`;

/**
 * A return's lines with one serial taken off (a `revise` of its saved draft): the line that had it
 * is one unit less, its quantity the serials left, and goes with its last serial. When no line
 * would be left the removal is refused (409 `onlyItem`): the whole return is deleted instead.
 */
export function withoutSerial<L extends { qty: string; serialIds: number[] }>(lines: L[], serialId: number, onlyItem: string): L[] {
  const left: L[] = [];
  for (const l of lines) {
    const serialIds = l.serialIds.filter((s) => s !== serialId);
    if (serialIds.length === l.serialIds.length) left.push(l);
    else if (serialIds.length) left.push({ ...l, serialIds, qty: quantity(serialIds.length) });
  }
  if (left.length === 0) throw conflict(onlyItem);
  return left;
}
