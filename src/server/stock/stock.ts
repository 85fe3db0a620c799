// The stock ledger's only writer: movements of quantity and value per model, the running balance
// and moving-average rate (kept in model_stock under a row lock), and no negative stock on any date.
//
// A model's movements are costed in date order, then in the order they were saved (their id). A
// document that moves stock before later movements of the same model, or an edit or delete of one,
// re-costs every later movement of that model from the first one it changed (stock/valuation.ts),
// and the documents those movements belong to get their cost lines corrected (recostDocuments.ts),
// all in the caller's transaction.
import { sql, one, rows, intArray, pgArray, writeBehind, type Executor } from '../db/client.js';
import { dec, money, quantity, rate } from '../../domain/money.js';
import { displayDate } from '../../domain/dates.js';
import { conflict, badRequest } from '../errors.js';
import { balanceFrom, costKind, replay, type CostKind, type Costed, type ReplayMove } from './valuation.js';
import { correctDocuments, type RecostedMove } from './recostDocuments.js';
import { SOURCE, type SourceType } from '../ledger/sources.js';

export interface Source {
  type: SourceType;
  id: number;
}

export interface StockBalance {
  qty: string;
  value: string;
  avgRate: string;
}

/** A model's balance row as locked, with the date of its latest movement (or a later one, after a delete). */
type Locked = StockBalance & { name: string; lastDate: string | null };

/**
 * Locks the balance rows of the models for the rest of the transaction, in model-id order (so two
 * documents never wait on each other's rows), and returns them; one statement when the rows exist.
 */
async function lockBalances(tx: Executor, modelIds: number[]): Promise<Map<number, Locked>> {
  const ids = [...new Set(modelIds)].sort((a, b) => a - b);
  if (!ids.length) return new Map();
  const lock = () =>
    rows<{ model_id: number; qty: string; value: string; avg_rate: string; name: string; last_date: string | null }>(
      tx,
      sql`select s.model_id, s.qty, s.value, s.avg_rate, m.name, s.last_mv_date::text as last_date
          from model_stock s join product_models m on m.id = s.model_id
          where s.model_id = any(${intArray(ids)}) order by s.model_id for update of s`,
    );
  let found = await lock();
  if (found.length < ids.length) {
    // A model's first movement: its balance row is made once.
    // A service (migration 0125) holds no stock: it has no balance row, and moveStock refuses it.
    await tx.execute(
      sql`insert into model_stock (model_id) select id from product_models where id = any(${intArray(ids)}) and not service order by id on conflict (model_id) do nothing`,
    );
    found = await lock();
  }
  return new Map(found.map((r) => [r.model_id, { qty: r.qty, value: r.value, avgRate: r.avg_rate, name: r.name, lastDate: r.last_date }]));
}

/** Balance rows as lockModels locked them. They stay true only until the transaction moves stock. */
export type LockedModels = Map<number, Locked>;

/** Locks the balance rows of several models; a document that moves more than one model calls this first. */
export function lockModels(tx: Executor, modelIds: number[]): Promise<LockedModels> {
  return lockBalances(tx, modelIds);
}

function positiveQty(q: string | number): string {
  const d = dec(q);
  if (!d.isFinite() || d.lte(0)) throw badRequest('Quantity must be more than zero', 'qty');
  return quantity(d);
}

function unitCostOf(c: string | number | undefined): string {
  const cost = dec(c);
  if (!cost.isFinite() || cost.isNegative()) throw badRequest('Unit cost must be zero or more', 'unit_price');
  return rate(cost);
}

/** One movement a document makes. `unitCost` is needed for `in` only; the others are costed by the replay. */
export interface StockMove {
  modelId: number;
  date: string;
  qty: string | number;
  kind: Exclude<CostKind, 'in_linked'>;
  unitCost?: string | number;
  /**
   * For `in`: the value it comes in at, when that is not quantity × unit cost to the paisa (a
   * purchase line carrying its share of VAT that is not rebatable). Its unit cost is then value ÷ qty.
   */
  value?: string | number;
}

interface NewRow {
  /** The id of a movement the edit removed whose place this one takes. */
  id?: number;
  model_id: number;
  mv_date: string;
  qty: string;
  unit_cost: string;
  value: string;
}

interface StoredMove {
  id: number;
  model_id: number;
  mv_date: string;
  qty: string;
  unit_cost: string;
  value: string;
  source_type: string;
  source_id: number;
  linked_id: number | null;
  linked_cost: string | null;
}

