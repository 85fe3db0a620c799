// Commands on banks. A bank and branch is named once; a bank used by the books stays. Each bank has
// its own ledger under the sub head of the seeded bank ledgers ("Bank Accounts"), created, renamed
// and deleted with it; its opening balance is that ledger's opening amount, posted against Opening
// Balance Equity (source 'ledger_opening', as the chart of accounts posts a ledger's opening).
import { sql, one, inTransaction, type Executor } from '../../db/client.js';
import { badRequest, conflict, notFound, pgError } from '../../errors.js';
import { removeBySource } from '../../ledger/ledger.js';
import { dec, money } from '../../../domain/money.js';
import { todayInDhaka } from '../../../domain/dates.js';
import type { BankBody } from '../../../contracts/banks.js';
import { getBank } from './queries.js';
import { replaceLedgerOpening } from '../../ledger/openings.js';
import { SOURCE } from '../../ledger/sources.js';

const duplicate = (b: { name: string; branch: string }) =>
  conflict(b.branch ? `Bank ${b.name}, branch ${b.branch} already exists` : `Bank ${b.name} already exists`, 'name');

interface Fields {
  name: string;
  branch: string;
  accountNo: string;
  opening: string;
  openingDate: string | null;
}

/** The bank's fields; what an edit leaves out (an older client sends name and branch only) stays as it was. */
const clean = (body: BankBody, cur?: Fields): Fields => {
  const opening = body.opening_balance === undefined ? (cur?.opening ?? '0.00') : money(body.opening_balance);
  const openingDate = body.opening_date ?? cur?.openingDate ?? null;
  return {
    name: body.name.trim(),
    branch: (body.branch ?? '').trim(),
    accountNo: (body.account_no ?? cur?.accountNo ?? '').trim(),
    opening,
    openingDate: dec(opening).isZero() ? openingDate : (openingDate ?? todayInDhaka()),
  };
};

/** The bank's ledger is named after the bank and branch. */
export const ledgerNameOf = (b: { name: string; branch: string }) => (b.branch ? `${b.name} - ${b.branch}` : b.name);

async function assertUnique(tx: Executor, b: { name: string; branch: string }, exceptId = 0) {
  const dup = await one(tx, sql`select 1 from banks where lower(name) = lower(${b.name}) and lower(branch) = lower(${b.branch}) and id <> ${exceptId}`);
  if (dup) throw duplicate(b);
  const name = ledgerNameOf(b);
  const ledger = await one(
    tx,
    sql`select 1 from ledgers where lower(name) = lower(${name}) and id is distinct from (select ledger_id from banks where id = ${exceptId})`,
  );
  if (ledger) throw conflict(`The chart of accounts already has a ledger named ${name}; rename that ledger or name the bank's branch`, 'name');
}

/** Runs a write; a unique-index violation (two clerks at once) becomes the same clear 409. */
async function uniquely<T>(b: { name: string; branch: string }, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (pgError(e).code === '23505') throw duplicate(b);
    throw e;
  }
}

async function lockBank(tx: Executor, id: number) {
  const row = await one<{
    ledger_id: number | null;
    name: string;
    branch: string;
    account_no: string;
    kind: string;
    amount: string | null;
    open_date: string | null;
  }>(
    tx,
    sql`select b.ledger_id, b.name, b.branch, b.account_no, b.kind, l.amount, to_char(l.open_date, 'YYYY-MM-DD') as open_date
        from banks b left join ledgers l on l.id = b.ledger_id where b.id = ${id} for update of b`,
  );
  if (!row) throw notFound('Bank not found');
  return row;
}

/** The bank's ledger (migration 0042's trigger made it with the bank) takes the bank's opening amount. */
async function bankLedger(tx: Executor, bankId: number, f: Fields): Promise<number> {
  const row = await one<{ ledger_id: number | null }>(tx, sql`select ledger_id from banks where id = ${bankId}`);
  if (!row?.ledger_id) throw new Error('The chart of accounts has no bank ledgers to place a bank beside');
  await tx.execute(sql`update ledgers set name = ${ledgerNameOf(f)}, amount = ${f.opening}, open_date = ${f.openingDate} where id = ${row.ledger_id}`);
  return row.ledger_id;
}

