// Reads of customers and suppliers, each with its due read from the books.
import { sql, one, rows, type Executor } from '../../db/client.js';
import { pagedRows, searchAny, whereAll, type Page } from '../../db/paging.js';
import { partyDue, partyNetSql } from '../../ledger/balances.js';
import { notFound } from '../../errors.js';
import { toAmount } from '../../../domain/money.js';
import type { Party } from '../../../contracts/parties.js';

/** The due, as ledger/balances.ts partyDue reads it (from the period balances), turned round for a supplier. */
const PARTY_SELECT = sql`p.id, p.type, p.name, p.phone, p.mobile, p.contact_person, p.address, p.zone, p.amount,
  to_char(p.opening_date, 'YYYY-MM-DD') as opening_date, p.created_by, p.created_at,
  ${partyNetSql(sql`p.id`)} * (case when p.type = 2 then -1 else 1 end) as balance,
  p.credit_limit, p.credit_days, p.vds_entity,
  (p.credit_limit is not null and ${partyNetSql(sql`p.id`)} > p.credit_limit) as over_limit`;

type Row = Record<string, unknown> & { amount: string; balance: string; credit_limit: string | null; created_at: Date | string };

const toParty = (r: Row): Party =>
  ({
    ...r,
    amount: toAmount(r.amount),
    balance: toAmount(r.balance),
    credit_limit: r.credit_limit === null ? null : toAmount(r.credit_limit),
    created_at: new Date(r.created_at).toISOString(),
  }) as Party;

export interface PartyFilter extends Page {
  types: number[];
  search?: string;
  zone?: string;
  credit?: 'over';
}

const typeIn = (types: number[]) => sql`p.type in (${sql.join(types.map((t) => sql`${t}`), sql`, `)})`;

export async function listParties(ex: Executor, f: PartyFilter) {
  const where = whereAll([
    typeIn(f.types),
    f.zone ? sql`lower(p.zone) = lower(${f.zone})` : undefined,
    f.credit === 'over' ? sql`p.credit_limit is not null and ${partyNetSql(sql`p.id`)} > p.credit_limit` : undefined,
    searchAny([sql`p.name`, sql`p.mobile`, sql`p.phone`, sql`p.zone`], f.search),
  ]);
  const page = await pagedRows<Row>(ex, { select: PARTY_SELECT, from: sql`from parties p ${where}`, orderBy: sql`lower(p.name), p.id`, page: f });
  const zones = await rows<{ zone: string }>(ex, sql`select min(zone) as zone from parties p where ${typeIn(f.types)} and zone <> '' group by lower(zone) order by lower(zone)`);
  return { data: page.rows.map(toParty), total: page.total, zones: zones.map((z) => z.zone) };
}

export async function getParty(ex: Executor, id: number): Promise<Party> {
  const r = await one<Row>(ex, sql`select ${PARTY_SELECT} from parties p where p.id = ${id}`);
  if (!r) throw notFound('Party not found');
  return toParty(r);
}

/** The party's current due from the books. */
export async function openBalance(ex: Executor, partyId: number): Promise<number> {
  if (!(await one(ex, sql`select 1 from parties where id = ${partyId}`))) throw notFound('Party not found');
  return partyDue(ex, partyId);
}
