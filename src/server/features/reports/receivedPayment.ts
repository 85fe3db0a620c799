// Received and Payment: the money that came into and went out of cash, the banks and the mobile
// money accounts (bKash, Nagad, Rocket: cash equivalents, issue 41 item 9) in a date range (posted
// lines on their ledgers, the cash flow's own CASH_BANK_LEDGERS), between the opening and closing
// balance of them all.
// An opening balance entered in the range (an opening voucher, or one against opening balance
// equity) is part of the opening, never money received.
import { sql, one, rows, intArray, type Executor } from '../../db/client.js';
import { dec, toAmount } from '../../../domain/money.js';
import { ledgerTotals } from '../../ledger/balances.js';
import type { ReceivedPaymentReply } from '../../../contracts/reports.js';
import { CASH_BANK_LEDGERS, IS_OPENING } from './cashFlow.js';
import { COUNTER_PARTICULARS, between, total, type Range } from './parts.js';

/** The cash, bank and mobile money ledgers, those added beside them by hand included: the cash flow's. */
async function cashAndBankLedgers(ex: Executor): Promise<number[]> {
  const found = await rows<{ id: number }>(ex, sql`select id from ${CASH_BANK_LEDGERS} c`);
  return found.map((l) => l.id);
}

/** What the ledgers held before the day, debit minus credit, from the period balances. */
async function openingOf(ex: Executor, ledgerIds: number[], day: string): Promise<string> {
  if (!ledgerIds.length) return '0';
  const r = await one<{ amount: string }>(
    ex,
    sql`select coalesce(sum(t.debit - t.credit), 0)::text as amount from ${ledgerTotals(day, 'before', ledgerIds)} t`,
  );
  return r!.amount;
}

interface Line {
  date: string;
  vc_no: string;
  vc_type: number;
  account: string;
  particulars: string;
  description: string;
  debit: string;
  credit: string;
  opening: boolean;
}

/** The ledgers' posted lines in the range, by date. */
function linesOf(ex: Executor, ledgerIds: number[], r: Range): Promise<Line[]> {
  return rows<Line>(
    ex,
    sql`select v.vc_date::text as date, v.vc_no, v.vc_type, l.name as account, ${COUNTER_PARTICULARS} as particulars, v.narr as description,
          v.debit::text as debit, v.credit::text as credit, ${IS_OPENING(sql`v`)} as opening
        from voucher_lines v join ledgers l on l.id = v.ledger_id
        where v.post_status = 1 and v.ledger_id = any(${intArray(ledgerIds)}) and ${between(sql`v.vc_date`, r)}
        order by v.vc_date, v.id`,
  );
}

export async function receivedPayment(ex: Executor, r: Range): Promise<ReceivedPaymentReply> {
  const ledgerIds = await cashAndBankLedgers(ex);
  const [before, all] = await Promise.all([openingOf(ex, ledgerIds, r.startDate), linesOf(ex, ledgerIds, r)]);
  const found = all.filter((f) => !f.opening);
  const entered = all.filter((f) => f.opening);
  const openingEntries = dec(total(entered.map((f) => f.debit))).minus(total(entered.map((f) => f.credit)));
  const opening = dec(before).plus(openingEntries);
  const side = (key: 'debit' | 'credit') =>
    found.filter((f) => !dec(f[key]).isZero()).map(({ debit: _d, credit: _c, opening: _o, ...f }) => ({ ...f, amount: toAmount(key === 'debit' ? _d : _c) }));
  const received = total(found.map((f) => f.debit));
  const paid = total(found.map((f) => f.credit));
  return {
    opening: toAmount(opening),
    opening_entries: toAmount(openingEntries),
    received: side('debit'),
    payments: side('credit'),
    total_received: received,
    total_payment: paid,
    closing: toAmount(
      dec(opening)
        .plus(total(found.map((f) => f.debit)))
        .minus(total(found.map((f) => f.credit))),
    ),
  };
}
