// Commands on vouchers typed by hand. They start unposted (post_status 0) and count in the reports
// once approved. Vouchers that documents posted are changed through their documents only.
import { sql, one, rows, inTransaction, type Executor } from '../../db/client.js';
import { approveVoucherLines, post, removeVoucher, removeVoucherLine, type VoucherLineInput as LedgerLine } from '../../ledger/ledger.js';
import { LEDGER } from '../../ledger/accounts.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { dec, sum } from '../../../domain/money.js';
import { yearOf } from '../../../domain/dates.js';
import { VC, type VoucherType } from '../../../domain/voucherTypes.js';
import type { Voucher, VoucherLineInput, VoucherPostBody, VoucherUpdateBody } from '../../../contracts/vouchers.js';
import { getVoucher } from './queries.js';
import { chequeLedgers, syncVoucherCheques, type VoucherCheque } from '../../ledger/cheques.js';
import { checkVoucherVat } from '../../documents/rules.js';
import { SOURCE } from '../../ledger/sources.js';

const BELONGS_TO_DOCUMENT = 'This voucher belongs to a document; edit the document instead';

const isPayment = (t: VoucherType) => t === VC.cashPayment || t === VC.bankPayment;
const isReceipt = (t: VoucherType) => t === VC.cashReceived || t === VC.bankReceived;

/**
 * The line as the ledger writes it. The main line of a payment (its credit) or a receipt (its
 * debit) is active unless the form says otherwise; accType is 2 on payments and 4 on receipts.
 */
function toLedgerLine(type: VoucherType, l: VoucherLineInput): LedgerLine {
  const mainSide = (isPayment(type) && l.credit > 0) || (isReceipt(type) && l.debit > 0);
  return {
    ledgerId: l.ledger_id,
    debit: l.debit,
    credit: l.credit,
    partyId: l.partyId ?? null,
    accType: l.accType ?? (isPayment(type) ? 2 : isReceipt(type) ? 4 : null),
    narr: l.narr,
    bankId: l.bankId ?? null,
    chqNo: l.chqNo ?? null,
    chqDate: l.chqDate ?? null,
    active: l.active ?? (mainSide ? 1 : 0),
  };
}

/**
 * A line on a bank's own ledger names that bank (the bank book and cheques read it); one that names
 * another bank is refused. Lines on the spec's bank ledgers 6 and 8 move to the named bank's ledger
 * in ledger.post, which refuses them without a bank.
 */
