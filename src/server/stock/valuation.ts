// Moving-average costing as a pure replay: a model's movements in date order (then the order they
// were saved) in, each movement's unit cost and value out. The stock writer re-costs with it from the
// first movement a document changed; the books check replays every model from its first movement
// and compares with what is stored. No database here.
import { dec, money, quantity, rate, type Decimal } from '../../domain/money.js';

/**
 * How a movement is costed:
 * - `in`: at its own unit cost (purchase, opening stock);
 * - `in_avg`: at the average as it stands (a stock adjustment that adds);
 * - `in_linked`: at the unit cost of the movement it reverses (a sales return, at its sale's cost);
 * - `out`: at the average as it stands, all the value left when the quantity reaches zero.
 */
export type CostKind = 'in' | 'in_avg' | 'in_linked' | 'out';

export interface ReplayMove {
  kind: CostKind;
  /** The quantity moved, positive either way. */
  qty: string;
  /** For `in`: its unit cost. */
  unitCost?: string;
  /** The stock movement's id, once it has one: a later `in_linked` movement finds its cost by it. */
  id?: number;
  /** For `in_linked`: the id of the movement it reverses and that movement's unit cost as stored (else its own). */
  linkedId?: number;
  linkedCost?: string;
}

export interface RunningBalance {
  qty: Decimal;
  value: Decimal;
  /** The moving-average rate; when the quantity is zero, the rate it had before it reached zero. */
  avg: string;
}

export interface Costed {
  /** Unit cost, 4 decimals. */
  unitCost: string;
  /** Value moved, positive either way, 2 decimals. */
  value: string;
}

export type ReplayResult =
  | { ok: true; costed: Costed[]; end: RunningBalance }
  | { ok: false; index: number; available: string; asked: string };

/** The kind of a stored movement, from the document that made it and the sign of its quantity. */
export function costKind(sourceType: string, qty: string | number): CostKind {
  const incoming = dec(qty).isPositive();
  if (!incoming) return 'out';
  if (sourceType === 'adjustment') return 'in_avg';
  if (sourceType === 'sales_return') return 'in_linked';
  return 'in';
}

export const emptyBalance = (): RunningBalance => ({ qty: dec(0), value: dec(0), avg: rate(0) });

/** The balance a model stands at, from its quantity and value (and the rate kept while it is at zero). */
export function balanceFrom(qty: string | Decimal, value: string | Decimal, avgAtZero: string): RunningBalance {
  const q = dec(qty);
  const v = dec(value);
  return { qty: q, value: v, avg: q.gt(0) ? rate(v.div(q)) : rate(avgAtZero) };
}

/**
 * Replays `moves` from `start`. Stops at the first movement that would take the quantity below
 * zero and says which, with the quantity available then and the quantity asked.
 */
export function replay(start: RunningBalance, moves: ReplayMove[]): ReplayResult {
  let { qty, value, avg } = start;
  const costById = new Map<number, string>();
  const costed: Costed[] = [];
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i];
    const q = dec(m.qty);
    let unitCost: string;
    let moved: string;
    if (m.kind === 'out') {
      const left = qty.minus(q);
      if (left.isNegative()) return { ok: false, index: i, available: quantity(qty), asked: quantity(q) };
      moved = left.isZero() ? money(value) : money(q.times(avg));
      unitCost = rate(dec(moved).div(q));
      qty = left;
      value = value.minus(moved);
      if (qty.gt(0)) avg = rate(value.div(qty));
    } else {
      if (m.kind === 'in') unitCost = rate(m.unitCost ?? 0);
      else if (m.kind === 'in_avg') unitCost = avg;
      else unitCost = rate((m.linkedId !== undefined ? costById.get(m.linkedId) : undefined) ?? m.linkedCost ?? m.unitCost ?? 0);
      moved = money(q.times(unitCost));
      qty = qty.plus(q);
      value = value.plus(moved);
      avg = rate(value.div(qty));
    }
    if (m.id !== undefined) costById.set(m.id, unitCost);
    costed.push({ unitCost, value: moved });
  }
  return { ok: true, costed, end: { qty, value, avg } };
}