/** What the refusal names for a later document that would run out of stock. */
const DOCUMENT_WORDS: Record<string, string> = {
  sale: 'a sales bill',
  purchase_return: 'a purchase return',
  adjustment: 'a stock adjustment',
};

const MAX_ID = 2147483647;
/** Movements sort by date, then id; a movement not yet saved sorts after every saved one of its date. */
const before = (a: { date: string; id: number }, b: { date: string; id: number }) => a.date < b.date || (a.date === b.date && a.id < b.id);

/**
 * Moves stock for a document: with `replace`, its earlier movements are taken out first (an edit;
 * with no moves, a delete). Each model is re-costed from the first movement the document changed;
 * a movement that would take a model below zero on its date, the document's own or a later one,
 * refuses the whole change (409). Returns the cost of each move, in the order given.
 */
export async function moveStock(
  tx: Executor,
  source: Source,
  moves: StockMove[],
  opts: { replace?: boolean; locked?: LockedModels; recostFrom?: { modelId: number; date: string; id: number } } = {},
): Promise<Costed[]> {
  const incoming = moves.map((m) => {
    const qty = positiveQty(m.qty);
    const value = m.kind === 'in' && m.value !== undefined ? money(m.value) : undefined;
    const unitCost = m.kind === 'in' ? unitCostOf(value !== undefined ? dec(value).div(qty).toString() : m.unitCost) : undefined;
    return { ...m, qty, unitCost, value };
  });
  const old = opts.replace
    ? await rows<{ id: number; model_id: number; mv_date: string; qty: string; value: string }>(
        tx,
        sql`select id, model_id, mv_date::text as mv_date, qty, value from stock_movements
            where source_type = ${source.type} and source_id = ${source.id} order by id`,
      )
    : [];
  const modelIds = [...new Set([...old.map((m) => m.model_id), ...incoming.map((m) => m.modelId), ...(opts.recostFrom ? [opts.recostFrom.modelId] : [])])];
  const locked = opts.locked ?? new Map();
  const missing = modelIds.filter((id) => !locked.has(id));
  if (missing.length) for (const [id, b] of await lockBalances(tx, missing)) locked.set(id, b);
  const unknown = incoming.find((m) => !locked.has(m.modelId));
  if (unknown) {
    const service = await one<{ name: string }>(tx, sql`select name from product_models where id = ${unknown.modelId} and service`);
    throw badRequest(service ? `${service.name} is a service: it holds no stock` : `Model ${unknown.modelId} does not exist`, 'm_id');
  }
  if (old.length) await tx.execute(sql`delete from stock_movements where id = any(${intArray(old.map((m) => m.id))})`);

  // Where each model's re-costing starts: its first removed movement or first new one.
  const starts = new Map<number, { date: string; id: number }>();
  const startAt = (modelId: number, k: { date: string; id: number }) => {
    const cur = starts.get(modelId);
    if (!cur || before(k, cur)) starts.set(modelId, k);
  };
  for (const m of old) startAt(m.model_id, { date: m.mv_date, id: m.id });
  for (const m of incoming) startAt(m.modelId, { date: m.date, id: MAX_ID });
  if (opts.recostFrom) startAt(opts.recostFrom.modelId, opts.recostFrom);
  // Later movements exist only where something was removed or a model has movements after the date.
  const needLater = [...starts].filter(([modelId, k]) => k.id !== MAX_ID || (locked.get(modelId)!.lastDate ?? '') > k.date);
  const later = needLater.length ? await laterMoves(tx, needLater.map(([model_id, k]) => ({ model_id, d: k.date, id: k.id }))) : [];

  const costed: Costed[] = new Array(incoming.length);
  const newRows: NewRow[] = new Array(incoming.length);
  const reusedIds: (number | undefined)[] = new Array(incoming.length);
  const changed: (StoredMove & { new_cost: string; new_value: string })[] = [];
  const balances: { model_id: number; qty: string; value: string; avg_rate: string; last_date: string | null }[] = [];
  for (const modelId of [...starts.keys()].sort((a, b) => a - b)) {
    const b = locked.get(modelId)!;
    const mine = later.filter((m) => m.model_id === modelId);
    const removed = old.filter((m) => m.model_id === modelId);
    const startQty = dec(b.qty).minus(sum(mine, 'qty')).minus(sum(removed, 'qty'));
    const startValue = dec(b.value).minus(sum(mine, 'value')).minus(sum(removed, 'value'));
    const avgAtZero = (mine.length || removed.length) && startQty.isZero() ? await avgBefore(tx, modelId, starts.get(modelId)!) : b.avgRate;
    // The sequence: later movements and the new ones, each new one after every saved movement of its date.
    // A new movement dated as one the edit removed takes that one's id, and so its place.
    const free = [...removed]; // in id order, as read
    type Step = { stored?: StoredMove; index?: number; date: string; order: number };
    const steps: Step[] = [
      ...mine.map((s) => ({ stored: s, date: s.mv_date, order: s.id })),
      ...incoming.flatMap((m, index) => {
        if (m.modelId !== modelId) return [];
        const reuse = free.findIndex((o) => o.mv_date === m.date);
        if (reuse < 0) return [{ index, date: m.date, order: MAX_ID + index }];
        reusedIds[index] = free.splice(reuse, 1)[0].id;
        return [{ index, date: m.date, order: reusedIds[index] }];
      }),
    ].sort((x, y) => (x.date === y.date ? x.order - y.order : x.date < y.date ? -1 : 1));
    const toReplay: ReplayMove[] = steps.map((s) => {
      if (s.stored) {
        const kind = costKind(s.stored.source_type, s.stored.qty);
        return {
          kind, qty: unsigned(s.stored.qty), unitCost: s.stored.unit_cost, value: unsigned(s.stored.value), id: s.stored.id,
          linkedId: s.stored.linked_id ?? undefined, linkedCost: s.stored.linked_cost ?? undefined,
        };
      }
      const m = incoming[s.index!];
      return { kind: m.kind, qty: m.qty, unitCost: m.unitCost, value: m.value };
    });
    const result = replay(balanceFrom(startQty, startValue, avgAtZero), toReplay);
    if (!result.ok) throw refusal(b.name, steps[result.index], mine.length > 0, result);
    steps.forEach((s, i) => {
      const c = result.costed[i];
      if (s.index !== undefined) {
        costed[s.index] = c;
        const m = incoming[s.index];
        const out = m.kind === 'out';
        newRows[s.index] = { id: reusedIds[s.index], model_id: modelId, mv_date: m.date, qty: out ? quantity(dec(m.qty).neg()) : m.qty, unit_cost: c.unitCost, value: out ? money(dec(c.value).neg()) : c.value };
      } else {
        const st = s.stored!;
        const value = st.qty.startsWith('-') ? negative(c.value) : c.value;
        if (!same(value, st.value) || !same(c.unitCost, st.unit_cost)) changed.push({ ...st, new_cost: c.unitCost, new_value: value });
      }
    });
    const end = { qty: quantity(result.end.qty), value: money(result.end.value), avgRate: result.end.avg };
    const dates = [b.lastDate ?? '', ...incoming.filter((m) => m.modelId === modelId).map((m) => m.date)].sort();
    const lastDate = dates.at(-1) || null;
    balances.push({ model_id: modelId, qty: end.qty, value: end.value, avg_rate: end.avgRate, last_date: lastDate });
    locked.set(modelId, { ...b, ...end, lastDate });
  }
  await writeMoves(tx, source, balances, newRows);
  if (changed.length) await writeRecosted(tx, changed);
  return costed;
}

