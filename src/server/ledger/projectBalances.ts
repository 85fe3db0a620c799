// Balances and project figures read from the construction books. Nothing else holds them, and every
// construction report reads a project's figures from here, so no two reports can disagree.
//
// A line's meaning comes from its account, not from its voucher's type (issue 21):
// - a project's income ("bill" in the spec's fields) is what is credited, less debited, to income
//   ledgers (ledgers under a group of nature `income`) on lines tagged with the project;
// - its expense is what is debited, less credited, to expense ledgers on those lines, whichever voucher
//   carries it (bill, journal, cash or bank payment, petty cash);
// - its investment is the capital its investors paid in: credits less debits on the investors' own
//   ledgers tagged with it. The contributions pledged in project_investors stay as the pledge;
// - paying a supplier, receiving capital, contras and loans move balance-sheet accounts only;
// - its profit/loss is income − expense, or the figure stored when it was marked completed.
import { sql, one, type Executor } from '../db/client.js';
import type { SQL } from 'drizzle-orm';
import { PETTY_CASH_LEDGER_ID } from '../../domain/construction.js';

/** Each construction ledger's balance: `(select ledger_id, balance ...)`, to join on ledger id. */
export const LEDGER_BALANCES: SQL = sql`(
  select l.id as ledger_id, l.amount + coalesce(m.net, 0) as balance
  from project_ledgers l
  left join (select project_ledger_id, sum(debit - credit) as net from project_voucher_lines group by project_ledger_id) m
    on m.project_ledger_id = l.id)`;

/** Bank ledgers: those whose sub head or main head is named for a bank ("Bank Accounts", "Cash at Bank"). */
export const isBankLedger = (ledger: SQL, sub: SQL, main: SQL): SQL =>
  sql`(${sub}.name ilike '%bank%' or ${main}.name ilike '%bank%') and ${ledger}.id <> ${PETTY_CASH_LEDGER_ID}`;

/** Each ledger with its group's nature and whether it is an investor's capital: `(ledger_id, nature, capital)`. */
export const LEDGER_NATURES: SQL = sql`(
  select l.id as ledger_id, g.nature, (i.id is not null) as capital, i.id as investor_id
  from project_ledgers l
  join project_acc_mains m on m.id = l.project_acc_main_id
  join project_acc_groups g on g.id = m.project_g_id
  left join investors i on i.ledger_id = l.id)`;

/**
 * Money ledgers, the only ones a contra may move: petty cash, and the asset ledgers named for cash or a
 * bank (by their own, sub head or main head name). `l`, `s`, `m`, `g` are the ledger and its heads.
 */
export const isMoneyLedger = (l: SQL, s: SQL, m: SQL, g: SQL): SQL =>
  sql`(${l}.id = ${PETTY_CASH_LEDGER_ID} or (${g}.nature = 'asset' and (
    ${l}.name ilike '%cash%' or ${l}.name ilike '%bank%' or ${s}.name ilike '%cash%' or ${s}.name ilike '%bank%'
    or ${m}.name ilike '%cash%' or ${m}.name ilike '%bank%')))`;

/** A project's line by what it means: `income`, `expense` and `capital` amounts of one line `v` joined to `n` (LEDGER_NATURES). */
export const LINE_INCOME: SQL = sql`case when n.nature = 'income' then v.credit - v.debit else 0 end`;
export const LINE_EXPENSE: SQL = sql`case when n.nature = 'expense' then v.debit - v.credit else 0 end`;
export const LINE_CAPITAL: SQL = sql`case when n.capital then v.credit - v.debit else 0 end`;

/** The project lines that carry income, expense or capital, with `n` their ledger's nature. */
export const PROJECT_LINES_FROM: SQL = sql`from project_voucher_lines v join ${LEDGER_NATURES} n on n.ledger_id = v.project_ledger_id
  where v.project_id is not null and (n.nature in ('income', 'expense') or n.capital)`;

