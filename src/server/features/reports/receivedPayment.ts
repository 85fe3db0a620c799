// Received and Payment: the money that came into and went out of cash and the banks in a date range
// (posted lines on the cash and bank ledgers), between the opening and closing balance of both.
import { sql, one, rows, type Executor } from '../../db/client.js';
import { dec, toAmount } from '../../../domain/money.js';
import type { ReceivedPaymentReply } from '../../../contracts/reports.js';
import { BANK_LEDGERS, CASH_LEDGERS, COUNTER_PARTICULARS, between, total, type Range } from './parts.js';

export async function receivedPayment(ex: Executor, r: Range): Promise<ReceivedPaymentReply> {
  const lines = sql`voucher_lines v join ledgers l on l.id = v.ledger_id
    where v.post_status = 1 and (v.ledger_id in ${CASH_LEDGERS} or v.ledger_id in ${BANK_LEDGERS})`;
  const opening = (await one<{ amount: string }>(
    ex,
    sql`select coalesce(sum(v.debit - v.credit), 0)::text as amount from ${lines} and v.vc_date < ${r.startDate}::date`,
  ))!.amount;
  const found = await rows<{
    date: string;
    vc_no: string;
    vc_type: number;
    account: string;
    particulars: string;
    description: string;
    debit: string;
    credit: string;
  }>(
    ex,
    sql`select v.vc_date::text as date, v.vc_no, v.vc_type, l.name as account, ${COUNTER_PARTICULARS} as particulars, v.narr as description,
          v.debit::text as debit, v.credit::text as credit
        from ${lines} and ${between(sql`v.vc_date`, r)} order by v.vc_date, v.id`,
  );
  const side = (key: 'debit' | 'credit') =>
    found.filter((f) => !dec(f[key]).isZero()).map(({ debit: _d, credit: _c, ...f }) => ({ ...f, amount: toAmount(key === 'debit' ? _d : _c) }));
  const received = total(found.map((f) => f.debit));
  const paid = total(found.map((f) => f.credit));
  return {
    opening: toAmount(opening),
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
