// Reads of the chart of accounts. A ledger's balance is read from the period balances of its posted lines.
import { sql, rows, type Executor } from '../../db/client.js';
import { pagedRows, searchAny, whereAll } from '../../db/paging.js';
import { notFound } from '../../errors.js';
import { toAmount } from '../../../domain/money.js';
import type { ListQuery } from '../../../contracts/common.js';
import type { Ledger, MainHead, SubHead } from '../../../contracts/accounts.js';

export const listGroups = (ex: Executor) => rows<{ id: number; name: string; nature: string }>(ex, sql`select id, name, nature from acc_groups order by id`);

const MAIN_FROM = sql`from acc_mains m join acc_groups g on g.id = m.g_id`;
const MAIN_SELECT = sql`m.id, m.g_id, m.name, g.name as group_name`;

export async function listMainHeads(ex: Executor, q: ListQuery): Promise<{ data: MainHead[]; total: number }> {
  const where = whereAll([searchAny([sql`m.name`, sql`g.name`], q.search)]);
  const r = await pagedRows<MainHead>(ex, { select: MAIN_SELECT, from: sql`${MAIN_FROM} ${where}`, orderBy: sql`g.id, m.name, m.id`, page: q });
  return { data: r.rows, total: r.total };
}

export async function getMainHead(ex: Executor, id: number): Promise<MainHead> {
  const [m] = await rows<MainHead>(ex, sql`select ${MAIN_SELECT} ${MAIN_FROM} where m.id = ${id}`);
  if (!m) throw notFound('This main head does not exist');
  return m;
}

const SUB_FROM = sql`from acc_subs s join acc_mains m on m.id = s.m_id join acc_groups g on g.id = m.g_id`;
const SUB_SELECT = sql`s.id, s.m_id, s.name, m.name as main_name, m.g_id, g.name as group_name`;

export async function listSubHeads(ex: Executor, q: ListQuery): Promise<{ data: SubHead[]; total: number }> {
  const where = whereAll([searchAny([sql`s.name`, sql`m.name`, sql`g.name`], q.search)]);
  const r = await pagedRows<SubHead>(ex, { select: SUB_SELECT, from: sql`${SUB_FROM} ${where}`, orderBy: sql`g.id, m.name, s.name, s.id`, page: q });
  return { data: r.rows, total: r.total };
}

export async function getSubHead(ex: Executor, id: number): Promise<SubHead> {
  const [s] = await rows<SubHead>(ex, sql`select ${SUB_SELECT} ${SUB_FROM} where s.id = ${id}`);
  if (!s) throw notFound('This sub head does not exist');
  return s;
}

type LedgerRow = Omit<Ledger, 'amount' | 'balance'> & { amount: string; balance: string };

const LEDGER_FROM = sql`from ledgers l
  join acc_subs s on s.id = l.s_id
  join acc_mains m on m.id = l.m_id
  join acc_groups g on g.id = m.g_id`;

/** Debit minus credit of the ledger's posted lines, every month of them, from the period balances. */
const BALANCE = sql`(select coalesce(sum(b.debit - b.credit), 0) from ledger_month_balances b where b.ledger_id = l.id)`;

const LEDGER_SELECT = sql`l.id, l.m_id, l.s_id, l.name, l.amount, to_char(l.open_date, 'YYYY-MM-DD') as open_date, s.name as sub_name,
  m.name as main_name, m.g_id, g.name as group_name, g.nature, l.tag_cus, l.tag_supp, l.system_role, ${BALANCE} as balance`;

const toLedger = (r: LedgerRow): Ledger => ({ ...r, amount: toAmount(r.amount), balance: toAmount(r.balance) });

/** Ledgers in the order the list groups them (main head, sub head), searched over every shown field. */
export async function listLedgers(ex: Executor, q: ListQuery): Promise<{ data: Ledger[]; total: number }> {
  const where = whereAll([
    searchAny([sql`l.name`, sql`s.name`, sql`m.name`, sql`g.name`, sql`l.amount`, sql`l.open_date`, BALANCE], q.search),
  ]);
  const r = await pagedRows<LedgerRow>(ex, { select: LEDGER_SELECT, from: sql`${LEDGER_FROM} ${where}`, orderBy: sql`g.id, m.name, s.name, l.name, l.id`, page: q });
  return { data: r.rows.map(toLedger), total: r.total };
}

export async function getLedger(ex: Executor, id: number): Promise<Ledger> {
  const [l] = await rows<LedgerRow>(ex, sql`select ${LEDGER_SELECT} ${LEDGER_FROM} where l.id = ${id}`);
  if (!l) throw notFound('This ledger does not exist');
  return toLedger(l);
}
