// Serial numbers and their states; written only here. A serial is sold once: the update that moves
// it out of stock matches only serials still in stock, so of two clerks racing one gets an error.
import { sql, rows, intArray, textArray, writeBehind, type Executor } from '../db/client.js';
import { conflict, badRequest } from '../errors.js';
import type { Source } from './stock.js';
import { SERIAL_MAX_LENGTH } from '../../contracts/catalogue.js';

export const SERIAL_STATUS = { inStock: 1, sold: 2, returnedToSupplier: 3 } as const;
export type SerialStatus = (typeof SERIAL_STATUS)[keyof typeof SERIAL_STATUS];

export interface SerialRow {
  id: number;
  model_id: number;
  sl_no: string;
  status: number;
}

/**
 * Serials as typed, trimmed: none empty, none over 100 characters, none twice, letter case aside
 * (ABC-1 and abc-1 are one serial: a scanner and a clerk's typing must not make two).
 */
export function cleanSerials(slNos: string[]): string[] {
  const clean = slNos.map((s) => s.trim());
  if (clean.some((s) => s === '')) throw badRequest('Serial input cannot be empty.', 'serial');
  const long = clean.find((s) => s.length > SERIAL_MAX_LENGTH);
  if (long) throw badRequest(`Serial ${long.slice(0, 40)}… is too long (${SERIAL_MAX_LENGTH} characters at most)`, 'serial');
  const seen = new Map<string, string>();
  for (const s of clean) {
    const twin = seen.get(s.toLowerCase());
    if (twin !== undefined) throw conflict(twin === s ? `Serial ${s} is entered twice` : `Serial ${s} is entered twice (as ${twin})`, 'serial');
    seen.set(s.toLowerCase(), s);
  }
  return clean;
}

/**
 * New serials enter stock (purchase, opening). A serial already known for the model, in any letter
 * case, is refused (and a unique index on the model and lower(sl_no), migration 0041, holds the same
 * for two saves racing).
 */
export async function addSerials(
  tx: Executor,
  a: { modelId: number; slNos: string[]; source: Source; type?: number },
): Promise<SerialRow[]> {
  const slNos = cleanSerials(a.slNos);
  if (slNos.length === 0) return [];
  const existing = await rows<{ sl_no: string; typed: string }>(
    tx,
    sql`select s.sl_no, t.typed from serials s join unnest(${textArray(slNos)}) as t(typed) on lower(s.sl_no) = lower(t.typed)
        where s.model_id = ${a.modelId}`,
  );
  if (existing.length) {
    const names = existing.map((e) => (e.sl_no === e.typed ? e.sl_no : `${e.typed} (saved as ${e.sl_no})`));
    throw conflict(`Serial ${names.join(', ')} already exists for this model`, 'serial');
  }
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
export function moveSerials(
  tx: Executor,
  m: { modelId: number; serialIds: number[]; from: SerialStatus; to: SerialStatus; source: Source | null },
): Promise<void> {
  const ids = [...new Set(m.serialIds)];
  if (ids.length === 0) return Promise.resolve();
  const outType = m.to === SERIAL_STATUS.inStock ? null : (m.source?.type ?? null);
  const outId = m.to === SERIAL_STATUS.inStock ? null : (m.source?.id ?? null);
  // The statement answers with the serials it could not move (no name: no such serial); the
  // transaction goes on without waiting, and fails with the refusal if there are any.
  return writeBehind<{ sl_no: string | null }>(
    tx,
    sql`with moved as (
          update serials set status = ${m.to}, out_source_type = ${outType}, out_source_id = ${outId}
          where id = any(${intArray(ids)}) and model_id = ${m.modelId} and status = ${m.from}
          returning id)
        select s.sl_no from unnest(${intArray(ids)}) as u(id) left join serials s on s.id = u.id
        where u.id not in (select id from moved)`,
    {
      check: (left) => {
        if (!left.length) return;
        const names = left.map((r) => r.sl_no).filter(Boolean).join(', ') || 'unknown serial';
        const state = m.from === SERIAL_STATUS.inStock ? 'is not in stock' : 'is not in the expected state';
        throw conflict(`Serial ${names} ${state}`, 'serial');
      },
    },
  );
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
