// The write baseline: the rows one bill makes (five lines, one of them serial-tracked, a cash
// collection), written by one hand-written statement in one transaction, as tight as SQL allows: its
// numbers, the bill and its lines, the serial sold, the stock balances and movements at their moving
// average, the journal (receivable, sales, cost of goods sold, inventory), the collection and its
// receipt voucher. The same triggers run as for the API's bill (audit, period balances, period lock,
// voucher balance). What it leaves out is what the API adds: sign-in, validation, reads of the
// customer, models, serials and settings, price and credit checks, the number drawn on its own
// connection.
import type pg from 'pg';

export interface HandBill {
  date: string;
  customer: number;
  /** Five models: the last is serial-tracked. */
  models: number[];
  prices: number[];
  serialId: number;
  collect: number;
  userId: number;
}

const STATEMENT = `
with
 n_inv as (insert into counters (key, last, first) values ($1, 100001, 100001) on conflict (key) do update set last = counters.last + 1 returning last),
 n_jv as (insert into counters (key, last, first) values ($2, 1000001, 1000001) on conflict (key) do update set last = counters.last + 1 returning last),
 n_cr as (insert into counters (key, last, first) values ($3, 1000001, 1000001) on conflict (key) do update set last = counters.last + 1 returning last),
 due as (select coalesce(sum(debit - credit), 0) as d from party_balances where party_id = $4 and ledger_id in (4, 1)),
 st as (update model_stock s set qty = s.qty - 1, value = s.value - round(s.avg_rate, 2), last_mv_date = greatest(s.last_mv_date, $5::date)
        from unnest($6::int[]) as m(id) where s.model_id = m.id returning s.model_id, round(s.avg_rate, 2) as cost),
 sale as (insert into sales (inv_no, jv_no, inv_date, cus_id, sub_total, inv_disc, grand_total, collect, prev_due, rmks, created_by)
          select $7 || (select last from n_inv), $8 || (select last from n_jv), $5, $4, $9, 0, $9, $10, (select d from due), '', $11
          returning id, inv_no, jv_no),
 mv as (insert into stock_movements (model_id, mv_date, qty, unit_cost, value, source_type, source_id)
        select st.model_id, $5, -1, st.cost, -st.cost, 'sale', sale.id from st, sale),
 items as (insert into sales_items (sale_id, m_id, qty, unit_price, total, pur_rate, pur_total)
           select sale.id, p.m, 1, p.price, p.price, st.cost, st.cost
           from sale, unnest($6::int[], $12::numeric[]) as p(m, price) join st on st.model_id = p.m returning id, m_id),
 srl as (update serials set status = 2, out_source_type = 'sale', out_source_id = (select id from sale) where id = $13 and status = 1 returning id, model_id),
 links as (insert into sales_item_serials (sale_item_id, srl_id) select items.id, srl.id from items join srl on srl.model_id = items.m_id),
 cost as (select sum(cost) as c from st),
 jv as (insert into voucher_lines (vc_no, vc_type, vc_date, ledger_id, party_id, debit, credit, narr, active, post_status, source_type, source_id, created_by)
        select sale.jv_no, 1, $5, l.ledger, l.party, l.dr, l.cr, 'Sales invoice ' || sale.inv_no, 0, 1, 'sale', sale.id, $11
        from sale, cost, lateral (values (4, $4::int, $9::numeric, 0::numeric), (3, null, 0, $9), (9, null, cost.c, 0), (2, null, 0, cost.c)) as l(ledger, party, dr, cr)),
 cp as (insert into coll_pay (inv_no, supp_id, pre_due, vc_no, date, rmks, coll_pay_type, cash_bank_type, amount, outstnd, sale_id, created_by)
        select $14 || (select last from n_cr), $4, (select d from due) + $9, $14 || (select last from n_cr), $5, 'Collection on ' || sale.inv_no, 2, 'Cash', $10,
               (select d from due) + $9 - $10, sale.id, $11
        from sale returning id, vc_no, inv_no)
insert into voucher_lines (vc_no, vc_type, vc_date, ledger_id, party_id, acc_type, debit, credit, narr, active, post_status, source_type, source_id, created_by)
select cp.vc_no, 4, $5, l.ledger, l.party, 4, l.dr, l.cr, 'Collection on ' || cp.inv_no, l.active, 1, 'collpay', cp.id, $11
from cp, lateral (values (7, null::int, $10::numeric, 0::numeric, 1), (4, $4::int, 0, $10, 0)) as l(ledger, party, dr, cr, active)`;

/** Saves one bill by hand on `client`, in its own transaction. `code` is the company's document code. */
export async function handBill(client: pg.Client, code: string, b: HandBill): Promise<void> {
  const year = b.date.slice(0, 4);
  const total = b.prices.reduce((a, p) => a + p, 0);
  await client.query('begin');
  try {
    await client.query({ name: 'hand-user', text: `select set_config('app.user_id', $1, true)`, values: [String(b.userId)] });
    await client.query({
      name: 'hand-bill',
      text: STATEMENT,
      values: [
        `doc:INV-${code}-${year}`, `vc:JV-${year}`, `vc:CR-${code}-${year}`, b.customer, b.date, b.models,
        `INV-${code}-${year}-`, `JV-${year}-`, total.toFixed(2), b.collect.toFixed(2), b.userId, b.prices.map((p) => p.toFixed(2)), b.serialId, `CR-${code}-${year}-`,
      ],
    });
    await client.query('commit');
  } catch (e) {
    await client.query('rollback');
    throw e;
  }
}
