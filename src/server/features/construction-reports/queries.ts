// The construction reports, each a query over the construction books (project voucher lines and the
// construction chart), the projects, their investors and the returnable transactions.
import { sql, one, rows, type Executor } from '../../db/client.js';
import { searchAny } from '../../db/paging.js';
import { badRequest, notFound } from '../../errors.js';
import { dec, sum, toAmount } from '../../../domain/money.js';
import { bankBalance, pettyCashBalance, PROJECT_FIGURES, PROJECT_INVESTMENT, returnableTotals } from '../../ledger/projectBalances.js';
import type {
  CompletedProjectRow,
  InvestorDetailsQuery,
  OutstandingOverview,
  ProjectOutstandingRow,
  ProjectOutstandingSummary,
  ReportQuery,
} from '../../../contracts/construction-reports.js';
import { BANK_LEDGERS, EXPENSE_LEDGERS, investorLedgers, PETTY_CASH_LEDGER, plainStatement, statements, type Range } from './statements.js';
import { investorExpenses, investorProjects, investorShares, investorTotals } from './shares.js';

type Raw = Record<string, unknown>;

function checkRange(r: Range): Range {
  if (r.sDate && r.eDate && r.sDate > r.eDate) throw badRequest('End date must be after start date', 'eDate');
  return r;
}

const totalOf = (values: number[]) => toAmount(sum(values));

// ---- ledger statements by kind -------------------------------------------------------------------

export async function investorReport(ex: Executor, q: ReportQuery) {
  const list = await statements(ex, investorLedgers(), checkRange(q));
  const investors = list.map((s) => ({ ...plainStatement(s), investor_id: s.owner_id ?? 0, investor_name: s.owner_name ?? '' }));
  return { result: { investors, total_closing_balance: totalOf(investors.map((s) => s.closing_balance)) } };
}

export async function expensesReport(ex: Executor, q: ReportQuery) {
  const expenses = (await statements(ex, EXPENSE_LEDGERS, checkRange(q))).map(plainStatement);
  return { result: { expenses, grand_total_expense: totalOf(expenses.map((s) => s.closing_balance)) } };
}

export async function bankReport(ex: Executor, q: ReportQuery) {
  const banks = (await statements(ex, BANK_LEDGERS, checkRange(q))).map(plainStatement);
  return { result: { banks, grand_total_balance: totalOf(banks.map((s) => s.closing_balance)) } };
}

// ---- small totals --------------------------------------------------------------------------------

/** Every project's investment: its contributions, or the figure stored when it was completed. */
async function totalInvestment(ex: Executor): Promise<number> {
  const r = await one<{ t: string }>(
    ex,
    sql`select coalesce(sum(${PROJECT_INVESTMENT}), 0) as t from projects p left join ${PROJECT_FIGURES} f on f.project_id = p.id`,
  );
  return toAmount(r?.t);
}

export const totalInvestmentReport = async (ex: Executor) => ({ result: { total_investment: await totalInvestment(ex) } });

export const pettyCashTotal = async (ex: Executor) => ({ total_petty: toAmount(await pettyCashBalance(ex)) });

export async function bankBalances(ex: Executor) {
  const banks = (await statements(ex, BANK_LEDGERS, {})).map((s) => ({ ledger_id: s.ledger_id, ledger_name: s.ledger_name, balance: s.closing_balance }));
  return { result: { grand_total_balance: toAmount(await bankBalance(ex)), banks } };
}

// ---- completed projects' profit/loss -------------------------------------------------------------

export async function plSummary(ex: Executor, q: { search?: string }) {
  const list = await rows<Raw>(
    ex,
    sql`select p.id as project_id, p.project_name, p.work_id, p.profit_loss as final_profit_loss, p.investment as final_investment
        from projects p
        where p.status = 'completed' and ${searchAny([sql`p.project_name`, sql`p.work_id`], q.search)}
        order by lower(p.project_name), p.id`,
  );
  const projects: CompletedProjectRow[] = list.map((r) => ({
    project_id: Number(r.project_id),
    project_name: String(r.project_name),
    work_id: String(r.work_id),
    final_profit_loss: toAmount(r.final_profit_loss as string),
    final_investment: toAmount(r.final_investment as string),
  }));
  return {
    result: {
      projects,
      total_profit_loss: totalOf(projects.map((p) => p.final_profit_loss)),
      total_investment: totalOf(projects.map((p) => p.final_investment)),
    },
  };
}

// ---- investor summary and details ----------------------------------------------------------------

export async function investorSummary(ex: Executor, q: { search?: string }) {
  return { result: { investors: await investorShares(ex, { search: q.search }), ...(await investorTotals(ex)) } };
}

