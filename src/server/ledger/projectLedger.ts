// The construction books' only writer. A construction voucher is a set of project voucher lines whose
// debits equal its credits, written inside the caller's transaction (the database checks the balance
// again at commit). Petty cash (ledger 1) may not be paid out beyond what it holds.
import { eq } from 'drizzle-orm';
import { projectVoucherLines } from '../db/schema.js';
import { sql, one, rows, type Executor } from '../db/client.js';
import { isMoneyLedger } from './projectBalances.js';
import { dec, money } from '../../domain/money.js';
import {
  VOUCHER_MESSAGES,
  billHead,
  PETTY_CASH_LEDGER_ID,
  PROJECT_SEQUENCE_BASE,
  voucherHead,
  type ProjectVoucherType,
} from '../../domain/construction.js';
import { nextInSeries, peekSeries } from '../numbering/numbering.js';
import { AppError, badRequest, conflict, pgError } from '../errors.js';
import { validateVoucher, type VoucherRuleMessages } from './ledger.js';

export { VOUCHER_MESSAGES };

export interface ProjectVoucherLineInput {
  ledgerId: number;
  projectId?: number | null;
  debit?: string | number;
  credit?: string | number;
  remarks?: string;
  details?: string;
  chequeNo?: string | null;
  chequeDate?: string | null;
  /** True on the lines made from a project bill's items. */
  billItem?: boolean;
}

export interface ProjectVoucherInput {
  vcType: ProjectVoucherType;
  vcDate: string;
  createdBy?: number | null;
  lines: ProjectVoucherLineInput[];
}

const RULES: VoucherRuleMessages = { tooFewLines: VOUCHER_MESSAGES.tooFewLines, unbalanced: VOUCHER_MESSAGES.unbalanced };

/** Checks a construction voucher without writing it: every line complete, at least two, debits = credits. */
export function validateProjectVoucher(v: ProjectVoucherInput): void {
  for (const l of v.lines) {
    const amountless = dec(l.debit).isZero() && dec(l.credit).isZero();
    if (!l.ledgerId || amountless) throw badRequest(VOUCHER_MESSAGES.incompleteLine);
  }
  validateVoucher({ vcDate: v.vcDate, lines: v.lines.map((l) => ({ ledgerId: l.ledgerId, debit: l.debit, credit: l.credit })) }, RULES);
}

// ---- numbers -------------------------------------------------------------------------------------

/** A construction series' number: its head, then the next (drawn) or the coming (peeked) sequence above 1000. */
type Draw = (ex: Executor, key: string, base: number) => Promise<number>;
const numberIn = async (ex: Executor, draw: Draw, series: 'pvc' | 'pbill', head: string) =>
  `${head}-${await draw(ex, `${series}:${head}`, PROJECT_SEQUENCE_BASE)}`;

/** CP-2026-1001, ...: drawn from a counter row locked until the saving transaction ends. */
export const nextProjectVoucherNo = (tx: Executor, type: ProjectVoucherType, date: string): Promise<string> =>
  numberIn(tx, nextInSeries, 'pvc', voucherHead(type, date));

export const peekProjectVoucherNo = (ex: Executor, type: ProjectVoucherType, date: string): Promise<string> =>
  numberIn(ex, peekSeries, 'pvc', voucherHead(type, date));

/** INV-{first 9 characters of the project name}-{year}-{sequence}. */
export const nextProjectBillNo = (tx: Executor, projectName: string, date: string): Promise<string> =>
  numberIn(tx, nextInSeries, 'pbill', billHead(projectName, date));

export const peekProjectBillNo = (ex: Executor, projectName: string, date: string): Promise<string> =>
  numberIn(ex, peekSeries, 'pbill', billHead(projectName, date));

// ---- petty cash ----------------------------------------------------------------------------------

async function pettyCashNow(tx: Executor): Promise<string> {
  const r = await one<{ bal: string }>(
    tx,
    sql`select l.amount + coalesce((select sum(debit - credit) from project_voucher_lines where project_ledger_id = l.id), 0) as bal
        from project_ledgers l where l.id = ${PETTY_CASH_LEDGER_ID}`,
  );
  return r?.bal ?? '0';
}

/**
 * Runs a change that touches petty cash with its ledger row locked (so that two clerks cannot both
 * spend the same money), and refuses it when it lowers the balance below zero. Writers lock petty
 * cash before drawing a number, always in that order.
 */
export async function withPettyCashGuard<T>(tx: Executor, touches: boolean, message: string, change: () => Promise<T>): Promise<T> {
  if (!touches) return change();
  await tx.execute(sql`select id from project_ledgers where id = ${PETTY_CASH_LEDGER_ID} for no key update`);
  const before = dec(await pettyCashNow(tx));
  const result = await change();
  const after = dec(await pettyCashNow(tx));
  if (after.isNegative() && after.lessThan(before)) throw conflict(message);
  return result;
}

const touchesPettyCash = (lines: ProjectVoucherLineInput[]) => lines.some((l) => l.ledgerId === PETTY_CASH_LEDGER_ID);

async function pettyCashInVoucher(tx: Executor, vcNo: string): Promise<boolean> {
  return !!(await one(tx, sql`select 1 from project_voucher_lines where project_vc_no = ${vcNo} and project_ledger_id = ${PETTY_CASH_LEDGER_ID} limit 1`));
}

// ---- what a voucher may touch ----------------------------------------------------------------------

export const CONTRA_MONEY_ONLY = 'A contra moves money between cash, bank and petty-cash ledgers only';

