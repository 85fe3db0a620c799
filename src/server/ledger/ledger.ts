// The general ledger's writer (with adjustLines.ts, which moves posted cost lines when stock is
// re-costed). A voucher is a set of lines whose debits equal its credits; it is written inside the
// caller's transaction, so a document and its postings commit together.
import { checkCashFloor } from './cashFloor.js';
import type { SourceType } from './sources.js';
import { and, eq } from 'drizzle-orm';
import { voucherLines } from '../db/schema.js';
import { sql, rows, writeBehind, type Executor } from '../db/client.js';
import { dec, money, sum } from '../../domain/money.js';
import { isIsoDate } from '../../domain/dates.js';
import { refuseFutureDate } from '../documentDate.js';
import { nextVoucherNo } from '../numbering/numbering.js';
import type { VoucherType } from '../../domain/voucherTypes.js';
import { AppError, badRequest, pgError } from '../errors.js';
import { LEDGER } from './accounts.js';

export interface VoucherLineInput {
  ledgerId: number;
  debit?: string | number;
  credit?: string | number;
  partyId?: number | null;
  accType?: number | null;
  narr?: string;
  bankId?: number | null;
  chqNo?: string | null;
  chqDate?: string | null;
  /** 1 for the main (cash or bank) line of a receipt or payment, 0 for detail lines. */
  active?: number;
}

export interface VoucherInput {
  vcType: VoucherType;
  vcDate: string;
  /** Given when re-posting under an existing number; otherwise drawn from the series. */
  vcNo?: string;
  /** 1 posted (documents), 0 waiting for approval (typed by hand). */
  postStatus?: 0 | 1;
  source?: { type: SourceType; id: number };
  createdBy?: number | null;
  lines: VoucherLineInput[];
}

/** The messages of the two rules a clerk meets most; the construction books word them their own way. */
export interface VoucherRuleMessages {
  tooFewLines: string;
  unbalanced: string;
}
const TRADING_MESSAGES: VoucherRuleMessages = {
  tooFewLines: 'A voucher needs at least two lines with an amount',
  unbalanced: 'Debit and credit amount should be same',
};

/** Checks a voucher without writing it: non-negative amounts, one side per line, debits = credits. */
export function validateVoucher(v: Pick<VoucherInput, 'vcDate' | 'lines'> & { vcType?: number }, messages: VoucherRuleMessages = TRADING_MESSAGES): void {
  if (!isIsoDate(v.vcDate)) throw badRequest('Voucher date must be a real date (yyyy-mm-dd)', 'vc_date');
  refuseFutureDate(v.vcDate, 'vc_date');
  const lines = v.lines.filter((l) => !dec(l.debit).isZero() || !dec(l.credit).isZero());
  if (lines.length < 2) throw badRequest(messages.tooFewLines);
  for (const l of lines) {
    const d = dec(l.debit);
    const c = dec(l.credit);
    if (!d.isFinite() || !c.isFinite() || d.isNegative() || c.isNegative()) throw badRequest('Amounts must be zero or more');
    if (!d.isZero() && !c.isZero()) throw badRequest('A line has either a debit or a credit, not both');
  }
  const debit = sum(lines.map((l) => money(l.debit ?? 0)));
  const credit = sum(lines.map((l) => money(l.credit ?? 0)));
  if (!debit.equals(credit)) throw badRequest(messages.unbalanced);
}

/** Writes a balanced voucher and returns its number. Zero lines are dropped. */
export async function post(tx: Executor, v: VoucherInput): Promise<string> {
  validateVoucher(v);
  const vcNo = v.vcNo ?? (await nextVoucherNo(tx, v.vcType, v.vcDate));
  const lines = await toBankLedgers(tx, v.lines.filter((l) => !dec(l.debit).isZero() || !dec(l.credit).isZero()));
  await insertLines(tx, lines.map((l) => lineRow(v, vcNo, l)));
  await checkCashFloor(tx, v);
  return vcNo;
}

/**
 * Writes many balanced vouchers at once, each exactly as post writes it (the same checks, zero
 * lines dropped, bank lines to their bank's ledger), in one insert per 2,000 lines: an import's
 * thousands of openings. Each voucher comes with its number, drawn beforehand (numbering.nextVoucherNos).
 */
export async function postMany(tx: Executor, vouchers: (VoucherInput & { vcNo: string })[]): Promise<void> {
  for (const v of vouchers) validateVoucher(v);
  const given = vouchers.flatMap((v) => v.lines.filter((l) => !dec(l.debit).isZero() || !dec(l.credit).isZero()).map((l) => ({ v, l })));
  const lines = await toBankLedgers(tx, given.map((g) => g.l));
  const all = lines.map((l, i) => lineRow(given[i].v, given[i].v.vcNo, l));
  for (let i = 0; i < all.length; i += 2000) await insertLines(tx, all.slice(i, i + 2000));
}

