// Collections from customers and payments to suppliers: the coll_pay record and its voucher, written
// together. Used by the collections feature and by a sale bill that takes money on the spot. The
// voucher's lines are built by collectionPosting.ts, without the database.
import { sql, one, writeBehind, type Executor, type SQL } from '../db/client.js';
import { money, dec, type Decimal } from '../../domain/money.js';
import { yearOf } from '../../domain/dates.js';
import { badRequest, conflict, notFound, pgError } from '../errors.js';
import { post, removeBySource, type VoucherInput } from './ledger.js';
import { partyAndDue, PARTY_TYPE } from './balances.js';
import { nextVoucherNo } from '../numbering/numbering.js';
import { collPayVoucherLines, collPayVoucherType } from './collectionPosting.js';
import { chequeMoneyLedger, syncDocumentCheque } from './cheques.js';
import { SOURCE } from './sources.js';
import { readVatConfig } from '../vat/vatSettings.js';

export const COLL_PAY_TYPE = { payment: 1, collection: 2 } as const;

export interface CollPayInput {
  kind: 'collection' | 'payment';
  partyId: number;
  date: string;
  amount: string | number;
  /** 'Mobile': through a bKash, Nagad or Rocket account of the bank master, straight to its ledger. */
  method: 'Cash' | 'Bank' | 'Mobile';
  bankId?: number | null;
  chqNo?: string | null;
  chqDate?: string | null;
  /** A cheque received: the bank it is drawn on, as written on it. */
  drawnOn?: string | null;
  /** Mobile money: the wallet's transaction ID (once per account). */
  txnId?: string | null;
  rmks?: string;
  saleId?: number | null;
  createdBy: number;
  /**
   * A collection from a customer marked as a VDS entity (issue 40): the VAT it deducted at source and
   * deposited itself, on top of the money received, and its certificate's (Mushak 6.6) number.
   */
  vdsVat?: string | number;
  vdsCertNo?: string | null;
}

export interface CollPayRow {
  id: number;
  inv_no: string;
  vc_no: string;
  pre_due: string;
  outstnd: string;
}

/** Mobile money posts as the bank. */
const postedMethod = <M extends CollPayInput['method']>(m: M) => (m === 'Mobile' ? ('Bank' as const) : (m as Exclude<M, 'Mobile'>));

/** Its voucher's and cheque's source. */
const SOURCE_OF = (id: number) => ({ type: SOURCE.collPay, id });

/** How the record posts: mobile money as a bank receipt or payment on the account's own ledger, naming the transaction. */
const posting = (c: CollPayInput) =>
  c.method === 'Mobile' ? { ...c, method: postedMethod(c.method), chqNo: c.txnId ?? null, chqDate: null } : { ...c, method: postedMethod(c.method) };

/** The record's voucher as collectionPosting.ts builds it. `bankLedger`: the ledger of the bank named. */
function voucherOf(c: CollPayInput, id: number, vcNo?: string, bankLedger?: number, vdsLedger?: number): VoucherInput {
  const p = posting(c);
  return {
    vcType: collPayVoucherType(c.kind, p.method),
    vcDate: c.date,
    vcNo,
    postStatus: 1,
    source: SOURCE_OF(id),
    createdBy: c.createdBy,
    lines: collPayVoucherLines({ ...p, vdsLedger }, bankLedger),
  };
}

/** A party's type and its due before the record. */
export interface PartyDue {
  type: number;
  due: Decimal;
}

export interface Checked extends PartyDue {
  /**
   * The ledger a cheque's money line posts to: Cheques in Hand (collection) or Cheques Issued
   * (payment) until the cheque clears (ledger/cheques.ts); the bank's own for a cheque the upgrade
   * found already in the bank.
   */
  bankLedger?: number;
  /** VAT Deducted at Source, for a collection that records some. */
  vdsLedger?: number;
}

/** The VAT a collection records as deducted at source (0 when none). */
export const vdsOf = (c: Pick<CollPayInput, 'vdsVat'>) => dec(c.vdsVat ?? 0);

/**
 * VAT deducted at source is recorded only on a collection, with VAT on, from a customer an admin
 * marked as a VDS entity, with its certificate's number; answers the VDS ledger then.
 */
