// Reads of collections and payments: the record with its party, bank and clerk, the lists, the
// money receipt and the date-wise reports.
import { sql, one, rows, type Executor } from '../../db/client.js';
import type { SQL } from 'drizzle-orm';
import { dec, sum, toAmount } from '../../../domain/money.js';
import { peekVoucherNo } from '../../numbering/numbering.js';
import { VC, type VoucherType } from '../../../domain/voucherTypes.js';
import { notFound } from '../../errors.js';
import { CHEQUE_AT, COLLPAY_CHEQUE, COLLPAY_CHEQUE_COLUMNS } from '../../ledger/cheques.js';
import { COLL_PAY_TYPES, type CollPayRecord, type CollPayReport, type CollPayReportRow } from '../../../contracts/collections.js';
import { SOURCE } from '../../ledger/sources.js';

type RecordRow = Omit<CollPayRecord, 'pre_due' | 'amount' | 'outstnd' | 'created_at' | 'vds_vat'> & {
  vds_vat: string;
  pre_due: string;
  amount: string;
  outstnd: string;
  created_at: Date | string;
};

const FROM = sql`from coll_pay c
  join parties p on p.id = c.supp_id
  left join banks b on b.id = c.bank_id
  left join users u on u.id = c.created_by
  ${COLLPAY_CHEQUE(sql`c`)}`;

const RECORD_COLUMNS = sql`c.id, c.inv_no, c.vc_no, c.supp_id, p.name as party_name, p.mobile, p.type as party_type,
  c.pre_due, to_char(c.date, 'YYYY-MM-DD') as date, c.rmks, c.coll_pay_type, c.cash_bank_type, c.amount, c.outstnd,
  c.bank_id as "bankId", b.name as bank_name, c.chq_no as "chqNo", to_char(c.chq_date, 'YYYY-MM-DD') as "chqDate", c.txn_id as "txnId",
  c.sale_id, c.vds_vat, c.vds_cert_no, c.created_by, u.name as created_by_name, c.created_at, ${COLLPAY_CHEQUE_COLUMNS}`;

function toRecord(r: RecordRow): CollPayRecord {
  return {
    ...r,
    pre_due: toAmount(r.pre_due),
    amount: toAmount(r.amount),
    outstnd: toAmount(r.outstnd),
    vds_vat: toAmount(r.vds_vat),
    created_at: new Date(r.created_at).toISOString(),
  };
}

async function records(ex: Executor, where: SQL, tail: SQL = sql`order by c.date desc, c.id desc`): Promise<CollPayRecord[]> {
  const found = await rows<RecordRow>(ex, sql`select ${RECORD_COLUMNS} ${FROM} where ${where} ${tail}`);
  return found.map(toRecord);
}

export async function getRecord(ex: Executor, id: number): Promise<CollPayRecord> {
  const [rec] = await records(ex, sql`c.id = ${id}`);
  if (!rec) throw notFound('This collection or payment does not exist');
  return rec;
}

export async function getByNumber(ex: Executor, column: 'vc_no' | 'inv_no', value: string): Promise<CollPayRecord> {
  const [rec] = await records(ex, sql`${sql.raw(`c.${column}`)} = ${value}`);
  if (!rec) throw notFound(`No collection or payment has the number ${value}`);
  return rec;
}

/** A search on receipt no, type (Cash, or Cheque/Bank) and party name, case-insensitive. */
function searchFilter(search: string | undefined): SQL {
  if (!search) return sql`true`;
  const like = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql`(c.inv_no ilike ${like} or c.cash_bank_type ilike ${like} or p.name ilike ${like}
    or (c.cash_bank_type = 'Bank' and 'Cheque' ilike ${like}))`;
}

/**
 * The list's rows, coll_pay `c`. Every record has its party (supp_id is a not-null foreign key), so
 * the party `p` is joined only when the search needs its name.
 */
function listFrom(q: { type?: 1 | 2 | null; search?: string }): SQL {
  const from = q.search ? sql`from coll_pay c join parties p on p.id = c.supp_id` : sql`from coll_pay c`;
  return sql`${from} where ${q.type ? sql`c.coll_pay_type = ${q.type}` : sql`true`} and ${searchFilter(q.search)}`;
}

