// The home screen's charts, each read through an index so ten years of books cost no more than one:
// sales and collections per day and per month from the Receivable ledger's lines of the dates asked
// (voucher_lines by ledger and date): a bill's total is its Receivable debit, money collected (on the
// bill or later) a Receivable credit of a sale or a collection not by cheque (issue 41: cheques
// received count apart, by their state on the day); top customers from the same lines
// of this month by party; top models from this month's bills (sales by date) and their lines; stock
// value per group from model_stock; cheques in hand by due date (cheques by direction, state).
import { sql, rows, type Executor } from '../../db/client.js';
import { LEDGER } from '../../ledger/accounts.js';
import { paisa, fromPaisa, toAmount } from '../../../domain/money.js';
import type { DashboardReply } from '../../../contracts/dashboard.js';
import { CHEQUE_AT } from '../../ledger/cheques.js';
import { SOURCE } from '../../ledger/sources.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** yyyy-mm-dd of a day `n` days from `iso` (UTC arithmetic on a date has no zones). */
export function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
const monthStart = (iso: string) => `${iso.slice(0, 7)}-01`;
const prevMonthStart = (iso: string) => {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  return m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
};
const label = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

export async function dashboard(ex: Executor, date: string): Promise<Omit<DashboardReply, 'ageing'>> {
  const from30 = addDays(date, -29);
  const thisStart = monthStart(date);
  const lastStart = prevMonthStart(date);
  const from = from30 < lastStart ? from30 : lastStart;
  // The same day of last month (or its last day, when it is shorter).
  const lastEnd = addDays(thisStart, -1);
  const sameDay = `${lastStart.slice(0, 8)}${date.slice(8)}`;
  const lastToDate = sameDay > lastEnd ? lastEnd : sameDay;

  const [days, customers, models, groups, cheques, received] = await Promise.all([
    rows<{ d: string; sales: string; coll: string }>(
      ex,
      sql`select to_char(vc_date, 'YYYY-MM-DD') as d,
            coalesce(sum(debit) filter (where source_type = ${SOURCE.sale}), 0) as sales,
            coalesce(sum(credit) filter (where source_type in (${SOURCE.sale}, ${SOURCE.collPay})
              and not exists (select 1 from cheques ch where ch.vc_no = voucher_lines.vc_no and not ch.legacy)), 0) as coll
          from voucher_lines
          where ledger_id = ${LEDGER.receivable} and vc_date between ${from} and ${date} and post_status = 1
          group by vc_date`,
    ),
    rows<{ party_id: number; name: string; sales: string }>(
      ex,
      sql`select l.party_id, p.name, sum(l.debit) as sales
          from voucher_lines l join parties p on p.id = l.party_id
          where l.ledger_id = ${LEDGER.receivable} and l.vc_date between ${thisStart} and ${date} and l.post_status = 1 and l.source_type = ${SOURCE.sale}
          group by l.party_id, p.name order by sum(l.debit) desc, p.name limit 10`,
    ),
    rows<{ model_id: number; name: string; qty: string; sales: string }>(
      ex,
      sql`select i.m_id as model_id, m.name, sum(i.qty) as qty, sum(i.total) as sales
          from sales s join sales_items i on i.sale_id = s.id join product_models m on m.id = i.m_id
          where s.inv_date between ${thisStart} and ${date}
          group by i.m_id, m.name order by sum(i.total) desc, m.name limit 10`,
    ),
    rows<{ group_id: number | null; name: string | null; value: string }>(
      ex,
      sql`select m.g_id as group_id, g.name, sum(s.value) as value
          from model_stock s join product_models m on m.id = s.model_id left join product_groups g on g.id = m.g_id
          where s.value <> 0
          group by m.g_id, g.name order by sum(s.value) desc`,
    ),
    rows<{ bucket: string; n: number; amount: string }>(
      ex,
      sql`select case when coalesce(chq_date, received_date) < ${date} then 'Overdue'
                      when coalesce(chq_date, received_date) <= ${addDays(date, 7)} then 'Next 7 days'
                      when coalesce(chq_date, received_date) <= ${addDays(date, 30)} then '8-30 days'
                      else 'Later' end as bucket,
                 count(*)::int as n, sum(amount) as amount
          from cheques where direction = 'received' and state = 'received'
          group by 1`,
    ),
    rows<{ d: string; state: string; amount: string }>(
      ex,
      sql`select to_char(c.received_date, 'YYYY-MM-DD') as d, ca.state, sum(c.amount) as amount
          from cheques c ${CHEQUE_AT(date)}
          where c.direction = 'received' and not c.legacy and c.party_id is not null and c.received_date between ${from} and ${date}
          group by 1, 2`,
    ),
  ]);
  const chequesOn = (d: string) => fromPaisa(received.filter((r) => r.d === d).reduce((s, r) => s + paisa(r.amount), 0));
  const chequesThisMonth: Record<string, number> = {};
  for (const r of received)
    if (r.d >= thisStart) chequesThisMonth[r.state] = fromPaisa(paisa(chequesThisMonth[r.state] ?? 0) + paisa(r.amount));

  const byDay = new Map(days.map((d) => [d.d, d]));
  const daily: DashboardReply['daily'] = [];
  for (let i = 0; i < 30; i++) {
    const d = addDays(from30, i);
    const r = byDay.get(d);
    daily.push({ date: d, sales: toAmount(r?.sales ?? 0), collections: toAmount(r?.coll ?? 0), cheques: chequesOn(d) });
  }
  const total = (lo: string, hi: string) => {
    let s = 0;
    let c = 0;
    for (const d of days) {
      if (d.d < lo || d.d > hi) continue;
      s += paisa(d.sales);
      c += paisa(d.coll);
    }
    return { sales: fromPaisa(s), collections: fromPaisa(c) };
  };
  const order = ['Overdue', 'Next 7 days', '8-30 days', 'Later'];
  return {
    date,
    daily,
    months: {
      thisMonth: { label: label(thisStart), ...total(thisStart, date) },
      lastMonth: { label: label(lastStart), ...total(lastStart, lastEnd) },
      lastMonthToDate: total(lastStart, lastToDate),
    },
    topCustomers: customers.map((c) => ({ party_id: c.party_id, name: c.name, sales: toAmount(c.sales) })),
    topModels: models.map((m) => ({ model_id: m.model_id, name: m.name, qty: Number(m.qty), sales: toAmount(m.sales) })),
    chequesThisMonth,
    stockByGroup: groups.map((g) => ({ group_id: g.group_id, name: g.name ?? '(no group)', value: toAmount(g.value) })),
    cheques: order.map((bucket) => {
      const r = cheques.find((c) => c.bucket === bucket);
      return { bucket, count: r?.n ?? 0, amount: toAmount(r?.amount ?? 0) };
    }),
  };
}
