// Commands on investors, their project investments and construction suppliers. Each runs in one
// transaction. An investor or a supplier owns a construction ledger, opened, renamed and closed with
// it; a project's contributions are fixed once it is completed (its profit/loss was split by them).
import type { SQL } from 'drizzle-orm';
import { sql, one, inTransaction, type Executor } from '../../db/client.js';
import { conflict, notFound, pgError } from '../../errors.js';
import { dec, money } from '../../../domain/money.js';
import { INVESTOR_MESSAGES, type AssignBody, type InvestorBody, type SupplierBody } from '../../../contracts/construction-investors.js';
import { closeLedger, INVESTOR_PLACE, ledgerUsed, openLedger, SUPPLIER_PLACE, updateLedger, type ChartPlace } from './ownLedger.js';

export const PROJECT_COMPLETED = 'This project is completed: set it back to Running before changing its investors.';

/** What investors and suppliers share: contact fields and a ledger of their own. */
interface OwnerKind {
  table: 'investors' | 'construction_suppliers';
  place: ChartPlace;
  duplicate: string;
  missing: string;
  ledgerInUse: string;
  /** Other records that keep it from being deleted, with the message. */
  uses: (id: number) => [SQL, string][];
}

const INVESTOR: OwnerKind = {
  table: 'investors',
  place: INVESTOR_PLACE,
  duplicate: 'An investor with this name already exists',
  missing: 'Investor not found',
  ledgerInUse: 'This investor has vouchers in the construction books and cannot be deleted',
  uses: (id) => [
    [sql`select 1 from project_investors where investor_id = ${id} limit 1`, 'This investor has project investments and cannot be deleted. Remove them first.'],
  ],
};

const SUPPLIER: OwnerKind = {
  table: 'construction_suppliers',
  place: SUPPLIER_PLACE,
  duplicate: 'A supplier with this name already exists',
  missing: 'Supplier not found',
  ledgerInUse: 'This supplier has vouchers in the construction books and cannot be deleted',
  uses: () => [],
};

type Contact = Pick<InvestorBody, 'name' | 'email' | 'phone' | 'contact_info'>;

/** A duplicate name that slipped past the check (two clerks at once) gets the same message. */
async function uniqueName<T>(kind: OwnerKind, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (e) {
    if (pgError(e).code === '23505') throw conflict(kind.duplicate, 'name');
    throw e;
  }
}

async function assertNameFree(tx: Executor, kind: OwnerKind, name: string, exceptId = 0) {
  const taken = await one(tx, sql`select 1 from ${sql.identifier(kind.table)} where lower(name) = lower(${name}) and id <> ${exceptId}`);
  if (taken) throw conflict(kind.duplicate, 'name');
}

async function lockOwner(tx: Executor, kind: OwnerKind, id: number) {
  const row = await one<{ ledger_id: number }>(tx, sql`select ledger_id from ${sql.identifier(kind.table)} where id = ${id} for update`);
  if (!row) throw notFound(kind.missing);
  return row;
}

function createOwner(db: Executor, kind: OwnerKind, b: Contact, userId: number, opening: number | string = 0): Promise<number> {
  return uniqueName(
    kind,
    inTransaction(db, async (tx) => {
      await assertNameFree(tx, kind, b.name);
      const ledgerId = await openLedger(tx, b.name, kind.place, opening);
      const row = await one<{ id: number }>(
        tx,
        sql`insert into ${sql.identifier(kind.table)} (name, email, phone, contact_info, ledger_id, created_by)
            values (${b.name}, ${b.email ?? ''}, ${b.phone ?? ''}, ${b.contact_info ?? ''}, ${ledgerId}, ${userId}) returning id`,
      );
      return row!.id;
    }),
  );
}

function updateOwner(db: Executor, kind: OwnerKind, id: number, b: Contact, opening?: number | string): Promise<number> {
  return uniqueName(
    kind,
    inTransaction(db, async (tx) => {
      const { ledger_id } = await lockOwner(tx, kind, id);
      await assertNameFree(tx, kind, b.name, id);
      await updateLedger(tx, ledger_id, b.name, kind.place, opening);
      await tx.execute(
        sql`update ${sql.identifier(kind.table)} set name = ${b.name}, email = ${b.email ?? ''}, phone = ${b.phone ?? ''}, contact_info = ${b.contact_info ?? ''}
            where id = ${id}`,
      );
      return 1;
    }),
  );
}

