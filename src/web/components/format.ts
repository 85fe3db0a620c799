// How amounts and dates read on screen and paper: 2 decimals grouped as Bangladesh writes them
// (1,23,45,678.00; Western grouping when the company's setting says so), dates like 5-Mar-2024.
import { formatAmount, type Grouping } from '../../domain/numberFormat';
export { displayDate, displayTime, todayInDhaka } from '../../domain/dates';

const GROUPING_KEY = 'numberGrouping';

/** The grouping in use: the company's setting, remembered in this browser so the first screen already has it. */
let grouping: Grouping = readStoredGrouping();

function readStoredGrouping(): Grouping {
  try {
    return globalThis.localStorage?.getItem(GROUPING_KEY) === 'western' ? 'western' : 'lakh';
  } catch {
    return 'lakh';
  }
}

export const numberGrouping = (): Grouping => grouping;

/** Sets the grouping (from the company's setting); true when it changed. */
export function setNumberGrouping(g: Grouping): boolean {
  const changed = g !== grouping;
  grouping = g;
  try {
    globalThis.localStorage?.setItem(GROUPING_KEY, g);
  } catch {
    // private mode: kept for this page only
  }
  return changed;
}

/** 12345678.5 → '1,23,45,678.50' (or '12,345,678.50' with Western grouping); anything not a finite number → '0.00'. */
export function money(v: number | string | null | undefined): string {
  return formatAmount(v, grouping);
}

/** A quantity without trailing zeros: '5.000' → '5'. */
export function qty(v: number | string | null | undefined): string {
  const n = Number(v ?? 0);
  return Number.isFinite(n) ? String(Math.round(n * 1000) / 1000) : '0';
}

/** A numeric input's text as a number; what is not a number becomes 0 (the spec's rule). */
export const toNumber = (v: unknown): number => {
  const n = typeof v === 'number' ? v : Number(String(v ?? '').replace(/,/g, ''));
  return Number.isFinite(n) ? n : 0;
};

/** A debit-minus-credit balance as a clerk reads it: '1,000.00 Dr', '250.00 Cr', '0.00'. */
export function drCr(balance: number): string {
  if (!balance) return '0.00';
  return `${money(Math.abs(balance))} ${balance > 0 ? 'Dr' : 'Cr'}`;
}
