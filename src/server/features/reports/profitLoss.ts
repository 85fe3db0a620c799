// Profit and loss for a period, beside the same period a year before: income and expenses by the
// chart's heads. Gross profit is sales less returns and discount allowed, less the Direct Expenses
// head (cost of goods sold, purchase price differences, stock write-offs); net profit adds the
// other income and takes the other expenses. Posted lines only, read from the period balances
// (ledgerTotals), so a period never reads more than the lines of its two edge months.
import { sql, rows, type Executor } from '../../db/client.js';
import { formatAmount } from '../../../domain/numberFormat.js';
import { numberGroupingOf } from '../../numberGrouping.js';
import type { ProfitLossReply } from '../../../contracts/statements.js';
import { periodMovement } from '../../ledger/periodProfit.js';
import { fromPaisa, paisa } from '../../../domain/money.js';
import type { LedgerPlace } from '../../chart/ledgerPlace.js';

interface Figure extends LedgerPlace {
  nature: 'income' | 'expense';
  section: 'sales' | 'directExpenses' | 'indirectIncome' | 'indirectExpenses';
  /** Debit less credit in the period and in the period a year before. */
  cur: string;
  prev: string;
}

const TITLES = {
  sales: 'Sales Accounts',
  directExpenses: 'Direct Expenses',
  indirectIncome: 'Indirect Income',
  indirectExpenses: 'Indirect Expenses',
} as const;

/** The same dates a year before (29 February becomes 28 February). */
export function yearBefore(iso: string): string {
  const y = Number(iso.slice(0, 4)) - 1;
  const md = iso.slice(5) === '02-29' ? '02-28' : iso.slice(5);
  return `${String(y).padStart(4, '0')}-${md}`;
}

/**
 * Debit less credit of the posted lines dated from `from` to `to`, by ledger, as a derived table;
 * year-end closing vouchers are left out (ledger/periodProfit.ts, shared with the closing).
 */
const movement = periodMovement;

async function figures(ex: Executor, from: string, to: string, prevFrom: string, prevTo: string): Promise<Figure[]> {
  return rows<Figure>(
    ex,
    sql`select l.id, l.name, s.id as s_id, s.name as sub_name, m.id as m_id, m.name as main_name, g.nature,
          case
            when l.system_role = 'discountAllowed' or m.id = (select m_id from ledgers where system_role = 'sales') then 'sales'
            when m.id = (select m_id from ledgers where system_role = 'costOfGoodsSold') then 'directExpenses'
            when g.nature = 'income' then 'indirectIncome'
            else 'indirectExpenses'
          end as section,
          coalesce(c.net, 0)::text as cur, coalesce(p.net, 0)::text as prev
        from ledgers l
        join acc_subs s on s.id = l.s_id
        join acc_mains m on m.id = l.m_id
        join acc_groups g on g.id = m.g_id
        left join ${movement(from, to)} c on c.ledger_id = l.id
        left join ${movement(prevFrom, prevTo)} p on p.ledger_id = l.id
        where g.nature in ('income', 'expense') and (coalesce(c.net, 0) <> 0 or coalesce(p.net, 0) <> 0)
        order by m.id, s.name, l.name, l.id`,
  );
}

/** Groups items by a key, keeping the first-seen order. */
function groupBy<T, K>(items: T[], key: (t: T) => K): T[][] {
  const map = new Map<K, T[]>();
  for (const i of items) map.set(key(i), [...(map.get(key(i)) ?? []), i]);
  return [...map.values()];
}

