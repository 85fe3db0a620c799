// VAT and supplementary duty (SD) on a bill's lines, the Bangladeshi way, in whole paisa.
//
// Per line: its value (quantity × unit price, without tax), its share of the bill's discount (by value,
// the last line taking the remainder: domain/discountShares), the price after discount, SD on that,
// and VAT on the price after discount plus SD (SD is inside the VAT base, as the VAT and SD Act 2012
// says). SD and VAT are rounded per line to the paisa, half away from zero. Rates are in basis points
// (15 % = 1500, 7.5 % = 750), so no rate is ever a float.
//
// Prices entered VAT-inclusive: the customer pays exactly the line's inclusive value less its share of
// the (inclusive) discount; the value after discount is worked back from it (÷ (1 + SD) ÷ (1 + VAT),
// rounded), SD forward from that, and VAT takes the rest, so the three add up to what is paid.
import { discountShares } from './discountShares.js';

export const BP = 10_000n;

/** round(a × b ÷ c) half away from zero, for integers (BigInt: exact). */
function mulDiv(a: bigint, b: bigint, c: bigint): bigint {
  if (c === 0n) return 0n;
  const n = a * b;
  const neg = n < 0n !== c < 0n;
  const q = ((n < 0n ? -n : n) * 2n + (c < 0n ? -c : c)) / (2n * (c < 0n ? -c : c));
  return neg ? -q : q;
}

/** A percentage (15, 7.5, '2.25') as basis points; refuses what is not a rate of 0 to 100 with at most 2 decimals. */
export function basisPoints(percent: number | string): number {
  const s = String(percent).trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(s)) throw new RangeError(`A rate must be a percentage with at most 2 decimals (got ${percent})`);
  const bp = Math.round(Number(s) * 100);
  if (bp > 10_000) throw new RangeError(`A rate cannot be above 100 % (got ${percent})`);
  return bp;
}

export const percentOfBp = (bp: number) => bp / 100;

export interface VatLineInput {
  /** Quantity × unit price in paisa, as entered (with tax when prices are VAT-inclusive). */
  value: number;
  /** VAT rate in basis points (0 for zero-rated or exempt). */
  vatBp: number;
  /** Supplementary duty rate in basis points. */
  sdBp: number;
}

/** A line's figures, paisa; a bill's are their sums. */
export interface VatLine {
  /** The line's value without any tax, paisa. */
  value: number;
  /** Its share of the bill's discount, without tax. */
  discount: number;
  afterDiscount: number;
  sd: number;
  vat: number;
  /** afterDiscount + sd + vat: what the customer pays for the line. */
  total: number;
}

export interface VatBill extends VatLine {
  lines: VatLine[];
}

function forward(value: number, discount: number, l: VatLineInput): VatLine {
  const after = BigInt(value - discount);
  const sd = mulDiv(after, BigInt(l.sdBp), BP);
  const vat = mulDiv(after + sd, BigInt(l.vatBp), BP);
  return { value, discount, afterDiscount: Number(after), sd: Number(sd), vat: Number(vat), total: Number(after + sd + vat) };
}

/** A line whose inclusive price, less its inclusive discount, is `paid`: the value worked back from it. */
function backward(inclusiveValue: number, inclusiveDiscount: number, l: VatLineInput): VatLine {
  const paid = BigInt(inclusiveValue - inclusiveDiscount);
  const factor = (BP + BigInt(l.sdBp)) * (BP + BigInt(l.vatBp));
  const after = mulDiv(paid, BP * BP, factor);
  const sd = mulDiv(after, BigInt(l.sdBp), BP);
  const vat = paid - after - sd;
  const value = mulDiv(BigInt(inclusiveValue), BP * BP, factor);
  return { value: Number(value), discount: Number(value - after), afterDiscount: Number(after), sd: Number(sd), vat: Number(vat), total: Number(paid) };
}

/**
 * A bill's VAT and SD: its lines (values as entered), its discount (as entered: inclusive when the
 * prices are), shared over the lines by value.
 */
export function vatBill(lines: VatLineInput[], discount: number, inclusive: boolean): VatBill {
  for (const l of lines) {
    if (!Number.isSafeInteger(l.value) || l.value < 0) throw new RangeError(`A line value must be whole paisa (got ${l.value})`);
    if (l.vatBp < 0 || l.vatBp > 10_000 || l.sdBp < 0 || l.sdBp > 10_000) throw new RangeError('A rate must be 0 to 100 %');
  }
  const shares = discountShares(discount, lines.map((l) => l.value));
  const out = lines.map((l, i) => (inclusive ? backward(l.value, shares[i], l) : forward(l.value, shares[i], l)));
  const total = (k: keyof VatLine) => out.reduce((a, l) => a + l[k], 0);
  return {
    lines: out,
    value: total('value'),
    discount: total('discount'),
    afterDiscount: total('afterDiscount'),
    sd: total('sd'),
    vat: total('vat'),
    total: total('total'),
  };
}

/** A 13-digit Business Identification Number. */
export const BIN_PATTERN = /^\d{13}$/;
/** A national ID: 10, 13 or 17 digits. */
export const NID_PATTERN = /^(\d{10}|\d{13}|\d{17})$/;
