// Commands on construction vouchers and project bills. Each saves the whole voucher (and its bill) in
// one transaction through the construction books' writer, or nothing.
import { sql, one, inTransaction, type Executor } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { dec, money } from '../../../domain/money.js';
import type { ProjectVoucherType } from '../../../domain/construction.js';
import {
  nextProjectBillNo,
  postProjectVoucher,
  removeProjectVoucher,
  replaceProjectVoucher,
  VOUCHER_MESSAGES,
  type ProjectVoucherLineInput,
} from '../../ledger/projectLedger.js';
import type {
  BillCreateBody,
  BillUpdateBody,
  VoucherCreateBody,
  VoucherLineBody,
  VoucherUpdateBody,
} from '../../../contracts/construction-vouchers.js';

/** The form's lines as the writer takes them; a line without its own project takes the voucher's. */
function toLines(data: VoucherLineBody[], projectId: number | null | undefined): ProjectVoucherLineInput[] {
  return data.map((l) => ({
    ledgerId: l.project_ledger_id,
    projectId: l.project_id ?? projectId ?? null,
    debit: l.debit,
    credit: l.credit,
    remarks: l.remarks ?? '',
    details: l.details ?? '',
    chequeNo: l.cheque_no || null,
    chequeDate: l.cheque_date ?? null,
  }));
}

export function createVoucher(db: Executor, b: VoucherCreateBody, userId: number): Promise<string> {
  return inTransaction(db, (tx) =>
    postProjectVoucher(tx, { vcType: b.project_vc_type, vcDate: b.project_vc_date, createdBy: userId, lines: toLines(b.data, b.project_id) }),
  );
}

async function voucherHeader(tx: Executor, vcNo: string) {
  const row = await one<{ type: number; date: string; bill_id: number | null }>(
    tx,
    sql`select v.project_vc_type as type, v.project_vc_date as date, b.id as bill_id
        from project_voucher_lines v left join project_bills b on b.vc_no = v.project_vc_no
        where v.project_vc_no = ${vcNo} limit 1`,
  );
  if (!row) throw notFound('Voucher not found');
  return row;
}

/** Replaces a voucher's date and lines; its number and type stay. A bill's voucher is edited with its bill. */
export function updateVoucher(db: Executor, vcNo: string, b: VoucherUpdateBody, userId: number): Promise<number> {
  if (b.vc_no && b.vc_no !== vcNo) throw badRequest('The voucher number does not match the voucher being updated', 'vc_no');
  return inTransaction(db, async (tx) => {
    const cur = await voucherHeader(tx, vcNo);
    if (cur.bill_id) throw conflict('This voucher belongs to a project bill: update it from its bill');
    if (b.project_vc_type && b.project_vc_type !== cur.type) throw badRequest('The voucher type cannot be changed; delete the voucher and enter it again', 'project_vc_type');
    const vcType = cur.type as ProjectVoucherType;
    return replaceProjectVoucher(tx, vcNo, { vcType, vcDate: b.project_vc_date ?? cur.date, createdBy: userId, lines: toLines(b.data, b.project_id) });
  });
}

/** Deletes a voucher, and its bill when it has one ("Delete All"). */
export function deleteVoucher(db: Executor, vcNo: string): Promise<number> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`delete from project_bills where vc_no = ${vcNo}`);
    const removed = await removeProjectVoucher(tx, vcNo);
    if (!removed) throw notFound('Voucher not found');
    return removed;
  });
}

// ---- bills ---------------------------------------------------------------------------------------

type BillFields = Pick<BillCreateBody, 'vc_type' | 'vc_date' | 'ledger_id' | 'items' | 'data'>;

/** The bill's voucher: each item a line on the To ledger (debit on a payment, credit on a receipt), then the other side. */
function billLines(b: BillFields, projectId: number): ProjectVoucherLineInput[] {
  if (!b.items.length) throw badRequest(VOUCHER_MESSAGES.noBillItem, 'items');
  const items = b.items.map((it): ProjectVoucherLineInput => {
    if (!it.description || dec(it.amount).isZero()) throw badRequest(VOUCHER_MESSAGES.incompleteLine, 'items');
    if (dec(it.amount).isNegative()) throw badRequest('Amounts must be zero or more', 'items');
    const amount = b.vc_type === 2 ? { debit: it.amount } : { credit: it.amount };
    return { ledgerId: it.ledger_id || b.ledger_id, projectId, ...amount, remarks: it.description, billItem: true };
  });
  return [...items, ...toLines(b.data, projectId)];
}

