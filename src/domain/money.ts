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
