// What the income and expense ledgers moved in a period: the one query behind the profit and loss
// statement (features/reports/profitLoss.ts) and the year-end closing (features/year-end), so the
// profit a year closes with is the profit the statement shows.
//
// A year's closing voucher (source 'year_close', dated the year's last day) zeroes every income and
// expense ledger into Retained Earnings. It is a transfer, not income or expense: the statement
// leaves its lines out, so a closed year still shows its income and expenses, while the trial
// balance and balance sheet count them (after the close, the year's profit is in Retained Earnings
// and no longer in the current profit).
import { sql, one, rows, type Executor } from '../db/client.js';
import { ledgerTotals } from './balances.js';
import { DEFAULT_FISCAL_START_MONTH } from '../../domain/fiscalYear.js';
import { SOURCE } from './sources.js';


/**
 * Debit less credit of the posted lines dated from `from` to `to`, by ledger, closing vouchers left
 * out, as a derived table (ledger_id, net). Read from the period balances and the edge months' lines.
 */
export const periodMovement = (from: string, to: string) =>
  sql`(select u.ledger_id, coalesce(u.debit, 0) - coalesce(u.credit, 0) - coalesce(b.debit, 0) + coalesce(b.credit, 0) - coalesce(y.net, 0) as net
      from ${ledgerTotals(to, 'through')} u
      left join ${ledgerTotals(from, 'before')} b on b.ledger_id = u.ledger_id
      left join (select ledger_id, sum(debit - credit) as net from voucher_lines
                 where source_type = ${SOURCE.yearClose} and post_status = 1 and vc_date between ${from} and ${to}
                 group by ledger_id) y on y.ledger_id = u.ledger_id)`;

export interface IncomeExpenseMovement {
  id: number;
  name: string;
  /** Debit less credit in the period: positive for an expense, negative for income. */
  net: string;
}

/**
 * Every income and expense ledger that moved in the period, with what it moved (closing vouchers
 * left out). The net profit is minus their sum, as the statement reckons it.
 */
export function incomeAndExpenses(ex: Executor, from: string, to: string): Promise<IncomeExpenseMovement[]> {
  return rows<IncomeExpenseMovement>(
    ex,
    sql`select l.id, l.name, c.net::text as net
        from ledgers l
        join acc_mains m on m.id = l.m_id
        join acc_groups g on g.id = m.g_id
        join ${periodMovement(from, to)} c on c.ledger_id = l.id
        where g.nature in ('income', 'expense') and c.net <> 0
        order by l.id`,
  );
}

/** The first month of the fiscal year (app_settings; July when not set). */
export async function fiscalStartMonth(ex: Executor): Promise<number> {
  const r = await one<{ m: number }>(
    ex,
    sql`select coalesce((select fiscal_year_start_month from app_settings where id = 1), ${DEFAULT_FISCAL_START_MONTH})::int as m`,
  );
  return r?.m ?? DEFAULT_FISCAL_START_MONTH;
}
