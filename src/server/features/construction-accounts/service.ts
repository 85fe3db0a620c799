// Commands on the construction chart: groups, main heads, sub heads and ledgers. Names are unique
// within their parent; a record in use (by heads below it, vouchers or bills) cannot be deleted; the
// petty cash ledger (id 1) can be renamed but not deleted, tied to a project or emptied below zero.
import type { SQL } from 'drizzle-orm';
import { sql, one, inTransaction, type Executor } from '../../db/client.js';
import { badRequest, conflict, notFound, pgError } from '../../errors.js';
import { money } from '../../../domain/money.js';
import { natureFromName, PETTY_CASH_LEDGER_ID } from '../../../domain/construction.js';
import { withPettyCashGuard } from '../../ledger/projectLedger.js';
import type { GroupBody, LedgerBody, MainBody, SubBody } from '../../../contracts/construction-accounts.js';

/** Runs a write; a duplicate name (unique index) becomes a 409 with the field at fault. */
async function uniqueName<T>(work: Promise<T>, message: string): Promise<T> {
  try {
    return await work;
  } catch (e) {
    if (pgError(e).code === '23505') throw conflict(message, 'name');
    throw e;
  }
}

async function insertId(tx: Executor, query: SQL): Promise<number> {
  return (await one<{ id: number }>(tx, query))!.id;
}

/** Updates one row; 404 when it does not exist. */
async function updateOne(tx: Executor, query: SQL, missing: string): Promise<number> {
  const r = await one<{ id: number }>(tx, query);
  if (!r) throw notFound(missing);
  return 1;
}

async function assertExists(tx: Executor, query: SQL, message: string, field: string) {
  if (!(await one(tx, query))) throw badRequest(message, field);
}

/** Deletes a row unless one of the checks finds it in use. */
async function deleteUnlessUsed(db: Executor, table: 'project_acc_groups' | 'project_acc_mains' | 'project_acc_subs' | 'project_ledgers', id: number, uses: [SQL, string][], missing: string) {
  return inTransaction(db, async (tx) => {
    const row = await one(tx, sql`select id from ${sql.identifier(table)} where id = ${id} for update`);
    if (!row) throw notFound(missing);
    for (const [query, message] of uses) if (await one(tx, query)) throw conflict(message);
    await tx.execute(sql`delete from ${sql.identifier(table)} where id = ${id}`);
    return 1;
  });
}

// ---- groups --------------------------------------------------------------------------------------

const DUPLICATE_GROUP = 'A group with this name already exists';

export const createGroup = (db: Executor, b: GroupBody) =>
  uniqueName(
    insertId(db, sql`insert into project_acc_groups (name, nature) values (${b.name}, ${b.nature ?? natureFromName(b.name)}) returning id`),
    DUPLICATE_GROUP,
  );

export const NATURE_LOCKED = 'A completed project has lines on this group’s ledgers: reopen the project before changing the group’s nature';

/** Renames the group and, when sent, changes its nature (refused while a completed project's figures rest on it). */
export const updateGroup = (db: Executor, id: number, b: GroupBody) =>
  uniqueName(
    inTransaction(db, async (tx) => {
      if (b.nature) {
        const used = await one(
          tx,
          sql`select 1 from project_acc_groups g
                join project_acc_mains m on m.project_g_id = g.id
                join project_ledgers l on l.project_acc_main_id = m.id
                join project_voucher_lines v on v.project_ledger_id = l.id
                join projects p on p.id = v.project_id and p.status = 'completed'
              where g.id = ${id} and g.nature <> ${b.nature} limit 1`,
        );
        if (used) throw conflict(NATURE_LOCKED, 'nature');
      }
      return updateOne(
        tx,
        sql`update project_acc_groups set name = ${b.name}, nature = coalesce(${b.nature ?? null}, nature) where id = ${id} returning id`,
        'Group not found',
      );
    }),
    DUPLICATE_GROUP,
  );

export const deleteGroup = (db: Executor, id: number) =>
  deleteUnlessUsed(db, 'project_acc_groups', id, [[sql`select 1 from project_acc_mains where project_g_id = ${id} limit 1`, 'This group has main heads and cannot be deleted']], 'Group not found');

// ---- main heads ----------------------------------------------------------------------------------

const DUPLICATE_MAIN = 'A main head with this name already exists in this group';
const groupExists = (tx: Executor, id: number) =>
  assertExists(tx, sql`select 1 from project_acc_groups where id = ${id}`, 'Group Name is required', 'project_g_id');

export const createMain = (db: Executor, b: MainBody) =>
  uniqueName(
    inTransaction(db, async (tx) => {
      await groupExists(tx, b.project_g_id);
      return insertId(tx, sql`insert into project_acc_mains (name, project_g_id) values (${b.name}, ${b.project_g_id}) returning id`);
    }),
    DUPLICATE_MAIN,
  );

export const updateMain = (db: Executor, id: number, b: MainBody) =>
  uniqueName(
    inTransaction(db, async (tx) => {
      await groupExists(tx, b.project_g_id);
      return updateOne(tx, sql`update project_acc_mains set name = ${b.name}, project_g_id = ${b.project_g_id} where id = ${id} returning id`, 'Main head not found');
    }),
    DUPLICATE_MAIN,
  );

