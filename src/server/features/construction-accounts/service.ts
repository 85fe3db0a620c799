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
async function deleteUnlessUsed(
  db: Executor,
  table: 'project_acc_groups' | 'project_acc_mains' | 'project_acc_subs' | 'project_ledgers',
  id: number,
  missing: string,
  uses: [SQL, string][],
) {
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
  deleteUnlessUsed(db, 'project_acc_groups', id, 'Group not found', [
    [sql`select 1 from project_acc_mains where project_g_id = ${id} limit 1`, 'This group has main heads and cannot be deleted'],
  ]);

// ---- main and sub heads --------------------------------------------------------------------------

/** A head under a parent: a main head under a group, a sub head under a main head. Fixed names of the schema. */
interface Head {
  table: 'project_acc_mains' | 'project_acc_subs';
  parentTable: 'project_acc_groups' | 'project_acc_mains';
  /** The head's column naming its parent, and the field a missing parent is refused on. */
  parentColumn: 'project_g_id' | 'project_main_id';
  parentRequired: string;
  duplicate: string;
  missing: string;
}

const MAIN: Head = {
  table: 'project_acc_mains',
  parentTable: 'project_acc_groups',
  parentColumn: 'project_g_id',
  parentRequired: 'Group Name is required',
  duplicate: 'A main head with this name already exists in this group',
  missing: 'Main head not found',
};

const SUB: Head = {
  table: 'project_acc_subs',
  parentTable: 'project_acc_mains',
  parentColumn: 'project_main_id',
  parentRequired: 'Main Name is required',
  duplicate: 'A sub head with this name already exists under this main head',
  missing: 'Sub head not found',
};

const parentExists = (tx: Executor, head: Head, parentId: number) =>
  assertExists(tx, sql`select 1 from ${sql.identifier(head.parentTable)} where id = ${parentId}`, head.parentRequired, head.parentColumn);

const createHead = (db: Executor, head: Head, name: string, parentId: number) =>
  uniqueName(
    inTransaction(db, async (tx) => {
      await parentExists(tx, head, parentId);
      return insertId(
        tx,
        sql`insert into ${sql.identifier(head.table)} (name, ${sql.identifier(head.parentColumn)}) values (${name}, ${parentId}) returning id`,
      );
    }),
    head.duplicate,
  );

/** Renames a head and moves it under a parent; `moved` runs after it in the same transaction. */
const updateHead = (db: Executor, head: Head, id: number, name: string, parentId: number, moved?: (tx: Executor) => Promise<unknown>) =>
  uniqueName(
    inTransaction(db, async (tx) => {
      await parentExists(tx, head, parentId);
      const table = sql.identifier(head.table);
      await updateOne(
        tx,
        sql`update ${table} set name = ${name}, ${sql.identifier(head.parentColumn)} = ${parentId} where id = ${id} returning id`,
        head.missing,
      );
      await moved?.(tx);
      return 1;
    }),
    head.duplicate,
  );

export const createMain = (db: Executor, b: MainBody) => createHead(db, MAIN, b.name, b.project_g_id);

export const updateMain = (db: Executor, id: number, b: MainBody) => updateHead(db, MAIN, id, b.name, b.project_g_id);

export const deleteMain = (db: Executor, id: number) =>
  deleteUnlessUsed(db, 'project_acc_mains', id, 'Main head not found', [
    [sql`select 1 from project_acc_subs where project_main_id = ${id} limit 1`, 'This main head has sub heads and cannot be deleted'],
    [sql`select 1 from project_ledgers where project_acc_main_id = ${id} limit 1`, 'This main head has ledgers and cannot be deleted'],
  ]);

export const createSub = (db: Executor, b: SubBody) => createHead(db, SUB, b.name, b.project_main_id);

/** Moving a sub head to another main head moves its ledgers with it. */
export const updateSub = (db: Executor, id: number, b: SubBody) =>
  updateHead(db, SUB, id, b.name, b.project_main_id, (tx) =>
    tx.execute(sql`update project_ledgers set project_acc_main_id = ${b.project_main_id} where project_acc_sub_id = ${id}`),
  );

export const deleteSub = (db: Executor, id: number) =>
  deleteUnlessUsed(db, 'project_acc_subs', id, 'Sub head not found', [
    [sql`select 1 from project_ledgers where project_acc_sub_id = ${id} limit 1`, 'This sub head has ledgers and cannot be deleted'],
  ]);

// ---- ledgers -------------------------------------------------------------------------------------

const DUPLICATE_LEDGER = 'A ledger with this name already exists under this sub head';

async function checkLedger(tx: Executor, b: LedgerBody, id = 0) {
  await parentExists(tx, SUB, b.project_acc_main_id);
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
  return deleteUnlessUsed(db, 'project_ledgers', id, 'Ledger not found', [
    [sql`select 1 from project_voucher_lines where project_ledger_id = ${id} limit 1`, 'This ledger has vouchers and cannot be deleted'],
    [sql`select 1 from project_bills where ledger_id = ${id} limit 1`, 'This ledger is the To ledger of a project bill and cannot be deleted'],
  ]);
}
