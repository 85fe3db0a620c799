// Moving-average costing as a pure replay: a model's movements in date order (then the order they
// were saved) in, each movement's unit cost and value out. The stock writer re-costs with it from the
// first movement a document changed; the books check replays every model from its first movement
// and compares with what is stored. No database here.
import { dec } from '../../domain/money.js';

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
  /**
   * For a saved `in`: the value it came in at, kept as it is (a purchase or opening stock is worth what
   * it says; a re-costing never changes it, nor corrects a document that has no cost lines to correct).
   */
  value?: string;
  /** The stock movement's id, once it has one: a later `in_linked` movement finds its cost by it. */
  id?: number;
  /** For `in_linked`: the id of the movement it reverses and that movement's unit cost as stored (else its own). */
  linkedId?: number;
  linkedCost?: string;
}

export interface RunningBalance {
  /** Quantity, 3 decimals. */
  qty: string;
  /** Value, 2 decimals. */
  value: string;
  /** The moving-average rate, 4 decimals; when the quantity is zero, the rate it had before it reached zero. */
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

// The arithmetic is done in whole units of each column's last decimal (thousandths of a piece, paisa,
// ten-thousandths of a taka) as BigInt: exact like the decimal type, and fast enough to replay ten
// thousand movements in a few milliseconds. Rounding is half away from zero, as money() rounds.
const QTY = 3;
const MONEY = 2;
const RATE = 4;
const TEN = (n: number) => 10n ** BigInt(n);

/** A decimal string (or anything with toFixed) in whole units of its `scale`th decimal. */
function scaled(v: string | number | { toFixed(): string }, scale: number): bigint {
  const text = typeof v === 'string' ? v : typeof v === 'number' ? String(v) : v.toFixed();
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!m || !/\d/.test(text)) return scaled(dec(text).toFixed(scale), scale);
  const [, sign, whole, frac = ''] = m;
  let n = BigInt(whole || '0') * TEN(scale) + BigInt((frac + '0'.repeat(scale)).slice(0, scale) || '0');
  if (frac.length > scale && Number(frac[scale]) >= 5) n += 1n;
  return sign ? -n : n;
}

function text(n: bigint, scale: number): string {
  const neg = n < 0n;
  const digits = (neg ? -n : n).toString().padStart(scale + 1, '0');
  return `${neg ? '-' : ''}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** a ÷ b rounded half away from zero. */
function divide(a: bigint, b: bigint): bigint {
  const neg = a < 0n !== b < 0n;
  const x = a < 0n ? -a : a;
  const y = b < 0n ? -b : b;
  const q = (2n * x + y) / (2n * y);
  return neg ? -q : q;
}

/** value ÷ qty as a rate. */
const rateOf = (value: bigint, qty: bigint) => divide(value * TEN(QTY + RATE - MONEY), qty);
/** qty × rate as money. */
const valueOf = (qty: bigint, r: bigint) => divide(qty * r, TEN(QTY + RATE - MONEY));

export const emptyBalance = (): RunningBalance => ({ qty: text(0n, QTY), value: text(0n, MONEY), avg: text(0n, RATE) });

type Num = string | number | { toFixed(): string };

/** The balance a model stands at, from its quantity and value (and the rate kept while it is at zero). */
export function balanceFrom(qty: Num, value: Num, avgAtZero: Num): RunningBalance {
  const q = scaled(qty, QTY);
  const v = scaled(value, MONEY);
  return { qty: text(q, QTY), value: text(v, MONEY), avg: text(q > 0n ? rateOf(v, q) : scaled(avgAtZero, RATE), RATE) };
}

/**
 * Replays `moves` from `start`. Stops at the first movement that would take the quantity below
 * zero and says which, with the quantity available then and the quantity asked.
 */
export function replay(start: RunningBalance, moves: ReplayMove[]): ReplayResult {
  let qty = scaled(start.qty, QTY);
  let value = scaled(start.value, MONEY);
  let avg = scaled(start.avg, RATE);
  const costById = new Map<number, bigint>();
  const costed: Costed[] = [];
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i];
    const q = scaled(m.qty, QTY);
    let unitCost: bigint;
    let moved: bigint;
    if (m.kind === 'out') {
      const left = qty - q;
      if (left < 0n) return { ok: false, index: i, available: text(qty, QTY), asked: text(q, QTY) };
      moved = left === 0n ? value : valueOf(q, avg);
      unitCost = divide(moved * TEN(QTY + RATE - MONEY), q);
      qty = left;
      value -= moved;
      if (qty > 0n) avg = rateOf(value, qty);
    } else {
      if (m.kind === 'in') unitCost = scaled(m.unitCost ?? 0, RATE);
      else if (m.kind === 'in_avg') unitCost = avg;
      else {
        const linked = m.linkedId !== undefined ? costById.get(m.linkedId) : undefined;
        unitCost = linked ?? scaled(m.linkedCost ?? m.unitCost ?? 0, RATE);
      }
      moved = m.kind === 'in' && m.value !== undefined ? scaled(m.value, MONEY) : valueOf(q, unitCost);
      qty += q;
      value += moved;
      avg = rateOf(value, qty);
    }
    if (m.id !== undefined) costById.set(m.id, unitCost);
    costed.push({ unitCost: text(unitCost, RATE), value: text(moved, MONEY) });
  }
  return { ok: true, costed, end: { qty: text(qty, QTY), value: text(value, MONEY), avg: text(avg, RATE) } };
}
