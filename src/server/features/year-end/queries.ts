// Reads of the year-end closing: the fiscal years with their state, what closing a year would
// post, and why a year cannot be closed yet.
import { sql, one, rows, type Executor } from '../../db/client.js';
import { badRequest } from '../../errors.js';
import { dec, money, sum, toAmount, type Decimal } from '../../../domain/money.js';
import { displayDate, todayInDhaka } from '../../../domain/dates.js';
import { fiscalYearEndingOn, fiscalYearOf, fiscalYearStarting, type FiscalYear } from '../../../domain/fiscalYear.js';
import { fiscalStartMonth, incomeAndExpenses } from '../../ledger/periodProfit.js';
import type { ClosingPreview, FiscalYearRow, YearEndList } from '../../../contracts/year-end.js';
import { SOURCE } from '../../ledger/sources.js';

export interface Closing {
  id: number;
  fy_start: string;
  fy_end: string;
  closed: boolean;
  vc_no: string | null;
  net_profit: string;
  previous_locked_until: string | null;
  closed_at: string;
  closed_by: string | null;
}

/** Every closing row, oldest year first (closed and reopened alike). */
export function closings(ex: Executor): Promise<Closing[]> {
  return rows<Closing>(
    ex,
    sql`select c.id, c.fy_start::text, c.fy_end::text, c.closed, c.vc_no, c.net_profit::text, c.previous_locked_until::text,
          c.closed_at::text, u.name as closed_by
        from year_closings c left join users u on u.id = c.closed_by
        order by c.fy_start`,
  );
}

export async function retainedEarnings(ex: Executor): Promise<{ id: number; name: string }> {
  const r = await one<{ id: number; name: string }>(ex, sql`select id, name from ledgers where system_role = 'retainedEarnings'`);
  if (!r) throw badRequest('The chart has no Retained Earnings ledger (system role retainedEarnings); the database is not upgraded');
  return r;
}

export async function lockedUntil(ex: Executor): Promise<string | null> {
  const r = await one<{ d: string | null }>(ex, sql`select locked_until::text as d from period_lock where id = 1`);
  return r?.d ?? null;
}

/** The fiscal year that ends on `yearEnd`, or a 400 naming the year's real last day. */
export function yearEndingOn(yearEnd: string, startMonth: number): FiscalYear {
  const fy = fiscalYearEndingOn(yearEnd, startMonth);
  if (!fy) {
    const real = fiscalYearOf(yearEnd, startMonth);
    throw badRequest(`${displayDate(yearEnd)} is not the last day of a fiscal year: ${real.label} ends on ${displayDate(real.end)}`, 'year_end');
  }
  return fy;
}

/** Hand vouchers waiting for approval, dated from `from` to `to`. */
async function waitingVouchers(ex: Executor, from: string, to: string): Promise<number> {
  const r = await one<{ n: number }>(
    ex,
    sql`select count(distinct vc_no)::int as n from voucher_lines where post_status = 0 and vc_date between ${from} and ${to}`,
  );
  return r?.n ?? 0;
}

/**
 * Why `fy` cannot be closed now, or undefined when it can: it is not over, it is closed, a later year
 * is closed, an earlier year with income or expenses is not closed, or vouchers dated in it wait
 * for approval (their lines would change the year's figures once approved).
 */
export async function closingProblem(ex: Executor, fy: FiscalYear, startMonth: number, all: Closing[], today = todayInDhaka()): Promise<string | undefined> {
  if (fy.end >= today) return `${fy.label} is not over yet: it ends on ${displayDate(fy.end)}`;
  const closed = all.filter((c) => c.closed);
  const same = closed.find((c) => c.fy_start === fy.start);
  if (same) return `${fy.label} is already closed${same.vc_no ? ` (closing voucher ${same.vc_no})` : ''}`;
  const later = closed.filter((c) => c.fy_end > fy.end).at(-1);
  if (later) return `A later year, ${fiscalYearOf(later.fy_start, startMonth).label}, is closed: reopen it before closing ${fy.label}`;
  const latestEnd = closed.at(-1)?.fy_end;
  const earlier = await one<{ d: string }>(
    ex,
    sql`select v.vc_date::text as d from voucher_lines v
        join ledgers l on l.id = v.ledger_id join acc_mains m on m.id = l.m_id join acc_groups g on g.id = m.g_id
        where g.nature in ('income', 'expense') and v.post_status = 1 and v.source_type is distinct from ${SOURCE.yearClose}
          and v.vc_date < ${fy.start} ${latestEnd ? sql`and v.vc_date > ${latestEnd}` : sql``}
        order by v.vc_date limit 1`,
  );
  if (earlier) {
    const e = fiscalYearOf(earlier.d, startMonth);
    return `${e.label} has income and expenses and is not closed: close it before ${fy.label}`;
  }
  const waiting = await waitingVouchers(ex, fy.start, fy.end);
  if (waiting)
    return `${waiting} ${waiting === 1 ? 'voucher' : 'vouchers'} dated in ${fy.label} ${waiting === 1 ? 'waits' : 'wait'} for approval: approve or delete ${waiting === 1 ? 'it' : 'them'} before closing the year`;
  return undefined;
}

