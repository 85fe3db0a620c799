// The stock ledger's only writer: movements of quantity and value per model, the running balance
// and moving-average rate (kept in model_stock under a row lock), and no negative stock.
import { and, eq } from 'drizzle-orm';
import { stockMovements } from '../db/schema.js';
import { sql, one, rows, intArray, type Executor } from '../db/client.js';
import { dec, money, quantity, rate } from '../../domain/money.js';
import { conflict, badRequest } from '../errors.js';

export interface Source {
  type: string;
  id: number;
}

export interface StockBalance {
  qty: string;
  value: string;
  avgRate: string;
}

type Locked = StockBalance & { name: string };

/**
 * Locks the balance rows of the models for the rest of the transaction, in model-id order (so two
 * documents never wait on each other's rows), and returns them; one statement when the rows exist.
 */
async function lockBalances(tx: Executor, modelIds: number[]): Promise<Map<number, Locked>> {
  const ids = [...new Set(modelIds)].sort((a, b) => a - b);
  if (!ids.length) return new Map();
  const lock = () =>
    rows<{ model_id: number; qty: string; value: string; avg_rate: string; name: string }>(
      tx,
      sql`select s.model_id, s.qty, s.value, s.avg_rate, m.name from model_stock s join product_models m on m.id = s.model_id
          where s.model_id = any(${intArray(ids)}) order by s.model_id for update of s`,
    );
  let found = await lock();
  if (found.length < ids.length) {
    // A model's first movement: its balance row is made once.
    await tx.execute(sql`insert into model_stock (model_id) select id from product_models where id = any(${intArray(ids)}) order by id on conflict (model_id) do nothing`);
    found = await lock();
  }
  return new Map(found.map((r) => [r.model_id, { qty: r.qty, value: r.value, avgRate: r.avg_rate, name: r.name }]));
}

async function lockBalance(tx: Executor, modelId: number): Promise<Locked> {
  const b = (await lockBalances(tx, [modelId])).get(modelId);
  if (!b) throw badRequest(`Model ${modelId} does not exist`, 'm_id');
  return b;
}

/** Balance rows as lockModels locked them. They stay true only until the transaction moves stock. */
export type LockedModels = Map<number, Locked>;

/** Locks the balance rows of several models; a document that moves more than one model calls this first. */
export function lockModels(tx: Executor, modelIds: number[]): Promise<LockedModels> {
  return lockBalances(tx, modelIds);
}

async function writeBalance(tx: Executor, modelId: number, b: StockBalance) {
  await tx.execute(sql`update model_stock set qty = ${b.qty}, value = ${b.value}, avg_rate = ${b.avgRate} where model_id = ${modelId}`);
}

/**
 * Writes several models' balances and their movements in one statement: the issue of a bill's
 * lines is one round trip, not two.
 */
async function writeIssue(
  tx: Executor,
  balances: Map<number, StockBalance>,
  m: { date: string; source: Source; moves: { modelId: number; qty: string; unitCost: string; value: string }[] },
) {
  const list = [...balances].map(([model_id, b]) => ({ model_id, qty: b.qty, value: b.value, avg_rate: b.avgRate }));
  const moves = m.moves.map((o) => ({ model_id: o.modelId, qty: o.qty, unit_cost: o.unitCost, value: o.value }));
  await tx.execute(
    sql`with balances as (
          update model_stock s set qty = v.qty, value = v.value, avg_rate = v.avg_rate
          from jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as v(model_id int, qty numeric, value numeric, avg_rate numeric)
          where s.model_id = v.model_id)
        insert into stock_movements (model_id, mv_date, qty, unit_cost, value, source_type, source_id)
        select x.model_id, ${m.date}, x.qty, x.unit_cost, x.value, ${m.source.type}, ${m.source.id}
        from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) as x(model_id int, qty numeric, unit_cost numeric, value numeric)`,
  );
}

function positiveQty(q: string | number): string {
  const d = dec(q);
  if (!d.isFinite() || d.lte(0)) throw badRequest('Quantity must be more than zero', 'qty');
  return quantity(d);
}

function notEnough(name: string, available: string, asked: string) {
  return conflict(`Not enough stock of ${name}: ${Number(available)} available, ${Number(asked)} asked`);
}

