// Reads of banks, with their ledger, opening balance and what the ledger holds.
import { sql, one, type Executor } from '../../db/client.js';
import { pagedRows, searchAny, whereAll, type Page } from '../../db/paging.js';
import { notFound } from '../../errors.js';
import { toAmount } from '../../../domain/money.js';
import type { Bank } from '../../../contracts/banks.js';

type Row = Omit<Bank, 'created_at' | 'opening_balance' | 'balance'> & { created_at: Date | string; opening_balance: string; balance: string };
const toBank = (r: Row): Bank => ({
  ...r,
  opening_balance: toAmount(r.opening_balance),
  balance: toAmount(r.balance),
  created_at: new Date(r.created_at).toISOString(),
});
// The balance comes from the period balances (every posted line of the ledger), not from its lines.
const SELECT = sql`b.id, b.name, b.branch, b.account_no, b.kind, b.wallet_no, b.ledger_id, l.name as ledger_name,
  coalesce(l.amount, 0)::text as opening_balance, to_char(l.open_date, 'YYYY-MM-DD') as opening_date,
  coalesce((select sum(mb.debit - mb.credit) from ledger_month_balances mb where mb.ledger_id = b.ledger_id), 0)::text as balance,
  b.created_at`;
const FROM = sql`from banks b left join ledgers l on l.id = b.ledger_id`;

export async function listBanks(ex: Executor, f: Page & { search?: string }) {
  const where = whereAll([searchAny([sql`b.name`, sql`b.branch`, sql`b.account_no`], f.search)]);
  const page = await pagedRows<Row>(ex, { select: SELECT, from: sql`${FROM} ${where}`, orderBy: sql`lower(b.name), lower(b.branch), b.id`, page: f });
  return { data: page.rows.map(toBank), total: page.total };
}

export async function getBank(ex: Executor, id: number): Promise<Bank> {
  const r = await one<Row>(ex, sql`select ${SELECT} ${FROM} where b.id = ${id}`);
  if (!r) throw notFound('Bank not found');
  return toBank(r);
}