export interface ClosingLine {
  ledgerId: number;
  name: string;
  debit: string;
  credit: string;
}

/**
 * The closing voucher of a year: each income and expense ledger's movement in the year (as the
 * profit and loss statement reads it) reversed, and the difference, the net profit, credited to
 * Retained Earnings (a loss debited).
 */
export async function closingEntry(ex: Executor, fy: FiscalYear): Promise<{ netProfit: Decimal; lines: ClosingLine[] }> {
  const [moved, re] = await Promise.all([incomeAndExpenses(ex, fy.start, fy.end), retainedEarnings(ex)]);
  // Net profit = income less expenses = minus the sum of debit-less-credit, as the statement reckons it.
  const netProfit = sum(moved.map((m) => m.net)).neg();
  const lines: ClosingLine[] = moved.map((m) => {
    const net = dec(m.net);
    return { ledgerId: m.id, name: m.name, debit: money(net.isNegative() ? net.neg() : 0), credit: money(net.isPositive() ? net : 0) };
  });
  if (!netProfit.isZero())
    lines.push({
      ledgerId: re.id,
      name: re.name,
      debit: money(netProfit.isNegative() ? netProfit.neg() : 0),
      credit: money(netProfit.isPositive() ? netProfit : 0),
    });
  return { netProfit, lines };
}

const laterOf = (a: string | null, b: string) => (a && a > b ? a : b);

export async function closingPreview(ex: Executor, yearEnd: string): Promise<ClosingPreview> {
  const startMonth = await fiscalStartMonth(ex);
  const fy = yearEndingOn(yearEnd, startMonth);
  const [entry, all, lock] = await Promise.all([closingEntry(ex, fy), closings(ex), lockedUntil(ex)]);
  return {
    label: fy.label,
    fy_start: fy.start,
    fy_end: fy.end,
    net_profit: toAmount(entry.netProfit),
    lines: entry.lines.map((l) => ({ ledger_id: l.ledgerId, name: l.name, debit: toAmount(l.debit), credit: toAmount(l.credit) })),
    locked_until_after: laterOf(lock, fy.end),
    problem: (await closingProblem(ex, fy, startMonth, all)) ?? null,
  };
}

/** The fiscal years from the first one with a voucher line (or a closing) to the current one, newest first. */
export async function listYears(ex: Executor): Promise<YearEndList> {
  const today = todayInDhaka();
  const [startMonth, all, lock, re, first, waiting] = await Promise.all([
    fiscalStartMonth(ex),
    closings(ex),
    lockedUntil(ex),
    retainedEarnings(ex),
    one<{ d: string | null }>(
      ex,
      sql`select least((select min(vc_date) from voucher_lines), (select min(fy_start) from year_closings where closed))::text as d`,
    ),
    rows<{ d: string; vc_no: string }>(ex, sql`select vc_date::text as d, vc_no from voucher_lines where post_status = 0 group by vc_date, vc_no`),
  ]);
  const current = fiscalYearOf(today, startMonth);
  const firstYear = fiscalYearOf(first?.d && first.d < current.start ? first.d : current.start, startMonth);
  const closed = all.filter((c) => c.closed);
  const latestClosed = closed.at(-1);
  const years: FiscalYearRow[] = [];
  for (let y = Number(current.start.slice(0, 4)); y >= Number(firstYear.start.slice(0, 4)); y--) {
    const fy = fiscalYearStarting(y, startMonth);
    const c = closed.find((x) => x.fy_start === fy.start);
    const base = { label: fy.label, fy_start: fy.start, fy_end: fy.end };
    const waitingHere = new Set(waiting.filter((w) => w.d >= fy.start && w.d <= fy.end).map((w) => w.vc_no)).size;
    if (c) {
      years.push({
        ...base,
        status: 'closed',
        net_profit: toAmount(c.net_profit),
        vc_no: c.vc_no,
        closed_at: c.closed_at,
        closed_by: c.closed_by,
        previous_locked_until: c.previous_locked_until,
        waiting_vouchers: waitingHere,
        can_close: false,
        can_reopen: c.id === latestClosed?.id,
        problem: null,
      });
      continue;
    }
    const moved = await incomeAndExpenses(ex, fy.start, fy.end);
    const problem = (await closingProblem(ex, fy, startMonth, all, today)) ?? null;
    years.push({
      ...base,
      status: fy.end >= today ? 'current' : 'open',
      net_profit: toAmount(sum(moved.map((m) => m.net)).neg()),
      vc_no: null,
      closed_at: null,
      closed_by: null,
      previous_locked_until: null,
      waiting_vouchers: waitingHere,
      can_close: !problem,
      can_reopen: false,
      problem,
    });
  }
  return { start_month: startMonth, locked_until: lock, retained_earnings: re, years };
}
