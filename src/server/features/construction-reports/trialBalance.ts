// The construction books' statements as on a date: the trial balance (every ledger's balance on its
// debit or credit side, by the module's chart) and the balance sheet (assets against liabilities,
// capital and the profit not yet taken out).
//
// A construction ledger's opening amount is one-sided (it is not posted against anything), so the
// openings need not balance among themselves. As Tally does, their net shows as its own line,
// "Difference in opening balances", which makes both statements balance whenever every voucher does.
import { sql, rows, type Executor } from '../../db/client.js';
import { dec, sum, toAmount, type Decimal } from '../../../domain/money.js';
import type { AccountNature } from '../../../domain/construction.js';
import type { ConstructionBalanceSheet, ConstructionTrialBalance, StatementLedgerRow } from '../../../contracts/construction-reports.js';

type Raw = Record<string, unknown>;

export const OPENING_DIFFERENCE = 'Difference in opening balances';

interface LedgerBalance {
  ledger_id: number;
  ledger_name: string;
  group_name: string;
  nature: AccountNature;
  main_name: string;
  sub_name: string;
  opening: Decimal;
  /** Debit − credit, openings included. */
  balance: Decimal;
}

/** Every ledger opened by the date, with its balance as on it (opening amount plus lines to that day). */
async function balancesOn(ex: Executor, date: string): Promise<LedgerBalance[]> {
  const list = await rows<Raw>(
    ex,
    sql`select l.id as ledger_id, l.name as ledger_name, g.name as group_name, g.nature, m.name as main_name, s.name as sub_name,
          l.amount as opening, l.amount + coalesce(v.net, 0) as balance
        from project_ledgers l
        join project_acc_subs s on s.id = l.project_acc_sub_id
        join project_acc_mains m on m.id = l.project_acc_main_id
        join project_acc_groups g on g.id = m.project_g_id
        left join (select project_ledger_id, sum(debit - credit) as net from project_voucher_lines
                   where project_vc_date <= ${date} group by project_ledger_id) v on v.project_ledger_id = l.id
        where l.open_date <= ${date} or v.net is not null
        order by array_position(array['asset','liability','equity','income','expense'], g.nature), lower(g.name), lower(m.name), lower(s.name), lower(l.name), l.id`,
  );
  return list.map((r) => ({
    ledger_id: Number(r.ledger_id),
    ledger_name: String(r.ledger_name),
    group_name: String(r.group_name),
    nature: r.nature as AccountNature,
    main_name: String(r.main_name),
    sub_name: String(r.sub_name),
    opening: dec(r.opening as string),
    balance: dec(r.balance as string),
  }));
}

const side = (b: Decimal) => ({ debit: toAmount(b.isPositive() ? b : 0), credit: toAmount(b.isNegative() ? b.neg() : 0) });

const rowOf = (b: LedgerBalance, amount: Decimal): StatementLedgerRow => ({
  ledger_id: b.ledger_id,
  ledger_name: b.ledger_name,
  group_name: b.group_name,
  nature: b.nature,
  main_name: b.main_name,
  sub_name: b.sub_name,
  amount: toAmount(amount),
});

export async function constructionTrialBalance(ex: Executor, date: string): Promise<ConstructionTrialBalance> {
  const all = await balancesOn(ex, date);
  const ledgers = all.filter((b) => !b.balance.isZero()).map((b) => ({ ...rowOf(b, b.balance), ...side(b.balance) }));
  // The openings' net sits on the side that balances them.
  const difference = sum(all.map((b) => b.opening)).neg();
  const opening_difference = side(difference);
  return {
    date,
    ledgers,
    opening_difference,
    total_debit: toAmount(sum([...ledgers.map((l) => l.debit), opening_difference.debit])),
    total_credit: toAmount(sum([...ledgers.map((l) => l.credit), opening_difference.credit])),
  };
}

export async function constructionBalanceSheet(ex: Executor, date: string): Promise<ConstructionBalanceSheet> {
  const all = await balancesOn(ex, date);
  const of = (nature: AccountNature, sign: 1 | -1) =>
    all.filter((b) => b.nature === nature && !b.balance.isZero()).map((b) => rowOf(b, sign === 1 ? b.balance : b.balance.neg()));
  const assets = of('asset', 1);
  const liabilities = of('liability', -1);
  const capital = of('equity', -1);
  const income = sum(all.filter((b) => b.nature === 'income').map((b) => b.balance.neg()));
  const expense = sum(all.filter((b) => b.nature === 'expense').map((b) => b.balance));
  const openingDifference = sum(all.map((b) => b.opening));
  const total = (list: StatementLedgerRow[]) => sum(list.map((l) => l.amount));
  const profit = income.minus(expense);
  const totalAssets = total(assets);
  const totalClaims = total(liabilities).plus(total(capital)).plus(profit).plus(openingDifference);
  return {
    date,
    assets,
    liabilities,
    capital,
    income: toAmount(income),
    expense: toAmount(expense),
    profit_loss: toAmount(profit),
    opening_difference: toAmount(openingDifference),
    total_assets: toAmount(totalAssets),
    total_liabilities_and_capital: toAmount(totalClaims),
    difference: toAmount(totalAssets.minus(totalClaims)),
  };
}
