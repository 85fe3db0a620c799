// The Day Book (issue 42, item 14), as Tally keeps it: every voucher dated in the range, one row each
// with its type, party, narration and amount, in the order entered; each row names the document that
// wrote it, so the screen opens it.
import { sql, rows, type Executor } from '../../db/client.js';
import { sum, toAmount } from '../../../domain/money.js';

interface Row {
  vc_no: string;
  vc_type: number;
  vc_date: string;
  source_type: string | null;
  source_id: number | null;
  party_name: string | null;
  narration: string;
  amount: string;
  posted: boolean;
}

export async function dayBook(ex: Executor, from: string, to: string) {
  const found = await rows<Row>(
    ex,
    sql`select v.vc_no, min(v.vc_type)::int as vc_type, to_char(min(v.vc_date), 'YYYY-MM-DD') as vc_date,
          min(v.source_type) as source_type, min(v.source_id)::int as source_id,
          (select p.name from parties p where p.id = max(v.party_id)) as party_name,
          coalesce(max(nullif(v.narr, '')), '') as narration,
          sum(v.debit)::text as amount, bool_and(v.post_status = 1) as posted
        from voucher_lines v
        where v.vc_date between ${from} and ${to}
        group by v.vc_no
        order by min(v.vc_date), min(v.id)`,
  );
  const data = found.map((r) => ({ ...r, amount: toAmount(r.amount) }));
  return { data, total: toAmount(sum(found.map((r) => r.amount))) };
}