/** Newest first. The page's ids are picked first, in index order, and only those rows are joined to their details. */
export async function listRecords(
  ex: Executor,
  q: { type?: 1 | 2 | null; search?: string; limit?: number; offset?: number },
): Promise<{ data: CollPayRecord[]; total: number }> {
  const newestFirst = sql`order by c.date desc, c.id desc`;
  const page = sql`${q.limit ? sql`limit ${q.limit}` : sql``} offset ${q.offset ?? 0}`;
  const [data, count] = await Promise.all([
    records(ex, sql`c.id in (select c.id ${listFrom(q)} ${newestFirst} ${page})`, newestFirst),
    one<{ n: number }>(ex, sql`select count(*)::int as n ${listFrom(q)}`),
  ]);
  return { data, total: count?.n ?? 0 };
}

/** The spec's voucher types: collection cash 4 or cheque 5, payment cash 2 or cheque 3. */
export function voucherTypeOf(collPayType: 1 | 2, method: 'Cash' | 'Bank' | 'Mobile'): VoucherType {
  if (collPayType === COLL_PAY_TYPES.collection) return method === 'Cash' ? VC.cashReceived : VC.bankReceived;
  return method === 'Cash' ? VC.cashPayment : VC.bankPayment;
}

export async function nextNumber(ex: Executor, collPayType: 1 | 2, method: 'Cash' | 'Bank' | 'Mobile', date: string): Promise<string> {
  return peekVoucherNo(ex, voucherTypeOf(collPayType, method), date);
}

/** Per state, the sum of the rows' cheques in it. */
function chequesByState(list: CollPayReportRow[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of list) if (r.cheque_state) out[r.cheque_state] = toAmount(dec(out[r.cheque_state] ?? 0).plus(r.amount));
  return out;
}

/**
 * Rows of one kind between two dates, grouped by date with a total per date and overall. Issue 41:
 * what was collected (cash, a bank transfer, mobile money) apart from the cheques, which count by
 * their state as at the end date (in hand, deposited, cleared, bounced...), each in its own total.
 */
export async function dateWiseReport(ex: Executor, collPayType: 1 | 2, startDate: string, endDate: string): Promise<CollPayReport> {
  const partyKey = collPayType === COLL_PAY_TYPES.collection ? 'customer' : 'supplier';
  const kind = sql`c.coll_pay_type = ${collPayType} and c.date between ${startDate} and ${endDate}`;
  const [found, states] = await Promise.all([
    records(ex, kind, sql`order by c.date, c.id`),
    rows<{ id: number; state: string }>(
      ex,
      sql`select ch.source_id as id, ca.state from cheques ch ${CHEQUE_AT(endDate, sql`ch`)}
          where ch.source_type = ${SOURCE.collPay} and not ch.legacy and ch.source_id in (select c.id from coll_pay c where ${kind})`,
    ),
  ]);
  const stateOf = new Map(states.map((s) => [s.id, s.state]));
  const byDate = new Map<string, CollPayReportRow[]>();
  for (const r of found) {
    const chequeState = stateOf.get(r.id) ?? null;
    const row: CollPayReportRow = {
      coll_id: r.id, date: r.date, inv_no: r.inv_no, vc_no: r.vc_no, [partyKey]: r.party_name, mobile: r.mobile,
      cash_bank_type: r.cash_bank_type, bank_name: r.bank_name, chqNo: r.chqNo, rmks: r.rmks, coll_by: r.created_by_name, amount: r.amount,
      cheque_state: chequeState, collected: chequeState ? 0 : r.amount,
    };
    byDate.set(r.date, [...(byDate.get(r.date) ?? []), row]);
  }
  const data = [...byDate].map(([date, dayRows]) => ({
    date,
    rows: dayRows,
    total: toAmount(sum(dayRows.map((x) => dec(x.amount)))),
    collected: toAmount(sum(dayRows.map((x) => dec(x.collected)))),
    cheques: chequesByState(dayRows),
  }));
  return {
    data,
    grandTotal: toAmount(sum(data.map((d) => d.total))),
    collected: toAmount(sum(data.map((d) => d.collected))),
    cheques: chequesByState(data.flatMap((d) => d.rows)),
  };
}
