// Commands on collections and payments. Each runs in one transaction: the record and its voucher
// are written by ledger/collections.ts, so both are saved together or not at all.
import { sql, one, inTransaction, type Executor } from '../../db/client.js';
import { createCollPay, deleteCollPay, updateCollPay, type CollPayInput } from '../../ledger/collections.js';
import { conflict, notFound } from '../../errors.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { COLL_PAY_TYPES, type CollPayBody, type CollPayEditBody, type CollPayRecord } from '../../../contracts/collections.js';
import { getRecord } from './queries.js';
import { queueDocumentMessages } from '../../messages/outbox.js';

const kindOf = (type: 1 | 2): CollPayInput['kind'] => (type === COLL_PAY_TYPES.collection ? 'collection' : 'payment');

function toInput(body: CollPayEditBody, type: 1 | 2, createdBy: number): CollPayInput {
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
  };
}

/**
 * The record, locked for the rest of the transaction. One taken on a sale bill belongs to that
 * bill: the bill's edit changes it, so that the bill's collected figure and the record agree.
 */
async function lockOwnRecord(tx: Executor, id: number): Promise<{ coll_pay_type: 1 | 2 }> {
  const cur = await one<{ coll_pay_type: 1 | 2; sale_id: number | null }>(
    tx,
    sql`select coll_pay_type, sale_id from coll_pay where id = ${id} for update`,
  );
  if (!cur) throw notFound('This collection or payment does not exist');
  if (cur.sale_id !== null) throw conflict('This collection was taken on a sale bill; edit the bill instead');
  return cur;
}

export function createRecord(db: Executor, body: CollPayBody, userId: number): Promise<CollPayRecord> {
  return inTransaction(db, async (tx) => {
    const rec = await createCollPay(tx, toInput(body, body.coll_pay_type, userId));
    await queueDocumentMessages(tx, 'collection', rec.id);
    return getRecord(tx, rec.id);
  });
}

export function editRecord(db: Executor, id: number, body: CollPayEditBody, userId: number): Promise<CollPayRecord> {
  return inTransaction(db, async (tx) => {
    const cur = await lockOwnRecord(tx, id);
    await updateCollPay(tx, id, toInput(body, body.coll_pay_type ?? cur.coll_pay_type, userId));
    return getRecord(tx, id);
  });
}

export function removeRecord(db: Executor, id: number): Promise<void> {
  return inTransaction(db, async (tx) => {
    await lockOwnRecord(tx, id);
    await deleteCollPay(tx, id);
  });
}
