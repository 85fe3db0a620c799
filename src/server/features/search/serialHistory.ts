// A serial's whole story (issue 42, item 5): where it came from (opening stock, or which purchase from
// which supplier), every bill that sold it and to whom with the bill's warranty, every return of it,
// and a return to the supplier. Found by its number in any case; the same number may exist under two models.
import { sql, rows, type Executor } from '../../db/client.js';
import type { SerialEvent, SerialHistory } from '../../../contracts/search.js';
import { SOURCE } from '../../ledger/sources.js';

type EventRow = Omit<SerialEvent, 'warranty_until' | 'warranty'> & { srl_id: number; seq: number; warranty: string | null };

const STATE = { 1: 'in_stock', 2: 'sold', 3: 'returned' } as const;

/** "2 years", "6 months", "90 days" from a date: the last day covered; null when the words are not a period. */
export function warrantyUntil(from: string, warranty: string): string | null {
  const m = /(\d+)\s*(year|yr|month|mon|day)/i.exec(warranty);
  if (!m) return null;
  const n = Number(m[1]);
  const d = new Date(`${from}T00:00:00Z`);
  const unit = m[2].toLowerCase();
  if (unit.startsWith('y')) d.setUTCFullYear(d.getUTCFullYear() + n);
  else if (unit.startsWith('m')) d.setUTCMonth(d.getUTCMonth() + n);
  else d.setUTCDate(d.getUTCDate() + n);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export async function serialHistory(ex: Executor, slNo: string): Promise<SerialHistory[]> {
  const found = await rows<{ id: number; sl_no: string; model: string; status: 1 | 2 | 3 }>(
    ex,
    sql`select s.id, s.sl_no, m.name as model, s.status from serials s join product_models m on m.id = s.model_id
        where upper(s.sl_no) = upper(${slNo}) order by s.id limit 20`,
  );
  if (!found.length) return [];
  const ids = sql.raw(found.map((f) => Number(f.id)).join(','));
  const events = await rows<EventRow>(
    ex,
    sql`select s.id as srl_id, 0 as seq, case when s.in_source_type = ${SOURCE.purchase} then 'bought' else 'opening' end as kind,
               coalesce(p.pu_date::text, to_char(s.created_at, 'YYYY-MM-DD')) as date, coalesce(p.pu_no, '') as doc_no, p.id as doc_id, coalesce(sp.name, '') as party, null::text as warranty
          from serials s left join purchases p on s.in_source_type = ${SOURCE.purchase} and p.id = s.in_source_id left join parties sp on sp.id = p.supp_id
         where s.id in (${ids})
        union all
        select x.srl_id, 1, 'sold', b.inv_date::text, b.inv_no, b.id, c.name, i.warranty
          from sales_item_serials x join sales_items i on i.id = x.sale_item_id join sales b on b.id = i.sale_id join parties c on c.id = b.cus_id
         where x.srl_id in (${ids})
        union all
        select x.srl_id, 2, 'returned', r.return_date::text, r.return_no, r.id, c.name, null
          from sales_return_item_serials x join sales_return_items i on i.id = x.r_inv_item_id join sales_returns r on r.id = i.return_id join parties c on c.id = r.cuss_id
         where x.srl_id in (${ids})
        union all
        select x.serial_id, 3, 'returned_to_supplier', r.return_date::text, r.return_no, r.id, sp.name, null
          from purchase_return_serials x join purchase_return_items i on i.id = x.return_item_id join purchase_returns r on r.id = i.return_id join parties sp on sp.id = r.supp_id
         where x.serial_id in (${ids})
        order by 1, 4, 2`,
  );
  return found.map((f) => ({
    id: f.id,
    sl_no: f.sl_no,
    model: f.model,
    state: STATE[f.status],
    events: events
      .filter((e) => e.srl_id === f.id)
      .map(({ srl_id: _s, seq: _q, ...e }) =>
        e.kind === 'sold'
          ? { ...e, warranty: e.warranty ?? '', warranty_until: warrantyUntil(e.date, e.warranty ?? '') }
          : { kind: e.kind, date: e.date, doc_no: e.doc_no, doc_id: e.doc_id, party: e.party },
      ),
  }));
}