const sum = (list: { qty: string; value: string }[], key: 'qty' | 'value') => list.reduce((a, m) => a.plus(m[key]), dec(0));
/** A decimal as the database and the replay write it: no leading zeros, and no negative zero. */
const PLAIN = /^(?!-0\.0*$)-?(0|[1-9]\d*)\.\d+$/;
/**
 * Stored figures come back from the database at their column's scale, as the replay writes them:
 * two such texts with as many decimals are equal only when they are the same text. The decimal
 * compare is for anything else.
 */
const same = (a: string, b: string) =>
  a === b || (!(PLAIN.test(a) && PLAIN.test(b) && a.length - a.indexOf('.') === b.length - b.indexOf('.')) && dec(a).equals(b));
const unsigned = (q: string) => (q.startsWith('-') ? q.slice(1) : q);
/** A value the replay gave (never negative) as an outgoing movement stores it. */
const negative = (v: string) => (/[1-9]/.test(v) ? `-${v}` : v);

/** The movements after each model's start, in order, with the sale movement a sales return reverses. */
function laterMoves(tx: Executor, keys: { model_id: number; d: string; id: number }[]): Promise<StoredMove[]> {
  return rows<StoredMove>(
    tx,
    sql`select m.id, m.model_id, m.mv_date::text as mv_date, m.qty, m.unit_cost, m.value, m.source_type, m.source_id,
          l.id as linked_id, l.unit_cost as linked_cost
        from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(model_id int, d date, id int)
        join stock_movements m on m.model_id = k.model_id and (m.mv_date, m.id) > (k.d, k.id)
        ${linkedSale}
        order by m.model_id, m.mv_date, m.id`,
  );
}

