// Reads of construction vouchers and bills: the voucher list (one row per voucher), one voucher with
// its lines, one bill with its items and lines, and the next-number previews.
import type { SQL } from 'drizzle-orm';
import { sql, one, rows, type Executor } from '../../db/client.js';
import { searchAny, whereAll } from '../../db/paging.js';
import { notFound } from '../../errors.js';
import { sum, toAmount } from '../../../domain/money.js';
import type { ProjectVoucherType } from '../../../domain/construction.js';
import { LEDGER_BALANCES } from '../../ledger/projectBalances.js';
import { peekProjectBillNo, peekProjectVoucherNo } from '../../ledger/projectLedger.js';
import { offsetOf } from '../../../contracts/construction.js';
import type { BillReply, VoucherItem, VoucherListQuery, VoucherListRow } from '../../../contracts/construction-vouchers.js';

type Raw = Record<string, unknown>;

function amounts<T>(r: Raw, keys: string[]): T {
  const out = { ...r };
  for (const k of keys) out[k] = toAmount(r[k] as string);
  return out as T;
}

/** The voucher numbers a search matches: by number, remarks, ledger or project name. */
function searchVouchers(search: string | undefined): SQL | undefined {
  if (!search?.trim()) return undefined;
  const columns = [sql`s.project_vc_no`, sql`s.remarks`, sql`s.details`, sql`sl.name`, sql`sp.project_name`, sql`sp.work_id`];
  return sql`v.project_vc_no in (
    select s.project_vc_no from project_voucher_lines s
    join project_ledgers sl on sl.id = s.project_ledger_id left join projects sp on sp.id = s.project_id
    where ${searchAny(columns, search)})`;
}

/** GET /project/voucher: one row per voucher, newest first, filtered by type, dates, project and search. */
export async function listVouchers(ex: Executor, q: VoucherListQuery) {
  const where = whereAll([
    q.vc_type ? sql`v.project_vc_type = ${q.vc_type}` : undefined,
    q.sDate ? sql`v.project_vc_date >= ${q.sDate}` : undefined,
    q.eDate ? sql`v.project_vc_date <= ${q.eDate}` : undefined,
    q.projectId ? sql`v.project_vc_no in (select project_vc_no from project_voucher_lines where project_id = ${q.projectId})` : undefined,
    searchVouchers(q.search),
  ]);
  const { limit, offset } = offsetOf(q);
  const list = await rows<Raw>(
    ex,
    sql`select v.project_vc_no, min(v.project_vc_date) as project_vc_date, min(v.project_vc_type)::int as project_vc_type,
          min(v.project_id) as project_id, string_agg(distinct p.project_name, ', ') as project_name,
          string_agg(l.name, ', ' order by v.inx, v.id) as ledger_names,
          coalesce((array_agg(v.remarks order by v.inx, v.id) filter (where v.remarks <> ''))[1], '') as remarks,
          sum(v.debit) as amount, min(b.id) as bill_id
        from project_voucher_lines v
        join project_ledgers l on l.id = v.project_ledger_id
        left join projects p on p.id = v.project_id
        left join project_bills b on b.vc_no = v.project_vc_no
        ${where}
        group by v.project_vc_no
        order by min(v.project_vc_date) desc, min(v.id) desc
        limit ${limit} offset ${offset}`,
  );
  const t = await one<{ n: number; amount: string }>(
    ex,
    sql`select count(distinct v.project_vc_no)::int as n, coalesce(sum(v.debit), 0) as amount from project_voucher_lines v ${where}`,
  );
  return { result: list.map((r) => amounts<VoucherListRow>(r, ['amount'])), total: Number(t?.n ?? 0), total_amount: toAmount(t?.amount) };
}

const ITEM_AMOUNTS = ['debit', 'credit', 'balance'];

async function voucherItems(ex: Executor, vcNo: string) {
  const list = await rows<Raw>(
    ex,
    sql`select v.id, v.inx, v.project_ledger_id, l.name as ledger_name, v.project_id, p.project_name, v.debit, v.credit, v.remarks, v.details,
          v.cheque_no, v.cheque_date, v.type::int as type, b.balance,
          v.project_vc_date, v.project_vc_type::int as project_vc_type
        from project_voucher_lines v
        join project_ledgers l on l.id = v.project_ledger_id
        join ${LEDGER_BALANCES} b on b.ledger_id = v.project_ledger_id
        left join projects p on p.id = v.project_id
        where v.project_vc_no = ${vcNo}
        order by v.inx, v.id`,
  );
  return list.map((r) => amounts<VoucherItem & Raw>(r, ITEM_AMOUNTS));
}

const sumOf = (items: Raw[], key: string) => toAmount(sum(items.map((r) => r[key] as number)));

/** GET /project/voucher-details/{vc_no}: the voucher's master and its lines. */
export async function voucherDetails(ex: Executor, vcNo: string) {
  const items = await voucherItems(ex, vcNo);
  if (!items.length) throw notFound('Voucher not found');
  const first = items[0];
  const projects = [...new Set(items.map((i) => i.project_name).filter(Boolean))];
  const bill = await one<{ id: number }>(ex, sql`select id from project_bills where vc_no = ${vcNo}`);
  return {
    result: {
      master: {
        project_vc_no: vcNo,
        project_vc_date: String(first.project_vc_date),
        project_vc_type: Number(first.project_vc_type),
        project_id: (items.find((i) => i.project_id)?.project_id as number | undefined) ?? null,
        project_name: projects.length ? projects.join(', ') : null,
        total_debit: sumOf(items, 'debit'),
        total_credit: sumOf(items, 'credit'),
        bill_id: bill?.id ?? null,
      },
      items,
    },
  };
}

/** GET /project-bill/get: one bill by voucher number (and, when given, its project or id). */
export async function getBill(ex: Executor, q: { vc_no: string; projectId?: number | null; id?: number | null }): Promise<BillReply> {
  const bill = await one<Raw>(
    ex,
    sql`select b.id as bill_id, b.vc_no, b.vc_type::int as vc_type, b.vc_date, b.ledger_id, l.name as ledger_name,
          b.project_id, p.project_name, p.work_id, p.place
        from project_bills b join project_ledgers l on l.id = b.ledger_id join projects p on p.id = b.project_id
        where b.vc_no = ${q.vc_no}`,
  );
  const projectId = q.projectId ?? q.id;
  if (!bill || (projectId && bill.project_id !== projectId)) throw notFound('Bill not found');
  const items = await rows<Raw>(ex, sql`select i.id, i.description, i.amount, i.ledger_id, l.name as ledger_name
        from project_bill_items i join project_ledgers l on l.id = i.ledger_id where i.bill_id = ${bill.bill_id} order by i.inx, i.id`);
  const lines = await voucherItems(ex, q.vc_no);
  const total = await one<{ t: string }>(ex, sql`select coalesce(sum(amount), 0) as t from project_bill_items where bill_id = ${bill.bill_id}`);
  return { ...(bill as Omit<BillReply, 'items' | 'total' | 'lines'>), items: items.map((r) => amounts<BillReply['items'][number]>(r, ['amount'])), total: toAmount(total?.t), lines };
}

export const nextVoucherNo = (ex: Executor, type: ProjectVoucherType, date: string) => peekProjectVoucherNo(ex, type, date);

export async function nextBillNo(ex: Executor, projectId: number, date: string) {
  const p = await one<{ project_name: string }>(ex, sql`select project_name from projects where id = ${projectId}`);
  if (!p) throw notFound('Project not found');
  return peekProjectBillNo(ex, p.project_name, date);
}
