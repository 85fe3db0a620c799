// Money and quantity arithmetic in decimal, never in binary floating point.
import Decimal from 'decimal.js';

export type Num = Decimal.Value;
export { Decimal };

export const dec = (v: Num | null | undefined): Decimal => new Decimal(v ?? 0);

/** Rounds to 2 decimals, half away from zero, as a string for NUMERIC(18,2). */
export const money = (v: Num): string => dec(v).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** Rounds to 3 decimals, as a string for NUMERIC(14,3). */
export const quantity = (v: Num): string => dec(v).toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed(3);

/** Rounds to 4 decimals: average rates. */
export const rate = (v: Num): string => dec(v).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4);

export const sum = (values: Num[]): Decimal => values.reduce<Decimal>((a, v) => a.plus(dec(v)), new Decimal(0));

/** An amount for the wire: a JSON number rounded to 2 decimals. */
export const toAmount = (v: Num | null | undefined): number => Number(money(v ?? 0));

/** qty × price, rounded to 2 decimals. */
export const lineTotal = (qty: Num, price: Num): string => money(dec(qty).times(dec(price)));

/**
 * A stored amount (NUMERIC(18,2), as the database sends it) in whole paisa. Integers add exactly, so
 * a long report can sum thousands of amounts without a decimal object per row. More than 2 decimals
 * are rounded as money() rounds them.
 */
export function paisa(v: string | number | null | undefined): number {
  if (v === null || v === undefined) return 0;
  const s = typeof v === 'number' ? money(v) : v;
  const dot = s.indexOf('.');
  const n = Number(s);
  // Up to a trillion with at most 2 decimals, n × 100 is within 0.02 of the whole number of paisa,
  // so rounding it is exact; anything else takes the decimal way.
  if (Number.isFinite(n) && Math.abs(n) < 1e12 && (dot < 0 || s.length - dot <= 3)) return Math.round(n * 100) + 0;
  return Number(dec(s).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).times(100).toFixed(0)) + 0;
}

/** Whole paisa as an amount for the wire (the same number toAmount gives). */
export const fromPaisa = (p: number): number => p / 100 + 0;

/**
 * part ÷ whole as a percentage rounded to 2 decimals, half away from zero (0 when whole is 0), for
 * whole-paisa amounts: exact integer division, no decimal object.
 */
export function percentOf(part: number, whole: number): number {
  if (whole === 0) return 0;
  const scaled = part * 10_000;
  if (!Number.isSafeInteger(scaled) || !Number.isSafeInteger(whole)) return toAmount(dec(part).times(100).div(whole));
  const n = Math.abs(scaled);
  const d = Math.abs(whole);
  let q = Math.floor(n / d);
  let rem = n - q * d;
  // The float division can be one off near a whole number; the remainder puts it right.
  if (rem < 0) {
    q -= 1;
    rem += d;
  } else if (rem >= d) {
    q += 1;
    rem -= d;
  }
  if (2 * rem >= d) q += 1;
  return ((scaled < 0) !== (whole < 0) ? -q : q) / 100 + 0;
}