async function checkVds(tx: Executor, c: CollPayInput): Promise<number | undefined> {
  const vds = vdsOf(c);
  if (!vds.isFinite() || vds.isNegative()) throw badRequest('VAT deducted at source cannot be negative', 'vds_vat');
  if (vds.isZero()) return undefined;
  if (c.kind !== 'collection') throw badRequest('VAT deducted at source is recorded on a collection from a customer, not on a payment', 'vds_vat');
  const r = await one<{ vds_entity: boolean; ledger: number | null }>(
    tx,
    sql`select p.vds_entity, (select id from ledgers where system_role = 'vatVds') as ledger from parties p where p.id = ${c.partyId}`,
  );
  if (!r) return undefined;
  if (!r.ledger || !(await readVatConfig(tx)).registered) throw badRequest('VAT deducted at source needs VAT registration: turn VAT on in the VAT settings', 'vds_vat');
  if (!r.vds_entity) throw badRequest('This customer is not marked as a VDS entity (an admin marks it on the customer)', 'vds_vat');
  if (!c.vdsCertNo?.trim()) throw badRequest('Please enter the VDS certificate (Mushak 6.6) number', 'vds_cert_no');
  return r.ledger;
}

/** Checks the record; returns the party's type and due before it (`known` when the caller has just worked it out). `id`: the record edited. */
export async function checkCollPay(tx: Executor, c: CollPayInput, known?: PartyDue, id?: number): Promise<Checked> {
  if (!dec(c.amount).isFinite() || dec(c.amount).lte(0)) throw badRequest('Amount must be more than zero', 'amount');
  const vdsLedger = await checkVds(tx, c);
  const checked = await checkMoney(tx, c, known, id);
  return vdsLedger ? { ...checked, vdsLedger } : checked;
}

async function checkMoney(tx: Executor, c: CollPayInput, known?: PartyDue, id?: number): Promise<Checked> {
  if (c.method === 'Bank' && !c.bankId) throw badRequest('Please select a bank for a cheque', 'bankId');
  if (c.method === 'Mobile' && !c.bankId) throw badRequest('Please select the bKash, Nagad or Rocket account', 'bankId');
  if (c.method === 'Mobile' && !c.txnId) throw badRequest('Please enter the transaction ID', 'txnId');
  const party = known ?? (await partyAndDue(tx, c.partyId));
  if (!party) throw badRequest('Please select a party that exists', 'supp_id');
  if (c.method === 'Cash') return party;
  const bank = await one<{ ledger_id: number | null; kind: string }>(tx, sql`select ledger_id, kind from banks where id = ${c.bankId}`);
  if (!bank) throw badRequest('Please select a bank that exists', 'bankId');
  if (!bank.ledger_id) throw badRequest('This bank has no ledger yet; save it once in the bank master', 'bankId');
  if (c.method === 'Mobile') {
    if (bank.kind === 'bank') throw badRequest('Mobile money goes through a bKash, Nagad or Rocket account, not a bank', 'bankId');
    const used = await one(tx, sql`select 1 from coll_pay where bank_id = ${c.bankId} and lower(txn_id) = lower(${c.txnId ?? ''}) and id <> ${id ?? 0}`);
    if (used) throw conflict(`Transaction ID ${c.txnId} is already recorded on this account`, 'txnId');
    return { ...party, bankLedger: bank.ledger_id };
  }
  if (bank.kind !== 'bank') throw badRequest('A cheque is drawn on a bank; choose Mobile for a bKash, Nagad or Rocket account', 'bankId');
  // a bank entry here is a cheque (the forms offer Cash or Cheque): it sits in Cheques in Hand or
  // Issued by its number until it clears (issue 41, item 10); money sent straight to the bank is a
  // bank voucher's line
  if (!c.chqNo?.trim()) throw badRequest('Please enter the cheque number', 'chqNo');
  const direction = c.kind === 'collection' ? 'received' : 'issued';
  return { ...party, bankLedger: await chequeMoneyLedger(tx, SOURCE_OF(id ?? 0), direction, bank.ledger_id) };
}

/** A mobile money transaction ID is used once per account: a repeat is a 409. */
async function uniqueTxn<T>(c: CollPayInput, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    throw txnTaken(c, e);
  }
}

/** A database error as the clerk is told it: a mobile money transaction ID already recorded is a 409. */
function txnTaken(c: CollPayInput, e: unknown): unknown {
  if (pgError(e).code === '23505' && /coll_pay_txn_id_key/.test(`${pgError(e).constraint} ${pgError(e).message}`))
    return conflict(`Transaction ID ${c.txnId} is already recorded on this account`, 'txnId');
  return e;
}

/** The record's cheque (ledger/cheques.ts), or null when it is paid in cash or by mobile money. */
function chequeOf(c: CollPayInput, vcNo: string) {
  if (c.method !== 'Bank') return null;
  return {
    direction: c.kind === 'collection' ? ('received' as const) : ('issued' as const),
    partyId: c.partyId,
    amount: c.amount,
    chqNo: c.chqNo ?? null,
    chqDate: c.chqDate ?? null,
    bankId: c.bankId ?? null,
    drawnOn: c.drawnOn ?? null,
    date: c.date,
    vcNo,
    createdBy: c.createdBy,
  };
}

