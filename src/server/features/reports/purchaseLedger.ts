// The Purchase Ledger: purchases (debit) and purchase returns (credit) of a date range, optionally of
// one supplier, with net purchases brought forward from before the range and the running balance.
import type { SQL } from 'drizzle-orm';
import { sql, one, rows, type Executor } from '../../db/client.js';
import { dec, toAmount } from '../../../domain/money.js';
import type { PurchaseLedgerReply } from '../../../contracts/reports.js';
import { between, total, type Range } from './parts.js';

function documents(supplier: SQL, dates: (col: SQL) => SQL): SQL {
  return sql`select 'Purchase' as type, p.id, p.pu_no as doc_no, p.pu_date as date, p.supp_id, s.name as supplier, p.total as purchase, 0::numeric as returned
      from purchases p join parties s on s.id = p.supp_id where ${dates(sql`p.pu_date`)} and ${supplier}
    union all
    select 'Purchase Return', r.id, r.return_no, r.return_date, r.supp_id, s.name, 0, r.total
      from purchase_returns r join parties s on s.id = r.supp_id where ${dates(sql`r.return_date`)} and ${supplier}`;
}

export async function purchaseLedger(ex: Executor, r: Range & { suppId?: number }): Promise<PurchaseLedgerReply> {
  // purchases and purchase_returns both name their supplier supp_id (parties has no such column)
  const bySupplier = r.suppId ? sql`supp_id = ${r.suppId}` : sql`true`;
  const before = documents(bySupplier, (col) => sql`${col} < ${r.startDate}::date`);
  const within = documents(bySupplier, (col) => between(col, r));
  const opening = (await one<{ amount: string }>(ex, sql`select coalesce(sum(purchase - returned), 0)::text as amount from (${before}) d`))!.amount;
  const found = await rows<{
    date: string;
    type: 'Purchase' | 'Purchase Return';
    id: number;
    doc_no: string;
    supp_id: number;
    supplier: string;
    purchase: string;
    returned: string;
  }>(
    ex,
    sql`select d.date::text as date, d.type, d.id, d.doc_no, d.supp_id, d.supplier, d.purchase::text as purchase, d.returned::text as returned
        from (${within}) d order by d.date, d.type, d.id`,
  );
  let balance = dec(opening);
  const result = found.map((f) => {
    balance = balance.plus(f.purchase).minus(f.returned);
    return { ...f, purchase: toAmount(f.purchase), returned: toAmount(f.returned), balance: toAmount(balance) };
  });
  return {
    opening: toAmount(opening),
    result,
    total_purchase: total(found.map((f) => f.purchase)),
    total_return: total(found.map((f) => f.returned)),
    closing: toAmount(balance),
  };
}
