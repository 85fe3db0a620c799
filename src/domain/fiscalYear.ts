// Fiscal years: twelve months from a first month the company chooses (July in Bangladesh, so
// FY 2024-25 runs from 1 July 2024 to 30 June 2025). Dates are 'yyyy-mm-dd' strings.

/** Bangladesh's fiscal year starts in July. */
export const DEFAULT_FISCAL_START_MONTH = 7;

export interface FiscalYear {
  /** First day, e.g. 2024-07-01. */
  start: string;
  /** Last day, e.g. 2025-06-30. */
  end: string;
  /** 'FY 2024-25', or 'FY 2025' for a year that starts in January. */
  label: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar date `days` after (or before, when negative) a yyyy-mm-dd date. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const dt = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(dt.getUTCFullYear(), 4)}-${pad(dt.getUTCMonth() + 1)}-${pad(dt.getUTCDate())}`;
}

/** The fiscal year whose first day is the first of `startMonth` in `year`. */
export function fiscalYearStarting(year: number, startMonth: number): FiscalYear {
  const start = `${pad(year, 4)}-${pad(startMonth)}-01`;
  const next = startMonth === 1 ? `${pad(year + 1, 4)}-01-01` : `${pad(year + 1, 4)}-${pad(startMonth)}-01`;
  const label = startMonth === 1 ? `FY ${year}` : `FY ${year}-${pad((year + 1) % 100)}`;
  return { start, end: addDays(next, -1), label };
}

/** The fiscal year a date falls in. */
export function fiscalYearOf(date: string, startMonth: number): FiscalYear {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  return fiscalYearStarting(m >= startMonth ? y : y - 1, startMonth);
}

/** The fiscal year that ends on `date`, if a year ends that day. */
export function fiscalYearEndingOn(date: string, startMonth: number): FiscalYear | undefined {
  const fy = fiscalYearOf(date, startMonth);
  return fy.end === date ? fy : undefined;
}