/**
 * The party's due once the record's voucher is posted (what the receipt shows as net outstanding),
 * worked out rather than read back: a collection credits the receivable, a payment debits the
 * payable, and a supplier's due runs credit minus debit.
 */
function dueAfter(c: CollPayInput, partyType: number, dueBefore: Decimal): string {
  const net = c.kind === 'collection' ? dec(c.amount).plus(vdsOf(c)).neg() : dec(c.amount);
  return money(dueBefore.plus(partyType === PARTY_TYPE.supplier ? net.neg() : net));
}

/** The voucher type a new record takes (its number's series). */
export const collPayVoucherTypeOf = (c: Pick<CollPayInput, 'kind' | 'method'>) => collPayVoucherType(c.kind, postedMethod(c.method));

// The steps of a record's life, each its own: the collections feature runs them as a document
// (features/collections/service.ts, through documents/lifecycle.ts), and a bill that takes money
// on the spot runs them through createCollPay, updateCollPay and deleteCollPay below.

/** The saved record as its edit needs it, locked (undefined when there is none). */
export interface SavedCollPay {
  id: number;
  vc_no: string;
  cash_bank_type: string;
  coll_pay_type: number;
  date: string;
  sale_id: number | null;
  vds_vat: string;
  vds_cert_no: string | null;
}

export const lockCollPay = (tx: Executor, id: number) =>
  one<SavedCollPay>(
    tx,
    sql`select id, vc_no, cash_bank_type, coll_pay_type, date::text as date, sale_id, vds_vat, vds_cert_no from coll_pay where id = ${id} for update`,
  );

/** An edit keeps its kind: a collection does not become a payment, nor the reverse. */
export function refuseKindChange(cur: SavedCollPay, c: CollPayInput): void {
  if (cur.coll_pay_type !== COLL_PAY_TYPE[c.kind]) throw badRequest('A collection cannot become a payment, nor the reverse');
}

/**
 * The record's number: an edit keeps it unless the method changes between cash and cheque (another
 * voucher type) or the date moves to another year: either puts the voucher in another series.
 */
export async function collPayNumber(tx: Executor, c: CollPayInput, cur: SavedCollPay | null): Promise<string> {
  if (cur && cur.cash_bank_type === c.method && yearOf(cur.date) === yearOf(c.date)) return cur.vc_no;
  return nextVoucherNo(tx, collPayVoucherTypeOf(c), c.date);
}

/** Writes a new record under `vcNo` (`id`: drawn beforehand, NEW_COLL_PAY_ID, then it goes behind). */
export async function insertCollPay(tx: Executor, c: CollPayInput, party: PartyDue, vcNo: string, id?: number): Promise<CollPayRow> {
  const outstnd = dueAfter(c, party.type, party.due);
  const insert = (newId: SQL) =>
    sql`insert into coll_pay (id, inv_no, supp_id, pre_due, vc_no, date, rmks, coll_pay_type, cash_bank_type, amount, outstnd, bank_id, chq_no, chq_date, txn_id, sale_id, created_by,
          vds_vat, vds_cert_no)
        values (${newId}, ${vcNo}, ${c.partyId}, ${money(party.due)}, ${vcNo}, ${c.date}, ${c.rmks ?? ''}, ${COLL_PAY_TYPE[c.kind]}, ${c.method}, ${money(c.amount)}, ${outstnd},
                ${c.method !== 'Cash' ? (c.bankId ?? null) : null}, ${c.method === 'Bank' ? (c.chqNo ?? null) : null}, ${c.method === 'Bank' ? (c.chqDate ?? null) : null},
                ${c.method === 'Mobile' ? (c.txnId ?? null) : null}, ${c.saleId ?? null}, ${c.createdBy}, ${money(vdsOf(c))}, ${vdsCertNo(c)})
        returning id, inv_no, vc_no, pre_due, outstnd`;
  if (id === undefined) return (await uniqueTxn(c, () => one<CollPayRow>(tx, insert(sql`default`))))!;
  // Its id drawn beforehand, the record is known without the answer: it goes behind.
  await writeBehind(tx, insert(sql`${id}`), { onError: (e) => txnTaken(c, e) });
  return { id, inv_no: vcNo, vc_no: vcNo, pre_due: money(party.due), outstnd };
}

