// Reads of the cheque register: the list with its filters and totals per state, one cheque with its
// changes, and the post-dated cheques falling due.
import type { SQL } from 'drizzle-orm';
import { sql, one, rows, type Executor } from '../../db/client.js';
import { fromPaisa, paisa, toAmount } from '../../../domain/money.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { notFound } from '../../errors.js';
import { CHEQUE_AT, CHEQUE_NO_KEY, CHEQUE_PARTY, CHEQUE_PARTY_NAME, chequeNoKey } from '../../ledger/cheques.js';
import { NEXT_STATES, type Cheque, type ChequeDetail, type ChequeList, type ChequeListQuery } from '../../../contracts/cheques.js';

type Row = Omit<Cheque, 'amount' | 'bounce_charge' | 'actions'> & { amount: string; bounce_charge: string };

const d = (col: string) => sql.raw(`to_char(c.${col}, 'YYYY-MM-DD') as ${col}`);
const COLUMNS = (state: SQL) => sql`c.id, c.direction, ${state} as state, c.legacy, c.party_id, ${CHEQUE_PARTY_NAME} as party_name, c.amount, c.chq_no, ${d('chq_date')}, c.drawn_on,
  c.bank_id, case when b.id is null then null when b.branch <> '' then b.name || ' - ' || b.branch else b.name end as bank_name,
  ${d('received_date')}, ${d('deposited_date')}, ${d('cleared_date')}, ${d('bounced_date')}, ${d('returned_date')}, ${d('cancelled_date')},
  c.bounce_charge, c.charge_to_party, c.source_type, c.source_id, c.vc_no`;
const SELECT = COLUMNS(sql`c.state`);
const FROM = sql`from cheques c ${CHEQUE_PARTY} left join banks b on b.id = c.bank_id`;

export function toCheque(r: Row): Cheque {
  return {
    ...r,
    amount: toAmount(r.amount),
    bounce_charge: toAmount(r.bounce_charge),
    actions: r.legacy ? [] : (NEXT_STATES[r.direction][r.state] ?? []),
  };
}

/** The state read: as at `asOf` (its events), else today's. */
const stateOf = (q: ChequeListQuery) => (q.asOf ? sql`ca.state` : sql`c.state`);
const fromOf = (q: ChequeListQuery) => (q.asOf ? sql`${FROM} ${CHEQUE_AT(q.asOf)}` : FROM);

function filters(q: ChequeListQuery, withState: boolean): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.asOf) parts.push(sql`ca.state is not null`);
  if (q.direction) parts.push(sql`c.direction = ${q.direction}`);
  if (withState && q.state) parts.push(sql`${stateOf(q)} = ${q.state}`);
  if (q.bankId) parts.push(sql`c.bank_id = ${q.bankId}`);
  if (q.partyId) parts.push(sql`c.party_id = ${q.partyId}`);
  if (q.fromDate) parts.push(sql`coalesce(c.chq_date, c.received_date) >= ${q.fromDate}`);
  if (q.toDate) parts.push(sql`coalesce(c.chq_date, c.received_date) <= ${q.toDate}`);
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    // a cheque's number matches written with or without its spaces and hyphens (issue 41, item 8)
    const key = chequeNoKey(q.search);
    const byNo = key ? sql`or ${CHEQUE_NO_KEY(sql`c.chq_no`)} like ${`%${key}%`}` : sql``;
    parts.push(sql`(c.chq_no ilike ${like} ${byNo} or ${CHEQUE_PARTY_NAME} ilike ${like} or c.drawn_on ilike ${like} or c.vc_no ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

export async function listCheques(ex: Executor, q: ChequeListQuery): Promise<ChequeList> {
  const page = sql`${q.limit ? sql`limit ${q.limit}` : sql``} offset ${q.offset ?? 0}`;
  const from = fromOf(q);
  const [found, count, totals] = await Promise.all([
    rows<Row>(
      ex,
      sql`select ${COLUMNS(stateOf(q))} ${from} where ${filters(q, true)}
          order by coalesce(c.chq_date, c.received_date) desc, c.id desc ${page}`,
    ),
    one<{ n: number }>(ex, sql`select count(*)::int as n ${from} where ${filters(q, true)}`),
    rows<{ direction: 'received' | 'issued'; state: string; count: number; amount: string }>(
      ex,
      sql`select c.direction, ${stateOf(q)} as state, count(*)::int as count, sum(c.amount)::text as amount ${from} where ${filters(q, false)}
          group by 1, 2 order by 1 desc, 2`,
    ),
  ]);
  return {
    // as at a past day the register is read only: no change is offered
    data: found.map((r) => (q.asOf ? { ...toCheque(r), actions: [] } : toCheque(r))),
    total: count?.n ?? 0,
    totals: totals.map((t) => ({ ...t, amount: toAmount(t.amount) })),
  };
}

export async function getCheque(ex: Executor, id: number): Promise<ChequeDetail> {
  const r = await one<Row>(ex, sql`select ${SELECT} ${FROM} where c.id = ${id}`);
  if (!r) throw notFound('This cheque does not exist');
  const events = await rows<{
    id: number;
    state: string;
    date: string;
    vc_no: string | null;
    note: string;
    created_by_name: string | null;
    created_at: Date | string;
  }>(
    ex,
    sql`select e.id, e.state, to_char(e.event_date, 'YYYY-MM-DD') as date, e.vc_no, e.note, u.name as created_by_name, e.created_at
        from cheque_events e left join users u on u.id = e.created_by where e.cheque_id = ${id} order by e.id`,
  );
  return { ...toCheque(r), events: events.map((e) => ({ ...e, created_at: new Date(e.created_at).toISOString() })) };
}

/** Received cheques still in hand dated on or before `days` from today: post-dated ones falling due, and any already due. */
export async function chequesDue(ex: Executor, days = 7): Promise<{ data: Cheque[]; total: number; amount: number }> {
  const today = todayInDhaka();
  const found = await rows<Row>(
    ex,
    sql`select ${SELECT} ${FROM} where c.direction = 'received' and c.state = 'received'
          and coalesce(c.chq_date, c.received_date) <= ${today}::date + ${days}::int
        order by coalesce(c.chq_date, c.received_date), c.id limit 200`,
  );
  const data = found.map(toCheque);
  return { data, total: data.length, amount: fromPaisa(found.reduce((s, r) => s + paisa(r.amount), 0)) };
}