/** The To ledger and every item's own ledger must exist. */
async function assertBillLedgers(tx: Executor, b: BillFields) {
  if (!(await one(tx, sql`select 1 from project_ledgers where id = ${b.ledger_id}`))) throw badRequest(VOUCHER_MESSAGES.noToLedger, 'ledger_id');
  for (const [i, it] of b.items.entries())
    if (it.ledger_id && !(await one(tx, sql`select 1 from project_ledgers where id = ${it.ledger_id}`)))
      throw badRequest(`Item ${i + 1}: its ledger does not exist`, 'items');
}

async function insertItems(tx: Executor, billId: number, b: BillFields) {
  for (const [i, it] of b.items.entries())
    await tx.execute(
      sql`insert into project_bill_items (bill_id, inx, description, amount, ledger_id)
          values (${billId}, ${i + 1}, ${it.description}, ${money(it.amount)}, ${it.ledger_id || b.ledger_id})`,
    );
}

/** Saves a project bill and its voucher, numbered INV-{first 9 characters of the project name}-{year}-{n}. */
export function createBill(db: Executor, b: BillCreateBody, userId: number): Promise<{ bill_id: number; vc_no: string }> {
  return inTransaction(db, async (tx) => {
    const project = await one<{ project_name: string }>(tx, sql`select project_name from projects where id = ${b.project_id}`);
    if (!project) throw notFound('Project not found');
    await assertBillLedgers(tx, b);
    const lines = billLines(b, b.project_id);
    const vcNo = await postProjectVoucher(tx, { vcType: b.vc_type, vcDate: b.vc_date, createdBy: userId, lines }, () =>
      nextProjectBillNo(tx, project.project_name, b.vc_date),
    );
    const bill = await one<{ id: number }>(
      tx,
      sql`insert into project_bills (vc_no, vc_type, vc_date, ledger_id, project_id, created_by)
          values (${vcNo}, ${b.vc_type}, ${b.vc_date}, ${b.ledger_id}, ${b.project_id}, ${userId}) returning id`,
    );
    await insertItems(tx, bill!.id, b);
    return { bill_id: bill!.id, vc_no: vcNo };
  });
}

async function lockBill(tx: Executor, id: number, vcNo?: string) {
  const bill = await one<{ id: number; vc_no: string; project_id: number }>(tx, sql`select id, vc_no, project_id from project_bills where id = ${id} for update`);
  if (!bill || (vcNo && bill.vc_no !== vcNo)) throw notFound('Bill not found');
  return bill;
}

/** Replaces a bill's To ledger, items and voucher lines; its number and project stay. */
export function updateBill(db: Executor, id: number, b: BillUpdateBody, userId: number): Promise<{ bill_id: number; vc_no: string }> {
  return inTransaction(db, async (tx) => {
    const bill = await lockBill(tx, id, b.vc_no);
    if (b.project_id && b.project_id !== bill.project_id) throw badRequest('A bill cannot move to another project', 'project_id');
    await assertBillLedgers(tx, b);
    await replaceProjectVoucher(tx, bill.vc_no, { vcType: b.vc_type, vcDate: b.vc_date, createdBy: userId, lines: billLines(b, bill.project_id) });
    await tx.execute(sql`update project_bills set vc_type = ${b.vc_type}, vc_date = ${b.vc_date}, ledger_id = ${b.ledger_id} where id = ${id}`);
    await tx.execute(sql`delete from project_bill_items where bill_id = ${id}`);
    await insertItems(tx, id, b);
    return { bill_id: id, vc_no: bill.vc_no };
  });
}

export function deleteBill(db: Executor, id: number, vcNo: string): Promise<void> {
  return inTransaction(db, async (tx) => {
    const bill = await lockBill(tx, id, vcNo);
    await tx.execute(sql`delete from project_bills where id = ${bill.id}`);
    await removeProjectVoucher(tx, bill.vc_no);
  });
}