function lineRow(v: VoucherInput, vcNo: string, l: VoucherLineInput) {
  return {
    vcNo,
    vcType: v.vcType,
    vcDate: v.vcDate,
    ledgerId: l.ledgerId,
    partyId: l.partyId ?? null,
    accType: l.accType ?? null,
    debit: money(l.debit ?? 0),
    credit: money(l.credit ?? 0),
    narr: l.narr ?? '',
    bankId: l.bankId ?? null,
    chqNo: l.chqNo ?? null,
    chqDate: l.chqDate ?? null,
    active: l.active ?? 0,
    postStatus: v.postStatus ?? 1,
    sourceType: v.source?.type ?? null,
    sourceId: v.source?.id ?? null,
    createdBy: v.createdBy ?? null,
  };
}

async function insertLines(tx: Executor, rows: ReturnType<typeof lineRow>[]) {
  if (!rows.length) return;
  // One parameter for the lines (in their order, which their ids keep), not one per value: a
  // statement whose text is the same for any number of lines is prepared once. Nothing is read
  // back, so the transaction goes on without waiting for it.
  await writeBehind(
    tx,
    sql`insert into voucher_lines (vc_no, vc_type, vc_date, ledger_id, party_id, acc_type, debit, credit, narr, bank_id, chq_no, chq_date, active, post_status, source_type, source_id, created_by)
        select l."vcNo", l."vcType", l."vcDate", l."ledgerId", l."partyId", l."accType", l.debit, l.credit, l.narr, l."bankId", l."chqNo", l."chqDate", l.active,
               l."postStatus", l."sourceType", l."sourceId", l."createdBy"
        from rows from (jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as ("vcNo" text, "vcType" smallint, "vcDate" date, "ledgerId" int, "partyId" int, "accType" smallint, debit numeric, credit numeric, narr text,
              "bankId" int, "chqNo" text, "chqDate" date, active smallint, "postStatus" smallint, "sourceType" text, "sourceId" int, "createdBy" int)) with ordinality
          as l("vcNo", "vcType", "vcDate", "ledgerId", "partyId", "accType", debit, credit, narr, "bankId", "chqNo", "chqDate", active, "postStatus", "sourceType", "sourceId", "createdBy", i)
        order by l.i`,
    { onError: (e) => (pgError(e).code === '23503' ? new AppError(400, 'A voucher line names a ledger, party or bank that does not exist') : e) },
  );
}

const SPEC_BANK_LEDGERS: number[] = [LEDGER.bankCollection, LEDGER.bankPayment];

/**
 * Each bank has its own ledger (migration 0042). A line sent to the spec's bank ledgers 6 "Bank
 * (Collections)" or 8 "Bank (Payments)" posts to the ledger of the bank it names, and is refused
 * when it names none: those two ledgers take no new lines.
 */
async function toBankLedgers(tx: Executor, lines: VoucherLineInput[]): Promise<VoucherLineInput[]> {
  const generic = lines.filter((l) => SPEC_BANK_LEDGERS.includes(l.ledgerId));
  if (!generic.length) return lines;
  if (generic.some((l) => !l.bankId)) throw badRequest('Please select a bank: money in a bank posts to that bank’s own ledger', 'bankId');
  const ids = [...new Set(generic.map((l) => l.bankId!))];
  const found = await rows<{ id: number; ledger_id: number | null }>(
    tx,
    sql`select id, ledger_id from banks where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  );
  const ledgerOf = new Map(found.map((b) => [b.id, b.ledger_id]));
  return lines.map((l) => {
    if (!SPEC_BANK_LEDGERS.includes(l.ledgerId)) return l;
    const ledgerId = ledgerOf.get(l.bankId!);
    if (!ledgerId) throw badRequest('Please select a bank that exists', 'bankId');
    return { ...l, ledgerId };
  });
}

/** Removes every line a document posted; returns the voucher numbers it had. */
export async function removeBySource(tx: Executor, sourceType: string, sourceId: number): Promise<string[]> {
  const removed = await tx
    .delete(voucherLines)
    .where(and(eq(voucherLines.sourceType, sourceType), eq(voucherLines.sourceId, sourceId)))
    .returning({ vcNo: voucherLines.vcNo });
  return [...new Set(removed.map((r) => r.vcNo))];
}

/** Removes a whole voucher by number. */
export async function removeVoucher(tx: Executor, vcNo: string): Promise<number> {
  const removed = await tx.delete(voucherLines).where(eq(voucherLines.vcNo, vcNo)).returning({ id: voucherLines.id });
  return removed.length;
}

/** Approves a voucher typed by hand: its lines count in the reports from now on (post_status 1). */
export async function approveVoucherLines(tx: Executor, vcNo: string): Promise<void> {
  await tx.execute(sql`update voucher_lines set post_status = 1 where vc_no = ${vcNo}`);
}

/** Removes one line of a voucher typed by hand; the caller has checked that what is left balances. */
export async function removeVoucherLine(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`delete from voucher_lines where id = ${id}`);
}
