// Commands on collections and payments, each through the documents' one lifecycle
// (documents/lifecycle.ts) in one transaction: the record, its voucher and its cheque are written
// by the steps of ledger/collections.ts, so all are saved together or not at all.
import { inTransaction, type Executor } from '../../db/client.js';
import {
  checkCollPay,
  collPayNumber,
  insertCollPay,
  lockCollPay,
  postCollPay,
  refuseKindChange,
  removeCollPayRow,
  rewriteCollPay,
  syncCollPayCheque,
  undoCollPay,
  vdsOf,
  type Checked,
  type CollPayInput,
  type CollPayRow,
  type SavedCollPay,
} from '../../ledger/collections.js';
import { lifecycleIn, runLifecycle, type DocumentAdapter } from '../../documents/lifecycle.js';
import { conflict, notFound } from '../../errors.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { COLL_PAY_TYPES, type CollPayBody, type CollPayEditBody, type CollPayRecord } from '../../../contracts/collections.js';
import { getRecord } from './queries.js';
import { queueDocumentMessages } from '../../messages/outbox.js';

const kindOf = (type: 1 | 2): CollPayInput['kind'] => (type === COLL_PAY_TYPES.collection ? 'collection' : 'payment');

/** `cur`: the saved record, whose VAT deducted at source an edit that leaves it out keeps. */
function toInput(body: CollPayEditBody, type: 1 | 2, createdBy: number, cur?: SavedCollPay | null): CollPayInput {
  return {
    kind: kindOf(type),
    partyId: body.supp_id,
    date: body.date ?? todayInDhaka(),
    amount: body.amount,
    method: body.cash_bank_type,
    bankId: body.bankId ?? null,
    chqNo: body.chqNo ?? null,
    chqDate: body.chqDate ?? null,
    drawnOn: body.drawnOn ?? null,
    txnId: body.txnId ?? null,
    rmks: body.rmks,
    createdBy,
    vdsVat: body.vds_vat === undefined ? (cur?.vds_vat ?? 0) : (body.vds_vat ?? 0),
    vdsCertNo: body.vds_cert_no === undefined ? (cur?.vds_cert_no ?? null) : body.vds_cert_no,
  };
}

/** The record worked out and checked: its party's type and due before it, and where its money posts. */
interface Draft {
  input: CollPayInput;
  checked: Checked;
}

/**
 * The collection's or payment's adapter to the lifecycle. It is its record and its voucher: undone
 * by source, written again under its number (another when the series changes), its cheque kept in
 * step. One taken on a sale bill belongs to that bill: the bill's edit changes it, so that the
 * bill's collected figure and the record agree.
 */
function collPayAdapter(userId: number): DocumentAdapter<SavedCollPay, CollPayEditBody, Draft, CollPayRow> {
  return {
    kind: 'collPay',
    lock: async (tx, id) => {
      const cur = await lockCollPay(tx, id);
      if (!cur) throw notFound('This collection or payment does not exist');
      return cur;
    },
    guard: async (_tx, cur) => {
      if (cur.sale_id !== null) throw conflict('This collection was taken on a sale bill; edit the bill instead');
    },
    draftOf: async (tx, body, cur) => {
      const input = toInput(body, body.coll_pay_type ?? (cur?.coll_pay_type as 1 | 2), userId, cur);
      if (cur) refuseKindChange(cur, input);
      return { input, checked: await checkCollPay(tx, input, undefined, cur?.id) };
    },
    undo: (tx, cur) => undoCollPay(tx, cur.id),
    apply: async (tx, cur, d) => {
      const vcNo = await collPayNumber(tx, d.input, cur);
      return cur ? rewriteCollPay(tx, cur.id, d.input, d.checked.type, vcNo) : insertCollPay(tx, d.input, d.checked, vcNo);
    },
    post: (tx, w, d) => postCollPay(tx, w.id, d.input, w.vc_no, d.checked.bankLedger, d.checked.vdsLedger),
    // VAT deducted at source is in the month's VAT return (a settled month holds it).
    carriesVat: (d) => vdsOf(d.input).gt(0),
    sync: async (tx, w, d, cur) => {
      // A record just made has no cheque yet: one paid otherwise has nothing to look up.
      if (cur || d.input.method === 'Bank') await syncCollPayCheque(tx, w.id, d.input, w.vc_no);
      // A new record's receipt to the party is queued in its own transaction (features/messages).
      if (!cur) await queueDocumentMessages(tx, 'collection', w.id);
    },
    remove: async (tx, cur) => {
      await syncCollPayCheque(tx, cur.id, null, cur.vc_no);
      await removeCollPayRow(tx, cur.id);
    },
  };
}

// The record is answered as its transaction wrote it.
export function createRecord(db: Executor, body: CollPayBody, userId: number): Promise<CollPayRecord> {
  return inTransaction(db, async (tx) => getRecord(tx, (await lifecycleIn(tx, collPayAdapter(userId), { action: 'create', request: body }))!.id));
}

export function editRecord(db: Executor, id: number, body: CollPayEditBody, userId: number): Promise<CollPayRecord> {
  return inTransaction(db, async (tx) => getRecord(tx, (await lifecycleIn(tx, collPayAdapter(userId), { action: 'edit', id, request: body }))!.id));
}

export async function removeRecord(db: Executor, id: number): Promise<void> {
  await runLifecycle(db, collPayAdapter(0), { action: 'delete', id });
}
