// Cheques that documents take or pay (issue 22). A collection, payment or purchase paid by cheque
// posts its money line to "Cheques in Hand" (received) or "Cheques Issued" (issued) instead of the
// bank, and records the cheque here in the same transaction; the cheque register
// (features/cheques) then moves it through its states with dated vouchers. Money is in the bank
// when the cheque cleared.
//
// A cheque the upgrade found (legacy: the previous version posted it straight to the bank) keeps
// following its document: its money line stays on the bank's ledger.
import type { SQL } from 'drizzle-orm';
import { sql, one, rows, type Executor } from '../db/client.js';
import { money, dec } from '../../domain/money.js';
import { displayDate } from '../../domain/dates.js';
import { AppError, conflict, pgError } from '../errors.js';
import { SOURCE } from './sources.js';

/** Joins a cheque (`c`) to whom it is from or to: its party, or for a hand voucher's cheque with no
 * party, the ledger on the voucher's other side (migration 0052). */
export const CHEQUE_PARTY = sql`left join parties p on p.id = c.party_id left join ledgers cl on cl.id = c.counter_ledger_id`;
export const CHEQUE_PARTY_NAME = sql`coalesce(p.name, cl.name)`;

/**
 * Joins a cheque (`cheque`, `c` by default) to its state as at day `at` (`ca`: state, event_date, bank_id, charge): its last
 * event on or before that day, its first (received, issued) before any other of the same day. Empty
 * before the cheque was received or issued.
 */
export const CHEQUE_AT = (at: SQL | string, cheque: SQL = sql`c`) => sql`left join lateral (
    select e.state, e.event_date, e.bank_id, e.charge from cheque_events e
    where e.cheque_id = ${cheque}.id and e.event_date <= ${at}::date
    order by e.event_date desc, e.state in ('received', 'issued'), e.id desc limit 1) ca on true`;

/** A cheque number as compared by the searches: lower case, letters and digits only ("CHQ-0012 34" is "chq001234"). */
export const CHEQUE_NO_KEY = (no: SQL) => sql`regexp_replace(lower(${no}), '[^a-z0-9]', '', 'g')`;
export const chequeNoKey = (q: string) => q.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Joins a collection or payment (`collPay`, a coll_pay alias) to its cheque as it now stands (`chs`: cheque_state, bounced_date, bounce_charge). */
export const COLLPAY_CHEQUE = (collPay: SQL) => sql`left join lateral (
    select ch.state as cheque_state, to_char(ch.bounced_date, 'YYYY-MM-DD') as bounced_date, ch.bounce_charge
    from cheques ch where ch.source_type = ${SOURCE.collPay} and ch.source_id = ${collPay}.id and not ch.legacy) chs on true`;
/** The columns of COLLPAY_CHEQUE, as chequeStateFields reads them. */
export const COLLPAY_CHEQUE_COLUMNS = sql`chs.cheque_state, chs.bounced_date, coalesce(chs.bounce_charge, 0)::float8 as bounce_charge`;

export const CHEQUE_ROLES = ['chequesInHand', 'chequesInClearing', 'chequesIssued', 'bankCharges'] as const;
export type ChequeRole = (typeof CHEQUE_ROLES)[number];
export type ChequeDirection = 'received' | 'issued';

/** The seeded ledgers cheques post to, by role (migration 0048). */
export async function chequeLedgers(ex: Executor): Promise<Record<ChequeRole, number>> {
  const found = await rows<{ id: number; system_role: ChequeRole }>(
    ex,
    sql`select id, system_role from ledgers where system_role in ('chequesInHand', 'chequesInClearing', 'chequesIssued', 'bankCharges')`,
  );
  const out = Object.fromEntries(found.map((r) => [r.system_role, r.id])) as Record<ChequeRole, number>;
  for (const role of CHEQUE_ROLES) if (!out[role]) throw new AppError(500, `The chart has no ledger with the role ${role}; the database is not upgraded`);
  return out;
}