export const deleteMain = (db: Executor, id: number) =>
  deleteUnlessUsed(
    db,
    'project_acc_mains',
    id,
    [
      [sql`select 1 from project_acc_subs where project_main_id = ${id} limit 1`, 'This main head has sub heads and cannot be deleted'],
      [sql`select 1 from project_ledgers where project_acc_main_id = ${id} limit 1`, 'This main head has ledgers and cannot be deleted'],
    ],
    'Main head not found',
  );

// ---- sub heads -----------------------------------------------------------------------------------

const DUPLICATE_SUB = 'A sub head with this name already exists under this main head';
const mainExists = (tx: Executor, id: number) =>
  assertExists(tx, sql`select 1 from project_acc_mains where id = ${id}`, 'Main Name is required', 'project_main_id');

export const createSub = (db: Executor, b: SubBody) =>
  uniqueName(
    inTransaction(db, async (tx) => {
      await mainExists(tx, b.project_main_id);
      return insertId(tx, sql`insert into project_acc_subs (name, project_main_id) values (${b.name}, ${b.project_main_id}) returning id`);
    }),
    DUPLICATE_SUB,
  );

/** Moving a sub head to another main head moves its ledgers with it. */
export const updateSub = (db: Executor, id: number, b: SubBody) =>
  uniqueName(
    inTransaction(db, async (tx) => {
      await mainExists(tx, b.project_main_id);
      await updateOne(tx, sql`update project_acc_subs set name = ${b.name}, project_main_id = ${b.project_main_id} where id = ${id} returning id`, 'Sub head not found');
      await tx.execute(sql`update project_ledgers set project_acc_main_id = ${b.project_main_id} where project_acc_sub_id = ${id}`);
      return 1;
    }),
    DUPLICATE_SUB,
  );

export const deleteSub = (db: Executor, id: number) =>
  deleteUnlessUsed(db, 'project_acc_subs', id, [[sql`select 1 from project_ledgers where project_acc_sub_id = ${id} limit 1`, 'This sub head has ledgers and cannot be deleted']], 'Sub head not found');

// ---- ledgers -------------------------------------------------------------------------------------

const DUPLICATE_LEDGER = 'A ledger with this name already exists under this sub head';

async function checkLedger(tx: Executor, b: LedgerBody, id = 0) {
  await mainExists(tx, b.project_acc_main_id);
  const sub = await one<{ project_main_id: number }>(tx, sql`select project_main_id from project_acc_subs where id = ${b.project_acc_sub_id}`);
  if (!sub) throw badRequest('Sub Name is required', 'project_acc_sub_id');
  if (sub.project_main_id !== b.project_acc_main_id) throw badRequest('This sub head does not belong to the chosen main head', 'project_acc_sub_id');
  if (b.project_id) {
    if (id === PETTY_CASH_LEDGER_ID) throw badRequest('The petty cash ledger serves every project and cannot be tied to one', 'project_id');
    await assertExists(tx, sql`select 1 from projects where id = ${b.project_id}`, 'This project does not exist', 'project_id');
  }
}

export const createLedger = (db: Executor, b: LedgerBody) =>
  uniqueName(
    inTransaction(db, async (tx) => {
      await checkLedger(tx, b);
      return insertId(
        tx,
        sql`insert into project_ledgers (name, project_acc_main_id, project_acc_sub_id, project_id, amount, open_date, phone, address)
            values (${b.name}, ${b.project_acc_main_id}, ${b.project_acc_sub_id}, ${b.project_id ?? null}, ${money(b.amount)}, ${b.open_date},
                    ${b.phone ?? ''}, ${b.address ?? ''})
            returning id`,
      );
    }),
    DUPLICATE_LEDGER,
  );

/** A new opening amount on petty cash may not leave it below what has been paid out of it. */
export const updateLedger = (db: Executor, id: number, b: LedgerBody) =>
  uniqueName(
    inTransaction(db, async (tx) => {
      await checkLedger(tx, b, id);
      const petty = id === PETTY_CASH_LEDGER_ID;
      return withPettyCashGuard(tx, petty, 'Petty Cash has already paid out more than this opening amount', () =>
        updateOne(
          tx,
          sql`update project_ledgers set name = ${b.name}, project_acc_main_id = ${b.project_acc_main_id}, project_acc_sub_id = ${b.project_acc_sub_id},
                project_id = ${b.project_id ?? null}, amount = ${money(b.amount)}, open_date = ${b.open_date}, phone = ${b.phone ?? ''}, address = ${b.address ?? ''}
              where id = ${id} returning id`,
          'Ledger not found',
        ),
      );
    }),
    DUPLICATE_LEDGER,
  );

export function deleteLedger(db: Executor, id: number) {
  if (id === PETTY_CASH_LEDGER_ID) throw conflict('The petty cash ledger cannot be deleted');
  return deleteUnlessUsed(
    db,
    'project_ledgers',
    id,
    [
      [sql`select 1 from project_voucher_lines where project_ledger_id = ${id} limit 1`, 'This ledger has vouchers and cannot be deleted'],
      [sql`select 1 from project_bills where ledger_id = ${id} limit 1`, 'This ledger is the To ledger of a project bill and cannot be deleted'],
    ],
    'Ledger not found',
  );
}
