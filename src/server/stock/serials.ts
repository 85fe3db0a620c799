// Serial numbers and their states; written only here. A serial is sold once: the update that moves
// it out of stock matches only serials still in stock, so of two clerks racing one gets an error.
import { sql, rows, intArray, textArray, type Executor } from '../db/client.js';
import { conflict, badRequest } from '../errors.js';
import type { Source } from './stock.js';

export const SERIAL_STATUS = { inStock: 1, sold: 2, returnedToSupplier: 3 } as const;
export type SerialStatus = (typeof SERIAL_STATUS)[keyof typeof SERIAL_STATUS];

export interface SerialRow {
  id: number;
  model_id: number;
  sl_no: string;
  status: number;
}

function cleanSerials(slNos: string[]): string[] {
  const clean = slNos.map((s) => s.trim());
  if (clean.some((s) => s === '')) throw badRequest('Serial input cannot be empty.', 'serial');
  const seen = new Set<string>();
  for (const s of clean) {
    if (seen.has(s)) throw conflict(`Serial ${s} is entered twice`, 'serial');
    seen.add(s);
  }
  return clean;
}

/** New serials enter stock (purchase, opening). A serial already known for the model is refused. */
export async function addSerials(
  tx: Executor,
  a: { modelId: number; slNos: string[]; source: Source; type?: number },
): Promise<SerialRow[]> {
  const slNos = cleanSerials(a.slNos);
  if (slNos.length === 0) return [];
  const existing = await rows<{ sl_no: string }>(
    tx,
    sql`select sl_no from serials where model_id = ${a.modelId} and sl_no = any(${textArray(slNos)})`,
  );
  if (existing.length) throw conflict(`Serial ${existing.map((e) => e.sl_no).join(', ')} already exists for this model`, 'serial');
  return rows<SerialRow>(
    tx,
    sql`insert into serials (model_id, sl_no, status, type, in_source_type, in_source_id)
        select ${a.modelId}, s, 1, ${a.type ?? 2}, ${a.source.type}, ${a.source.id} from unnest(${textArray(slNos)}) as s
        returning id, model_id, sl_no, status`,
  );
}

/**
 * Moves serials from one state to another for a document (sold, returned to supplier, back in stock).
 * Every serial must be of the model and in the `from` state, or nothing changes.
 */
export async function moveSerials(
  tx: Executor,
  m: { modelId: number; serialIds: number[]; from: SerialStatus; to: SerialStatus; source: Source | null },
): Promise<SerialRow[]> {
  const ids = [...new Set(m.serialIds)];
  if (ids.length === 0) return [];
  const outType = m.to === SERIAL_STATUS.inStock ? null : (m.source?.type ?? null);
  const outId = m.to === SERIAL_STATUS.inStock ? null : (m.source?.id ?? null);
  const moved = await rows<SerialRow>(
    tx,
    sql`update serials set status = ${m.to}, out_source_type = ${outType}, out_source_id = ${outId}
        where id = any(${intArray(ids)}) and model_id = ${m.modelId} and status = ${m.from}
        returning id, model_id, sl_no, status`,
  );
  if (moved.length !== ids.length) {
    const got = new Set(moved.map((r) => r.id));
    const missing = await rows<{ sl_no: string; status: number }>(
      tx,
      sql`select sl_no, status from serials where id = any(${intArray(ids.filter((i) => !got.has(i)))})`,
    );
    const names = missing.map((r) => r.sl_no).join(', ') || 'unknown serial';
    const state = m.from === SERIAL_STATUS.inStock ? 'is not in stock' : 'is not in the expected state';
    throw conflict(`Serial ${names} ${state}`, 'serial');
  }
  return moved;
}

/** Deletes the serials a document brought in; refused if any has since left stock. */
export async function removeSerialsOf(tx: Executor, source: Source): Promise<number> {
  const out = await rows<{ sl_no: string }>(
    tx,
    sql`select sl_no from serials where in_source_type = ${source.type} and in_source_id = ${source.id} and status <> 1`,
  );
  if (out.length) throw conflict(`Serial ${out.map((o) => o.sl_no).join(', ')} was sold or returned and cannot be removed`, 'serial');
  const del = await rows(tx, sql`delete from serials where in_source_type = ${source.type} and in_source_id = ${source.id} returning id`);
  return del.length;
}

/** Serials of a model in stock. */
export function inStock(ex: Executor, modelId: number): Promise<SerialRow[]> {
  return rows<SerialRow>(ex, sql`select id, model_id, sl_no, status from serials where model_id = ${modelId} and status = 1 order by sl_no`);
}

/** Deletes serials entered by mistake; refused, and nothing deleted, if any has left stock. */
export async function removeInStock(tx: Executor, serialIds: number[]): Promise<SerialRow[]> {
  const ids = [...new Set(serialIds)];
  if (ids.length === 0) return [];
  const out = await rows<{ sl_no: string; status: number }>(tx, sql`select sl_no, status from serials where id = any(${intArray(ids)}) and status <> 1`);
  if (out.length) {
    const state = (s: number) => (s === SERIAL_STATUS.sold ? 'was sold' : 'was returned to the supplier');
    throw conflict(out.map((o) => `Serial ${o.sl_no} ${state(o.status)}`).join('; ') + ' and cannot be deleted', 'serial');
  }
  return rows<SerialRow>(tx, sql`delete from serials where id = any(${intArray(ids)}) and status = 1 returning id, model_id, sl_no, status`);
}
