// Commands on vouchers typed by hand, each through the documents' one lifecycle
// (documents/lifecycle.ts). They start unposted (post_status 0) and count in the reports once
// approved. Vouchers that documents posted are changed through their documents only.
import { sql, one, rows, inTransaction, type Executor } from '../../db/client.js';
import { approveVoucherLines, post, removeVoucher, removeVoucherLine, type VoucherLineInput as LedgerLine } from '../../ledger/ledger.js';
import { nextVoucherNo } from '../../numbering/numbering.js';
import { lifecycleIn, runLifecycle, type DocumentAdapter } from '../../documents/lifecycle.js';
import { LEDGER } from '../../ledger/accounts.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { dec, sum } from '../../../domain/money.js';
import { yearOf } from '../../../domain/dates.js';
import { VC, type VoucherType } from '../../../domain/voucherTypes.js';
import type { Voucher, VoucherLineInput, VoucherPostBody, VoucherUpdateBody } from '../../../contracts/vouchers.js';
import { getVoucher } from './queries.js';
import { chequeLedgers, syncVoucherCheques, type VoucherCheque } from '../../ledger/cheques.js';
import { checkChange } from '../../documents/rules.js';
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

/** A voucher as the clerk sends it: its lines, and for a new one its type and date (an edit keeps its type; a date sent on its first line moves it). */
interface VoucherRequest {
  lines: VoucherLineInput[];
  vcType?: VoucherType;
  vcDate?: string;
}

/** The saved voucher, its lines locked: its number is its name. */
interface Saved {
  id: string;
  vc_type: VoucherType;
  vc_date: string;
  post_status: number;
  /** A document posted it (a line has a source): it is changed through that document only. */
  fromDocument: boolean;
}

/** A saved line as a line's removal weighs it. */
interface SavedLine {
  id: number;
  debit: string;
  credit: string;
  /** It carries a cheque (ledger/cheques.ts). */
  cheque: boolean;
}

type Draft =
  /** The voucher as typed: its lines as the ledger writes them, the cheques on them by index. */
  | {
      typed: true;
      vcType: VoucherType;
      vcDate: string;
      /** The number it keeps (an edit within its year). */
      vcNo?: string;
      postStatus: 0 | 1;
      lines: LedgerLine[];
      cheques: Awaited<ReturnType<typeof chequesOf>>['cheques'];
    }
  /** The saved voucher, its lines as saved less those taken off. */
  | { typed: false; lines: SavedLine[]; removed: number[] };

/**
 * The hand voucher's adapter to the lifecycle (documents/lifecycle.ts). A voucher is its lines: an
 * edit undoes them and posts the lines sent under its number (another year's series when its date
 * moves there), with their cheques in step; a line taken off is a revise of its saved lines, which
 * removes only that line. The settled VAT month of one that touches the VAT ledgers and the period
 * lock are the shared rules' (its kind, vouchers/kind.ts).
 */