/** A contra's lines must all be money ledgers (petty cash, cash, bank): anything else is a 400 naming it. */
async function assertContra(tx: Executor, v: ProjectVoucherInput) {
  if (v.vcType !== 6) return;
  const ids = [...new Set(v.lines.map((l) => l.ledgerId))];
  const other = await one<{ name: string }>(
    tx,
    sql`select l.name from project_ledgers l
          join project_acc_subs s on s.id = l.project_acc_sub_id
          join project_acc_mains m on m.id = l.project_acc_main_id
          join project_acc_groups g on g.id = m.project_g_id
        where l.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and not ${isMoneyLedger(sql`l`, sql`s`, sql`m`, sql`g`)}
        order by l.id limit 1`,
  );
  if (other) throw badRequest(`${CONTRA_MONEY_ONLY}: "${other.name}" is not one. Use a journal, payment or receipt voucher for it.`, 'data');
}

/**
 * Refuses a change to the books of a completed project (409 naming it): `projectIds` are the projects
 * the voucher's new lines and, on an edit or delete, its old lines are tagged with. The rows are held
 * until commit, so a project cannot be completed while a voucher of it is being saved.
 */
async function assertProjectsOpen(tx: Executor, projectIds: (number | null | undefined)[]) {
  const ids = [...new Set(projectIds.filter((id): id is number => !!id))];
  if (!ids.length) return;
  const held = await rows<{ project_name: string; work_id: string; status: string }>(
    tx,
    sql`select project_name, work_id, status from projects where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) order by id for share`,
  );
  const done = held.find((p) => p.status === 'completed');
  if (done) throw conflict(`Project "${done.project_name}" (${done.work_id}) is completed: its vouchers and bills are locked until an admin reopens it.`);
}

async function oldProjectIds(tx: Executor, vcNo: string): Promise<number[]> {
  const r = await one<{ ids: number[] | null }>(tx, sql`select array_agg(distinct project_id) as ids from project_voucher_lines where project_vc_no = ${vcNo}`);
  return (r?.ids ?? []).map(Number);
}

// ---- writing -------------------------------------------------------------------------------------

/** Keeps two edits of one voucher from interleaving; released at commit. */
async function lockVoucherNo(tx: Executor, vcNo: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'pvc:' + vcNo}))`);
}

async function insertLines(tx: Executor, vcNo: string, v: ProjectVoucherInput) {
  try {
    await tx.insert(projectVoucherLines).values(
      v.lines.map((l, i) => ({
        projectVcNo: vcNo,
        projectVcType: v.vcType,
        projectVcDate: v.vcDate,
        projectLedgerId: l.ledgerId,
        projectId: l.projectId ?? null,
        inx: i + 1,
        debit: money(l.debit ?? 0),
        credit: money(l.credit ?? 0),
        remarks: l.remarks ?? '',
        details: l.details ?? '',
        chequeNo: l.chequeNo || null,
        chequeDate: l.chequeDate || null,
        type: l.billItem ? 1 : 0,
        createdBy: v.createdBy ?? null,
      })),
    );
  } catch (e) {
    if (pgError(e).code === '23503') throw new AppError(400, 'A voucher line names a ledger or project that does not exist');
    throw e;
  }
}

/**
 * Writes a new balanced construction voucher and returns its number: the next of its type's series,
 * or the one `drawNumber` gives (a project bill's INV- series).
 */
export async function postProjectVoucher(
  tx: Executor,
  v: ProjectVoucherInput,
  drawNumber: () => Promise<string> = () => nextProjectVoucherNo(tx, v.vcType, v.vcDate),
): Promise<string> {
  validateProjectVoucher(v);
  await assertContra(tx, v);
  await assertProjectsOpen(tx, v.lines.map((l) => l.projectId));
  return withPettyCashGuard(tx, touchesPettyCash(v.lines), VOUCHER_MESSAGES.pettyCashShort, async () => {
    const vcNo = await drawNumber();
    await insertLines(tx, vcNo, v);
    return vcNo;
  });
}

/** Replaces the lines of an existing voucher, keeping its number. Returns how many lines it had. */
export async function replaceProjectVoucher(tx: Executor, vcNo: string, v: ProjectVoucherInput): Promise<number> {
  validateProjectVoucher(v);
  await assertContra(tx, v);
  await lockVoucherNo(tx, vcNo);
  await assertProjectsOpen(tx, [...v.lines.map((l) => l.projectId), ...(await oldProjectIds(tx, vcNo))]);
  const touches = touchesPettyCash(v.lines) || (await pettyCashInVoucher(tx, vcNo));
  return withPettyCashGuard(tx, touches, VOUCHER_MESSAGES.pettyCashShort, async () => {
    const removed = await tx.delete(projectVoucherLines).where(eq(projectVoucherLines.projectVcNo, vcNo)).returning({ id: projectVoucherLines.id });
    await insertLines(tx, vcNo, v);
    return removed.length;
  });
}

/** Removes a whole voucher by number; returns how many lines it had (0 when there was none). */
export async function removeProjectVoucher(tx: Executor, vcNo: string): Promise<number> {
  await lockVoucherNo(tx, vcNo);
  await assertProjectsOpen(tx, await oldProjectIds(tx, vcNo));
  return withPettyCashGuard(tx, await pettyCashInVoucher(tx, vcNo), VOUCHER_MESSAGES.pettyCashRemoved, async () => {
    const removed = await tx.delete(projectVoucherLines).where(eq(projectVoucherLines.projectVcNo, vcNo)).returning({ id: projectVoucherLines.id });
    return removed.length;
  });
}
