// Commands on projects: create, edit, status (storing profit/loss and investment on completion) and
// delete (refused while the project has vouchers or bills). Each runs in one transaction.
import { sql, one, inTransaction, type Executor } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound, pgError } from '../../errors.js';
import { money } from '../../../domain/money.js';
import { PROJECT_FIGURES } from '../../ledger/projectBalances.js';
import type { ProjectBody, ProjectUpdateBody } from '../../../contracts/construction-projects.js';
import type { ProjectStatus } from '../../../domain/construction.js';

export const DUPLICATE_PROJECT_ID = 'Project Id Already Exist please try another one';
export const PROJECT_IN_USE = 'This project has vouchers or bills and cannot be deleted. Delete them first.';

async function assertWorkIdFree(tx: Executor, workId: string, exceptId = 0) {
  const taken = await one(tx, sql`select 1 from projects where lower(work_id) = lower(${workId}) and id <> ${exceptId}`);
  if (taken) throw conflict(DUPLICATE_PROJECT_ID, 'work_id');
}

function assertDates(b: { start_date: string; end_date?: string | null }) {
  if (b.end_date && b.end_date < b.start_date) throw badRequest('End date cannot be before the opening date', 'end_date');
}

/** A duplicate Project ID that slipped past the check (two clerks at once) gets the same message. */
async function onDuplicate<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (e) {
    if (pgError(e).code === '23505') throw conflict(DUPLICATE_PROJECT_ID, 'work_id');
    throw e;
  }
}

export function createProject(db: Executor, b: ProjectBody, userId: number): Promise<number> {
  assertDates(b);
  return onDuplicate(
    inTransaction(db, async (tx) => {
      await assertWorkIdFree(tx, b.work_id);
      const row = await one<{ id: number }>(
        tx,
        sql`insert into projects (work_id, project_name, place, work_amount, security_money, start_date, end_date, organization, qoutation, remarks, created_by)
            values (${b.work_id}, ${b.project_name}, ${b.place}, ${money(b.work_amount)}, ${money(b.security_money)}, ${b.start_date},
                    ${b.end_date ?? null}, ${b.organization ?? ''}, ${b.qoutation ?? ''}, ${b.remarks ?? ''}, ${userId})
            returning id`,
      );
      return row!.id;
    }),
  );
}

async function lockProject(tx: Executor, id: number) {
  const row = await one<{ id: number; project_name: string; status: ProjectStatus }>(
    tx,
    sql`select id, project_name, status from projects where id = ${id} for update`,
  );
  if (!row) throw notFound('Project not found');
  return row;
}

export function updateProject(db: Executor, id: number, b: ProjectUpdateBody): Promise<number> {
  assertDates(b);
  return onDuplicate(
    inTransaction(db, async (tx) => {
      const cur = await lockProject(tx, id);
      await assertWorkIdFree(tx, b.work_id, id);
      await tx.execute(
        sql`update projects set work_id = ${b.work_id}, project_name = ${b.project_name ?? cur.project_name}, place = ${b.place},
              work_amount = ${money(b.work_amount)}, security_money = ${money(b.security_money)}, start_date = ${b.start_date},
              end_date = ${b.end_date ?? null}, organization = ${b.organization ?? ''}, qoutation = ${b.qoutation ?? ''}, remarks = ${b.remarks ?? ''}
            where id = ${id}`,
      );
      return 1;
    }),
  );
}

export const REOPEN_NEEDS_ADMIN = 'A completed project is locked: only an admin can reopen it';

/**
 * Sets the status. Completing a project stores its profit/loss (income − expense) and its investment
 * (capital received) as the books show them now, and locks its vouchers and bills; the browser's
 * figures are ignored. A completed project is reopened (any other status) by an admin only; that clears
 * the stored figures, and completing it again recomputes them.
 */
export function setProjectStatus(db: Executor, id: number, status: ProjectStatus, by: { role: 'admin' | 'user' }): Promise<number> {
  return inTransaction(db, async (tx) => {
    const cur = await lockProject(tx, id);
    if (cur.status === status) return 1;
    if (cur.status === 'completed' && by.role !== 'admin') throw forbidden(REOPEN_NEEDS_ADMIN);
    const completed = status === 'completed';
    await tx.execute(
      sql`update projects p set status = ${status},
            profit_loss = case when ${completed} then coalesce(f.bill - f.expense, 0) else 0 end,
            investment = case when ${completed} then coalesce(f.investment, 0) else 0 end
          from (select ${id}::int as id) x left join ${PROJECT_FIGURES} f on f.project_id = x.id
          where p.id = x.id`,
    );
    return 1;
  });
}

/** Deletes a project that has no vouchers or bills, with the ledgers tied to it (none of them used). */
export function deleteProject(db: Executor, id: number): Promise<number> {
  return inTransaction(db, async (tx) => {
    await lockProject(tx, id);
    const used = await one(
      tx,
      sql`select 1 where exists (select 1 from project_voucher_lines where project_id = ${id})
            or exists (select 1 from project_bills where project_id = ${id})
            or exists (select 1 from project_voucher_lines v join project_ledgers l on l.id = v.project_ledger_id where l.project_id = ${id})
            or exists (select 1 from project_bills b join project_ledgers l on l.id = b.ledger_id where l.project_id = ${id})`,
    );
    if (used) throw conflict(PROJECT_IN_USE);
    await tx.execute(sql`delete from project_ledgers where project_id = ${id}`);
    await tx.execute(sql`delete from projects where id = ${id}`);
    return 1;
  });
}
