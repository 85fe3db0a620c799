// A document line's serials as its edit request names them.
import { sql } from '../db/client.js';

/** The serial ids linked to the line aliased `i`, in id order, as a JSON array ('[]' for none). */
export const lineSerialIds = (links: 'sales_item_serials' | 'sales_return_item_serials', lineColumn: 'sale_item_id' | 'r_inv_item_id') =>
  sql`coalesce((select json_agg(l.srl_id order by l.srl_id) from ${sql.identifier(links)} l where l.${sql.identifier(lineColumn)} = i.id), '[]'::json)`;
