// Reads of the projects: the list with its totals, one project with its ledger summary, and the
// construction dashboard. Every figure is read from the construction books (ledger/projectBalances).
import type { SQL } from 'drizzle-orm';
import { sql, one, rows, type Executor } from '../../db/client.js';
import { searchAny, whereAll } from '../../db/paging.js';
import { notFound } from '../../errors.js';
import { dec, toAmount } from '../../../domain/money.js';
import {
  bankBalance,
  LINE_CAPITAL,
  LINE_EXPENSE,
  LINE_INCOME,
  pettyCashBalance,
  PROJECT_FIGURES,
  PROJECT_INVESTMENT as INVESTMENT,
  PROJECT_LINES_FROM,
  PROJECT_PROFIT_LOSS,
  returnableTotals,
} from '../../ledger/projectBalances.js';
import type { Dashboard, ProjectRow, ProjectsQuery } from '../../../contracts/construction-projects.js';
import { offsetOf } from '../../../contracts/construction.js';

type Raw = Record<string, string | number | null>;

const PROJECT_COLUMNS = sql`p.id, p.work_id, p.project_name, p.place, p.work_amount, p.security_money, p.start_date, p.end_date,
  p.organization, p.qoutation, p.remarks, p.status, ${PROJECT_PROFIT_LOSS} as profit_loss,
  coalesce(f.expense, 0) as expense, coalesce(f.bill, 0) as bill, ${INVESTMENT} as investment,
  coalesce(f.pledged, 0) as pledged`;

const PROJECTS_FROM = sql`from projects p left join ${PROJECT_FIGURES} f on f.project_id = p.id`;

const MONEY_KEYS = ['work_amount', 'security_money', 'profit_loss', 'expense', 'bill', 'investment', 'pledged'] as const;

function toProjectRow(r: Raw): ProjectRow {
  const out = { ...r } as Record<string, unknown>;
  for (const k of MONEY_KEYS) out[k] = toAmount(r[k]);
  return out as ProjectRow;
}

function listFilter(q: Pick<ProjectsQuery, 'search' | 'status'>): SQL {
  return whereAll([
    searchAny([sql`p.work_id`, sql`p.project_name`, sql`p.place`, sql`p.organization`], q.search),
    q.status ? sql`p.status = ${q.status}` : undefined,
  ]);
}

/** GET /projects: a page of projects, newest first, with totals over every project the filters match. */
export async function listProjects(ex: Executor, q: ProjectsQuery) {
  const where = listFilter(q);
  const { limit, offset } = offsetOf(q);
  const list = await rows<Raw>(ex, sql`select ${PROJECT_COLUMNS} ${PROJECTS_FROM} ${where} order by p.id desc limit ${limit} offset ${offset}`);
  const t = await one<Raw>(
    ex,
    sql`select count(*)::int as total,
          coalesce(sum(coalesce(f.expense, 0)), 0) as total_expense,
          coalesce(sum(coalesce(f.bill, 0)), 0) as total_bill,
          coalesce(sum(p.work_amount), 0) as total_work_amount,
          coalesce(sum(p.security_money), 0) as total_security_money,
          (count(*) filter (where p.status = 'completed'))::int as completed_projects,
          (count(*) filter (where p.status = 'in_progress'))::int as in_progress_projects,
          coalesce(sum(p.profit_loss) filter (where p.status = 'completed'), 0) as total_profit_or_loss_for_completed
        ${PROJECTS_FROM} ${where}`,
  );
  return {
    result: list.map(toProjectRow),
    total: Number(t?.total ?? 0),
    total_expense: toAmount(t?.total_expense),
    total_bill: toAmount(t?.total_bill),
    total_work_amount: toAmount(t?.total_work_amount),
    total_security_money: toAmount(t?.total_security_money),
    completed_projects: Number(t?.completed_projects ?? 0),
    in_progress_projects: Number(t?.in_progress_projects ?? 0),
    total_profit_or_loss_for_completed: toAmount(t?.total_profit_or_loss_for_completed),
  };
}