function voucherAdapter(userId: number): DocumentAdapter<Saved, VoucherRequest, Draft, { id: string }, string> {
  return {
    kind: 'voucher',
    lock: async (tx, vcNo) => {
      const found = await rows<{ vc_type: VoucherType; vc_date: string; post_status: number; source_type: string | null }>(
        tx,
        sql`select vc_type, to_char(vc_date, 'YYYY-MM-DD') as vc_date, post_status, source_type from voucher_lines where vc_no = ${vcNo} order by id for update`,
      );
      if (!found.length) throw notFound(`Voucher ${vcNo} does not exist`);
      const { vc_type, vc_date, post_status } = found[0];
      return { id: vcNo, vc_type, vc_date, post_status, fromDocument: found.some((l) => l.source_type !== null) };
    },
    guard: async (_tx, cur) => {
      if (cur.fromDocument) throw conflict(BELONGS_TO_DOCUMENT);
    },
    draftOf: async (tx, r, cur) => {
      checkLines(r.lines);
      checkTotals(r.lines, cur ? 'Total Debit and Credit should be equal' : 'Debit and credit amount should be same');
      const vcType = cur ? cur.vc_type : r.vcType!;
      const vcDate = r.vcDate ?? cur!.vc_date;
      const typed = await withBanks(
        tx,
        r.lines.map((l) => toLedgerLine(vcType, l)),
      );
      const { lines, cheques } = await chequesOf(tx, vcType, typed);
      return {
        typed: true,
        vcType,
        vcDate,
        vcNo: cur && yearOf(vcDate) === yearOf(cur.vc_date) ? cur.id : undefined,
        // It starts waiting for approval; an approved one stays approved.
        postStatus: cur?.post_status === 1 ? 1 : 0,
        lines,
        cheques,
      };
    },
    draftFromSaved: async (tx, cur) => ({
      typed: false,
      removed: [],
      lines: await rows<SavedLine>(
        tx,
        sql`select v.id, v.debit::text as debit, v.credit::text as credit,
              exists (select 1 from cheques c where c.source_type = ${SOURCE.voucher} and c.source_id = v.id) as cheque
            from voucher_lines v where v.vc_no = ${cur.id} order by v.id`,
      ),
    }),
    // Its lines are its effects: undone whole, unless only some are taken off (then `apply` removes those).
    undo: async (tx, cur, _action, d) => {
      if (d && !d.typed) return;
      await removeVoucher(tx, cur.id);
    },
    apply: async (tx, cur, d) => {
      if (!d.typed) {
        for (const id of d.removed) await removeVoucherLine(tx, id);
        return { id: cur!.id };
      }
      return { id: d.vcNo ?? (await nextVoucherNo(tx, d.vcType, d.vcDate)) };
    },
    post: async (tx, w, d) => {
      if (!d.typed) return;
      await post(tx, { vcType: d.vcType, vcDate: d.vcDate, vcNo: w.id, postStatus: d.postStatus, createdBy: userId, lines: d.lines });
    },
    // The cheques on its lines, by line (`cur`: the voucher it replaces, whose cheques follow by number).
    sync: async (tx, w, d, cur) => {
      if (!d.typed) return;
      const ids = d.cheques.length
        ? (await rows<{ id: number }>(tx, sql`select id from voucher_lines where vc_no = ${w.id} order by id`)).map((r) => r.id)
        : [];
      await syncVoucherCheques(
        tx,
        cur?.id ?? null,
        d.cheques.map(({ index, ...c }) => ({ ...c, lineId: ids[index], vcNo: w.id, date: d.vcDate, createdBy: userId })),
      );
    },
    // Whether it touches the VAT ledgers is its kind's condition on the lines written.
    carriesVat: () => true,
    remove: (tx, cur) => syncVoucherCheques(tx, cur.id, []),
  };
}

/** The saved voucher without one line, refused when what is left would not balance or the line carries a cheque. */
function withoutLine(d: Draft, id: number): Draft {
  if (d.typed) return d;
  const rest = d.lines.filter((l) => l.id !== id);
  if (!sum(rest.map((l) => dec(l.debit))).equals(sum(rest.map((l) => dec(l.credit)))))
    throw conflict('Removing this line would leave the voucher unbalanced; change the other lines and update the voucher instead');
  if (d.lines.find((l) => l.id === id)?.cheque) throw conflict('This line carries a cheque; change the voucher’s lines and update it instead');
  return { ...d, lines: rest, removed: [...d.removed, id] };
}

export function createVoucher(db: Executor, b: VoucherPostBody, userId: number): Promise<Voucher> {
  return inTransaction(db, async (tx) => {
    const w = await lifecycleIn(tx, voucherAdapter(userId), { action: 'create', request: { lines: b.lines, vcType: b.vc_type, vcDate: b.vc_date } });
    return getVoucher(tx, w!.id);
  });
}

/**
 * Replaces the voucher's lines with those sent. The type, number and approval stay; a date in
 * another year moves the voucher to that year's series.
 */
export async function updateVoucher(db: Executor, lines: VoucherUpdateBody, userId: number): Promise<Voucher> {
  const vcNo = lines[0].vc_no;
  if (lines.some((l) => l.vc_no !== vcNo)) throw badRequest('All lines must belong to one voucher', 'vc_no');
  return inTransaction(db, async (tx) => {
    const w = await lifecycleIn(tx, voucherAdapter(userId), { action: 'edit', id: vcNo, request: { lines, vcDate: lines[0].vc_date } });
    return getVoucher(tx, w!.id);
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
    // Approving changes what the books and the VAT return count: the rules of a change hold.
    await checkChange(tx, { kind: 'voucher', id: vcNo, action: 'edit' });
    await approveVoucherLines(tx, vcNo);
  });
}

export async function deleteVoucher(db: Executor, vcNo: string): Promise<void> {
  await runLifecycle(db, voucherAdapter(0), { action: 'delete', id: vcNo });
}

/** Removes one line, when what is left of the voucher still balances: its saved lines, revised. */
export function removeLine(db: Executor, id: number): Promise<void> {
  return inTransaction(db, async (tx) => {
    const line = await one<{ vc_no: string }>(tx, sql`select vc_no from voucher_lines where id = ${id}`);
    if (!line) throw notFound('This voucher line does not exist');
    await lifecycleIn(tx, voucherAdapter(0), { action: 'revise', id: line.vc_no, revise: (_tx, d) => withoutLine(d, id) });
  });
}
