// SQL pieces shared by the purchase reads and commands of this feature.
import type { SQL } from 'drizzle-orm';
import { sql } from '../../db/client.js';
import { SOURCE } from '../../ledger/sources.js';

/** The columns of a purchase master row (alias p; supplier s; user u; its payment's money line pay and bank pb). */
export const PURCHASE_COLUMNS = sql`p.id, p.pu_no, p.jv_no, p.pay_vc_no, to_char(p.pu_date, 'YYYY-MM-DD') as pu_date, p.supp_id,
  s.name as supplier, s.mobile, p.supp_inv, p.total, p.paid,
  case when pay.vc_type is null then null when pay.bank_id is null then 'Cash' else 'Bank' end as cash_bank_type,
  pay.bank_id as "bankId", pb.name as bank_name, pay.chq_no as "chqNo", to_char(pay.chq_date, 'YYYY-MM-DD') as "chqDate",
  p.prev_due, p.created_by, u.name as created_by_name, p.created_at`;

export const PURCHASE_FROM = sql`from purchases p join parties s on s.id = p.supp_id left join users u on u.id = p.created_by`;

/**
 * How a purchase was paid is kept on its payment voucher (CP or BP, source 'purchase'): the line
 * that credits cash or the bank names the bank and the cheque. Joined to PURCHASE_FROM for the columns.
 */
export const PURCHASE_PAYMENT_JOIN = sql`left join lateral (
    select v.vc_type, v.bank_id, v.chq_no, v.chq_date from voucher_lines v
    where v.vc_no = p.pay_vc_no and v.source_type = ${SOURCE.purchase} and v.source_id = p.id and v.credit > 0
    order by v.id limit 1) pay on true
  left join banks pb on pb.id = pay.bank_id`;


/** Case-insensitive substring search over columns; `true` when there is nothing to search for. */
export function searchAny(columns: SQL[], search: string | undefined): SQL {
  const s = search?.trim();
  if (!s) return sql`true`;
  const pattern = `%${s.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql`(${sql.join(columns.map((c) => sql`${c} ilike ${pattern}`), sql` or `)})`;
}

