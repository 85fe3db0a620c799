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
 * a long report can sum thousands of amounts without a decimal object per row; the books' amounts
 * stay far below 2^53 paisa. More than 2 decimals are rounded as money() rounds them.
 */
export function paisa(v: string | number | null | undefined): number {
  if (v === null || v === undefined) return 0;
  const s = typeof v === 'number' ? money(v) : v;
  const negative = s.startsWith('-');
  const [whole, fraction = ''] = (negative ? s.slice(1) : s).split('.');
  if (fraction.length > 2) return paisa(money(s));
  const p = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -p : p;
}

/** Whole paisa as an amount for the wire (the same number toAmount gives). */
export const fromPaisa = (p: number): number => p / 100 + 0;
