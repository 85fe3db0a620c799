// How amounts and dates read on screen and paper: 2 decimals grouped as Bangladesh writes them
// (1,23,45,678.00; Western grouping when the company's setting says so), dates as the company's
// setting says (dd/mm/yyyy unless it says 5-Mar-2024 or yyyy-mm-dd).
import { formatAmount, type Grouping } from '../../domain/numberFormat';
import { DATE_STYLES, DEFAULT_DATE_STYLE, displayDate as showDate, type DateStyle } from '../../domain/dates';
export { displayTime, todayInDhaka } from '../../domain/dates';

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

const DATE_STYLE_KEY = 'dateStyle';

/** The date style in use: the company's setting, remembered in this browser so the first screen already has it. */
let dateStyle: DateStyle = readStoredDateStyle();

function readStoredDateStyle(): DateStyle {
  try {
    const v = globalThis.localStorage?.getItem(DATE_STYLE_KEY);
    return (DATE_STYLES as readonly string[]).includes(v ?? '') ? (v as DateStyle) : DEFAULT_DATE_STYLE;
  } catch {
    return DEFAULT_DATE_STYLE;
  }
}

export const dateStyleInUse = (): DateStyle => dateStyle;

/** Sets the date style (from the company's setting); true when it changed. */
export function setDateStyle(s: DateStyle): boolean {
  const changed = s !== dateStyle;
  dateStyle = s;
  try {
    globalThis.localStorage?.setItem(DATE_STYLE_KEY, s);
  } catch {
    // private mode: kept for this page only
  }
  return changed;
}

/** '2024-03-05' as the company shows dates: '05/03/2024' by default. */
export const displayDate = (iso: string | null | undefined): string => showDate(iso, dateStyle);
