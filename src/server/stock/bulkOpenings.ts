// Opening stock and serials of many models at once (an import of thousands): the stock writer's and
// the serials' rules, written a few statements for all instead of a few for each.
//
// A model whose opening is its first movement is costed by the same replay moveStock uses (valuation.ts)
// from its balance as locked, and its movement and balance are written in bulk. A model that has
// movements already goes through replaceReceipts (stock.ts), which re-costs what comes after it.
// Either way each opening is the movement of its own source (the source type, the model's id), as
// the model screen's opening is, so that changing a model's opening later replaces it.
import { sql, rows, intArray, type Executor } from '../db/client.js';
import { badRequest, conflict } from '../errors.js';
import { dec, money, quantity, rate } from '../../domain/money.js';
import type { SourceType } from '../ledger/sources.js';
import { balanceFrom, replay } from './valuation.js';
import { replaceReceipts } from './stock.js';
import { cleanSerials } from './serials.js';

export interface OpeningIn {
  modelId: number;
  date: string;
  qty: string | number;
  unitCost: string | number;
}

/**
 * Brings each model's opening quantity in at its unit cost, the movement's source being
 * (`sourceType`, the model's id). Each model once; a quantity of zero is refused as moveStock
 * refuses it. Returns the value each model's opening brought in (what its voucher posts).
 */
export async function receiveOpenings(tx: Executor, sourceType: SourceType, openings: OpeningIn[]): Promise<Map<number, string>> {
  const values = new Map<number, string>();
  if (!openings.length) return values;
  const list = openings.map((o) => {
    const qty = dec(o.qty);
    if (!qty.isFinite() || qty.lte(0)) throw badRequest('Quantity must be more than zero', 'qty');
    const cost = dec(o.unitCost);
    if (!cost.isFinite() || cost.isNegative()) throw badRequest('Unit cost must be zero or more', 'unit_price');
    return { modelId: o.modelId, date: o.date, qty: quantity(qty), unitCost: rate(cost) };
  });
  const ids = list.map((o) => o.modelId).sort((a, b) => a - b);
  if (new Set(ids).size !== ids.length) throw badRequest('A model is given two openings', 'm_id');
  // Balance rows made where missing, then locked in model-id order, as lockModels does.
  await tx.execute(
    sql`insert into model_stock (model_id) select id from product_models where id = any(${intArray(ids)}) order by id on conflict (model_id) do nothing`,
  );
  const locked = await rows<{ model_id: number; qty: string; value: string; avg_rate: string; last_date: string | null; moved: boolean }>(
    tx,
    sql`select s.model_id, s.qty, s.value, s.avg_rate, s.last_mv_date::text as last_date,
          exists (select 1 from stock_movements m where m.model_id = s.model_id) as moved
        from model_stock s where s.model_id = any(${intArray(ids)}) order by s.model_id for update`,
  );
  const balance = new Map(locked.map((b) => [b.model_id, b]));
  const missing = ids.find((id) => !balance.has(id));
  if (missing !== undefined) throw badRequest(`Model ${missing} does not exist`, 'm_id');

  const moves: { model_id: number; mv_date: string; qty: string; unit_cost: string; value: string }[] = [];
  const ends: { model_id: number; qty: string; value: string; avg_rate: string; last_date: string }[] = [];
  const moved: OpeningIn[] = [];
  for (const o of list) {
    const b = balance.get(o.modelId)!;
    if (b.moved) {
      moved.push(o);
      continue;
    }
    const result = replay(balanceFrom(b.qty, b.value, b.avg_rate), [{ kind: 'in', qty: o.qty, unitCost: o.unitCost }]);
    if (!result.ok) throw new Error('An opening cannot take stock below zero');
    const c = result.costed[0];
    moves.push({ model_id: o.modelId, mv_date: o.date, qty: o.qty, unit_cost: c.unitCost, value: c.value });
    const lastDate = [b.last_date ?? '', o.date].sort().at(-1)!;
    ends.push({ model_id: o.modelId, qty: quantity(result.end.qty), value: money(result.end.value), avg_rate: result.end.avg, last_date: lastDate });
    values.set(o.modelId, c.value);
  }
  if (moves.length) {
    await tx.execute(
      sql`with balances as (
            update model_stock s set qty = v.qty, value = v.value, avg_rate = v.avg_rate, last_mv_date = v.last_date
            from jsonb_to_recordset(${JSON.stringify(ends)}::jsonb) as v(model_id int, qty numeric, value numeric, avg_rate numeric, last_date date)
            where s.model_id = v.model_id)
          insert into stock_movements (model_id, mv_date, qty, unit_cost, value, source_type, source_id)
          select x.model_id, x.mv_date, x.qty, x.unit_cost, x.value, ${sourceType}, x.model_id
          from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) as x(model_id int, mv_date date, qty numeric, unit_cost numeric, value numeric)
          order by x.model_id`,
    );
  }
  // A model with movements already: the stock writer places the opening among them and re-costs the later ones.
  for (const o of moved) {
    await replaceReceipts(tx, { type: sourceType, id: o.modelId }, [{ modelId: o.modelId, date: o.date, qty: o.qty, unitCost: o.unitCost }]);
    const [v] = await rows<{ v: string }>(
      tx,
      sql`select coalesce(sum(value), 0) as v from stock_movements where source_type = ${sourceType} and source_id = ${o.modelId}`,
    );
    values.set(o.modelId, money(v?.v ?? 0));
  }
  return values;
}

export interface OpeningSerials {
  modelId: number;
  slNos: string[];
}

/**
 * New serials of many models enter stock, each as brought in by (`sourceType`, its model's id), with
 * addSerials' rules: none empty or too long, none twice within a model (letter case aside), none
 * already saved for its model (one query for all, on the index of model and lower(sl_no)).
 */
export async function addOpeningSerials(tx: Executor, sourceType: SourceType, list: OpeningSerials[], type = 1): Promise<number> {
  const pairs: { model_id: number; sl_no: string }[] = [];
  for (const l of list) for (const s of cleanSerials(l.slNos)) pairs.push({ model_id: l.modelId, sl_no: s });
  if (!pairs.length) return 0;
  const json = JSON.stringify(pairs);
  const existing = await rows<{ sl_no: string; typed: string }>(
    tx,
    sql`select s.sl_no, t.sl_no as typed from jsonb_to_recordset(${json}::jsonb) as t(model_id int, sl_no text)
        join serials s on s.model_id = t.model_id and lower(s.sl_no) = lower(t.sl_no) limit 20`,
  );
  if (existing.length) {
    const names = existing.map((e) => (e.sl_no === e.typed ? e.sl_no : `${e.typed} (saved as ${e.sl_no})`));
    throw conflict(`Serial ${names.join(', ')} already exists for this model`, 'serial');
  }
  await tx.execute(
    sql`insert into serials (model_id, sl_no, status, type, in_source_type, in_source_id)
        select t.model_id, t.sl_no, 1, ${type}, ${sourceType}, t.model_id from jsonb_to_recordset(${json}::jsonb) as t(model_id int, sl_no text)`,
  );
  return pairs.length;
}
