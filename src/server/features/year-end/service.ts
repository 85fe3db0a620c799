// Commands of the year-end closing, each in one transaction.
//
// Closing a fiscal year posts ONE voucher (JV, dated the year's last day, source 'year_close') that
// zeroes every income and expense ledger's movement in the year and moves the net profit to
// Retained Earnings, and locks the period to the year's last day (or keeps a later lock). The lock
// trigger (migration 0020) refuses lines dated on or before the lock, so the voucher is posted
// before the lock is set, and a lock already covering the year is lifted to the day before the
// year's end for the posting, inside the transaction. Reopening the latest closed year lifts the
// lock the same way, removes the voucher and puts back the lock the close found.
import { sql, one, inTransaction, type Executor } from '../../db/client.js';
import { post, removeBySource } from '../../ledger/ledger.js';
import { fiscalStartMonth } from '../../ledger/periodProfit.js';
import { conflict } from '../../errors.js';
import { money, toAmount } from '../../../domain/money.js';
import { displayDate } from '../../../domain/dates.js';
import { addDays, fiscalYearOf } from '../../../domain/fiscalYear.js';
import type { CloseReply, FiscalYearSettings, ReopenReply } from '../../../contracts/year-end.js';
import { closingEntry, closingProblem, closings, yearEndingOn } from './queries.js';
import { VC } from '../../../domain/voucherTypes.js';
import { SOURCE } from '../../ledger/sources.js';

/** The period lock row, locked for the rest of the transaction: closings, reopenings and lock changes queue here. */
async function lockThePeriodLock(tx: Executor): Promise<string | null> {
  // A database emptied by hand may have lost the row; the lock trigger reads no row as "open".
  await tx.execute(sql`insert into period_lock (id) values (1) on conflict do nothing`);
  const r = await one<{ d: string | null }>(tx, sql`select locked_until::text as d from period_lock where id = 1 for update`);
  return r?.d ?? null;
}

async function setLock(tx: Executor, date: string | null, userId: number) {
  await tx.execute(sql`update period_lock set locked_until = ${date}, updated_by = ${userId}, updated_at = now() where id = 1`);
}

const lockText = (d: string | null) => (d ? displayDate(d) : 'open');

export function closeYear(db: Executor, yearEnd: string, userId: number): Promise<CloseReply> {
  return inTransaction(db, async (tx) => {
    // No line may be written while the year's figures are read and zeroed: a bill saved at the same
    // moment would otherwise land in the closed year unzeroed. Writers wait a moment; closes queue.
    await tx.execute(sql`lock table voucher_lines in share row exclusive mode`);
    const previous = await lockThePeriodLock(tx);
    const startMonth = await fiscalStartMonth(tx);
    const fy = yearEndingOn(yearEnd, startMonth);
    const problem = await closingProblem(tx, fy, startMonth, await closings(tx));
    if (problem) throw conflict(problem, 'year_end');
    const entry = await closingEntry(tx, fy);

    // The voucher is dated the year's last day: a lock on or after it is lifted to the day before.
    if (previous && previous >= fy.end) await setLock(tx, addDays(fy.end, -1), userId);
    const row = await one<{ id: number; vc_no: string | null }>(
      tx,
      sql`insert into year_closings (fy_start, fy_end, closed, net_profit, previous_locked_until, closed_at, closed_by, reopened_at, reopened_by)
          values (${fy.start}, ${fy.end}, true, ${money(entry.netProfit)}, ${previous}, now(), ${userId}, null, null)
          on conflict (fy_start) do update set fy_end = excluded.fy_end, closed = true, net_profit = excluded.net_profit,
            previous_locked_until = excluded.previous_locked_until, closed_at = now(), closed_by = excluded.closed_by,
            reopened_at = null, reopened_by = null
          returning id, vc_no`,
    );
    const net = entry.netProfit;
    const what = net.isNegative() ? 'net loss' : 'net profit';
    const vcNo = entry.lines.length
      ? await post(tx, {
          vcType: VC.journal,
          vcDate: fy.end,
          // A year closed again after a reopening keeps its closing voucher's number.
          vcNo: row!.vc_no ?? undefined,
          postStatus: 1,
          source: { type: SOURCE.yearClose, id: row!.id },
          createdBy: userId,
          lines: entry.lines.map((l) => ({
            ledgerId: l.ledgerId,
            debit: l.debit,
            credit: l.credit,
            narr: `Year-end closing of ${fy.label}: ${what} to retained earnings`,
          })),
        })
      : null;
    await tx.execute(sql`update year_closings set vc_no = ${vcNo} where id = ${row!.id}`);
    const lockedUntil = previous && previous > fy.end ? previous : fy.end;
    await setLock(tx, lockedUntil, userId);
    return {
      message: `${fy.label} is closed: ${what} of ${money(net.abs())} moved to retained earnings${vcNo ? ` by ${vcNo}` : ''}; the books are locked up to ${displayDate(lockedUntil)}`,
      label: fy.label,
      fy_start: fy.start,
      fy_end: fy.end,
      vc_no: vcNo,
      net_profit: toAmount(net),
      locked_until: lockedUntil,
    };
  });
}

