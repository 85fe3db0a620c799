// How documents and reports name a model: "Group Brand Category Model", from its group, brand and
// category joined to it. One copy, for every query that writes a line's description.
import { sql } from '../db/client.js';

/** Joins a model (alias `m`) to its group (`g`), brand (`b`) and category (`c`). */
export const MODEL_JOINS = sql`left join product_groups g on g.id = m.g_id
  left join product_brands b on b.id = m.b_id
  left join product_categories c on c.id = m.c_id`;

/** "Group Brand Category", the product a model belongs to. */
export const PRODUCT_NAME = sql`concat_ws(' ', g.name, b.name, c.name)`;

/** "Group Brand Category Model", a line's description. */
export const PRO_DESC = sql`concat_ws(' ', g.name, b.name, c.name, m.name)`;
