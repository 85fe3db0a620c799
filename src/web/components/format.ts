// How amounts and dates read on screen and paper: 2 decimals with thousands separators, dates like 5-Mar-2024.
export { displayDate, displayTime, todayInDhaka } from '../../domain/dates';

const fmt = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.5 → '1,234.50'; anything not a finite number → '0.00'. */
export function money(v: number | string | null | undefined): string {
  const n = typeof v === 'string' ? Number(v) : (v ?? 0);
  return Number.isFinite(n) ? fmt.format(n) : '0.00';
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
