// Investors' shares of the projects they put capital into. The spec does not say how a profit or an
// expense share is computed; they are split by each investor's part of a project's capital:
//
// - an investor's part of a project is the capital it paid in (credits to its ledger tagged with the
//   project) ÷ all capital paid into the project; a project no capital has reached yet is split by the
//   contributions pledged in project_investors;
// - profit share: for each completed project, its stored profit/loss × that part, rounded to 2
//   decimals per project;
// - expense share: for each project not completed, its expense on each expense ledger × that part,
//   rounded to 2 decimals per project and ledger (a completed project's expenses are inside its
//   profit/loss, so they are not counted twice);
// - available balance = closing balance of the investor's ledger (capital put in, credit − debit)
//   + profit share − expense share.
import type { SQL } from 'drizzle-orm';
import { sql, one, rows, type Executor } from '../../db/client.js';
import { searchAny } from '../../db/paging.js';
import { toAmount } from '../../../domain/money.js';
import { INVESTOR_CAPITAL, LEDGER_BALANCES, OPEN_PROJECT_EXPENSES, PROJECT_FIGURES, PROJECT_INVESTMENT } from '../../ledger/projectBalances.js';
import type { InvestorShareRow } from '../../../contracts/construction-reports.js';

export const SHARE_RULES =
  'Profit and expense shares are split by each investor’s part of a project’s capital: the capital it paid in (credits to its ledger tagged ' +
  'with the project) ÷ all capital paid into the project, or, before any capital has arrived, its pledged contribution ÷ all pledges. ' +
  'Its profit share is, for each completed project, the stored profit/loss × that part; its expense share is, for each project not completed, ' +
  'the project’s expense (debited to expense ledgers, whichever voucher) × the same part (a completed project’s expenses are inside its profit/loss). ' +
  'Each is rounded to 2 decimals per project (and per expense ledger). closing_balance is the investor ledger’s balance on the credit side ' +
  '(capital put in); available_balance = closing_balance + profit_share − expense_share.';

/** Each investor's part of each project: `c` of `total_c`, by capital received, else by pledge. */
const CONTRIBUTIONS = sql`(select w.investor_id, w.project_id, w.c, sum(w.c) over (partition by w.project_id) as total_c from (
  select k.investor_id, k.project_id, k.c from ${INVESTOR_CAPITAL} k
    where k.project_id in (select project_id from ${INVESTOR_CAPITAL} t group by project_id having sum(c) > 0)
  union all
  select pi.investor_id, pi.project_id, sum(pi.contribution_amount) from project_investors pi
    where pi.project_id not in (select project_id from ${INVESTOR_CAPITAL} t group by project_id having sum(c) > 0)
    group by pi.investor_id, pi.project_id) w
  where w.c <> 0)`;

/** Per investor and completed project: the investor's part of its profit/loss. */
const PROFIT_SHARES = sql`(select sh.investor_id, sh.project_id, round(p.profit_loss * sh.c / sh.total_c, 2) as amount
  from ${CONTRIBUTIONS} sh join projects p on p.id = sh.project_id where p.status = 'completed' and sh.total_c <> 0)`;

/** Per investor, project and expense ledger: the investor's part of what was spent. */
const EXPENSE_SHARES = sql`(select sh.investor_id, sh.project_id, e.ledger_id, round(e.amount * sh.c / sh.total_c, 2) as amount
  from ${CONTRIBUTIONS} sh join ${OPEN_PROJECT_EXPENSES} e on e.project_id = sh.project_id where sh.total_c <> 0)`;

type Raw = Record<string, unknown>;