/** One investor ledger: its statement in the range (search narrows the voucher rows shown), shares, projects, expenses. */
export async function investorDetails(ex: Executor, q: InvestorDetailsQuery) {
  const [statement] = await statements(ex, investorLedgers(q.ledgerId), checkRange({ sDate: q.sDate, eDate: q.eDate }));
  if (!statement) throw notFound('Investor ledger not found');
  const [shares] = await investorShares(ex, { ledgerId: q.ledgerId });
  const investorId = statement.owner_id ?? 0;
  const needle = q.search?.toLowerCase();
  const vouchers = needle
    ? statement.rows.filter((r) => [r.project_vc_no, r.remarks, r.project_name ?? ''].some((t) => t.toLowerCase().includes(needle)))
    : statement.rows;
  const available = dec(statement.closing_balance).plus(shares.profit_share).minus(shares.expense_share);
  return {
    result: {
      investor: {
        ledger_id: statement.ledger_id,
        investor_id: investorId,
        ledger_name: statement.ledger_name,
        opening_balance: statement.opening_balance,
        total_debit: statement.total_debit,
        total_credit: statement.total_credit,
        closing_balance: statement.closing_balance,
        profit_share: shares.profit_share,
        expense_share: shares.expense_share,
        available_balance: toAmount(available),
        vouchers,
      },
      projects: await investorProjects(ex, investorId),
      expenses: await investorExpenses(ex, investorId),
    },
  };
}

// ---- project outstanding -------------------------------------------------------------------------

export async function projectOutstanding(ex: Executor): Promise<ProjectOutstandingSummary> {
  const list = await rows<Raw>(
    ex,
    sql`select p.id as project_id, p.project_name, p.work_id, ${PROJECT_INVESTMENT} as total_investment,
          coalesce(f.bill, 0) as total_received, coalesce(f.expense, 0) as total_expense,
          ${PROJECT_INVESTMENT} + coalesce(f.bill, 0) - coalesce(f.expense, 0) as outstanding
        from projects p left join ${PROJECT_FIGURES} f on f.project_id = p.id
        order by p.id desc`,
  );
  const projects: ProjectOutstandingRow[] = list.map((r) => ({
    project_id: Number(r.project_id),
    project_name: String(r.project_name),
    work_id: String(r.work_id),
    total_investment: toAmount(r.total_investment as string),
    total_received: toAmount(r.total_received as string),
    total_expense: toAmount(r.total_expense as string),
    outstanding: toAmount(r.outstanding as string),
  }));
  const total = (k: keyof ProjectOutstandingRow) => totalOf(projects.map((p) => p[k] as number));
  return {
    total_investment: total('total_investment'),
    total_expense: total('total_expense'),
    total_received: total('total_received'),
    outstanding: total('outstanding'),
    projects,
  };
}

// ---- the Outstanding overview --------------------------------------------------------------------

/** Outstanding = petty cash + bank balances + project outstanding − |returnable balance|. */
export async function outstandingOverview(ex: Executor): Promise<OutstandingOverview> {
  const returnable = await returnableTotals(ex);
  const totals = await investorTotals(ex);
  const projects = await projectOutstanding(ex);
  const banks = (await statements(ex, BANK_LEDGERS, {})).map((s) => ({
    ledger_id: s.ledger_id,
    ledger_name: s.ledger_name,
    opening_balance: s.opening_balance,
    total_debit: s.total_debit,
    total_credit: s.total_credit,
    balance: s.closing_balance,
  }));
  const [petty] = await statements(ex, PETTY_CASH_LEDGER, {});
  const bankTotal = sum(banks.map((b) => b.balance));
  const outstanding = dec(petty.closing_balance).plus(bankTotal).plus(projects.outstanding).minus(dec(returnable.total).abs());
  return {
    returnable: { total_receive: toAmount(returnable.total_receive), total_payment: toAmount(returnable.total_payment), total: toAmount(returnable.total) },
    profit_loss: {
      total_invested: totals.total_invested_amount,
      total_profit: totals.total_profit_loss,
      total_expense: totals.total_expense,
      balance: toAmount(dec(totals.total_invested_amount).plus(totals.total_profit_loss).minus(totals.total_expense)),
    },
    project_petty_cash: {
      total_investment: projects.total_investment,
      total_expense: projects.total_expense,
      total_received: projects.total_received,
      balance: projects.outstanding,
    },
    banks,
    grand_total_balance: toAmount(bankTotal),
    petty_cash: { opening_balance: petty.opening_balance, total_debit: petty.total_debit, total_credit: petty.total_credit, balance: petty.closing_balance },
    total_petty: petty.closing_balance,
    project_outstanding: projects.outstanding,
    outstanding: toAmount(outstanding),
  };
}