export function reopenYear(db: Executor, yearEnd: string, userId: number): Promise<ReopenReply> {
  return inTransaction(db, async (tx) => {
    const current = await lockThePeriodLock(tx);
    const startMonth = await fiscalStartMonth(tx);
    const fy = yearEndingOn(yearEnd, startMonth);
    const closed = (await closings(tx)).filter((c) => c.closed);
    const row = closed.find((c) => c.fy_start === fy.start);
    if (!row) throw conflict(`${fy.label} is not closed`, 'year_end');
    const latest = closed.at(-1)!;
    if (latest.id !== row.id)
      throw conflict(`Only the latest closed year can be reopened: reopen ${fiscalYearOf(latest.fy_start, startMonth).label} first`, 'year_end');

    // The year counts as open from here, so the lock may move back (trigger of migration 0045);
    // it is lifted to the day before the year's end while the closing voucher goes, then put back.
    await tx.execute(sql`update year_closings set closed = false, reopened_at = now(), reopened_by = ${userId} where id = ${row.id}`);
    if (current && current >= fy.end) await setLock(tx, addDays(fy.end, -1), userId);
    await removeBySource(tx, SOURCE.yearClose, row.id);
    await setLock(tx, row.previous_locked_until, userId);
    return {
      message: `${fy.label} is reopened: closing voucher ${row.vc_no ?? '(none)'} removed; the period lock is ${row.previous_locked_until ? `back to ${lockText(row.previous_locked_until)}` : 'lifted (the books are open)'}, as before the close`,
      label: fy.label,
      fy_start: fy.start,
      fy_end: fy.end,
      locked_until: row.previous_locked_until,
    };
  });
}

export function saveFiscalYearSettings(db: Executor, body: FiscalYearSettings): Promise<FiscalYearSettings> {
  return inTransaction(db, async (tx) => {
    await lockThePeriodLock(tx);
    const now = await fiscalStartMonth(tx);
    if (body.start_month !== now) {
      const closed = (await closings(tx)).filter((c) => c.closed);
      if (closed.length)
        throw conflict(
          `The fiscal year cannot change while a year is closed (${fiscalYearOf(closed.at(-1)!.fy_start, now).label}): reopen the closed years first`,
          'start_month',
        );
    }
    const r = await one<{ m: number }>(
      tx,
      sql`insert into app_settings (id, fiscal_year_start_month) values (1, ${body.start_month})
          on conflict (id) do update set fiscal_year_start_month = excluded.fiscal_year_start_month
          returning fiscal_year_start_month::int as m`,
    );
    return { start_month: r!.m };
  });
}
