// Reads of investors, project investments and construction suppliers: pages of 50 with a search.
import type { SQL } from 'drizzle-orm';
import { sql, one, rows, type Executor } from '../../db/client.js';
import { searchAny, whereAll } from '../../db/paging.js';
import { notFound } from '../../errors.js';
import { toAmount } from '../../../domain/money.js';
import { LEDGER_BALANCES } from '../../ledger/projectBalances.js';
import { offsetOf, type PageQuery } from '../../../contracts/construction.js';
import type { InvestorRow, ProjectInvestorRow, ProjectInvestorsQuery, SupplierRow } from '../../../contracts/construction-investors.js';

type Raw = Record<string, unknown>;

function withAmounts<T>(r: Raw, keys: string[]): T {
  const out = { ...r };
  for (const k of keys) out[k] = toAmount(r[k] as string);
  return out as T;
}

/** A page of rows and the count of all that match, in the spec's `result.dataResult` shape. */
async function pageOf<T>(ex: Executor, q: PageQuery, select: SQL, from: SQL, orderBy: SQL, amounts: string[]) {
  const { limit, offset } = offsetOf(q);
  const list = await rows<Raw>(ex, sql`select ${select} ${from} order by ${orderBy} limit ${limit} offset ${offset}`);
  const count = await one<{ n: number }>(ex, sql`select count(*)::int as n ${from}`);
  return { list: list.map((r) => withAmounts<T>(r, amounts)), total: Number(count?.n ?? 0) };
}

// ---- investors -----------------------------------------------------------------------------------

const INVESTOR_SELECT = sql`i.id, i.name, i.email, i.phone, i.contact_info, i.ledger_id, l.name as ledger_name,
  coalesce(c.total, 0) as total_contribution, coalesce(c.n, 0)::int as project_count`;
const INVESTOR_FROM = (where: SQL) => sql`from investors i
  join project_ledgers l on l.id = i.ledger_id
  left join (select investor_id, sum(contribution_amount) as total, count(*) as n from project_investors group by investor_id) c on c.investor_id = i.id
  ${where}`;

export async function listInvestors(ex: Executor, q: PageQuery) {
  const where = whereAll([searchAny([sql`i.name`, sql`i.email`, sql`i.phone`, sql`i.contact_info`], q.search)]);
  const { list, total } = await pageOf<InvestorRow>(ex, q, INVESTOR_SELECT, INVESTOR_FROM(where), sql`lower(i.name), i.id`, ['total_contribution']);
  return { result: { dataResult: list, total }, total };
}

export async function investorDetails(ex: Executor, id: number) {
  const list = await rows<Raw>(ex, sql`select ${INVESTOR_SELECT} ${INVESTOR_FROM(sql`where i.id = ${id}`)}`);
  if (!list.length) throw notFound('Investor not found');
  return { result: list.map((r) => withAmounts<InvestorRow>(r, ['total_contribution'])) };
}

// ---- project investments -------------------------------------------------------------------------

export async function listProjectInvestors(ex: Executor, q: ProjectInvestorsQuery) {
  const where = whereAll([
    searchAny([sql`i.name`, sql`p.project_name`, sql`p.work_id`, sql`p.place`], q.search),
    q.projectId ? sql`pi.project_id = ${q.projectId}` : undefined,
    q.investorId ? sql`pi.investor_id = ${q.investorId}` : undefined,
  ]);
  const from = sql`from project_investors pi
    join investors i on i.id = pi.investor_id
    join projects p on p.id = pi.project_id
    join (select project_id, sum(contribution_amount) as total from project_investors group by project_id) pt on pt.project_id = pi.project_id
    ${where}`;
  const select = sql`pi.id, pi.project_id, pi.investor_id, i.name as investor_name, p.project_name, p.work_id, p.place, p.status as project_status,
    pi.contribution_amount, round(pi.contribution_amount * 100 / pt.total, 2) as share_percent, to_char(pi.assigned_at at time zone 'Asia/Dhaka', 'YYYY-MM-DD') as assigned_at`;
  const { list, total } = await pageOf<ProjectInvestorRow>(ex, q, select, from, sql`pi.id desc`, ['contribution_amount', 'share_percent']);
  const sum = await one<{ t: string }>(ex, sql`select coalesce(sum(pi.contribution_amount), 0) as t ${from}`);
  return { result: { data: list, total, total_contribution: toAmount(sum?.t) }, total };
}

// ---- suppliers -----------------------------------------------------------------------------------

/** What we owe: the credit side of the supplier's ledger. */
const SUPPLIER_SELECT = sql`s.id, s.name, s.email, s.phone, s.contact_info, -l.amount as opening_balance, s.ledger_id, -b.balance as balance`;
const SUPPLIER_FROM = (where: SQL) => sql`from construction_suppliers s
  join project_ledgers l on l.id = s.ledger_id
  join ${LEDGER_BALANCES} b on b.ledger_id = s.ledger_id
  ${where}`;
const SUPPLIER_AMOUNTS = ['opening_balance', 'balance'];

export async function listSuppliers(ex: Executor, q: PageQuery) {
  const where = whereAll([searchAny([sql`s.name`, sql`s.email`, sql`s.phone`, sql`s.contact_info`], q.search)]);
  const { list, total } = await pageOf<SupplierRow>(ex, q, SUPPLIER_SELECT, SUPPLIER_FROM(where), sql`lower(s.name), s.id`, SUPPLIER_AMOUNTS);
  return { result: { dataResult: list, total }, total };
}

export async function supplierDetails(ex: Executor, id: number) {
  const list = await rows<Raw>(ex, sql`select ${SUPPLIER_SELECT} ${SUPPLIER_FROM(sql`where s.id = ${id}`)}`);
  if (!list.length) throw notFound('Supplier not found');
  return { result: list.map((r) => withAmounts<SupplierRow>(r, SUPPLIER_AMOUNTS)) };
}