/** Stock comes in at a known unit cost (purchase, opening stock, a return at the cost it left with). */
export async function receive(
  tx: Executor,
  m: { modelId: number; date: string; qty: string | number; unitCost: string | number; source: Source },
): Promise<{ value: string }> {
  const q = positiveQty(m.qty);
  const cost = dec(m.unitCost);
  if (!cost.isFinite() || cost.isNegative()) throw badRequest('Unit cost must be zero or more', 'unit_price');
  const b = await lockBalance(tx, m.modelId);
  const value = money(dec(q).times(cost));
  const newQty = dec(b.qty).plus(q);
  const newValue = dec(b.value).plus(value);
  await writeBalance(tx, m.modelId, { qty: quantity(newQty), value: money(newValue), avgRate: rate(newValue.div(newQty)) });
  await tx.insert(stockMovements).values({
    modelId: m.modelId, mvDate: m.date, qty: q, unitCost: rate(cost), value, sourceType: m.source.type, sourceId: m.source.id,
  });
  return { value };
}

/**
 * Stock goes out at the moving-average cost (sale, purchase return, adjustment down): each line in
 * turn, all under one lock, one balance update and one insert. Returns, per line, the value that
 * left and its unit cost; when a model's quantity reaches zero, all its remaining value leaves.
 */
export async function issueMany(
  tx: Executor,
  m: { date: string; source: Source; lines: { modelId: number; qty: string | number }[]; locked?: LockedModels },
): Promise<{ value: string; unitCost: string }[]> {
  const quantities = m.lines.map((l) => positiveQty(l.qty));
  const balances = m.locked ?? (await lockBalances(tx, m.lines.map((l) => l.modelId)));
  const changed = new Map<number, StockBalance>();
  const out = m.lines.map((line, i) => {
    const b = balances.get(line.modelId);
    if (!b) throw badRequest(`Model ${line.modelId} does not exist`, 'm_id');
    const q = quantities[i];
    const newQty = dec(b.qty).minus(q);
    if (newQty.isNegative()) throw notEnough(b.name, b.qty, q);
    const value = newQty.isZero() ? money(b.value) : money(dec(q).times(b.avgRate));
    const newValue = dec(b.value).minus(value);
    const next = { qty: quantity(newQty), value: money(newValue), avgRate: newQty.isZero() ? b.avgRate : rate(newValue.div(newQty)) };
    balances.set(line.modelId, { ...b, ...next });
    changed.set(line.modelId, next);
    return { modelId: line.modelId, q, value, unitCost: rate(dec(value).div(q)) };
  });
  await writeIssue(tx, changed, {
    date: m.date,
    source: m.source,
    moves: out.map((o) => ({ modelId: o.modelId, qty: quantity(dec(o.q).neg()), unitCost: o.unitCost, value: money(dec(o.value).neg()) })),
  });
  return out.map((o) => ({ value: o.value, unitCost: o.unitCost }));
}

/** One model's stock goes out at the moving-average cost (see issueMany). */
export async function issue(
  tx: Executor,
  m: { modelId: number; date: string; qty: string | number; source: Source },
): Promise<{ value: string; unitCost: string }> {
  return (await issueMany(tx, { date: m.date, source: m.source, lines: [{ modelId: m.modelId, qty: m.qty }] }))[0];
}

/**
 * Undoes every movement a document made (for its edit or delete). Refused when stock would go
 * negative. Returns, per model, the value that the undo took out of (negative: put into) stock.
 */
export async function reverseSource(tx: Executor, source: Source): Promise<Map<number, string>> {
  const moves = await tx
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.sourceType, source.type), eq(stockMovements.sourceId, source.id)));
  const byModel = new Map<number, { qty: ReturnType<typeof dec>; value: ReturnType<typeof dec> }>();
  for (const mv of moves) {
    const cur = byModel.get(mv.modelId) ?? { qty: dec(0), value: dec(0) };
    byModel.set(mv.modelId, { qty: cur.qty.plus(mv.qty), value: cur.value.plus(mv.value) });
  }
  const result = new Map<number, string>();
  for (const modelId of [...byModel.keys()].sort((a, b) => a - b)) {
    const net = byModel.get(modelId)!;
    const b = await lockBalance(tx, modelId);
    const newQty = dec(b.qty).minus(net.qty);
    if (newQty.isNegative()) throw notEnough(b.name, b.qty, quantity(net.qty));
    let newValue = dec(b.value).minus(net.value);
    if (newQty.isZero() || newValue.isNegative()) newValue = dec(0);
    result.set(modelId, money(dec(b.value).minus(newValue)));
    await writeBalance(tx, modelId, { qty: quantity(newQty), value: money(newValue), avgRate: newQty.isZero() ? b.avgRate : rate(newValue.div(newQty)) });
  }
  await tx.delete(stockMovements).where(and(eq(stockMovements.sourceType, source.type), eq(stockMovements.sourceId, source.id)));
  return result;
}

