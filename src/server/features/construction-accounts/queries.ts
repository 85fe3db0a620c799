// Reads of the construction chart: paged lists with search, one record, the ledgers of a project and
// the ledger report (opening balance, lines with a running balance, totals).
import type { SQL } from 'drizzle-orm';
import { sql, one, rows, type Executor } from '../../db/client.js';
import { pagedRows, searchAny, whereAll } from '../../db/paging.js';
import { notFound } from '../../errors.js';
import { toAmount } from '../../../domain/money.js';
import { LEDGER_BALANCES } from '../../ledger/projectBalances.js';
import { offsetOf, type PageQuery } from '../../../contracts/construction.js';
import type {
  GroupRow,
  LedgerListQuery,
  LedgerReportQuery,
  LedgerReportRow,
  LedgerRow,
  MainRow,
  ProjectLedgerRow,
  SubRow,
} from '../../../contracts/construction-accounts.js';

type Raw = Record<string, unknown>;

/** Numeric columns arrive as strings: these become JSON numbers with 2 decimals. */
function amounts<T>(r: Raw, keys: string[]): T {
  const out = { ...r };
  for (const k of keys) out[k] = toAmount(r[k] as string);
  return out as T;
}

function paged<T>(ex: Executor, q: PageQuery, select: SQL, from: SQL, orderBy: SQL) {
  return pagedRows<T>(ex, { select, from, orderBy, page: offsetOf(q) }).then((p) => ({ result: p.rows, total: p.total }));
}

export const listGroups = (ex: Executor, q: PageQuery) =>
  paged<GroupRow>(ex, q, sql`g.id, g.name, g.nature`, sql`from project_acc_groups g ${whereAll([searchAny([sql`g.name`], q.search)])}`, sql`g.id`);

const MAIN_SELECT = sql`m.id, m.name, m.project_g_id, g.name as group_name`;
const MAIN_FROM = sql`from project_acc_mains m join project_acc_groups g on g.id = m.project_g_id`;

export const listMains = (ex: Executor, q: PageQuery) =>
  paged<MainRow>(ex, q, MAIN_SELECT, sql`${MAIN_FROM} ${whereAll([searchAny([sql`m.name`, sql`g.name`], q.search)])}`, sql`m.id`);

export async function getMain(ex: Executor, id: number): Promise<MainRow> {
  const r = await one<MainRow>(ex, sql`select ${MAIN_SELECT} ${MAIN_FROM} where m.id = ${id}`);
  if (!r) throw notFound('Main head not found');
  return r;
}

const SUB_SELECT = sql`s.id, s.name, s.project_main_id, m.name as main_name, m.project_g_id, g.name as group_name`;
const SUB_FROM = sql`from project_acc_subs s join project_acc_mains m on m.id = s.project_main_id join project_acc_groups g on g.id = m.project_g_id`;

export const listSubs = (ex: Executor, q: PageQuery) =>
  paged<SubRow>(ex, q, SUB_SELECT, sql`${SUB_FROM} ${whereAll([searchAny([sql`s.name`, sql`m.name`, sql`g.name`], q.search)])}`, sql`s.id`);

export async function getSub(ex: Executor, id: number): Promise<SubRow> {
  const r = await one<SubRow>(ex, sql`select ${SUB_SELECT} ${SUB_FROM} where s.id = ${id}`);
  if (!r) throw notFound('Sub head not found');
  return r;
}

const LEDGER_SELECT = sql`l.id, l.name, l.project_acc_main_id, l.project_acc_sub_id, l.project_id, p.project_name, p.work_id, l.amount,
  l.open_date, l.phone, l.address, m.project_g_id, g.name as group_name, m.name as main_name, s.name as sub_name, b.balance as "Avl_bal"`;
const LEDGER_FROM = sql`from project_ledgers l
  join project_acc_mains m on m.id = l.project_acc_main_id
  join project_acc_groups g on g.id = m.project_g_id
  join project_acc_subs s on s.id = l.project_acc_sub_id
  join ${LEDGER_BALANCES} b on b.ledger_id = l.id
  left join projects p on p.id = l.project_id`;
const LEDGER_AMOUNTS = ['amount', 'Avl_bal'];