/** Each investor ledger (matching the search, or the one ledger) with its shares; balances as of now. */
export async function investorShares(ex: Executor, filter: { search?: string; ledgerId?: number }): Promise<InvestorShareRow[]> {
  const where: SQL = filter.ledgerId ? sql`l.id = ${filter.ledgerId}` : searchAny([sql`l.name`, sql`i.name`], filter.search);
  const list = await rows<Raw>(
    ex,
    sql`select l.id as ledger_id, i.id as investor_id, l.name as ledger_name, -b.balance as closing_balance,
          coalesce(ps.amount, 0) as profit_share, coalesce(es.amount, 0) as expense_share,
          -b.balance + coalesce(ps.amount, 0) - coalesce(es.amount, 0) as available_balance
        from investors i
        join project_ledgers l on l.id = i.ledger_id
        join ${LEDGER_BALANCES} b on b.ledger_id = l.id
        left join (select investor_id, sum(amount) as amount from ${PROFIT_SHARES} x group by investor_id) ps on ps.investor_id = i.id
        left join (select investor_id, sum(amount) as amount from ${EXPENSE_SHARES} x group by investor_id) es on es.investor_id = i.id
        where ${where}
        order by lower(l.name), l.id`,
  );
  return list.map((r) => ({
    ledger_id: Number(r.ledger_id),
    investor_id: Number(r.investor_id),
    ledger_name: String(r.ledger_name),
    closing_balance: toAmount(r.closing_balance as string),
    profit_share: toAmount(r.profit_share as string),
    expense_share: toAmount(r.expense_share as string),
    available_balance: toAmount(r.available_balance as string),
  }));
}

/** The business's figures the investor summary's tiles show (not narrowed by a search). */
export async function investorTotals(ex: Executor) {
  const t = await one<Raw>(
    ex,
    sql`select
          (select coalesce(sum(${PROJECT_INVESTMENT}), 0) from projects p left join ${PROJECT_FIGURES} f on f.project_id = p.id) as total_invested_amount,
          (select coalesce(sum(profit_loss), 0) from projects where status = 'completed') as total_profit_loss,
          (select coalesce(sum(amount), 0) from ${OPEN_PROJECT_EXPENSES} x) as total_expense,
          (select coalesce(sum(-b.balance), 0) from investors i join ${LEDGER_BALANCES} b on b.ledger_id = i.ledger_id) as total_closing_balance`,
  );
  return {
    total_profit_loss: toAmount(t?.total_profit_loss as string),
    total_expense: toAmount(t?.total_expense as string),
    total_invested_amount: toAmount(t?.total_invested_amount as string),
    total_closing_balance: toAmount(t?.total_closing_balance as string),
  };
}

/** The investor's projects: the capital it paid in (and pledged) and, once completed, its share of the profit/loss. */
export async function investorProjects(ex: Executor, investorId: number) {
  const list = await rows<Raw>(
    ex,
    sql`select p.id as project_id, p.project_name, p.work_id, p.status, coalesce(k.c, 0) as total_investment,
          coalesce(pl.pledged, 0) as pledged, coalesce(ps.amount, 0) as total_profit_loss
        from projects p
        left join ${INVESTOR_CAPITAL} k on k.project_id = p.id and k.investor_id = ${investorId}
        left join (select project_id, sum(contribution_amount) as pledged from project_investors where investor_id = ${investorId} group by 1) pl
          on pl.project_id = p.id
        left join ${PROFIT_SHARES} ps on ps.investor_id = ${investorId} and ps.project_id = p.id
        where k.project_id is not null or pl.project_id is not null
        order by lower(p.project_name), p.id`,
  );
  return list.map((r) => ({
    project_id: Number(r.project_id),
    project_name: String(r.project_name),
    work_id: String(r.work_id),
    status: String(r.status),
    total_investment: toAmount(r.total_investment as string),
    pledged: toAmount(r.pledged as string),
    total_profit_loss: toAmount(r.total_profit_loss as string),
  }));
}

/** The investor's expense share by expense ledger. */
export async function investorExpenses(ex: Executor, investorId: number) {
  const list = await rows<Raw>(
    ex,
    sql`select e.ledger_id, l.name as expense_name, sum(e.amount) as total_expense
        from ${EXPENSE_SHARES} e join project_ledgers l on l.id = e.ledger_id
        where e.investor_id = ${investorId}
        group by e.ledger_id, l.name
        order by lower(l.name), e.ledger_id`,
  );
  return list.map((r) => ({ ledger_id: Number(r.ledger_id), expense_name: String(r.expense_name), total_expense: toAmount(r.total_expense as string) }));
}
