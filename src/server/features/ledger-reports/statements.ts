// Financial statements from posted lines: the transaction ledger of a period, the trial balance and
// the balance sheet. Every ledger's figures come from one query over the period balances; the rest
// is grouping.
import { sql, one, rows, type Executor } from '../../db/client.js';
import { dec, sum, toAmount, type Decimal } from '../../../domain/money.js';
import type { Nature } from '../../ledger/accounts.js';
import { ledgerTotals } from '../../ledger/balances.js';
import type { LedgerPlace } from '../../chart/ledgerPlace.js';

interface LedgerFigures extends LedgerPlace {
  g_id: number;
  g_name: string;
  nature: Nature;
  /** Debit minus credit before the start. */
  opening: string;
  debit: string;
  credit: string;
}

const OPENING_SOURCES = sql`('ledger_opening', 'party_opening', 'model_opening')`;

/**
 * Every ledger with posted amounts up to `to`, split at `from` (without it, everything is in the
 * period). The totals come from the period balances (ledger/balances.ts), not from every line.
 */
async function ledgerFigures(ex: Executor, p: { from?: string; to: string }): Promise<LedgerFigures[]> {
  const before = p.from ? ledgerTotals(p.from, 'before') : sql`(select null::int as ledger_id, 0::numeric as debit, 0::numeric as credit)`;
  return rows<LedgerFigures>(
    ex,
    sql`select l.id, l.name, s.id as s_id, s.name as sub_name, m.id as m_id, m.name as main_name, g.id as g_id, g.name as g_name, g.nature,
          coalesce(b.debit - b.credit, 0) as opening,
          u.debit - coalesce(b.debit, 0) as debit,
          u.credit - coalesce(b.credit, 0) as credit
        from ledgers l
        join acc_subs s on s.id = l.s_id
        join acc_mains m on m.id = l.m_id
        join acc_groups g on g.id = m.g_id
        join ${ledgerTotals(p.to, 'through')} u on u.ledger_id = l.id and (u.debit <> 0 or u.credit <> 0)
        left join ${before} b on b.ledger_id = l.id
        order by g.id, m.name, s.name, l.name`,
  );
}

/** Debit minus credit of each ledger's opening vouchers (ledger, party and stock openings) up to `to`. */
async function openingEntries(ex: Executor, to: string): Promise<Map<number, string>> {
  const found = await rows<{ ledger_id: number; net: string }>(
    ex,
    sql`select ledger_id, sum(debit - credit) as net from voucher_lines
        where source_type in ${OPENING_SOURCES} and post_status = 1 and vc_date <= ${to} group by ledger_id`,
  );
  return new Map(found.map((o) => [o.ledger_id, o.net]));
}

const closingOf = (f: LedgerFigures) => dec(f.opening).plus(f.debit).minus(f.credit);

/** Groups items by a key, keeping the first-seen order. */
function groupBy<T, K>(items: T[], key: (t: T) => K): T[][] {
  const map = new Map<K, T[]>();
  for (const i of items) map.set(key(i), [...(map.get(key(i)) ?? []), i]);
  return [...map.values()];
}

// ---- transaction ledger ------------------------------------------------------------------------

/**
 * The value of the stock on the day: the value of every movement (kept summed in model_stock_totals)
 * less that of the movements dated after the day, so a recent day reads few movements, not ten years.
 */
async function stockValueThrough(ex: Executor, day: string): Promise<string | undefined> {
  const r = await one<{ v: string }>(
    ex,
    sql`select (select coalesce(sum(value), 0) from model_stock_totals)
             - (select coalesce(sum(value), 0) from stock_movements where mv_date > ${day}) as v`,
  );
  return r?.v;
}

export async function transactionReport(ex: Executor, startDate: string, endDate: string) {
  const [figures, stock] = await Promise.all([ledgerFigures(ex, { from: startDate, to: endDate }), stockValueThrough(ex, endDate)]);
  const data = figures.map((f) => ({
    ledger_id: f.id, name: f.name, sub_name: f.sub_name, main_name: f.main_name, group_name: f.g_name,
    opening: toAmount(f.opening), debit: toAmount(f.debit), credit: toAmount(f.credit), balance: toAmount(closingOf(f)),
  }));
  const total = (k: 'opening' | 'debit' | 'credit' | 'balance') => toAmount(sum(data.map((d) => d[k])));
  return { data, currentStock: toAmount(stock), totals: { opening: total('opening'), debit: total('debit'), credit: total('credit'), balance: total('balance') } };
}

