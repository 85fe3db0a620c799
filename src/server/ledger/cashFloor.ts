// Cash in hand never goes below zero without a word (issue 42, item 11). A voucher that credits a
// cash-in-hand ledger (the Cash ledger or any ledger beside it under its sub head, such as a vault)
// is checked once written: the ledger's lowest running balance from the voucher's date on (a payment
// dated back lowers every later day too). Below zero, the company's setting says what happens:
// 'refuse' is a 409 naming the ledger, the day and the figure, and nothing is saved; 'warn' saves it
// and the reply carries the warning (the X-Warning header, auth/context.ts), which the screens show.
import { sql, one, rows, type Executor } from '../db/client.js';
import { AppError } from '../errors.js';
import { LEDGER } from './accounts.js';
import { addWarning } from '../auth/context.js';
import { formatAmount } from '../../domain/numberFormat.js';
import { displayDate } from '../../domain/dates.js';
import { dec } from '../../domain/money.js';
import type { VoucherInput } from './ledger.js';

const SEEDED = new Set<number>(Object.values(LEDGER));

export async function checkCashFloor(tx: Executor, v: VoucherInput): Promise<void> {
  if ((v.postStatus ?? 1) !== 1) return;
  // The seeded ledgers but Cash are never cash in hand: a bill's or a collection's voucher, which
  // credits only those, is not checked at all (no query).
  const credited = [...new Set(v.lines.filter((l) => dec(l.credit ?? 0).gt(0)).map((l) => l.ledgerId))].filter((id) => id === LEDGER.cash || !SEEDED.has(id));
  if (!credited.length) return;
  const ids = sql.join(
    credited.map((id) => sql`${id}`),
    sql`, `,
  );
  const cash = await rows<{ id: number; name: string }>(
    tx,
    sql`select l.id, l.name from ledgers l where l.id in (${ids}) and l.s_id = (select s_id from ledgers where id = ${LEDGER.cash})`,
  );
  if (!cash.length) return;
  const setting = (await one<{ negative_cash: string }>(tx, sql`select negative_cash from app_settings where id = 1`))?.negative_cash ?? 'warn';
  for (const l of cash) {
    const low = await one<{ day: string; balance: string }>(
      tx,
      sql`with opening as (
            select coalesce(sum(debit - credit), 0) as amount from voucher_lines where ledger_id = ${l.id} and post_status = 1 and vc_date < ${v.vcDate}
          ), days as (
            select vc_date, sum(debit - credit) as net from voucher_lines where ledger_id = ${l.id} and post_status = 1 and vc_date >= ${v.vcDate} group by vc_date
          )
          select vc_date::text as day, (select amount from opening) + sum(net) over (order by vc_date) as balance from days order by balance, vc_date limit 1`,
    );
    if (!low || dec(low.balance).gte(0)) continue;
    const message = `${l.name} would be ${formatAmount(low.balance)} on ${displayDate(low.day)}: more cash is paid out than there is in hand.`;
    if (setting === 'refuse') throw new AppError(409, `${message} Record the cash received first, or pay from a bank.`);
    addWarning(message);
  }
}
