// A purchase's VAT per line, in whole paisa (issue 40, items 6 and 7).
//
// Each line carries the VAT of the supplier's tax invoice on it, and the Act decides where it goes:
// input VAT (VAT Current Account) only when the supplier has a BIN and the goods are sold at the
// standard rate or zero-rated; goods sold exempt or at a reduced rate (section 46) and a supplier
// without a BIN put the line's VAT into the goods' cost. SD paid on a purchase is always cost.
//
// A line's VAT comes either from its rate (round((value + SD) × rate), half away from zero) or, for a
// purchase entered with one VAT amount for the invoice (and one not rebatable), from that amount
// shared by value over the lines whose goods bear VAT (not exempt), the last such line taking the
// rest, so the shares add up to the invoice's amount.
import { discountShares } from './discountShares.js';

/** The standard rate of the Act (section 15): 15 %, in basis points. */
export const STANDARD_BP = 1500;

export interface PurchaseLineIn {
  /** Quantity × unit price, paisa. */
  value: number;
  /** The goods bear VAT from the supplier (not an exempt supply). */
  bears: boolean;
  /** The Act lets the line's VAT be credited (supplier's BIN; goods at the standard rate or zero-rated). */
  creditable: boolean;
  /** The line's own rate (basis points) and SD (paisa), as on the supplier's invoice. */
  rate?: { bp: number; sd: number };
}

/** One invoice-wide amount of input VAT and of VAT not rebatable (paisa); `kept`: the purchase's saved sums. */
export interface InvoiceVat {
  inputVat: number;
  vatInCost: number;
  kept?: boolean;
}

export interface PurchaseLineVat {
  vatBp: number | null;
  sd: number;
  /** Credited to VAT Current Account (Input). */
  inputVat: number;
  /** Part of the goods' cost (VAT not rebatable; SD apart). */
  vatInCost: number;
}

/** Whether the Act lets input VAT be credited on goods sold at `bp` (exempt: no). */
export const creditableRate = (bp: number, exempt: boolean) => !exempt && (bp === 0 || bp >= STANDARD_BP);

function mulDivRound(a: number, b: number, c: number): number {
  if (c === 0) return 0;
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  return Number((2n * n + d) / (2n * d));
}

/** `amount` shared by value over the lines `over` picks (all lines when it picks none). */
function shareOver(amount: number, lines: PurchaseLineIn[], over: (l: PurchaseLineIn) => boolean): number[] {
  let picked = lines.map((l, i) => (over(l) ? i : -1)).filter((i) => i >= 0);
  if (!picked.length) picked = lines.map((_, i) => i);
  const shares = discountShares(amount, picked.map((i) => lines[i].value));
  const out = lines.map(() => 0);
  picked.forEach((i, k) => (out[i] = shares[k]));
  return out;
}

/**
 * Each line's VAT: by its rate when `invoice` is null, else the invoice's amounts shared by value.
 * The Act then puts a line's VAT in input VAT or in cost.
 */
export function purchaseLinesVat(lines: PurchaseLineIn[], invoice: InvoiceVat | null): PurchaseLineVat[] {
  if (!invoice) {
    return lines.map((l) => {
      const bp = l.rate?.bp ?? 0;
      const sd = l.rate?.sd ?? 0;
      const vat = mulDivRound(l.value + sd, bp, 10000);
      return { vatBp: bp, sd, inputVat: l.creditable ? vat : 0, vatInCost: l.creditable ? 0 : vat };
    });
  }
  // Saved sums shared again: the input VAT over the lines that could take it (so an edit that keeps
  // them moves nothing), the VAT in cost over the lines that bear VAT.
  const input = shareOver(invoice.inputVat, lines, (l) => l.bears && (!invoice.kept || l.creditable));
  const cost = shareOver(invoice.vatInCost, lines, (l) => l.bears);
  return lines.map((l, i) => ({
    vatBp: null,
    sd: 0,
    inputVat: l.creditable ? input[i] : 0,
    vatInCost: cost[i] + (l.creditable ? 0 : input[i]),
  }));
}