// ---- trial balance -----------------------------------------------------------------------------

/** A closing balance in the Dr or the Cr column. */
const columns = (net: Decimal) => ({ debit: toAmount(net.isPositive() ? net : 0), credit: toAmount(net.isNegative() ? net.neg() : 0) });

function columnTotals(items: { debit: number; credit: number }[]) {
  return { debit: toAmount(sum(items.map((i) => i.debit))), credit: toAmount(sum(items.map((i) => i.credit))) };
}

export async function trialBalance(ex: Executor, trDate: string) {
  const [figures, openings] = await Promise.all([ledgerFigures(ex, { to: trDate }), openingEntries(ex, trDate)]);
  const data = groupBy(figures, (f) => f.g_id).map((inGroup) => {
    const heads = groupBy(inGroup, (f) => f.m_id).map((inHead) => {
      const subHeads = groupBy(inHead, (f) => f.s_id).map((inSub) => {
        const ledgers = inSub.map((f) => ({ id: f.id, name: f.name, open: toAmount(openings.get(f.id)), ...columns(closingOf(f)), balance: toAmount(closingOf(f)) }));
        return { sub_id: inSub[0].s_id, sub_name: inSub[0].sub_name, ...columnTotals(ledgers), ledgers };
      });
      return { m_id: inHead[0].m_id, acc_head: inHead[0].main_name, ...columnTotals(subHeads), sub_heads: subHeads };
    });
    const t = columnTotals(heads);
    return { g_id: inGroup[0].g_id, g_name: inGroup[0].g_name, nature: inGroup[0].nature, debti: t.debit, ...t, heads };
  });
  const t = columnTotals(data);
  return { trDate, data, totalDebit: t.debit, totalCredit: t.credit };
}

// ---- balance sheet -----------------------------------------------------------------------------

/** A section's heads, sub heads and ledgers, each amount on the section's own side. */
function section(figures: LedgerFigures[], sign: 1 | -1) {
  const amountOf = (f: LedgerFigures) => closingOf(f).times(sign);
  const heads = groupBy(figures, (f) => f.m_id).map((inHead) => {
    const subs = groupBy(inHead, (f) => f.s_id).map((inSub) => ({
      s_id: inSub[0].s_id,
      name: inSub[0].sub_name,
      total: toAmount(sum(inSub.map(amountOf))),
      ledgers: inSub.map((f) => ({ id: f.id, name: f.name, amount: toAmount(amountOf(f)) })),
    }));
    return { m_id: inHead[0].m_id, name: inHead[0].main_name, total: toAmount(sum(subs.map((s) => s.total))), subs };
  });
  return { total: toAmount(sum(heads.map((h) => h.total))), heads };
}

/**
 * Assets = liabilities + equity + the profit to date (income less expenses), which holds because
 * the trial balance nets to zero. Ledgers with a zero balance are left out.
 */
export async function balanceSheet(ex: Executor, trDate: string) {
  const figures = (await ledgerFigures(ex, { to: trDate })).filter((f) => !closingOf(f).isZero());
  const of = (nature: Nature) => figures.filter((f) => f.nature === nature);
  const profitAndLoss = figures.filter((f) => f.nature === 'income' || f.nature === 'expense');
  const currentProfit = toAmount(sum(profitAndLoss.map((f) => closingOf(f).neg())));
  const assets = section(of('asset'), 1);
  const liabilities = section(of('liability'), -1);
  const equityHeads = section(of('equity'), -1);
  const equity = { ...equityHeads, total: toAmount(dec(equityHeads.total).plus(currentProfit)), currentProfit };
  return {
    trDate,
    assets,
    liabilities,
    equity,
    currentProfit,
    totalAssets: assets.total,
    totalLiabilitiesAndEquity: toAmount(dec(liabilities.total).plus(equity.total)),
  };
}

