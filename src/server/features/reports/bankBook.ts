// The Bank Book: per bank, the posted lines on that bank's own ledger (migration 0042), with the
// opening balance before the range (the bank's opening amount included) and the running balance
// (debit: money in, credit: money out). Other ledgers under Bank Accounts (one added by hand, or
// "Bank (unassigned)" after an upgrade) show under their own names.
import { sql, rows, type Executor } from '../../db/client.js';
import { dec, toAmount } from '../../../domain/money.js';
import { ledgerTotals } from '../../ledger/balances.js';
import type { BankBookReply, BookRow } from '../../../contracts/reports.js';
import { BANK_LEDGERS, COUNTER_PARTICULARS, between, total, type Range } from './parts.js';

type Raw = Omit<BookRow, 'debit' | 'credit' | 'balance'> & { ledger_id: number; debit: string; credit: string };
interface Account {
  ledger_id: number;
  ledger_name: string;
  bank_id: number | null;
  bank_name: string | null;
  branch: string | null;
  account_no: string | null;
}

export async function bankBook(ex: Executor, r: Range & { bankId?: number }): Promise<BankBookReply> {
  const accounts = await rows<Account>(
    ex,
    sql`select l.id as ledger_id, l.name as ledger_name, b.id as bank_id, b.name as bank_name, b.branch, b.account_no
        from ledgers l left join banks b on b.ledger_id = l.id
        where l.id in ${BANK_LEDGERS} ${r.bankId ? sql`and b.id = ${r.bankId}` : sql``}
        order by b.id is null, lower(coalesce(b.name, l.name)), lower(coalesce(b.branch, '')), l.id`,
  );
  if (!accounts.length) return { banks: [] };
  const ids = accounts.map((a) => a.ledger_id);
  const openings = await rows<{ ledger_id: number; amount: string }>(
    ex,
    sql`select ledger_id, (debit - credit)::text as amount from ${ledgerTotals(r.startDate, 'before', ids)} t`,
  );
  const found = await rows<Raw>(
    ex,
    sql`select v.ledger_id, v.vc_date::text as date, v.vc_no, v.vc_type, ${COUNTER_PARTICULARS} as particulars, v.narr as description, v.chq_no,
          v.debit::text as debit, v.credit::text as credit
        from voucher_lines v
        where v.post_status = 1 and v.ledger_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and ${between(sql`v.vc_date`, r)}
        order by v.vc_date, v.id`,
  );
  const banks = accounts
    .map((a) => ({
      a,
      opening: openings.find((o) => o.ledger_id === a.ledger_id)?.amount ?? '0',
      lines: found.filter((f) => f.ledger_id === a.ledger_id),
    }))
    // Without a bank asked for, an account with nothing before or in the range is left out.
    .filter((x) => r.bankId || x.lines.length || !dec(x.opening).isZero());
  return { banks: banks.map((x) => bankSection(x.a, x.opening, x.lines)) };
}

function bankSection(a: Account, opening: string, lines: Raw[]) {
  let balance = dec(opening);
  const rows = lines.map(({ ledger_id: _ledger, ...l }) => {
    balance = balance.plus(l.debit).minus(l.credit);
    return { ...l, debit: toAmount(l.debit), credit: toAmount(l.credit), balance: toAmount(balance) };
  });
  return {
    bank_id: a.bank_id,
    bank_name: a.bank_name ?? a.ledger_name,
    branch: a.branch ?? '',
    account_no: a.account_no ?? '',
    ledger_id: a.ledger_id,
    opening: toAmount(opening),
    rows,
    total_debit: total(lines.map((l) => l.debit)),
    total_credit: total(lines.map((l) => l.credit)),
    closing: toAmount(balance),
  };
}
