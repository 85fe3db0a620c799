// Serials added or deleted from the serial screen. Outside a purchase or sale, a serial of a
// serial-tracked model can only be part of its opening stock: adding one raises the opening
// quantity (at the opening rate), deleting an in-stock opening serial lowers it.
import { sql, rows, intArray, inTransaction, type Executor } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { addSerials, removeInStock, SERIAL_STATUS, type SerialRow } from '../../stock/serials.js';
import { dec, quantity } from '../../../domain/money.js';
import type { SerialPostBody } from '../../../contracts/catalogue.js';
import { lockRow } from './hierarchy.js';
import { setOpening } from './opening.js';
import { assertSerialStock, type ModelRow } from './model-service.js';
import { SOURCE } from '../../ledger/sources.js';

/** Groups typed serials by the model they are for. */
function serialsByModel(body: SerialPostBody): Map<number, string[]> {
  const byModel = new Map<number, string[]>();
  for (const s of body.serial) {
    const modelId = (typeof s === 'object' ? s.m_id : undefined) ?? body.m_id;
    if (!modelId) throw badRequest('Please select model', 'm_id');
    const slNo = String(typeof s === 'object' ? s.sl_no : s);
    byModel.set(modelId, [...(byModel.get(modelId) ?? []), slNo]);
  }
  return byModel;
}

/** Sets a tracked model's opening quantity and re-posts its opening stock and voucher. */
async function changeOpeningQty(tx: Executor, m: ModelRow, by: number, userId: number) {
  const qty = quantity(dec(m.open_qty).plus(by));
  await tx.execute(sql`update product_models set open_qty = ${qty} where id = ${m.id}`);
  await setOpening(tx, { modelId: m.id, name: m.name, qty, rate: m.open_rate, createdBy: userId });
}

const sortedIds = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

export function addModelSerials(db: Executor, body: SerialPostBody, userId: number): Promise<SerialRow[]> {
  const byModel = serialsByModel(body);
  return inTransaction(db, async (tx) => {
    const added: SerialRow[] = [];
    for (const modelId of sortedIds(byModel.keys())) {
      const m = await lockRow<ModelRow>(tx, 'model', modelId);
      if (m.srl_avl !== 1) throw badRequest(`${m.name} is not serial-tracked; tick Serial on the model first`, 'm_id');
      const rowsAdded = await addSerials(tx, { modelId, slNos: byModel.get(modelId)!, source: { type: SOURCE.modelOpening, id: modelId }, type: 1 });
      await changeOpeningQty(tx, m, rowsAdded.length, userId);
      await assertSerialStock(tx, modelId);
      added.push(...rowsAdded);
    }
    return added;
  });
}

interface SerialToDelete {
  id: number;
  model_id: number;
  sl_no: string;
  status: number;
  in_source_type: string;
}

/** Refuses serials that left stock, and purchased serials of a tracked model (their purchase owns them). */
function checkDeletable(m: ModelRow, list: SerialToDelete[]) {
  const out = list.find((s) => s.status !== SERIAL_STATUS.inStock);
  if (out) {
    const state = out.status === SERIAL_STATUS.sold ? 'was sold' : 'was returned to the supplier';
    throw conflict(`Serial ${out.sl_no} ${state} and cannot be deleted`, 'serial');
  }
  const bought = list.find((s) => s.in_source_type !== SOURCE.modelOpening);
  if (m.srl_avl === 1 && bought) throw conflict(`Serial ${bought.sl_no} came in with a purchase; remove it from that purchase instead`, 'serial');
}

/** Deletes serials, all or none. An in-stock opening serial takes one unit of opening stock with it. */
export function deleteSerials(db: Executor, serialIds: number[], userId: number): Promise<number> {
  const ids = sortedIds(serialIds);
  return inTransaction(db, async (tx) => {
    const models = await rows<{ model_id: number }>(tx, sql`select distinct model_id from serials where id = any(${intArray(ids)})`);
    const locked = new Map<number, ModelRow>();
    for (const { model_id } of models.sort((a, b) => a.model_id - b.model_id)) locked.set(model_id, await lockRow<ModelRow>(tx, 'model', model_id));
    const list = await rows<SerialToDelete>(
      tx,
      sql`select id, model_id, sl_no, status, in_source_type from serials where id = any(${intArray(ids)}) order by id for update`,
    );
    if (list.length !== ids.length) throw notFound(ids.length === 1 ? 'Serial not found' : 'Some of these serials do not exist');
    for (const [modelId, m] of locked) {
      const own = list.filter((s) => s.model_id === modelId);
      checkDeletable(m, own);
      await removeInStock(tx, own.map((s) => s.id));
      const opening = own.filter((s) => s.in_source_type === SOURCE.modelOpening).length;
      if (m.srl_avl === 1 && opening) await changeOpeningQty(tx, m, -opening, userId);
      await assertSerialStock(tx, modelId);
    }
    return list.length;
  });
}
