// A bill's discount shared over its lines, and a return's share of it, in whole paisa.
//
// The bill's discount is shared over its lines by value: each line but the last takes
// round(discount × line value ÷ bill value) (half away from zero), the last takes what is left, so the
// shares add up to the discount exactly. A return of part of a line takes that line's share in
// proportion to the quantity returned; the return that brings the line's last unit back takes what
// the earlier returns of the line left, so returning a whole bill, in one step or several, reverses
// its discount exactly.

/** round(a × b ÷ c) half away from zero, for non-negative integers (BigInt: no float error). */
function mulDivRound(a: number, b: number, c: number): number {
  if (c === 0) return 0;
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  return Number((2n * n + d) / (2n * d));
}

function checkWhole(name: string, v: number) {
  if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`${name} must be a whole non-negative number (got ${v})`);
}

/**
 * Shares `discount` paisa over lines worth `values` paisa each: by value, rounded, the last line
 * taking the remainder. The shares add up to `discount`.
 */
export function discountShares(discount: number, values: number[]): number[] {
  checkWhole('discount', discount);
  values.forEach((v) => checkWhole('line value', v));
  if (values.length === 0) return [];
  const whole = values.reduce((a, v) => a + v, 0);
  if (whole === 0) {
    // Lines worth nothing: the discount (which cannot exceed the sub-total) is nothing too.
    return values.map((_, i) => (i === values.length - 1 ? discount : 0));
  }
  const shares = values.map((v) => mulDivRound(discount, v, whole));
  const others = shares.slice(0, -1).reduce((a, v) => a + v, 0);
  shares[shares.length - 1] = discount - others;
  return shares;
}

export interface ReturnShareInput {
  /** The bill line's share of the bill's discount, paisa. */
  lineShare: number;
  /** The bill line's quantity, in thousandths (quantities have 3 decimals). */
  lineQty: number;
  /** What other returns already took back of this line, in thousandths. */
  returnedQty: number;
  /** The discount those other returns already reversed, paisa. */
  returnedShare: number;
  /** This return's quantity of the line, in thousandths. */
  qty: number;
}

/**
 * The discount, in paisa, a return of `qty` of a bill line reverses: the line's share in proportion
 * to the quantity, or, when this return brings back the line's last unit, all that is left of the
 * share. Never below 0 and never more than what is left.
 */
export function returnDiscountShare(r: ReturnShareInput): number {
  for (const [k, v] of Object.entries(r)) checkWhole(k, v);
  const left = Math.max(0, r.lineShare - r.returnedShare);
  if (r.returnedQty + r.qty >= r.lineQty) return left;
  return Math.min(left, mulDivRound(r.lineShare, r.qty, r.lineQty));
}

/** A quantity with up to 3 decimals ('1.500', 2) in thousandths. */
export function milli(q: string | number): number {
  const s = typeof q === 'number' ? q.toFixed(3) : q;
  const m = /^(-?)(\d+)(?:\.(\d{0,3})\d*)?$/.exec(s.trim());
  if (!m) throw new RangeError(`Not a quantity: ${s}`);
  const v = Number(m[2]) * 1000 + Number((m[3] ?? '').padEnd(3, '0'));
  return m[1] ? -v : v;
}
