// Reads of voucher lines with their ledger, sub head, party and bank, alone or gathered into vouchers.
import type { SQL } from 'drizzle-orm';
import { sql, one, rows, type Executor } from '../../db/client.js';
import { countUpTo, searchAny, whereAll } from '../../db/paging.js';
import { ledgerTotals } from '../../ledger/balances.js';
import { notFound } from '../../errors.js';
import { dec, sum, toAmount } from '../../../domain/money.js';
import { peekVoucherNo } from '../../numbering/numbering.js';
import { VC_TYPE_NAMES, type VoucherType } from '../../../domain/voucherTypes.js';
import type { Voucher, VoucherLine, VoucherListQuery } from '../../../contracts/vouchers.js';

type LineRow = Omit<VoucherLine, 'debit' | 'credit'> & { debit: string; credit: string };

const FROM = sql`from voucher_lines v
  join ledgers l on l.id = v.ledger_id
  join acc_subs s on s.id = l.s_id
  left join parties p on p.id = v.party_id
  left join banks b on b.id = v.bank_id`;

const SELECT = sql`v.id, v.vc_no, v.vc_type, to_char(v.vc_date, 'YYYY-MM-DD') as vc_date, v.ledger_id, l.name as "ledgerName",
  s.name as "subName", v.party_id as "partyId", p.name as "partyName", v.acc_type as "accType", v.debit, v.credit, v.narr,
  v.bank_id as "bankId", b.name as "bankName", v.chq_no as "chqNo", to_char(v.chq_date, 'YYYY-MM-DD') as "chqDate",
  v.active, v.post_status, v.source_type`;

const ORDER = sql`order by v.vc_date desc, v.vc_no desc, v.id`;

const toLine = (r: LineRow): VoucherLine => ({ ...r, debit: toAmount(r.debit), credit: toAmount(r.credit) });

async function lines(ex: Executor, where: SQL, tail: SQL = ORDER): Promise<VoucherLine[]> {
  return (await rows<LineRow>(ex, sql`select ${SELECT} ${FROM} ${where} ${tail}`)).map(toLine);
}

function filters(q: VoucherListQuery, extra: SQL[] = []): SQL {
  return whereAll([
    q.startDate && q.endDate ? sql`v.vc_date between ${q.startDate} and ${q.endDate}` : undefined,
    q.type ? sql`v.vc_type = ${q.type}` : undefined,
    searchAny([sql`v.vc_no`, sql`l.name`, sql`v.narr`, sql`p.name`], q.search),
    ...extra,
  ]);
}

/**
 * Debit and credit of every line dated in the range (or ever): posted lines from the period
 * balances, the few still waiting for approval (post_status 0; the ledger writes only 0 or 1) from
 * the lines. Ten years of lines are never summed for the unfiltered list.
 */
function rangeTotals(q: VoucherListQuery): SQL {
  const sums = (from: SQL) => sql`(select coalesce(sum(t.debit), 0) as debit, coalesce(sum(t.credit), 0) as credit from ${from} t)`;
  const inRange = q.startDate && q.endDate ? sql`and v.vc_date between ${q.startDate} and ${q.endDate}` : sql``;
  const before = q.startDate ? sums(ledgerTotals(q.startDate, 'before')) : sql`(select 0 as debit, 0 as credit)`;
  return sql`select upto.debit - before.debit + waiting.debit as debit, upto.credit - before.credit + waiting.credit as credit
    from ${sums(ledgerTotals(q.endDate ?? FAR_FUTURE))} upto, ${before} before,
      ${sums(sql`(select v.debit, v.credit from voucher_lines v where v.post_status = 0 ${inRange})`)} waiting`;
}
const FAR_FUTURE = '9999-12-31';

/**
 * A page of lines, how many match (counted up to a cap: ten years hold millions) and the debit
 * and credit totals of every line that matches.
 */
export async function listLines(ex: Executor, q: VoucherListQuery, extra: SQL[] = []) {
  const where = filters(q, extra);
  const byDateOnly = !q.search?.trim() && !q.type && extra.length === 0;
  const [data, count, totals] = await Promise.all([
    lines(ex, where, sql`${ORDER} ${q.limit ? sql`limit ${q.limit}` : sql``} offset ${q.offset ?? 0}`),
    countUpTo(ex, sql`${FROM} ${where}`, q),
    one<{ debit: string; credit: string }>(
      ex,
      byDateOnly ? rangeTotals(q) : sql`select coalesce(sum(v.debit), 0) as debit, coalesce(sum(v.credit), 0) as credit ${FROM} ${where}`,
    ),
  ]);
  return { data, ...count, totalDebit: toAmount(totals?.debit), totalCredit: toAmount(totals?.credit) };
}

/** Lines gathered into vouchers, in the order given. */
function gather(found: VoucherLine[]): Voucher[] {
  const byNo = new Map<string, VoucherLine[]>();
  for (const l of found) byNo.set(l.vc_no, [...(byNo.get(l.vc_no) ?? []), l]);
  return [...byNo.values()].map((ls) => ({
    vc_no: ls[0].vc_no,
    vc_type: ls[0].vc_type,
    type_name: VC_TYPE_NAMES[ls[0].vc_type as VoucherType] ?? 'Journal',
    vc_date: ls[0].vc_date,
    post_status: Math.min(...ls.map((l) => l.post_status)),
    source_type: ls[0].source_type,
    total_debit: toAmount(sum(ls.map((l) => dec(l.debit)))),
    total_credit: toAmount(sum(ls.map((l) => dec(l.credit)))),
    lines: ls,
  }));
}

export async function getVoucher(ex: Executor, vcNo: string): Promise<Voucher> {
  const [v] = gather(await lines(ex, sql`where v.vc_no = ${vcNo}`, sql`order by v.id`));
  if (!v) throw notFound(`Voucher ${vcNo} does not exist`);
  return v;
}

/** Every voucher dated in the range, oldest first, with the totals of all of them. */
export async function journalByDate(ex: Executor, q: { startDate: string; endDate: string; type?: number }) {
  const found = await lines(
    ex,
    sql`where v.vc_date between ${q.startDate} and ${q.endDate} ${q.type ? sql`and v.vc_type = ${q.type}` : sql``}`,
    sql`order by v.vc_date, v.vc_no, v.id`,
  );
  const data = gather(found);
  return {
    data,
    totalDebit: toAmount(sum(data.map((v) => dec(v.total_debit)))),
    totalCredit: toAmount(sum(data.map((v) => dec(v.total_credit)))),
  };
}

export const nextVoucherNumber = (ex: Executor, type: VoucherType, date: string) => peekVoucherNo(ex, type, date);
