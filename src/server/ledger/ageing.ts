// Receivables and payables ageing as on a date: each party's due split by the age of the bills it
// is made of (current, 1–30, 31–60, 61–90, over 90 days, by document date). A bill is what its own
// document left owing: a bill's total less what was collected on it, a purchase's less what it paid.
// Other settlements are taken against the oldest bills first, so what is still due is the party's
// latest bills adding up to its due. A cheque that bounced (or came back) re-opens its amount at the
// age of the bill it paid (a collection on no bill: the day it was received), not on the day it
// bounced, so the bill form's overdue figure (credit/creditLimit.ts, from the same items) and the
// ageing agree (issue 41, item 4). Only the last 90 days of lines are read: whatever of the due they
// do not cover is older. The due itself comes from the party balances less the lines dated after the
// day. Posted lines only.
// Shared: the ageing report answers it whole, the home screen's dashboard charts its receivables' totals.
import { sql, rows, type Executor } from '../db/client.js';
import type { AgeingReply } from '../../contracts/statements.js';
import { LEDGER } from './accounts.js';
import { PARTY_TYPE } from './balances.js';
import { SOURCE } from './sources.js';
import { fromPaisa, paisa } from '../../domain/money.js';

const BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'over_90'] as const;
type Bucket = (typeof BUCKETS)[number];

const bucketOf = (days: number): Bucket => (days <= 0 ? 'current' : days <= 30 ? 'd1_30' : days <= 60 ? 'd31_60' : days <= 90 ? 'd61_90' : 'over_90');

interface PartyDue {
  id: number;
  name: string;
  mobile: string | null;
  type: number;
  /** Debit less credit on the receivable and payable ledgers, up to the day. */
  net: string;
  credit_days: number | null;
}

interface Bill {
  party_id: number;
  days: number;
  /** Debit less credit of the bill's own lines: above zero a customer's bill, below a supplier's. */
  net: string;
}

/**
 * The bills parties' dues are made of as on `asOn` (of one party, or all), newest first: the
 * receivable and payable lines of the last 90 days grouped by the document they belong to (a bill
 * with the collection taken on it, a purchase with its payment, a cheque with its moves), each aged
 * from its document's date; a cheque's moves (a bounce, a return, a deposit again) from the date of
 * the bill it paid, or of its purchase, or the day it was received or issued. `exceptSale` leaves
 * out a bill being edited.
 */
export async function agedBills(ex: Executor, asOn: string, o: { partyId?: number; exceptSale?: number } = {}): Promise<Bill[]> {
  const ledgers = sql`(${LEDGER.receivable}, ${LEDGER.payable})`;
  return rows<Bill>(
    ex,
    sql`with l as (
          select v.party_id, v.debit - v.credit as net, v.vc_date,
            case when cp.sale_id is not null then 'sale' when v.source_type is null then 'line' else v.source_type end as kind,
            case when cp.sale_id is not null then cp.sale_id when v.source_type is null then v.id else v.source_id end as key
          from voucher_lines v
          left join coll_pay cp on v.source_type = ${SOURCE.collPay} and cp.id = v.source_id
          where v.post_status = 1 and v.ledger_id in ${ledgers} and v.party_id is not null
            and v.vc_date between ${asOn}::date - 90 and ${asOn}::date
            ${o.partyId !== undefined ? sql`and v.party_id = ${o.partyId}` : sql``}
        ), g as (
          select party_id, kind, key, sum(net) as net, min(vc_date) as vc_date from l
          where not (kind = 'sale' and key = ${o.exceptSale ?? 0})
          group by party_id, kind, key
        ), d as (
          select g.party_id, g.net, g.key,
            case when g.kind = 'cheque' then coalesce(
              (select coalesce(s.inv_date, pu.pu_date, c.received_date) from cheques c
                 left join coll_pay ccp on c.source_type = ${SOURCE.collPay} and ccp.id = c.source_id
                 left join sales s on s.id = ccp.sale_id
                 left join purchases pu on c.source_type = ${SOURCE.purchase} and pu.id = c.source_id
               where c.id = g.key), g.vc_date)
            else g.vc_date end as aged_from
          from g where g.net <> 0
        )
        select party_id, (${asOn}::date - aged_from) as days, net::text as net from d
        order by party_id, aged_from desc, key desc`,
  );
}