export async function listLedgers(ex: Executor, q: LedgerListQuery) {
  const where = whereAll([
    searchAny([sql`l.name`, sql`s.name`, sql`m.name`, sql`g.name`, sql`coalesce(p.project_name, '')`, sql`l.phone`], q.search),
    q.projectId ? sql`l.project_id = ${q.projectId}` : undefined,
  ]);
  const page = await paged<Raw>(ex, q, LEDGER_SELECT, sql`${LEDGER_FROM} ${where}`, sql`l.id`);
  return { result: page.result.map((r) => amounts<LedgerRow>(r, LEDGER_AMOUNTS)), total: page.total };
}

export async function getLedger(ex: Executor, id: number): Promise<LedgerRow> {
  const r = await one<Raw>(ex, sql`select ${LEDGER_SELECT} ${LEDGER_FROM} where l.id = ${id}`);
  if (!r) throw notFound('Ledger not found');
  return amounts<LedgerRow>(r, LEDGER_AMOUNTS);
}

/** The ledgers of a project: those tied to it and those its vouchers used, with the project's debits and credits on each. */
export async function ledgersByProject(ex: Executor, projectId: number) {
  if (!(await one(ex, sql`select 1 from projects where id = ${projectId}`))) throw notFound('Project not found');
  const list = await rows<Raw>(
    ex,
    sql`select ${LEDGER_SELECT}, coalesce(t.d, 0) as project_debit, coalesce(t.c, 0) as project_credit
        ${LEDGER_FROM}
        left join (select project_ledger_id, sum(debit) d, sum(credit) c from project_voucher_lines where project_id = ${projectId} group by project_ledger_id) t
          on t.project_ledger_id = l.id
        where l.project_id = ${projectId} or t.project_ledger_id is not null
        order by l.id`,
  );
  return { result: list.map((r) => amounts<ProjectLedgerRow>(r, [...LEDGER_AMOUNTS, 'project_debit', 'project_credit'])) };
}

/**
 * A ledger's report between optional dates: the opening balance (opening amount plus earlier lines),
 * each line with a running balance, and the totals. With a project, only that project's lines count,
 * and the opening amount only when the ledger is tied to that project.
 */
export async function ledgerReport(ex: Executor, q: LedgerReportQuery) {
  const ledger = await one<{ id: number; name: string; amount: string; project_id: number | null }>(
    ex,
    sql`select id, name, amount, project_id from project_ledgers where id = ${q.ledgerId}`,
  );
  if (!ledger) throw notFound('Ledger not found');
  const ofLedger = whereAll([sql`v.project_ledger_id = ${q.ledgerId}`, q.projectId ? sql`v.project_id = ${q.projectId}` : undefined]);
  const openingAmount = !q.projectId || ledger.project_id === q.projectId ? ledger.amount : '0';
  const before = await one<{ net: string }>(
    ex,
    sql`select ${openingAmount}::numeric + coalesce(sum(v.debit - v.credit), 0) as net from project_voucher_lines v
        ${ofLedger} ${q.sDate ? sql`and v.project_vc_date < ${q.sDate}` : sql`and false`}`,
  );
  const opening = before?.net ?? '0';
  const inRange = sql`${q.sDate ? sql`and v.project_vc_date >= ${q.sDate}` : sql``} ${q.eDate ? sql`and v.project_vc_date <= ${q.eDate}` : sql``}`;
  const list = await rows<Raw>(
    ex,
    sql`select v.id, v.project_vc_date, v.project_vc_no, v.project_vc_type, v.project_id, p.project_name, v.remarks, v.details, v.debit, v.credit,
          ${opening}::numeric + sum(v.debit - v.credit) over (order by v.project_vc_date, v.project_vc_no, v.inx, v.id) as balance
        from project_voucher_lines v left join projects p on p.id = v.project_id
        ${ofLedger} ${inRange}
        order by v.project_vc_date, v.project_vc_no, v.inx, v.id`,
  );
  const totals = await one<{ d: string; c: string }>(
    ex,
    sql`select coalesce(sum(v.debit), 0) d, coalesce(sum(v.credit), 0) c from project_voucher_lines v
        ${ofLedger} ${inRange}`,
  );
  const closing = list.length ? (list[list.length - 1].balance as string) : opening;
  return {
    result: {
      ledger_id: ledger.id,
      ledger_name: ledger.name,
      opening_balance: toAmount(opening),
      rows: list.map((r) => amounts<LedgerReportRow>(r, ['debit', 'credit', 'balance'])),
      total_debit: toAmount(totals?.d),
      total_credit: toAmount(totals?.c),
      closing_balance: toAmount(closing),
    },
  };
}