export interface DocumentCheque {
  direction: ChequeDirection;
  /** Empty only on a hand voucher's cheque set against a ledger with no party. */
  partyId: number | null;
  /** A hand voucher's: the ledger on its other side, where a bounce or cancellation posts back. */
  counterLedgerId?: number | null;
  amount: string | number;
  chqNo: string | null;
  chqDate: string | null;
  /** Received: the bank it is to be deposited into (the spec's bankId); issued: our bank it is drawn on. */
  bankId: number | null;
  /** Received: the bank the party's cheque is drawn on, as written on it. */
  drawnOn?: string | null;
  /** The document's date: when the cheque was received or issued. */
  date: string;
  vcNo: string;
  createdBy: number | null;
}

interface ChequeRow {
  id: number;
  direction: ChequeDirection;
  state: string;
  legacy: boolean;
  party_id: number | null;
  amount: string;
  chq_no: string;
  bank_id: number | null;
  received_date: string;
}

const INITIAL: Record<ChequeDirection, string> = { received: 'received', issued: 'issued' };

async function documentCheque(tx: Executor, source: { type: string; id: number }): Promise<ChequeRow | undefined> {
  return one<ChequeRow>(
    tx,
    sql`select id, direction, state, legacy, party_id, amount, chq_no, bank_id, to_char(received_date, 'YYYY-MM-DD') as received_date
        from cheques where source_type = ${source.type} and source_id = ${source.id} for update`,
  );
}

/**
 * The ledger a document's cheque line posts to: Cheques in Hand for a cheque received, Cheques
 * Issued for one paid; the bank's own ledger (`bankLedger`) while the document's cheque is one the
 * upgrade recorded as cleared (its money went straight to the bank).
 */
export async function chequeMoneyLedger(tx: Executor, source: { type: string; id: number }, direction: ChequeDirection, bankLedger: number): Promise<number> {
  const cur = await documentCheque(tx, source);
  if (cur?.legacy) return bankLedger;
  const ledgers = await chequeLedgers(tx);
  return direction === 'received' ? ledgers.chequesInHand : ledgers.chequesIssued;
}

/** An issued cheque's number is used once per bank. */
async function assertNumberFree(tx: Executor, want: DocumentCheque, exceptId: number) {
  if (want.direction !== 'issued' || !want.chqNo || !want.bankId) return;
  const dup = await one<{ id: number }>(
    tx,
    sql`select id from cheques where direction = 'issued' and bank_id = ${want.bankId} and lower(chq_no) = lower(${want.chqNo}) and id <> ${exceptId} limit 1`,
  );
  if (dup) throw conflict(`Cheque number ${want.chqNo} of this bank is already used`, 'chqNo');
}

async function write<T>(fn: () => Promise<T>, chqNo: string | null): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (pgError(e).code === '23505') throw conflict(`Cheque number ${chqNo ?? ''} of this bank is already used`, 'chqNo');
    throw e;
  }
}

const stateWord = (c: ChequeRow) => (c.direction === 'issued' && c.state === 'cleared' ? 'presented' : c.state);

/**
 * Makes the document's cheque what it now says (`want`; null when it no longer pays by cheque).
 * While the cheque is in its first state (or legacy) it follows the document freely; once it has
 * moved on (deposited, presented...) the document may keep it as it is but not change or drop it.
 */