/** A sales return's movement is costed at its sale's movement of the same model (a bill has one line per model). */
const linkedSale = sql`left join sales_returns r on m.source_type = ${SOURCE.salesReturn} and r.id = m.source_id
    left join stock_movements l on l.source_type = ${SOURCE.sale} and l.source_id = r.inv_no_id and l.model_id = m.model_id`;

/**
 * The average a model stood at just before `start` when its quantity there is zero: the unit cost
 * of the movement that took it to zero (what the average was), or zero before any movement.
 */
async function avgBefore(tx: Executor, modelId: number, start: { date: string; id: number }): Promise<string> {
  const r = await one<{ unit_cost: string }>(
    tx,
    sql`select unit_cost from stock_movements where model_id = ${modelId} and (mv_date, id) < (${start.date}::date, ${start.id})
        order by mv_date desc, id desc limit 1`,
  );
  return r?.unit_cost ?? rate(0);
}

/**
 * The refusal when stock would run out: on the document's own movement (naming its date when later
 * movements of the model exist, so the clerk sees it is the date that lacks stock), or on a later
 * document's, which it names.
 */
function refusal(name: string, at: { stored?: StoredMove; date: string }, backDated: boolean, r: { available: string; asked: string }) {
  const counts = `${Number(r.available)} available, ${Number(r.asked)} asked`;
  if (!at.stored) return conflict(backDated ? `Not enough stock of ${name} on ${displayDate(at.date)}: ${counts}` : `Not enough stock of ${name}: ${counts}`);
  const words = DOCUMENT_WORDS[at.stored.source_type] ?? 'a later document';
  return conflict(
    `Not enough stock of ${name} on ${displayDate(at.date)}: ${words} of that date takes ${Number(r.asked)}, and only ${Number(r.available)} would be in stock then. ` +
      'Change or delete that document first.',
  );
}

/** The document's new movements and the balances, in one statement, not waited for (the costs are known). */
function writeMoves(tx: Executor, source: Source, balances: object[], newRows: NewRow[]) {
  return writeBehind(
    tx,
    sql`with balances as (
          update model_stock s set qty = v.qty, value = v.value, avg_rate = v.avg_rate, last_mv_date = v.last_date
          from jsonb_to_recordset(${JSON.stringify(balances)}::jsonb) as v(model_id int, qty numeric, value numeric, avg_rate numeric, last_date date)
          where s.model_id = v.model_id)
        insert into stock_movements (id, model_id, mv_date, qty, unit_cost, value, source_type, source_id)
        select coalesce(x.id, nextval('stock_movements_id_seq')), x.model_id, x.mv_date, x.qty, x.unit_cost, x.value, ${source.type}, ${source.id}
        from jsonb_to_recordset(${JSON.stringify(newRows)}::jsonb) as x(id int, model_id int, mv_date date, qty numeric, unit_cost numeric, value numeric)`,
  );
}

/**
 * The later movements a re-costing changed, and their documents' cost lines. The period lock is
 * checked once, for the earliest of them; the rows are then written in bulk (migration 0044).
 */
async function writeRecosted(tx: Executor, changed: (StoredMove & { new_cost: string; new_value: string })[]) {
  const earliest = changed.reduce((d, c) => (c.mv_date < d ? c.mv_date : d), changed[0].mv_date);
  const lock = await one<{ locked_until: string | null }>(tx, sql`select locked_until::text as locked_until from period_lock where id = 1`);
  if (lock?.locked_until && earliest <= lock.locked_until)
    throw conflict(`The books are closed up to ${displayDate(lock.locked_until)}: a record dated ${displayDate(earliest)} cannot be changed or deleted`);
  await tx.execute(sql`select set_config('app.bulk_recost', 'on', true)`);
  await tx.execute(
    sql`update stock_movements m set unit_cost = u.unit_cost, value = u.value
        from unnest(${pgArray(changed.map((c) => c.id))}::int[], ${pgArray(changed.map((c) => c.new_cost))}::numeric[],
          ${pgArray(changed.map((c) => c.new_value))}::numeric[]) as u(id, unit_cost, value)
        where m.id = u.id`,
  );
  await correctDocuments(
    tx,
    changed.map<RecostedMove>((c) => ({
      sourceType: c.source_type, sourceId: c.source_id, modelId: c.model_id, qty: c.qty, oldValue: c.value, newValue: c.new_value, unitCost: c.new_cost,
    })),
  );
  await tx.execute(sql`select set_config('app.bulk_recost', 'off', true)`);
}

