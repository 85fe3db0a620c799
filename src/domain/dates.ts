// Dates are 'yyyy-mm-dd' strings in Asia/Dhaka; shown like 5-Mar-2024.
export const TIME_ZONE = 'Asia/Dhaka';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Dhaka is six hours ahead of UTC all year: Bangladesh has kept no daylight saving time since 2009.
 * Today is worked out by that sum rather than through a time-zone formatter, whose first use loads
 * the zone's rules (about 18 ms in a browser, on the path of a bill form that opens cold).
 */
const DHAKA_OFFSET_MS = 6 * 3600_000;

/** A moment as Dhaka's wall clock reads it, written as if in UTC (its ISO string shows Dhaka's date and time). */
export const dhakaWallClock = (at: Date): Date => new Date(at.getTime() + DHAKA_OFFSET_MS);

/** Today's date in Dhaka as yyyy-mm-dd. */
export function todayInDhaka(now: Date = new Date()): string {
  return dhakaWallClock(now).toISOString().slice(0, 10);
}

/** True for a real calendar date written yyyy-mm-dd (2024-02-30 is not one). */
export function isIsoDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

/**
 * The dates the books take: 2000-01-01 to 2099-12-31. A date outside them is a typing slip (1926
 * for 2026) that would sort before or after every real entry, and the document numbers carry a
 * year of four digits.
 */
export const FIRST_DATE = '2000-01-01';
export const LAST_DATE = '2099-12-31';

/** True for a yyyy-mm-dd date within FIRST_DATE..LAST_DATE (compared as text, as the format allows). */
export const isInBooksRange = (iso: string): boolean => iso >= FIRST_DATE && iso <= LAST_DATE;

/** How a company shows dates (the setting of issue 42): shops here write dd/mm/yyyy. */
export const DATE_STYLES = ['dd/mm/yyyy', 'd-mmm-yyyy', 'yyyy-mm-dd'] as const;
export type DateStyle = (typeof DATE_STYLES)[number];
export const DEFAULT_DATE_STYLE: DateStyle = 'dd/mm/yyyy';

/** '2024-03-05' → '5-Mar-2024' (or '05/03/2024', '2024-03-05' in the other styles). */
export function displayDate(iso: string | null | undefined, style: DateStyle = 'd-mmm-yyyy'): string {
  if (!iso) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  if (style === 'dd/mm/yyyy') return `${m[3]}/${m[2]}/${m[1]}`;
  if (style === 'yyyy-mm-dd') return `${m[1]}-${m[2]}-${m[3]}`;
  return `${Number(m[3])}-${MONTHS[Number(m[2]) - 1]}-${m[1]}`;
}

/**
 * A date as a clerk types it → yyyy-mm-dd, or null when it is not a real date: yyyy-mm-dd always; day
 * first otherwise (dd/mm/yyyy, d/m/yyyy, with /, - or . between, a two-digit year as 20yy); 5-Mar-2024.
 */
export function parseTypedDate(text: string): string | null {
  const s = text.trim();
  let y: number, mo: number, d: number;
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  if (m) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(s))) [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2})[-/. ]([A-Za-z]{3})[A-Za-z]*[-/. ,]+(\d{4})$/.exec(s))) {
    const at = MONTHS.findIndex((x) => x.toLowerCase() === m![2].toLowerCase());
    if (at === -1) return null;
    [d, mo, y] = [Number(m[1]), at + 1, Number(m[3])];
  } else return null;
  if (y < 100) y += 2000;
  const iso = `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** A moment shown as a 12-hour time in Dhaka, e.g. '3:07 PM'. */
export function displayTime(at: Date | string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true }).format(new Date(at));
}

/** A moment as 'yyyy-mm-dd_HH-MM-SS' in Dhaka, for a file's name. */
export function dhakaStamp(at: Date = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}_${parts.hour}-${parts.minute}-${parts.second}`;
}

export const yearOf = (iso: string): number => Number(iso.slice(0, 4));