/** Rewrites a saved record's figures under `vcNo`, once its voucher is undone: the party's due before it is read as the books now stand. */
export async function rewriteCollPay(tx: Executor, id: number, c: CollPayInput, partyType: number, vcNo: string): Promise<CollPayRow> {
  const preDue = (await partyAndDue(tx, c.partyId))!.due;
  return (await uniqueTxn(c, () =>
    one<CollPayRow>(
      tx,
      sql`update coll_pay set inv_no = ${vcNo}, vc_no = ${vcNo}, supp_id = ${c.partyId}, pre_due = ${money(preDue)}, date = ${c.date}, rmks = ${c.rmks ?? ''},
          cash_bank_type = ${c.method}, amount = ${money(c.amount)}, outstnd = ${dueAfter(c, partyType, preDue)},
          bank_id = ${c.method !== 'Cash' ? (c.bankId ?? null) : null}, chq_no = ${c.method === 'Bank' ? (c.chqNo ?? null) : null},
          chq_date = ${c.method === 'Bank' ? (c.chqDate ?? null) : null}, txn_id = ${c.method === 'Mobile' ? (c.txnId ?? null) : null},
          vds_vat = ${money(vdsOf(c))}, vds_cert_no = ${vdsCertNo(c)}
        where id = ${id} returning id, inv_no, vc_no, pre_due, outstnd`,
    ),
  ))!;
}

/** The certificate's number kept with VAT deducted at source (none without it). */
const vdsCertNo = (c: CollPayInput) => (vdsOf(c).gt(0) ? (c.vdsCertNo?.trim() ?? null) : null);

/** Posts the record's voucher as collectionPosting.ts builds it (`bankLedger`: where a cheque's or mobile money's line posts; `vdsLedger`: VAT Deducted at Source). */
export async function postCollPay(tx: Executor, id: number, c: CollPayInput, vcNo: string, bankLedger?: number, vdsLedger?: number): Promise<void> {
  await post(tx, voucherOf(c, id, vcNo, bankLedger, vdsLedger));
}

/** Keeps the record's cheque (ledger/cheques.ts) in step: none when paid in cash or by mobile money, or when it is deleted (`c` null). */
export async function syncCollPayCheque(tx: Executor, id: number, c: CollPayInput | null, vcNo: string): Promise<void> {
  await syncDocumentCheque(tx, SOURCE_OF(id), c && chequeOf(c, vcNo));
}

/** Undoes the record's voucher. */
export async function undoCollPay(tx: Executor, id: number): Promise<void> {
  await removeBySource(tx, SOURCE.collPay, id);
}

/** Deletes the record's row; false when there was none. */
export async function removeCollPayRow(tx: Executor, id: number): Promise<boolean> {
  return !!(await one(tx, sql`delete from coll_pay where id = ${id} returning id`));
}

/**
 * Saves a new collection or payment and posts its voucher; returns the record. `known` is the
 * party's type and due as the caller already knows them, and `vcNo` the voucher number it has drawn
 * of the record's series (collPayVoucherTypeOf) with its own (a bill that takes money on the spot);
 * `id` the record's id, when drawn beforehand (NEW_COLL_PAY_ID).
 */
export async function createCollPay(tx: Executor, c: CollPayInput, known?: PartyDue, vcNo?: string, id?: number): Promise<CollPayRow> {
  const party = await checkCollPay(tx, c, known);
  vcNo ??= await collPayNumber(tx, c, null);
  const rec = await insertCollPay(tx, c, party, vcNo, id);
  await postCollPay(tx, rec.id, c, vcNo, party.bankLedger, party.vdsLedger);
  // A record just made has no cheque yet: one paid otherwise has nothing to look up.
  if (c.method === 'Bank') await syncCollPayCheque(tx, rec.id, c, vcNo);
  return rec;
}

/** Draws a new record's id, for createCollPay (a bill draws its collection's with its other reads). */
export const NEW_COLL_PAY_ID = sql`nextval('coll_pay_id_seq')::int`;

/** Replaces a record's figures and its voucher; the number as collPayNumber keeps it. */
export async function updateCollPay(tx: Executor, id: number, c: CollPayInput): Promise<CollPayRow> {
  const cur = await lockCollPay(tx, id);
  if (!cur) throw notFound('This collection or payment does not exist');
  refuseKindChange(cur, c);
  const party = await checkCollPay(tx, c, undefined, id);
  await undoCollPay(tx, id);
  const vcNo = await collPayNumber(tx, c, cur);
  const rec = await rewriteCollPay(tx, id, c, party.type, vcNo);
  await postCollPay(tx, id, c, vcNo, party.bankLedger, party.vdsLedger);
  await syncCollPayCheque(tx, id, c, vcNo);
  return rec;
}

/** Deletes a record and its voucher. */
export async function deleteCollPay(tx: Executor, id: number): Promise<void> {
  if (!(await removeCollPayRow(tx, id))) throw notFound('This collection or payment does not exist');
  await syncCollPayCheque(tx, id, null, '');
  await undoCollPay(tx, id);
}
