// Reading a bank statement CSV, without the database: the headings, a mapping of columns to the
// statement's fields (chosen on screen, or guessed from the headings), and each row's date,
// description, cheque number, debit, credit and balance. A row that cannot be read is refused with
// its row number (the heading is row 1) and the column named; nothing is kept.
import { badRequest } from '../../errors.js';
import { dec, money } from '../../../domain/money.js';
import { isIsoDate } from '../../../domain/dates.js';
import { guessCsvMapping, type CsvMapping } from '../../../contracts/bankReconciliation.js';

export const MAX_CSV_CHARS = 2_000_000;
export const MAX_CSV_ROWS = 5000;

/** RFC 4180 records: commas (or semicolons or tabs, as the first line uses), double-quoted fields. */
export function parseCsv(text: string): string[][] {
  const src = text.replace(/^\uFEFF/, '');
  const firstLine = src.slice(0, src.search(/\r?\n|$/));
  const sep = [',', ';', '\t'].reduce((best, s) => (firstLine.split(s).length > firstLine.split(best).length ? s : best), ',');
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === sep) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      out.push(row);
      row = [];
      field = '';
      if (out.length > MAX_CSV_ROWS + 1) break;
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    out.push(row);
  }
  return out.filter((r) => r.some((f) => f.trim() !== ''));
}

/** The mapping the headings suggest (the screen's own guess too); a field no heading fits is left blank (date, debit and credit then need choosing). */
export const guessMapping = guessCsvMapping;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A date as banks write it: 2026-03-05, 05/03/2026 (or 03/05/2026 month first), 05-03-2026, 05.03.2026, 5-Mar-2026, 05 Mar 2026. */
export function readDate(raw: string, order: 'ymd' | 'dmy' | 'mdy'): string | undefined {
  const s = raw.trim();
  const iso = (y: number, m: number, d: number) => {
    const v = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    return isIsoDate(v) ? v : undefined;
  };
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  if (m) return iso(+m[1], +m[2], +m[3]);
  m = /^(\d{1,2})[-/. ]([A-Za-z]{3})[A-Za-z]*[-/. ,]+(\d{2}|\d{4})$/.exec(s);
  if (m) {
    const month = MONTHS.indexOf(m[2].toLowerCase()) + 1;
    return month ? iso(m[3].length === 2 ? 2000 + +m[3] : +m[3], month, +m[1]) : undefined;
  }
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(s);
  if (m) {
    const y = m[3].length === 2 ? 2000 + +m[3] : +m[3];
    return order === 'mdy' ? iso(y, +m[1], +m[2]) : iso(y, +m[2], +m[1]);
  }
  return undefined;
}

/** An amount as banks write it: 1,25,000.50, 125000, (500.00) or -500 for a negative; blank is 0. */
export function readAmount(raw: string): string | undefined {
  let s = raw
    .trim()
    .replace(/^(BDT|Tk\.?|৳)\s*/i, '')
    .replace(/\s*(Dr|Cr)$/i, '');
  if (s === '' || s === '-') return '0.00';
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  s = s.replace(/,/g, '');
  if (!/^-?\d{1,13}(\.\d{1,2})?$/.test(s)) return undefined;
  const v = dec(s);
  return money(negative ? v.neg() : v);
}

export interface ParsedLine {
  row: number;
  date: string;
  description: string;
  chqNo: string;
  debit: string;
  credit: string;
  balance: string | null;
}

/** The statement's lines; a 400 naming the row and column at the first that cannot be read. */
export function readStatement(
  text: string,
  mapping: CsvMapping | undefined,
  order: 'ymd' | 'dmy' | 'mdy',
): { columns: string[]; mapping: CsvMapping; lines: ParsedLine[] } {
  if (text.length > MAX_CSV_CHARS) throw badRequest(`Row 1: the statement file is larger than ${MAX_CSV_CHARS / 1_000_000} MB; export a shorter period`, 'csv');
  if (text.slice(0, 4096).includes(String.fromCharCode(0))) throw badRequest('Row 1: this is not a CSV text file (it holds binary data)', 'csv');
  const records = parseCsv(text);
  if (!records.length) throw badRequest('Row 1: the statement file is empty', 'csv');
  if (records.length > MAX_CSV_ROWS + 1) throw badRequest(`Row ${MAX_CSV_ROWS + 2}: a statement may have at most ${MAX_CSV_ROWS} lines`, 'csv');
  const columns = records[0].map((c) => c.trim());
  const map = mapping ?? guessMapping(columns);
  const index = (field: keyof CsvMapping, label: string, required: boolean): number => {
    const name = map[field];
    if (!name) {
      if (required)
        throw badRequest(
          `Row 1: no column holds the ${label}; choose it in the column mapping (headings: ${columns.join(', ').slice(0, 200)})`,
          `mapping.${field}`,
        );
      return -1;
    }
    const i = columns.findIndex((c) => c.toLowerCase() === name.toLowerCase());
    if (i < 0) throw badRequest(`Row 1: the file has no column named "${name.slice(0, 60)}" for the ${label}`, `mapping.${field}`);
    return i;
  };
  const at = {
    date: index('dateColumn', 'date', true),
    description: index('descriptionColumn', 'description', false),
    chqNo: index('chqNoColumn', 'cheque number', false),
    debit: index('debitColumn', 'debit (withdrawal)', true),
    credit: index('creditColumn', 'credit (deposit)', true),
    balance: index('balanceColumn', 'balance', false),
  };
  const lines: ParsedLine[] = [];
  records.slice(1).forEach((r, k) => {
    const row = k + 2;
    const cell = (i: number) => (i >= 0 ? (r[i] ?? '').trim() : '');
    const name = (i: number) => columns[i];
    const date = readDate(cell(at.date), order);
    if (!date) throw badRequest(`Row ${row}, column ${name(at.date)}: "${cell(at.date).slice(0, 40)}" is not a date`, name(at.date));
    const amountOf = (i: number) => {
      const v = readAmount(cell(i));
      if (v === undefined) throw badRequest(`Row ${row}, column ${name(i)}: "${cell(i).slice(0, 40)}" is not an amount`, name(i));
      return v;
    };
    let debit = amountOf(at.debit);
    let credit = amountOf(at.credit);
    // a negative debit is money in, a negative credit money out
    if (dec(debit).isNegative()) [debit, credit] = ['0.00', money(dec(credit).plus(dec(debit).neg()))];
    if (dec(credit).isNegative()) [credit, debit] = ['0.00', money(dec(debit).plus(dec(credit).neg()))];
    if (dec(debit).isZero() && dec(credit).isZero())
      throw badRequest(`Row ${row}, columns ${name(at.debit)} and ${name(at.credit)}: the line has no amount`, name(at.debit));
    lines.push({
      row,
      date,
      description: cell(at.description).slice(0, 300),
      chqNo: cell(at.chqNo).slice(0, 100),
      debit,
      credit,
      balance: at.balance >= 0 && cell(at.balance) !== '' ? amountOf(at.balance) : null,
    });
  });
  if (!lines.length) throw badRequest('Row 2: the statement has no lines under its headings', 'csv');
  return { columns, mapping: map, lines };
}