export async function getProject(ex: Executor, id: number): Promise<ProjectRow> {
  const r = await one<Raw>(ex, sql`select ${PROJECT_COLUMNS} ${PROJECTS_FROM} where p.id = ${id}`);
  if (!r) throw notFound('Project not found');
  return toProjectRow(r);
}

/**
 * The project's ledger summary: one row per line of its books that carries income (total_received:
 * credited to an income ledger), expense (total_payment: debited to an expense ledger) or capital
 * (investment: paid into an investor's ledger), whatever voucher it is on. Its sums are the project's
 * bill, expense and investment, so the spec's completion (received − payment, sum of investment) reads
 * the same figures as every report.
 */
export async function ledgerSummary(ex: Executor, projectId: number) {
  const list = await rows<Raw>(
    ex,
    sql`select v.project_vc_date as vc_date, v.project_vc_no as vc_no, v.project_vc_type as vc_type, v.remarks,
          (select l.name from project_ledgers l where l.id = v.project_ledger_id) as ledger_name, ${LINE_CAPITAL} as investment, ${LINE_EXPENSE} as total_payment, ${LINE_INCOME} as total_received
        ${PROJECT_LINES_FROM} and v.project_id = ${projectId}
        order by v.project_vc_date, v.project_vc_no, v.inx`,
  );
  return list.map((r) => ({
    vc_date: String(r.vc_date),
    vc_no: String(r.vc_no),
    vc_type: Number(r.vc_type),
    remarks: String(r.remarks ?? ''),
    ledger_name: String(r.ledger_name),
    investment: toAmount(r.investment),
    total_payment: toAmount(r.total_payment),
    total_received: toAmount(r.total_received),
  }));
}

export async function projectDetails(ex: Executor, id: number) {
  const project_details = await getProject(ex, id);
  return { result: { project_details, ledger_summary: await ledgerSummary(ex, id) } };
}

/**
 * The construction dashboard's twelve figures. Outstanding = petty cash + bank balance + project
 * outstanding − |returnable balance|, where project outstanding (the Project Petty Cash card) =
 * investment − expense + bill, and the returnable balance is received − paid of the returnable transactions.
 */
export async function dashboard(ex: Executor): Promise<Dashboard> {
  const p = await one<Raw>(
    ex,
    sql`select count(*)::int as total_projects,
          (count(*) filter (where p.status = 'completed'))::int as completed_projects,
          (count(*) filter (where p.status = 'in_progress'))::int as running_projects,
          coalesce(sum(${INVESTMENT}), 0) as total_investment,
          coalesce(sum(p.profit_loss) filter (where p.status = 'completed'), 0) as total_profit_loss,
          coalesce(sum(coalesce(f.expense, 0)), 0) as total_expense,
          coalesce(sum(coalesce(f.bill, 0)), 0) as total_bill_received,
          coalesce(sum(${INVESTMENT} - coalesce(f.expense, 0) + coalesce(f.bill, 0)), 0) as project_petty_cash
        ${PROJECTS_FROM}`,
  );
  const petty = await pettyCashBalance(ex);
  const bank = await bankBalance(ex);
  const returnable = (await returnableTotals(ex)).total;
  const outstanding = dec(petty).plus(dec(bank)).plus(dec(p?.project_petty_cash)).minus(dec(returnable).abs());
  return {
    total_projects: Number(p?.total_projects ?? 0),
    completed_projects: Number(p?.completed_projects ?? 0),
    running_projects: Number(p?.running_projects ?? 0),
    total_investment: toAmount(p?.total_investment),
    total_profit_loss: toAmount(p?.total_profit_loss),
    total_expense: toAmount(p?.total_expense),
    total_bill_received: toAmount(p?.total_bill_received),
    petty_cash: toAmount(petty),
    cash_at_bank: toAmount(bank),
    project_petty_cash: toAmount(p?.project_petty_cash),
    returnable: toAmount(returnable),
    outstanding: toAmount(outstanding),
  };
}
