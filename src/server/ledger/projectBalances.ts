// Balances and project figures read from the construction books. Nothing else holds them.
//
// - A construction ledger's balance is its opening amount plus its debits minus its credits.
// - A project's expense is what its payment vouchers (CP, BP) paid out: their debit lines tagged with
//   the project. Its bill is what its received vouchers (CR, BR) brought in: their credit lines.
// - Its profit/loss is bill − expense, or the figure stored when it was marked completed.
// - Its investment is the sum of its investors' contributions (project_investors), or the figure
//   stored when it was marked completed.
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

/** Each project's figures from its lines and its investors: `(select project_id, expense, bill, investment ...)`. */
export const PROJECT_FIGURES: SQL = sql`(
  select fp.id as project_id, coalesce(fl.expense, 0) as expense, coalesce(fl.bill, 0) as bill, coalesce(fi.investment, 0) as investment
  from projects fp
  left join (
    select project_id,
      sum(debit) filter (where project_vc_type in (2, 3)) as expense,
      sum(credit) filter (where project_vc_type in (4, 5)) as bill
    from project_voucher_lines where project_id is not null group by project_id) fl on fl.project_id = fp.id
  left join (select project_id, sum(contribution_amount) as investment from project_investors group by project_id) fi on fi.project_id = fp.id)`;

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