async function withBanks(tx: Executor, lines: LedgerLine[]): Promise<LedgerLine[]> {
  const ids = [...new Set(lines.map((l) => l.ledgerId))];
  const banks = await rows<{ id: number; ledger_id: number; name: string }>(
    tx,
    sql`select id, ledger_id, name from banks where ledger_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  if (!banks.length) return lines;
  const bankOf = new Map(banks.map((b) => [b.ledger_id, b]));
  return lines.map((l) => {
    const b = bankOf.get(l.ledgerId);
    if (!b) return l;
    if (l.bankId && l.bankId !== b.id) throw badRequest(`The ledger of ${b.name} is chosen on a line that names another bank`, 'bankId');
    return { ...l, bankId: b.id };
  });
}

const hasAmount = (l: LedgerLine) => !dec(l.debit ?? 0).isZero() || !dec(l.credit ?? 0).isZero();

/**
 * The cheques a hand voucher writes (issue 22): on a Bank Received voucher, a bank line debited
 * with a cheque number is a cheque received, and posts to Cheques in Hand; on a Bank Payment
 * voucher, a bank line credited with one is our cheque issued, and posts to Cheques Issued. Each
 * is set against the one line on the voucher's other side (its party, or its ledger when it has
 * none), where a bounce or cancellation posts back. Journals and cash vouchers write none.
 */
async function chequesOf(tx: Executor, vcType: VoucherType, lines: LedgerLine[]) {
  const none = { lines, cheques: [] as (Omit<VoucherCheque, 'lineId' | 'vcNo' | 'date' | 'createdBy'> & { index: number })[] };
  if (vcType !== VC.bankPayment && vcType !== VC.bankReceived) return none;
  const received = vcType === VC.bankReceived;
  const L = await chequeLedgers(tx);
  const bankLedgers = new Set((await rows<{ ledger_id: number }>(tx, sql`select ledger_id from banks where ledger_id is not null`)).map((b) => b.ledger_id));
  const money = received ? L.chequesInHand : L.chequesIssued;
  const posted = lines.filter(hasAmount);
  const isCheque = (l: LedgerLine) =>
    !!l.chqNo &&
    !!l.bankId &&
    !dec((received ? l.debit : l.credit) ?? 0).isZero() &&
    (bankLedgers.has(l.ledgerId) || l.ledgerId === LEDGER.bankCollection || l.ledgerId === LEDGER.bankPayment || l.ledgerId === money);
  if (!posted.some(isCheque)) return none;
  const other = posted.filter((l) => !dec((received ? l.credit : l.debit) ?? 0).isZero());
  if (other.length !== 1)
    throw badRequest(
      `A cheque on a voucher is set against one ${received ? 'credit' : 'debit'} line, where it goes back if it bounces or is cancelled: enter one voucher for each`,
      'chqNo',
    );
  const counter = other[0];
  const cheques: typeof none.cheques = [];
  const out = posted.map((l, index) => {
    if (!isCheque(l)) return l;
    cheques.push({
      index,
      direction: received ? 'received' : 'issued',
      partyId: counter.partyId ?? null,
      counterLedgerId: counter.ledgerId,
      amount: (received ? l.debit : l.credit)!,
      chqNo: l.chqNo ?? null,
      chqDate: l.chqDate ?? null,
      bankId: l.bankId ?? null,
    });
    return { ...l, ledgerId: money };
  });
  return { lines: out, cheques };
}

/** Posts a hand voucher and records the cheques on its lines (`oldVcNo`: the voucher it replaces). */
async function postWithCheques(tx: Executor, oldVcNo: string | null, v: Parameters<typeof post>[1]): Promise<string> {
  const { lines, cheques } = await chequesOf(tx, v.vcType, v.lines);
  const vcNo = await post(tx, { ...v, lines });
  const ids = cheques.length ? (await rows<{ id: number }>(tx, sql`select id from voucher_lines where vc_no = ${vcNo} order by id`)).map((r) => r.id) : [];
  await syncVoucherCheques(
    tx,
    oldVcNo,
    cheques.map(({ index, ...c }) => ({ ...c, lineId: ids[index], vcNo, date: v.vcDate, createdBy: v.createdBy ?? null })),
  );
  return vcNo;
}

/** Rules of the books a hand voucher must keep, beyond balancing. */
function checkLines(lines: VoucherLineInput[]) {
  if (lines.filter((l) => l.debit > 0 || l.credit > 0).length < 2) throw badRequest('A voucher needs at least two lines with an amount');
  for (const l of lines) {
    if (l.ledger_id === LEDGER.inventory) throw badRequest('Inventory moves with stock only: use a purchase, sale or stock adjustment', 'ledger_id');
    if ((l.ledger_id === LEDGER.receivable || l.ledger_id === LEDGER.payable) && !l.partyId)
      throw badRequest('Please select the customer or supplier on a receivable or payable line', 'partyId');
  }
}

function checkTotals(lines: VoucherLineInput[], message: string) {
  if (!sum(lines.map((l) => dec(l.debit))).equals(sum(lines.map((l) => dec(l.credit))))) throw badRequest(message);
}

export function createVoucher(db: Executor, b: VoucherPostBody, userId: number): Promise<Voucher> {
  return inTransaction(db, async (tx) => {
    checkLines(b.lines);
    checkTotals(b.lines, 'Debit and credit amount should be same');
    const lines = await withBanks(
      tx,
      b.lines.map((l) => toLedgerLine(b.vc_type, l)),
    );
    const vcNo = await postWithCheques(tx, null, { vcType: b.vc_type, vcDate: b.vc_date, postStatus: 0, createdBy: userId, lines });
    await checkVoucherVat(tx, vcNo, 'written');
    return getVoucher(tx, vcNo);
  });
}

/** The voucher's lines, locked; refused when missing or when a document posted them. */
async function lockHandVoucher(tx: Executor, vcNo: string) {
  const found = await rows<{ vc_type: VoucherType; vc_date: string; post_status: number; source_type: string | null }>(
    tx,
    sql`select vc_type, to_char(vc_date, 'YYYY-MM-DD') as vc_date, post_status, source_type from voucher_lines where vc_no = ${vcNo} order by id for update`,
  );
  if (!found.length) throw notFound(`Voucher ${vcNo} does not exist`);
  if (found.some((l) => l.source_type !== null)) throw conflict(BELONGS_TO_DOCUMENT);
  await checkVoucherVat(tx, vcNo, 'changed');
  return found[0];
}

/**
 * Replaces the voucher's lines with those sent. The type, number and approval stay; a date in
 * another year moves the voucher to that year's series.
 */
export function updateVoucher(db: Executor, lines: VoucherUpdateBody, userId: number): Promise<Voucher> {
  return inTransaction(db, async (tx) => {
    const vcNo = lines[0].vc_no;
    if (lines.some((l) => l.vc_no !== vcNo)) throw badRequest('All lines must belong to one voucher', 'vc_no');
    const cur = await lockHandVoucher(tx, vcNo);
    checkLines(lines);
    checkTotals(lines, 'Total Debit and Credit should be equal');
    const date = lines[0].vc_date ?? cur.vc_date;
    const ledgerLines = await withBanks(
      tx,
      lines.map((l) => toLedgerLine(cur.vc_type, l)),
    );
    await removeVoucher(tx, vcNo);
    const newNo = await postWithCheques(tx, vcNo, {
      vcType: cur.vc_type,
      vcDate: date,
      vcNo: yearOf(date) === yearOf(cur.vc_date) ? vcNo : undefined,
      postStatus: cur.post_status === 1 ? 1 : 0,
      createdBy: userId,
      lines: ledgerLines,
    });
    await checkVoucherVat(tx, newNo, 'written');
    return getVoucher(tx, newNo);
  });
}

/** Approves a voucher: its lines count in the reports from now on. */
export function approveVoucher(db: Executor, vcNo: string): Promise<void> {
  return inTransaction(db, async (tx) => {
    const cur = await one<{ unposted: number }>(
      tx,
      sql`select count(*) filter (where post_status = 0)::int as unposted from voucher_lines where vc_no = ${vcNo} having count(*) > 0`,
    );
    if (!cur) throw notFound(`Voucher ${vcNo} does not exist`);
    if (cur.unposted === 0) throw conflict('This voucher is already posted');
    await checkVoucherVat(tx, vcNo, 'changed');
    await approveVoucherLines(tx, vcNo);
  });
}

export function deleteVoucher(db: Executor, vcNo: string): Promise<void> {
  return inTransaction(db, async (tx) => {
    await lockHandVoucher(tx, vcNo);
    await syncVoucherCheques(tx, vcNo, []);
    await removeVoucher(tx, vcNo);
  });
}

/** Removes one line, when what is left of the voucher still balances. */
export function removeLine(db: Executor, id: number): Promise<void> {
  return inTransaction(db, async (tx) => {
    const line = await one<{ vc_no: string }>(tx, sql`select vc_no from voucher_lines where id = ${id}`);
    if (!line) throw notFound('This voucher line does not exist');
    await lockHandVoucher(tx, line.vc_no);
    const rest = await one<{ debit: string; credit: string }>(
      tx,
      sql`select coalesce(sum(debit), 0) as debit, coalesce(sum(credit), 0) as credit from voucher_lines where vc_no = ${line.vc_no} and id <> ${id}`,
    );
    if (!dec(rest!.debit).equals(dec(rest!.credit)))
      throw conflict('Removing this line would leave the voucher unbalanced; change the other lines and update the voucher instead');
    const cheque = await one<{ id: number }>(tx, sql`select id from cheques where source_type = ${SOURCE.voucher} and source_id = ${id}`);
    if (cheque) throw conflict('This line carries a cheque; change the voucher’s lines and update it instead');
    await removeVoucherLine(tx, id);
  });
}