export async function syncDocumentCheque(tx: Executor, source: { type: string; id: number }, want: DocumentCheque | null): Promise<void> {
  const cur = await documentCheque(tx, source);
  const fields = (w: DocumentCheque) => sql`party_id = ${w.partyId}, counter_ledger_id = ${w.counterLedgerId ?? null}, amount = ${money(w.amount)}, chq_no = ${w.chqNo ?? ''}, chq_date = ${w.chqDate},
      bank_id = ${w.bankId}, drawn_on = ${w.drawnOn ?? ''}, received_date = ${w.date}, vc_no = ${w.vcNo}, updated_at = now()`;
  if (!cur) {
    if (!want) return;
    await assertNumberFree(tx, want, 0);
    await write(
      () =>
        tx.execute(
          sql`insert into cheques (direction, state, party_id, counter_ledger_id, amount, chq_no, chq_date, drawn_on, bank_id, received_date, source_type, source_id, vc_no, created_by)
            values (${want.direction}, ${INITIAL[want.direction]}, ${want.partyId}, ${want.counterLedgerId ?? null}, ${money(want.amount)}, ${want.chqNo ?? ''}, ${want.chqDate}, ${want.drawnOn ?? ''},
                    ${want.bankId}, ${want.date}, ${source.type}, ${source.id}, ${want.vcNo}, ${want.createdBy})`,
        ),
      want.chqNo,
    );
    await tx.execute(
      sql`insert into cheque_events (cheque_id, state, event_date, bank_id, vc_no, created_by)
          select id, direction, received_date, bank_id, vc_no, created_by from cheques where source_type = ${source.type} and source_id = ${source.id}`,
    );
    return;
  }
  if (cur.legacy || cur.state === INITIAL[cur.direction]) {
    if (!want) {
      await tx.execute(sql`delete from cheques where id = ${cur.id}`);
      return;
    }
    await assertNumberFree(tx, want, cur.id);
    await write(
      () => tx.execute(sql`update cheques set ${fields(want)} ${cur.legacy ? sql`, cleared_date = ${want.date}` : sql``} where id = ${cur.id}`),
      want.chqNo,
    );
    // a legacy cheque's one event is its clearing on the document's day; another's, its receipt or issue
    await tx.execute(
      sql`update cheque_events set event_date = ${want.date}, vc_no = ${want.vcNo}, bank_id = ${want.bankId} where cheque_id = ${cur.id}
          ${cur.legacy ? sql`` : sql`and state = ${cur.direction}`}`,
    );
    return;
  }
  const moved = `Cheque ${cur.chq_no || `of ${displayDate(cur.received_date)}`} is already ${stateWord(cur)}`;
  if (!want) throw conflict(`${moved}; it cannot be deleted with its document. Change its state in the cheque register first`);
  const same =
    want.direction === cur.direction &&
    want.partyId === cur.party_id &&
    dec(want.amount).equals(dec(cur.amount)) &&
    (want.chqNo ?? '') === cur.chq_no &&
    (want.bankId ?? null) === cur.bank_id &&
    want.date === cur.received_date;
  if (!same) throw conflict(`${moved}; its party, amount, number, bank and date cannot change`);
  await tx.execute(sql`update cheques set vc_no = ${want.vcNo} where id = ${cur.id}`);
  await tx.execute(sql`update cheque_events set vc_no = ${want.vcNo} where cheque_id = ${cur.id} and state = ${cur.direction}`);
}

/** A cheque a hand voucher writes on one of its lines (`lineId`, once posted). */
export type VoucherCheque = DocumentCheque & { lineId: number };

/**
 * Makes the cheques of hand voucher `vcNo` (before an edit: `oldVcNo`) those its lines now carry.
 * A cheque is known again by its direction, bank and number; each follows its line as a document's
 * cheque follows its document (syncDocumentCheque), then points at the line's new id (an edit
 * writes the voucher's lines anew).
 */
export async function syncVoucherCheques(tx: Executor, oldVcNo: string | null, want: VoucherCheque[]): Promise<void> {
  const cur = oldVcNo
    ? await rows<{ source_id: number; direction: string; bank_id: number | null; chq_no: string }>(
        tx,
        sql`select source_id, direction, bank_id, chq_no from cheques where source_type = ${SOURCE.voucher} and vc_no = ${oldVcNo} order by id for update`,
      )
    : [];
  const key = (direction: string, bankId: number | null, chqNo: string | null) => `${direction}|${bankId ?? ''}|${(chqNo ?? '').toLowerCase()}`;
  const left = new Map(cur.map((c) => [key(c.direction, c.bank_id, c.chq_no), c.source_id]));
  for (const w of want) {
    const k = key(w.direction, w.bankId, w.chqNo);
    const was = left.get(k);
    left.delete(k);
    await syncDocumentCheque(tx, { type: 'voucher', id: was ?? w.lineId }, w);
    if (was !== undefined) await tx.execute(sql`update cheques set source_id = ${w.lineId} where source_type = ${SOURCE.voucher} and source_id = ${was}`);
  }
  for (const gone of left.values()) await syncDocumentCheque(tx, { type: 'voucher', id: gone }, null);
}
