// Receivables and payables ageing as on a date: each party's due split by the age of the bills it
// is made of (current, 1–30, 31–60, 61–90, over 90 days, by document date). Settlements are taken
// against the oldest bills first, so what is still due is the party's latest bills adding up to its
// due. Only the last 90 days of bills are read: whatever of the due they do not cover is older.
// The due itself comes from the party balances less the lines dated after the day. Posted lines only.
// Shared: the ageing report answers it whole, the home screen's dashboard charts its receivables' totals.
import { sql, rows, type Executor } from '../db/client.js';
import type { AgeingReply } from '../../contracts/statements.js';
import { LEDGER } from './accounts.js';
import { PARTY_TYPE } from './balances.js';
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
}

interface Bill {
  party_id: number;
  days: number;
  debit: string;
  credit: string;
}

export async function ageing(ex: Executor, asOn: string): Promise<AgeingReply> {
  const ledgers = sql`(${LEDGER.receivable}, ${LEDGER.payable})`;
  const parties = await rows<PartyDue>(
    ex,
    sql`select p.id, p.name, p.mobile, p.type, (coalesce(b.net, 0) - coalesce(a.net, 0))::text as net
        from parties p
        left join (select party_id, sum(debit - credit) as net from party_balances where ledger_id in ${ledgers} group by party_id) b on b.party_id = p.id
        left join (select party_id, sum(debit - credit) as net from voucher_lines
                   where post_status = 1 and ledger_id in ${ledgers} and party_id is not null and vc_date > ${asOn}::date group by party_id) a on a.party_id = p.id
        where coalesce(b.net, 0) - coalesce(a.net, 0) <> 0
        order by p.name, p.id`,
  );
  const bills = await rows<Bill>(
    ex,
    sql`select party_id, (${asOn}::date - vc_date) as days, debit::text as debit, credit::text as credit
        from voucher_lines
        where post_status = 1 and ledger_id in ${ledgers} and party_id is not null
          and vc_date between ${asOn}::date - 90 and ${asOn}::date
        order by party_id, vc_date desc, id desc`,
  );
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
        const amount = paisa(receivable ? bill.debit : bill.credit);
        if (amount <= 0) continue;
        const taken = Math.min(amount, left);
        b[bucketOf(Number(bill.days))] += taken;
        left -= taken;
      }
      b.over_90 += left;
    }
    return { party_id: p.id, name: p.name, mobile: p.mobile ?? '', type: p.type, ...b, advance, total: due };
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