/**
 * Replaces the incoming movements of a document (a purchase saved anew, edited or deleted) with
 * `moves`, model by model in one step: only the resulting quantity must not be negative, so an
 * edit of a purchase whose goods were partly sold or returned is allowed while enough stays.
 * Refused when the value left would not match the quantity (the goods left at the old cost).
 */
export async function replaceReceipts(
  tx: Executor,
  source: Source,
  moves: { modelId: number; date: string; qty: string | number; unitCost: string | number }[],
): Promise<void> {
  const incoming = moves.map((m) => {
    const q = positiveQty(m.qty);
    const cost = dec(m.unitCost);
    if (!cost.isFinite() || cost.isNegative()) throw badRequest('Unit cost must be zero or more', 'unit_price');
    return { ...m, qty: q, unitCost: rate(cost), value: money(dec(q).times(cost)) };
  });
  const old = await tx
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.sourceType, source.type), eq(stockMovements.sourceId, source.id)));
  const models = [...new Set([...old.map((m) => m.modelId), ...incoming.map((m) => m.modelId)])].sort((a, b) => a - b);
  for (const modelId of models) {
    const total = (list: { modelId: number; qty: string; value: string }[], key: 'qty' | 'value') =>
      list.filter((m) => m.modelId === modelId).reduce((a, m) => a.plus(m[key]), dec(0));
    const dQty = total(incoming, 'qty').minus(total(old, 'qty'));
    const dValue = total(incoming, 'value').minus(total(old, 'value'));
    const b = await lockBalance(tx, modelId);
    const newQty = dec(b.qty).plus(dQty);
    if (newQty.isNegative()) throw notEnough(b.name, b.qty, quantity(dQty.neg()));
    const newValue = dec(b.value).plus(dValue);
    if (newValue.isNegative() || (newQty.isZero() && !newValue.isZero()))
      throw conflict(`The cost of ${b.name} cannot change any more: its goods have left stock at the cost they came in with`);
    await writeBalance(tx, modelId, { qty: quantity(newQty), value: money(newValue), avgRate: newQty.isZero() ? b.avgRate : rate(newValue.div(newQty)) });
  }
  await tx.delete(stockMovements).where(and(eq(stockMovements.sourceType, source.type), eq(stockMovements.sourceId, source.id)));
  if (incoming.length)
    await tx.insert(stockMovements).values(
      incoming.map((m) => ({ modelId: m.modelId, mvDate: m.date, qty: m.qty, unitCost: m.unitCost, value: m.value, sourceType: source.type, sourceId: source.id })),
    );
}

/** The model's balance now (not locked). */
export async function balanceOf(ex: Executor, modelId: number): Promise<StockBalance> {
  const row = await one<{ qty: string; value: string; avg_rate: string }>(ex, sql`select qty, value, avg_rate from model_stock where model_id = ${modelId}`);
  return row ? { qty: row.qty, value: row.value, avgRate: row.avg_rate } : { qty: '0.000', value: '0.00', avgRate: '0.0000' };
}

/** Models whose cached balance differs from the sum of their movements (should be none). */
export async function balanceMismatches(ex: Executor) {
  return rows<{ model_id: number; qty: string; mv_qty: string; value: string; mv_value: string }>(
    ex,
    sql`select s.model_id, s.qty, coalesce(m.q, 0) as mv_qty, s.value, coalesce(m.v, 0) as mv_value
        from model_stock s left join (select model_id, sum(qty) q, sum(value) v from stock_movements group by model_id) m
          on m.model_id = s.model_id
        where s.qty <> coalesce(m.q, 0) or s.value <> coalesce(m.v, 0)`,
  );
}

/** Forgets the balance row of a model that has no movements left (before the model itself is deleted). */
export async function dropBalance(tx: Executor, modelId: number): Promise<void> {
  const moved = await one(tx, sql`select 1 from stock_movements where model_id = ${modelId} limit 1`);
  if (moved) throw conflict('This model has stock movements and cannot be removed');
  await tx.execute(sql`delete from model_stock where model_id = ${modelId}`);
}