/** Stock comes in at a known unit cost (purchase, opening stock, a return at the cost it left with). */
export async function receive(
  tx: Executor,
  m: { modelId: number; date: string; qty: string | number; unitCost: string | number; source: Source },
): Promise<{ value: string }> {
  const [c] = await moveStock(tx, m.source, [{ modelId: m.modelId, date: m.date, qty: m.qty, kind: 'in', unitCost: m.unitCost }]);
  return { value: c.value };
}

/**
 * Stock goes out at the moving-average cost (sale, purchase return, adjustment down): each line in
 * turn. Returns, per line, the value that left and its unit cost; when a model's quantity reaches
 * zero, all its remaining value leaves. With `replace`, the document's earlier movements go first.
 */
export function issueMany(
  tx: Executor,
  m: { date: string; source: Source; lines: { modelId: number; qty: string | number }[]; locked?: LockedModels; replace?: boolean },
): Promise<Costed[]> {
  return moveStock(tx, m.source, m.lines.map((l) => ({ modelId: l.modelId, date: m.date, qty: l.qty, kind: 'out' as const })), { locked: m.locked, replace: m.replace });
}

/** One model's stock goes out at the moving-average cost (see issueMany). */
export async function issue(tx: Executor, m: { modelId: number; date: string; qty: string | number; source: Source }): Promise<Costed> {
  return (await issueMany(tx, { date: m.date, source: m.source, lines: [{ modelId: m.modelId, qty: m.qty }] }))[0];
}

/** Undoes every movement a document made (its delete), re-costing what came after. Refused when stock would go negative. */
export async function reverseSource(tx: Executor, source: Source): Promise<void> {
  await moveStock(tx, source, [], { replace: true });
}

/** Replaces the incoming movements of a document (a purchase or opening stock saved anew, edited or deleted) with `moves`. */
export async function replaceReceipts(
  tx: Executor,
  source: Source,
  moves: { modelId: number; date: string; qty: string | number; unitCost: string | number; value?: string | number }[],
): Promise<void> {
  await moveStock(tx, source, moves.map((m) => ({ ...m, kind: 'in' as const })), { replace: true });
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

/**
 * Replays every model's movements from its first, in date order, and lists the movements whose
 * stored unit cost or value differs from the replay, and the models whose quantity goes below zero
 * on some date (should be none).
 */
export async function replayMismatches(ex: Executor): Promise<string[]> {
  const all = await rows<StoredMove>(
    ex,
    sql`select m.id, m.model_id, m.mv_date::text as mv_date, m.qty, m.unit_cost, m.value, m.source_type, m.source_id,
          l.id as linked_id, l.unit_cost as linked_cost
        from stock_movements m ${linkedSale}
        order by m.model_id, m.mv_date, m.id`,
  );
  const problems: string[] = [];
  let i = 0;
  while (i < all.length) {
    let j = i;
    while (j < all.length && all[j].model_id === all[i].model_id) j++;
    const list = all.slice(i, j);
    const result = replay(balanceFrom('0', '0', '0'), list.map((s) => ({
      kind: costKind(s.source_type, s.qty), qty: unsigned(s.qty), unitCost: s.unit_cost, value: unsigned(s.value), id: s.id,
      linkedId: s.linked_id ?? undefined, linkedCost: s.linked_cost ?? undefined,
    })));
    if (!result.ok) problems.push(`model ${list[0].model_id}: stock goes below zero on ${list[result.index].mv_date} (movement ${list[result.index].id})`);
    else
      list.forEach((s, k) => {
        const c = result.costed[k];
        const value = s.qty.startsWith('-') ? negative(c.value) : c.value;
        if (!same(value, s.value) || !same(c.unitCost, s.unit_cost))
          problems.push(`model ${s.model_id}: movement ${s.id} (${s.source_type} ${s.source_id}, ${s.mv_date}) is stored at ${s.unit_cost} / ${s.value}, the replay gives ${c.unitCost} / ${value}`);
      });
    i = j;
  }
  return problems;
}

/** Forgets the balance row of a model that has no movements left (before the model itself is deleted). */
export async function dropBalance(tx: Executor, modelId: number): Promise<void> {
  const moved = await one(tx, sql`select 1 from stock_movements where model_id = ${modelId} limit 1`);
  if (moved) throw conflict('This model has stock movements and cannot be removed');
  await tx.execute(sql`delete from model_stock where model_id = ${modelId}`);
}
