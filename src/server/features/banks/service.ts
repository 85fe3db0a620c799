// Commands on banks. A bank and branch is named once; a bank used by the books stays.
import { sql, one, inTransaction, type Executor } from '../../db/client.js';
import { conflict, notFound, pgError } from '../../errors.js';
import type { BankBody } from '../../../contracts/banks.js';
import { getBank } from './queries.js';

const duplicate = (b: { name: string; branch: string }) =>
  conflict(b.branch ? `Bank ${b.name}, branch ${b.branch} already exists` : `Bank ${b.name} already exists`, 'name');

const clean = (body: BankBody) => ({ name: body.name.trim(), branch: (body.branch ?? '').trim() });

async function assertUnique(tx: Executor, b: { name: string; branch: string }, exceptId = 0) {
  const dup = await one(tx, sql`select 1 from banks where lower(name) = lower(${b.name}) and lower(branch) = lower(${b.branch}) and id <> ${exceptId}`);
  if (dup) throw duplicate(b);
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
  if (!(await one(tx, sql`select 1 from banks where id = ${id} for update`))) throw notFound('Bank not found');
}

export function createBank(db: Executor, body: BankBody) {
  const b = clean(body);
  return inTransaction(db, async (tx) => {
    await assertUnique(tx, b);
    const row = await uniquely(b, () => one<{ id: number }>(tx, sql`insert into banks (name, branch) values (${b.name}, ${b.branch}) returning id`));
    return getBank(tx, row!.id);
  });
}

export function editBank(db: Executor, id: number, body: BankBody) {
  const b = clean(body);
  return inTransaction(db, async (tx) => {
    await lockBank(tx, id);
    await assertUnique(tx, b, id);
    await uniquely(b, () => tx.execute(sql`update banks set name = ${b.name}, branch = ${b.branch} where id = ${id}`));
    return getBank(tx, id);
  });
}

export function removeBank(db: Executor, id: number) {
  return inTransaction(db, async (tx) => {
    await lockBank(tx, id);
    const used =
      (await one(tx, sql`select 1 from voucher_lines where bank_id = ${id} limit 1`)) ?? (await one(tx, sql`select 1 from coll_pay where bank_id = ${id} limit 1`));
    if (used) throw conflict('This bank is used by collections, payments or vouchers; it cannot be deleted');
    try {
      await tx.execute(sql`delete from banks where id = ${id}`);
    } catch (e) {
      if (pgError(e).code === '23503') throw conflict('This bank is used by documents; it cannot be deleted');
      throw e;
    }
  });
}