/** The bank's opening: Dr the bank, Cr Opening Balance Equity for money in it (the reverse for an overdraft). */
function postOpening(tx: Executor, ledgerId: number, f: Fields, userId: number | null) {
  return replaceLedgerOpening(tx, {
    ledgerId,
    debit: dec(f.opening),
    date: f.openingDate ?? todayInDhaka(),
    narr: `Opening balance of ${ledgerNameOf(f)}`,
    userId,
  });
}

export function createBank(db: Executor, body: BankBody, userId: number | null = null) {
  const f = clean(body);
  return inTransaction(db, async (tx) => {
    await assertUnique(tx, f);
    const row = await uniquely(f, () =>
      one<{ id: number }>(
        tx,
        sql`insert into banks (name, branch, account_no, kind, wallet_no) values (${f.name}, ${f.branch}, ${f.accountNo}, ${body.kind ?? 'bank'}, ${(body.wallet_no ?? '').trim()}) returning id`,
      ),
    );
    const ledgerId = await bankLedger(tx, row!.id, f);
    await postOpening(tx, ledgerId, f, userId);
    return getBank(tx, row!.id);
  });
}

export function editBank(db: Executor, id: number, body: BankBody, userId: number | null = null) {
  return inTransaction(db, async (tx) => {
    const cur = await lockBank(tx, id);
    const f = clean(body, { name: cur.name, branch: cur.branch, accountNo: cur.account_no, opening: money(cur.amount ?? 0), openingDate: cur.open_date });
    await assertUnique(tx, f, id);
    // its ledger sits under Bank Accounts or Mobile Money Accounts by its kind, chosen when it was made
    if (body.kind && body.kind !== cur.kind) throw badRequest('A money account keeps its kind (bank or mobile money); make a new one instead', 'kind');
    await uniquely(f, () =>
      tx.execute(
        sql`update banks set name = ${f.name}, branch = ${f.branch}, account_no = ${f.accountNo}${body.wallet_no !== undefined ? sql`, wallet_no = ${body.wallet_no.trim()}` : sql``} where id = ${id}`,
      ),
    );
    const ledgerId = await bankLedger(tx, id, f);
    const openingChanged = !dec(f.opening).equals(dec(cur.amount ?? 0)) || f.openingDate !== cur.open_date || f.name !== cur.name || f.branch !== cur.branch;
    if (openingChanged) await postOpening(tx, ledgerId, f, userId);
    return getBank(tx, id);
  });
}

/** A bank whose ledger has postings (beyond its own opening), or that a record names, stays. */
export function removeBank(db: Executor, id: number) {
  return inTransaction(db, async (tx) => {
    const cur = await lockBank(tx, id);
    const used =
      (await one(tx, sql`select 1 from voucher_lines where bank_id = ${id} limit 1`)) ??
      (await one(tx, sql`select 1 from coll_pay where bank_id = ${id} limit 1`)) ??
      (cur.ledger_id
        ? await one(tx, sql`select 1 from voucher_lines where ledger_id = ${cur.ledger_id} and source_type is distinct from ${SOURCE.ledgerOpening} limit 1`)
        : undefined);
    if (used) throw conflict('This bank is used by collections, payments or vouchers; it cannot be deleted');
    try {
      await tx.execute(sql`delete from banks where id = ${id}`);
      if (cur.ledger_id) {
        await removeBySource(tx, SOURCE.ledgerOpening, cur.ledger_id);
        await tx.execute(sql`delete from ledgers where id = ${cur.ledger_id}`);
      }
    } catch (e) {
      if (pgError(e).code === '23503') throw conflict('This bank is used by documents; it cannot be deleted');
      throw e;
    }
  });
}