/** A section's heads, sub heads and ledgers in whole paisa, on the section's side. */
function section(all: Figure[], key: Figure['section']) {
  const sign = key === 'sales' || key === 'indirectIncome' ? -1 : 1;
  const inSection = all.filter((f) => f.section === key);
  const amounts = (fs: Figure[]) => ({
    cur: fs.reduce((a, f) => a + sign * paisa(f.cur), 0),
    prev: fs.reduce((a, f) => a + sign * paisa(f.prev), 0),
  });
  /** The figures' amount in the period and in the year before, in taka. */
  const shown = (fs: Figure[]) => {
    const a = amounts(fs);
    return { amount: fromPaisa(a.cur), previous: fromPaisa(a.prev) };
  };
  const total = amounts(inSection);
  const heads = groupBy(inSection, (f) => f.m_id).map((inHead) => ({
    m_id: inHead[0].m_id,
    name: inHead[0].main_name,
    ...shown(inHead),
    subs: groupBy(inHead, (f) => f.s_id).map((inSub) => ({
      s_id: inSub[0].s_id,
      name: inSub[0].sub_name,
      ...shown(inSub),
      ledgers: inSub.map((f) => ({ id: f.id, name: f.name, ...shown([f]) })),
    })),
  }));
  return { part: { title: TITLES[key], amount: fromPaisa(total.cur), previous: fromPaisa(total.prev), heads }, total };
}

export async function profitLoss(ex: Executor, fromDate: string, toDate: string): Promise<ProfitLossReply> {
  const previousFrom = yearBefore(fromDate);
  const previousTo = yearBefore(toDate);
  const all = await figures(ex, fromDate, toDate, previousFrom, previousTo);
  const sales = section(all, 'sales');
  const direct = section(all, 'directExpenses');
  const income = section(all, 'indirectIncome');
  const expenses = section(all, 'indirectExpenses');
  const gross = { cur: sales.total.cur - direct.total.cur, prev: sales.total.prev - direct.total.prev };
  const net = { cur: gross.cur + income.total.cur - expenses.total.cur, prev: gross.prev + income.total.prev - expenses.total.prev };
  return {
    fromDate,
    toDate,
    previousFrom,
    previousTo,
    sales: sales.part,
    directExpenses: direct.part,
    grossProfit: { amount: fromPaisa(gross.cur), previous: fromPaisa(gross.prev) },
    indirectIncome: income.part,
    indirectExpenses: expenses.part,
    netProfit: { amount: fromPaisa(net.cur), previous: fromPaisa(net.prev) },
  };
}

/**
 * What the document-based profit reports (gross profit, daily profit) leave out of the P&L's gross
 * profit for a period: the purchase price differences and stock adjustments (Direct Expenses posted
 * by purchase returns and stock adjustments), and anything else posted to the sales accounts or the
 * Direct Expenses head by hand. `reportProfit` is the report's own profit, in paisa.
 */
export async function leftOutOfGrossProfit(ex: Executor, fromDate: string, toDate: string, reportProfit: number) {
  const [all, roles] = await Promise.all([
    figures(ex, fromDate, toDate, fromDate, toDate),
    rows<{ id: number; system_role: string | null }>(
      ex,
      sql`select id, system_role from ledgers where system_role in ('purchasePriceDifference', 'stockAdjustment')`,
    ),
  ]);
  const role = new Map(roles.map((r) => [r.id, r.system_role]));
  const sales = section(all, 'sales').total.cur;
  const direct = section(all, 'directExpenses').total.cur;
  const of = (name: string) => all.filter((f) => role.get(f.id) === name).reduce((a, f) => a + paisa(f.cur), 0);
  const priceDifference = of('purchasePriceDifference');
  const stockAdjustment = of('stockAdjustment');
  const plGross = sales - direct;
  const other = reportProfit - priceDifference - stockAdjustment - plGross;
  const grouping = await numberGroupingOf(ex);
  const shown = (p: number) => formatAmount(fromPaisa(p), grouping);
  const note =
    `The profit here is sales (net of discount and returns) less the cost the goods left stock with. ` +
    `The profit and loss statement's gross profit for the same dates (${shown(plGross)}) also takes off ` +
    `purchase price differences (${shown(priceDifference)}) and stock adjustments and write-offs (${shown(stockAdjustment)})` +
    (other ? `, and ${shown(other)} of other entries on the sales and Direct Expenses ledgers` : '') +
    '.';
  return {
    price_difference: fromPaisa(priceDifference),
    stock_adjustment: fromPaisa(stockAdjustment),
    other: fromPaisa(other),
    pl_gross_profit: fromPaisa(plGross),
    note,
  };
}
