// Product ledger: a model's stock movements in a date range, quantity and value in (debit) and out
// (credit) at cost, with the running balance from the opening before the range.
import { sql, one, rows, type Executor } from '../../db/client.js';
import { dec, toAmount } from '../../../domain/money.js';
import { notFound } from '../../errors.js';
import type { ProductLedgerReply } from '../../../contracts/reports.js';
import { between, MODEL_JOINS, total, type Range } from './parts.js';
import { SOURCE } from '../../ledger/sources.js';

const TYPE_NAMES: Record<string, string> = {
  model_opening: 'Opening',
  purchase: 'Purchase',
  purchase_return: 'Purchase Return',
  sale: 'Sales',
  sales_return: 'Sales Return',
  adjustment: 'Adjustment',
};

/** The document behind each movement and its party (or an adjustment's remarks). */
const DOCUMENT_JOINS = sql`
  left join purchases pu on mv.source_type = ${SOURCE.purchase} and pu.id = mv.source_id
  left join purchase_returns pr on mv.source_type = ${SOURCE.purchaseReturn} and pr.id = mv.source_id
  left join sales s on mv.source_type = ${SOURCE.sale} and s.id = mv.source_id
  left join sales_returns sr on mv.source_type = ${SOURCE.salesReturn} and sr.id = mv.source_id
  left join adjustments a on mv.source_type = ${SOURCE.adjustment} and a.id = mv.source_id
  left join parties pty on pty.id = coalesce(pu.supp_id, pr.supp_id, s.cus_id, sr.cuss_id)`;

interface Raw {
  id: number;
  date: string;
  source_type: string;
  doc_no: string;
  party: string;
  qty: string;
  value: string;
}

export async function productLedger(ex: Executor, mId: number, r: Range): Promise<ProductLedgerReply> {
  const model = await one<ProductLedgerReply['model']>(
    ex,
    sql`select m.id, m.name, coalesce(g.name, '') as group_name, coalesce(b.name, '') as brand_name, coalesce(c.name, '') as category_name
        from product_models m ${MODEL_JOINS} where m.id = ${mId}`,
  );
  if (!model) throw notFound('Model not found');
  const opening = (await one<{ qty: string; value: string }>(
    ex,
    sql`select coalesce(sum(qty), 0)::text as qty, coalesce(sum(value), 0)::text as value from stock_movements where model_id = ${mId} and mv_date < ${r.startDate}::date`,
  ))!;
  const moves = await rows<Raw>(
    ex,
    sql`select mv.id, mv.mv_date::text as date, mv.source_type, mv.qty::text as qty, mv.value::text as value,
          coalesce(pu.pu_no, pr.return_no, s.inv_no, sr.return_no, a.adj_no, '') as doc_no, coalesce(pty.name, a.remarks, '') as party
        from stock_movements mv ${DOCUMENT_JOINS}
        where mv.model_id = ${mId} and ${between(sql`mv.mv_date`, r)} order by mv.mv_date, mv.id`,
  );
  let qty = dec(opening.qty);
  let value = dec(opening.value);
  const result = moves.map((m) => {
    const q = dec(m.qty);
    const v = dec(m.value);
    qty = qty.plus(q);
    value = value.plus(v);
    return {
      id: m.id,
      date: m.date,
      particular: [m.doc_no || TYPE_NAMES[m.source_type] || m.source_type, m.party].filter(Boolean).join(' — '),
      type: TYPE_NAMES[m.source_type] ?? m.source_type,
      source_type: m.source_type,
      doc_no: m.doc_no,
      debit_qty: q.isPositive() ? q.toNumber() : 0,
      debit_value: q.isPositive() ? toAmount(v) : 0,
      credit_qty: q.isNegative() ? q.neg().toNumber() : 0,
      credit_value: q.isNegative() ? toAmount(v.neg()) : 0,
      balance_qty: qty.toNumber(),
      balance_value: toAmount(value),
    };
  });
  const ins = moves.filter((m) => dec(m.qty).isPositive());
  const outs = moves.filter((m) => dec(m.qty).isNegative());
  const sumQty = (list: Raw[]) => list.reduce((a, m) => a.plus(dec(m.qty).abs()), dec(0)).toNumber();
  const sumValue = (list: Raw[]) => total(list.map((m) => dec(m.value).abs()));
  return {
    model,
    opening: { qty: dec(opening.qty).toNumber(), value: toAmount(opening.value) },
    result,
    totals: { debit_qty: sumQty(ins), debit_value: sumValue(ins), credit_qty: sumQty(outs), credit_value: sumValue(outs) },
    closing: { qty: qty.toNumber(), value: toAmount(value) },
  };
}
