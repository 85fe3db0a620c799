// The Bank Book: per bank, the posted lines on the bank ledgers that name it, with the opening
// balance before the range and the running balance (debit: money in, credit: money out).
import { sql, rows, type Executor } from '../../db/client.js';
import { dec, toAmount } from '../../../domain/money.js';
import type { BankBookReply, BookRow } from '../../../contracts/reports.js';
import { BANK_LEDGERS, COUNTER_PARTICULARS, between, total, type Range } from './parts.js';

type Raw = Omit<BookRow, 'debit' | 'credit' | 'balance'> & { bank_id: number | null; debit: string; credit: string };

export async function bankBook(ex: Executor, r: Range & { bankId?: number }): Promise<BankBookReply> {
  const lines = sql`voucher_lines v where v.post_status = 1 and v.ledger_id in ${BANK_LEDGERS} ${r.bankId ? sql`and v.bank_id = ${r.bankId}` : sql``}`;
  const openings = await rows<{ bank_id: number | null; amount: string }>(
    ex,
    sql`select v.bank_id, sum(v.debit - v.credit)::text as amount from ${lines} and v.vc_date < ${r.startDate}::date group by v.bank_id`,
  );
  const found = await rows<Raw>(
    ex,
    sql`select v.bank_id, v.vc_date::text as date, v.vc_no, v.vc_type, ${COUNTER_PARTICULARS} as particulars, v.narr as description, v.chq_no,
          v.debit::text as debit, v.credit::text as credit
        from ${lines} and ${between(sql`v.vc_date`, r)} order by v.vc_date, v.id`,
  );
  const ids = [...new Set([...openings.map((o) => o.bank_id), ...found.map((f) => f.bank_id), ...(r.bankId ? [r.bankId] : [])])];
  const banks = await rows<{ id: number; name: string; branch: string }>(ex, sql`select id, name, branch from banks order by name, id`);
  return {
    banks: banks
      .filter((b) => ids.includes(b.id))
      .map((b) => ({ id: b.id as number | null, name: b.name, branch: b.branch }))
      .concat(ids.includes(null) ? [{ id: null, name: 'Bank (no bank named)', branch: '' }] : [])
      .map((b) =>
        bankSection(
          b,
          openings.find((o) => o.bank_id === b.id)?.amount ?? '0',
          found.filter((f) => f.bank_id === b.id),
        ),
      ),
  };
}

function bankSection(bank: { id: number | null; name: string; branch: string }, opening: string, lines: Raw[]) {
  let balance = dec(opening);
  const rows = lines.map(({ bank_id: _bank, ...l }) => {
    balance = balance.plus(l.debit).minus(l.credit);
    return { ...l, debit: toAmount(l.debit), credit: toAmount(l.credit), balance: toAmount(balance) };
  });
  return {
    bank_id: bank.id,
    bank_name: bank.name,
    branch: bank.branch,
    opening: toAmount(opening),
    rows,
    total_debit: total(lines.map((l) => l.debit)),
    total_credit: total(lines.map((l) => l.credit)),
    closing: toAmount(balance),
  };
}