/** Each project's figures from its lines and its investors: `(select project_id, expense, bill, investment, pledged ...)`. */
export const PROJECT_FIGURES: SQL = sql`(
  select fp.id as project_id, coalesce(fl.expense, 0) as expense, coalesce(fl.income, 0) as bill,
    coalesce(fl.capital, 0) as investment, coalesce(fi.pledged, 0) as pledged
  from projects fp
  left join (select v.project_id, sum(${LINE_EXPENSE}) as expense, sum(${LINE_INCOME}) as income, sum(${LINE_CAPITAL}) as capital
    ${PROJECT_LINES_FROM} group by v.project_id) fl on fl.project_id = fp.id
  left join (select project_id, sum(contribution_amount) as pledged from project_investors group by project_id) fi on fi.project_id = fp.id)`;

/** What each project not completed spent on each expense ledger: `(project_id, ledger_id, amount)`. */
export const OPEN_PROJECT_EXPENSES: SQL = sql`(select v.project_id, v.project_ledger_id as ledger_id, sum(${LINE_EXPENSE}) as amount
  ${PROJECT_LINES_FROM} and n.nature = 'expense' and v.project_id in (select id from projects where status <> 'completed')
  group by v.project_id, v.project_ledger_id having sum(${LINE_EXPENSE}) <> 0)`;

/** The capital each investor paid into each project: `(investor_id, project_id, c)`. */
export const INVESTOR_CAPITAL: SQL = sql`(select n.investor_id, v.project_id, sum(${LINE_CAPITAL}) as c
  ${PROJECT_LINES_FROM} and n.capital group by n.investor_id, v.project_id)`;

/** A project's investment: stored when completed, else its contributions. `p` is projects, `f` its figures. */
export const PROJECT_INVESTMENT: SQL = sql`case when p.status = 'completed' then p.investment else coalesce(f.investment, 0) end`;

/** A project's profit/loss: stored when completed, else bill − expense. `p` is projects, `f` its figures. */
export const PROJECT_PROFIT_LOSS: SQL = sql`case when p.status = 'completed' then p.profit_loss else coalesce(f.bill, 0) - coalesce(f.expense, 0) end`;

export async function projectLedgerBalance(ex: Executor, ledgerId: number): Promise<string> {
  const r = await one<{ balance: string }>(ex, sql`select balance from ${LEDGER_BALANCES} b where b.ledger_id = ${ledgerId}`);
  return r?.balance ?? '0';
}

export const pettyCashBalance = (ex: Executor) => projectLedgerBalance(ex, PETTY_CASH_LEDGER_ID);

/** The balance of every bank ledger together. */
export async function bankBalance(ex: Executor): Promise<string> {
  const r = await one<{ total: string }>(
    ex,
    sql`select coalesce(sum(b.balance), 0) as total
        from project_ledgers l
        join project_acc_subs s on s.id = l.project_acc_sub_id
        join project_acc_mains m on m.id = l.project_acc_main_id
        join ${LEDGER_BALANCES} b on b.ledger_id = l.id
        where ${isBankLedger(sql`l`, sql`s`, sql`m`)}`,
  );
  return r?.total ?? '0';
}

/** The returnable transactions (a memo list, not posted): received, paid, and total = received − paid. */
export async function returnableTotals(ex: Executor): Promise<{ total_receive: string; total_payment: string; total: string }> {
  const r = await one<{ total_receive: string; total_payment: string; total: string }>(
    ex,
    sql`select coalesce(sum(amount) filter (where type = 'receive'), 0) as total_receive,
          coalesce(sum(amount) filter (where type = 'payment'), 0) as total_payment,
          coalesce(sum(case when type = 'receive' then amount else -amount end), 0) as total
        from returnable_transactions`,
  );
  return r ?? { total_receive: '0', total_payment: '0', total: '0' };
}

/** Completed projects whose stored profit/loss or investment differ from their books (the books check). */
export const COMPLETED_PROJECTS_OFF_BOOKS: SQL = sql`select p.id as project_id, p.project_name, p.profit_loss as stored_profit_loss,
    f.bill - f.expense as books_profit_loss, p.investment as stored_investment, f.investment as books_investment
  from projects p join ${PROJECT_FIGURES} f on f.project_id = p.id
  where p.status = 'completed' and (p.profit_loss <> f.bill - f.expense or p.investment <> f.investment)`;
