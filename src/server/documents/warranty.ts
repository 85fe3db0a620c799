// A serial's warranty, read from the bill that sold it (issue 44): the warranty desk, the finder and
// the serial's history call warrantyOf. The months are the bill line's (its model's when it was
// sold); the end is the sale date + the months − 1 day.
import { sql, rows, type Executor } from '../db/client.js';
import { displayDate, todayInDhaka } from '../../domain/dates.js';
import type { WarrantyInfo } from '../../contracts/warranty.js';

/** The words for a warranty on `on`: "in warranty until 27-Nov-2027", "out of warranty since 28-Nov-2027". */
export function warrantyWords(w: { sold: boolean; months: number | null; until: string | null }, on: string): string {
  if (!w.sold) return 'not sold by us';
  if (w.months === 0) return 'no warranty';
  if (!w.until) return 'warranty not known';
  if (w.until >= on) return `in warranty until ${displayDate(w.until)}`;
  const since = new Date(`${w.until}T00:00:00Z`);
  since.setUTCDate(since.getUTCDate() + 1);
  return `out of warranty since ${displayDate(since.toISOString().slice(0, 10))}`;
}

type InfoRow = Omit<WarrantyInfo, 'in_warranty' | 'words'>;

/**
 * The warranty of serials: the bill that sold each (the latest, should it have been returned and
 * sold again), its line's warranty text and months, and the end (sale date + months − 1 day). A unit
 * a claim gave the customer in place of theirs keeps the warranty of the unit it replaced.
 */
async function infoRows(ex: Executor, where: ReturnType<typeof sql>): Promise<InfoRow[]> {
  return rows<InfoRow>(
    ex,
    sql`select s.id as serial_id, s.sl_no, s.model_id, m.name as model, coalesce(b.name, '') as brand, s.status::int as status,
          coalesce(rc.sale_id, sold.sale_id) as sale_id, sa.inv_no, sa.inv_date::text as inv_date, sa.cus_id, p.name as customer, p.mobile,
          coalesce(sold.warranty, ro.warranty, '') as warranty,
          coalesce(sold.warranty_months, ro.warranty_months) as months,
          coalesce(rc.warranty_until,
                   (sa.inv_date + make_interval(months => sold.warranty_months) - interval '1 day')::date)::text as until,
          rs.sl_no as replaces, oc.id as open_claim_id, oc.claim_no as open_claim_no
        from serials s
        join product_models m on m.id = s.model_id
        left join product_brands b on b.id = m.b_id
        left join lateral (select c.* from warranty_claims c where s.id = c.swap_serial_id or (c.swap_serial_id is null and s.id = c.new_serial_id) order by c.id desc limit 1) rc on true
        left join serials rs on rs.id = rc.serial_id
        left join lateral (
          select si.sale_id, si.warranty, si.warranty_months from sales_item_serials sis
          join sales_items si on si.id = sis.sale_item_id join sales x on x.id = si.sale_id
          where sis.srl_id = s.id and s.status <> 1 order by x.inv_date desc, x.id desc limit 1) sold on rc.id is null
        left join lateral (
          select si.warranty, si.warranty_months from sales_items si where si.sale_id = rc.sale_id and si.m_id = rc.m_id limit 1) ro on rc.id is not null
        left join sales sa on sa.id = coalesce(rc.sale_id, sold.sale_id)
        left join parties p on p.id = sa.cus_id
        left join lateral (select c.id, c.claim_no from warranty_claims c where c.serial_id = s.id and c.state <> 'delivered'
                           and not (c.swap_serial_id is not null and c.state in ('replaced', 'credited')) order by c.id desc limit 1) oc on true
        where ${where}
        order by s.id`,
  );
}

function withWords(r: InfoRow, on: string): WarrantyInfo {
  const sold = r.sale_id !== null;
  return { ...r, in_warranty: sold && !!r.until && r.until >= on, words: warrantyWords({ sold, months: r.months, until: r.until }, on) };
}

/** One serial's warranty on a date (today in Dhaka unless given); undefined for no such serial. */
export async function warrantyOf(ex: Executor, serialId: number, on = todayInDhaka()): Promise<WarrantyInfo | undefined> {
  const [r] = await infoRows(ex, sql`s.id = ${serialId}`);
  return r && withWords(r, on);
}

/** The serials of that number (in any letter case; one per model at most), with their warranty. */
export async function warrantyBySerialNo(ex: Executor, slNo: string, on = todayInDhaka()): Promise<WarrantyInfo[]> {
  return (await infoRows(ex, sql`lower(s.sl_no) = lower(${slNo.trim()})`)).map((r) => withWords(r, on));
}