function deleteOwner(db: Executor, kind: OwnerKind, id: number): Promise<number> {
  return inTransaction(db, async (tx) => {
    const { ledger_id } = await lockOwner(tx, kind, id);
    for (const [query, message] of kind.uses(id)) if (await one(tx, query)) throw conflict(message);
    if (await ledgerUsed(tx, ledger_id)) throw conflict(kind.ledgerInUse);
    await tx.execute(sql`delete from ${sql.identifier(kind.table)} where id = ${id}`);
    await closeLedger(tx, ledger_id);
    return 1;
  });
}

// ---- investors -----------------------------------------------------------------------------------

export const createInvestor = (db: Executor, b: InvestorBody, userId: number) => createOwner(db, INVESTOR, b, userId);
export const updateInvestor = (db: Executor, id: number, b: InvestorBody) => updateOwner(db, INVESTOR, id, b);
export const deleteInvestor = (db: Executor, id: number) => deleteOwner(db, INVESTOR, id);

// ---- suppliers: the opening balance (owed by us) is the credit opening of the ledger -------------------

const supplierOpening = (b: SupplierBody) => money(dec(b.opening_balance).negated());

export const createSupplier = (db: Executor, b: SupplierBody, userId: number) => createOwner(db, SUPPLIER, b, userId, supplierOpening(b));
export const updateSupplier = (db: Executor, id: number, b: SupplierBody) => updateOwner(db, SUPPLIER, id, b, supplierOpening(b));
export const deleteSupplier = (db: Executor, id: number) => deleteOwner(db, SUPPLIER, id);

// ---- project investments -------------------------------------------------------------------------

/** Locks the project (its status cannot change meanwhile) and refuses a completed one. */
async function lockOpenProject(tx: Executor, projectId: number) {
  const p = await one<{ status: string }>(tx, sql`select status from projects where id = ${projectId} for update`);
  if (!p) throw notFound('Project not found');
  if (p.status === 'completed') throw conflict(PROJECT_COMPLETED);
}

export function assignInvestor(db: Executor, b: AssignBody, userId: number): Promise<number> {
  const work = inTransaction(db, async (tx) => {
    await lockOpenProject(tx, b.project_id);
    if (!(await one(tx, sql`select 1 from investors where id = ${b.investor_id}`))) throw notFound('Investor not found');
    const dup = await one(tx, sql`select 1 from project_investors where project_id = ${b.project_id} and investor_id = ${b.investor_id}`);
    if (dup) throw conflict(INVESTOR_MESSAGES.duplicateAssignment, 'investor_id');
    const row = await one<{ id: number }>(
      tx,
      sql`insert into project_investors (project_id, investor_id, contribution_amount, created_by)
          values (${b.project_id}, ${b.investor_id}, ${money(b.contribution_amount)}, ${userId}) returning id`,
    );
    return row!.id;
  });
  return work.catch((e) => {
    if (pgError(e).code === '23505') throw conflict(INVESTOR_MESSAGES.duplicateAssignment, 'investor_id');
    throw e;
  });
}

/** Runs a change to one project investment with its project locked and open. */
function changeAssignment(db: Executor, id: number, change: (tx: Executor) => Promise<unknown>): Promise<number> {
  return inTransaction(db, async (tx) => {
    const row = await one<{ project_id: number }>(tx, sql`select project_id from project_investors where id = ${id} for update`);
    if (!row) throw notFound('Project investment not found');
    await lockOpenProject(tx, row.project_id);
    await change(tx);
    return 1;
  });
}

export const updateContribution = (db: Executor, id: number, amount: number) =>
  changeAssignment(db, id, (tx) => tx.execute(sql`update project_investors set contribution_amount = ${money(amount)} where id = ${id}`));

export const removeAssignment = (db: Executor, id: number) => changeAssignment(db, id, (tx) => tx.execute(sql`delete from project_investors where id = ${id}`));
