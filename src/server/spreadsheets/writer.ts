// Writes a table as .xlsx (exceljs's streaming writer, so a list of millions of rows never sits in
// memory) or as CSV written row by row. On top: the company, the title and the period; then the
// headings, the rows (figures as numbers, dates as dates), and the totals as the report gives them.
// A CSV text cell that a spreadsheet would read as a formula (= + - @, tab, carriage return at the
// start) is written with a leading apostrophe, so it shows as text.
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Grouping } from '../../domain/numberFormat.js';
import { dhakaWallClock, type DateStyle } from '../../domain/dates.js';

export type ExportFormat = 'xlsx' | 'csv';

/** A cell as the writer takes it: a number, text, a date (yyyy-mm-dd or an ISO time), or nothing. */
export type Cell = string | number | { date: string } | null;

export interface Block {
  /** A line of text above the block's table (a group's heading), or none. */
  heading?: string;
  columns: string[];
  rows: AsyncIterable<Cell[]> | Iterable<Cell[]>;
  footer?: Cell[][];
}

export interface ExportDocument {
  title: string;
  company: string;
  /** How amounts are grouped in the sheet (the company's setting); lakh and crore when not said. */
  grouping?: Grouping;
  /** How dates show in the sheet (the company's setting: Excel reads these three as its own formats); 5-Mar-2026 when not said. */
  dateStyle?: DateStyle;
  /** e.g. '1-Mar-2026 to 31-Mar-2026'; none for a list without dates. */
  period?: string;
  blocks: Block[];
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/** A date or time from the API as a Date for the sheet: a date at UTC midnight (spreadsheets have no zones). */
function toDate(s: string): Date | undefined {
  if (DATE_ONLY.test(s)) return new Date(`${s}T00:00:00Z`);
  if (DATE_TIME.test(s)) {
    const d = new Date(s);
    if (Number.isNaN(d.getTime())) return undefined;
    // Shown as the Dhaka wall-clock time it was.
    return dhakaWallClock(d);
  }
  return undefined;
}

/** What a CSV cell must not start with, or a spreadsheet runs it as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvText(v: string): string {
  const safe = FORMULA_START.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csvCell(c: Cell): string {
  if (c === null || c === undefined) return '';
  if (typeof c === 'number') return Number.isFinite(c) ? String(c) : '';
  if (typeof c === 'object') {
    const d = c.date;
    return DATE_ONLY.test(d) ? d : (toDate(d)?.toISOString().slice(0, 19).replace('T', ' ') ?? csvText(d));
  }
  return csvText(c);
}

const csvLine = (cells: Cell[]) => cells.map(csvCell).join(',') + '\r\n';

function xlsxValue(c: Cell): ExcelJS.CellValue {
  if (c === null || c === undefined) return null;
  if (typeof c === 'number') return Number.isFinite(c) ? c : null;
  if (typeof c === 'object') return toDate(c.date) ?? c.date;
  return c;
}

/** Writes one chunk, waiting when the reader is slower (back-pressure). */
function write(out: Writable, chunk: string): Promise<void> | void {
  if (!out.write(chunk)) return new Promise((resolve) => out.once('drain', resolve));
}

async function writeCsv(doc: ExportDocument, out: Writable) {
  // A byte-order mark, so Excel reads the file as UTF-8 (Bangla names).
  await write(out, '\uFEFF');
  await write(out, csvLine([doc.company]));
  await write(out, csvLine([doc.title]));
  if (doc.period) await write(out, csvLine([doc.period]));
  for (const b of doc.blocks) {
    await write(out, '\r\n');
    if (b.heading) await write(out, csvLine([b.heading]));
    await write(out, csvLine(b.columns));
    for await (const r of b.rows) await write(out, csvLine(r));
    for (const f of b.footer ?? []) await write(out, csvLine(f));
  }
  out.end();
}

/** A column of counts (quantities, days, numbers of a series) rather than amounts, by its heading. */
const COUNT_HEADING = /\b(qty|quantity|quantities|count|days?|months?|pcs|units?|sl|no|serials?|items?|lines?)\b\.?$/i;
export const isCountColumn = (heading: string | undefined) => !!heading && COUNT_HEADING.test(heading.trim());

/**
 * The sheet's format of a number: an amount always with two places (a bookkeeper's 1,500.00), a count
 * with none; grouped by threes, or in lakh and crore (1,23,45,678.00). A format holds its commas where it
 * is told to, so the lakh format is the one for the number's own size (a section per size would need
 * conditions, and Excel's conditions do not reach negative amounts). A count that is not whole (2.5 kg)
 * keeps its places.
 */
export function numberFormat(v: number, grouping: Grouping, count = false): string {
  const places = count && Number.isInteger(v) ? '' : '.00';
  if (grouping === 'western') return `#,##0${places}`;
  const digits = Math.abs(Math.trunc(v)).toString().length;
  // 1,23,45,678: a comma after the last three digits, then after every two.
  const groups = ['##0'];
  for (let left = digits - 3; left > 0; left -= 2) groups.unshift('##');
  return `${groups.join('\\,')}${places}`;
}

/** A percentage the API writes as text ('15%', '7.5 %'): a number the sheet shows as a percentage. */
const PERCENT = /^(-?\d+(?:\.\d+)?)\s?%$/;

/** Takes the first `n` rows of a block to size its columns by, and gives back every row in order. */
async function peek(rows: AsyncIterable<Cell[]> | Iterable<Cell[]>, n: number): Promise<{ head: Cell[][]; rest: AsyncIterable<Cell[]> }> {
  const it = (Symbol.asyncIterator in rows ? rows[Symbol.asyncIterator]() : (rows as Iterable<Cell[]>)[Symbol.iterator]()) as
    AsyncIterator<Cell[]> | Iterator<Cell[]>;
  const head: Cell[][] = [];
  let done = false;
  while (head.length < n) {
    const r = await it.next();
    if (r.done) {
      done = true;
      break;
    }
    head.push(r.value);
  }
  async function* rest() {
    if (done) return;
    for (;;) {
      const r = await it.next();
      if (r.done) return;
      yield r.value;
    }
  }
  return { head, rest: rest() };
}

async function writeXlsx(doc: ExportDocument, out: Writable) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  wb.creator = doc.company;
  const width = Math.max(1, ...doc.blocks.map((b) => b.columns.length));
  const widths = new Array<number>(width).fill(10);
  const seen = (i: number, v: ExcelJS.CellValue) => {
    const n = v instanceof Date ? 12 : typeof v === 'number' ? Math.abs(v).toFixed(2).length + 4 : String(v ?? '').length + 2;
    if (i < width && n > widths[i]) widths[i] = Math.min(n, 50);
  };
  // Widths must be set before the first row is committed: from the headings and the first block's
  // first rows (held back until then).
  const first = doc.blocks.length ? await peek(doc.blocks[0].rows, 200) : undefined;
  for (const b of doc.blocks) b.columns.forEach((c, i) => seen(i, c));
  for (const r of first?.head ?? []) r.forEach((c, i) => seen(i, xlsxValue(c)));
  // The first block's headings stay in view while the rows scroll (company, title, period, a blank row, its heading).
  const headRow = 3 + (doc.period ? 1 : 0) + (doc.blocks[0]?.heading ? 1 : 0) + 1;
  const ws = wb.addWorksheet(doc.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ') || 'Sheet1', {
    views: doc.blocks.length ? [{ state: 'frozen', ySplit: headRow }] : [],
  });
  ws.columns = widths.map((w) => ({ width: w }));

  let counts: boolean[] = [];
  const add = (cells: ExcelJS.CellValue[], style?: { bold?: boolean; size?: number }) => {
    const row = ws.addRow(cells);
    row.eachCell((cell, col) => {
      const percent = typeof cell.value === 'string' ? PERCENT.exec(cell.value) : null;
      if (percent) {
        cell.value = Number(percent[1]) / 100;
        cell.numFmt = '0.00%';
      } else if (cell.value instanceof Date) cell.numFmt = doc.dateStyle ?? 'd-mmm-yyyy';
      else if (typeof cell.value === 'number') cell.numFmt = numberFormat(cell.value, doc.grouping ?? 'lakh', counts[col - 1]);
      if (style) cell.font = style;
    });
    row.commit();
  };
  add([doc.company], { bold: true, size: 14 });
  add([doc.title], { bold: true, size: 12 });
  if (doc.period) add([doc.period]);
  for (const [i, b] of doc.blocks.entries()) {
    add([]);
    if (b.heading) add([b.heading], { bold: true });
    counts = [];
    add(b.columns, { bold: true });
    counts = b.columns.map(isCountColumn);
    const rows = i === 0 && first ? [first.head, first.rest] : [b.rows];
    for (const part of rows) for await (const r of part) add(r.map(xlsxValue));
    for (const f of b.footer ?? []) add(f.map(xlsxValue), { bold: true });
  }
  ws.commit();
  await wb.commit();
}

/** Starts writing `doc` and returns the stream to send; a failure part way ends the stream with the error. */
export function exportStream(format: ExportFormat, doc: ExportDocument): PassThrough {
  const out = new PassThrough();
  (format === 'xlsx' ? writeXlsx(doc, out) : writeCsv(doc, out)).catch((e: unknown) => out.destroy(e instanceof Error ? e : new Error(String(e))));
  return out;
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** A file name from the title and period: 'Stock Report 2026-03-01 to 2026-03-31.xlsx' → Stock_Report_... */
export function fileName(title: string, format: ExportFormat, suffix = ''): string {
  const base = `${title}${suffix ? ` ${suffix}` : ''}`.replace(/[^A-Za-z0-9-]+/g, '_').replace(/^_+|_+$/g, '') || 'export';
  return `${base.slice(0, 100)}.${format}`;
}