/**
 * How much of a `due` (in paisa) is older than `creditDays`: what the party's newest bills (agedBills) do not
 * account for within those days. The bill form's overdue figure, the same as the ageing's buckets
 * past the credit days.
 */
export function overdueOf(due: number, bills: Bill[], creditDays: number): number {
  let recent = 0;
  for (const b of bills) {
    const amount = paisa(b.net);
    if (amount > 0 && Number(b.days) <= creditDays) recent += amount;
  }
  return Math.max(0, due - recent);
}

export async function ageing(ex: Executor, asOn: string): Promise<AgeingReply> {
  const ledgers = sql`(${LEDGER.receivable}, ${LEDGER.payable})`;
  const parties = await rows<PartyDue>(
    ex,
    sql`select p.id, p.name, p.mobile, p.type, p.credit_days, (coalesce(b.net, 0) - coalesce(a.net, 0))::text as net
        from parties p
        left join (select party_id, sum(debit - credit) as net from party_balances where ledger_id in ${ledgers} group by party_id) b on b.party_id = p.id
        left join (select party_id, sum(debit - credit) as net from voucher_lines
                   where post_status = 1 and ledger_id in ${ledgers} and party_id is not null and vc_date > ${asOn}::date group by party_id) a on a.party_id = p.id
        where coalesce(b.net, 0) - coalesce(a.net, 0) <> 0
        order by p.name, p.id`,
  );
  const bills = await agedBills(ex, asOn);
  const billsOf = new Map<number, Bill[]>();
  for (const b of bills) billsOf.set(b.party_id, [...(billsOf.get(b.party_id) ?? []), b]);

  const sides = { receivables: [] as ReturnType<typeof age>[], payables: [] as ReturnType<typeof age>[] };
  function age(p: PartyDue, receivable: boolean) {
    const due = receivable ? paisa(p.net) : -paisa(p.net);
    const b: Record<Bucket, number> = { current: 0, d1_30: 0, d31_60: 0, d61_90: 0, over_90: 0 };
    let advance = 0;
    if (due < 0) advance = -due;
    else {
      let left = due;
      for (const bill of billsOf.get(p.id) ?? []) {
        if (left <= 0) break;
        const amount = receivable ? paisa(bill.net) : -paisa(bill.net);
        if (amount <= 0) continue;
        const taken = Math.min(amount, left);
        b[bucketOf(Number(bill.days))] += taken;
        left -= taken;
      }
      b.over_90 += left;
    }
    const overdue = receivable && p.credit_days !== null && due > 0 ? overdueOf(due, billsOf.get(p.id) ?? [], p.credit_days) : 0;
    return { party_id: p.id, name: p.name, mobile: p.mobile ?? '', type: p.type, ...b, advance, total: due, credit_days: p.credit_days, overdue };
  }
  for (const p of parties) {
    const receivable = p.type === PARTY_TYPE.customer || (p.type !== PARTY_TYPE.supplier && paisa(p.net) > 0);
    (receivable ? sides.receivables : sides.payables).push(age(p, receivable));
  }
  const side = (list: ReturnType<typeof age>[]) => {
    const sumOf = (k: Bucket | 'advance' | 'total') => fromPaisa(list.reduce((s, r) => s + r[k], 0));
    return {
      parties: list.map((r) => ({
        ...r,
        ...Object.fromEntries(BUCKETS.map((k) => [k, fromPaisa(r[k])])),
        advance: fromPaisa(r.advance),
        total: fromPaisa(r.total),
        overdue: fromPaisa(r.overdue),
      })) as AgeingReply['receivables']['parties'],
      totals: {
        current: sumOf('current'),
        d1_30: sumOf('d1_30'),
        d31_60: sumOf('d31_60'),
        d61_90: sumOf('d61_90'),
        over_90: sumOf('over_90'),
        advance: sumOf('advance'),
        total: sumOf('total'),
      },
    };
  };
  return { asOn, receivables: side(sides.receivables), payables: side(sides.payables) };
}
