// Reads an uploaded .xlsx or CSV file into its headings and rows of text, within limits: the file at
// most 10 MB; an .xlsx's zip at most 100 MB unpacked and 2,000 entries (read from its central
// directory before anything is inflated, so a zip bomb is refused unopened); the first sheet only,
// at most 200 columns and 50,000 rows (the reading stops at the first row past them). Anything else
// is a 400 saying what is wrong; nothing is saved here.
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { badRequest } from '../../errors.js';
import { IMPORT_MAX_BYTES } from '../../../contracts/dataImport.js';

/** `cell`: the most characters a cell holds, as in Excel (a field's own limit is lower; this one is checked as each cell is read). */
export const LIMITS = { bytes: IMPORT_MAX_BYTES, unzipped: 100 * 1024 * 1024, entries: 2000, columns: 200, rows: 50_000, cell: 32_767 };

export interface Sheet {
  headings: string[];
  /** Each data row's cells as text, with its row number in the file (the heading row is 1 when it is the first). */
  rows: { row: number; cells: string[] }[];
  /**
   * The cells that hold no plain value (a formula with no saved result, an error), by `row:column
   * index`, with why: their text is empty, and a field that reads one names its row and column.
   */
  unreadable: Map<string, string>;
}

/** Where `unreadable` keeps a cell's problem. */
export const cellKey = (row: number, index: number) => `${row}:${index}`;

/** A cell that holds no plain value, and why (its field's label goes before the reason). */
export class UnreadableCell extends Error {}

/** A column's letters as the sheet shows them (0: A, 26: AA). */
export function columnLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

const inflate = promisify(zlib.inflateRaw);
const damaged = () => badRequest('The file is not a readable .xlsx workbook (it is damaged or not a workbook)', 'data');
const bomb = () => badRequest(`The workbook unpacks to more than ${LIMITS.unzipped / 1024 / 1024} MB; it is refused (a zip bomb or far too large)`, 'data');

/**
 * Checks an .xlsx (zip) before exceljs reads it: its end-of-central-directory record, how many
 * entries and how much they say they unpack to, then every entry unpacked here with a cap on what
 * it may produce (whatever its header claims) and compared with its size and checksum. A zip bomb
 * is stopped at the cap; a damaged file is refused rather than handed to a reader that may wait
 * for data that never comes.
 */
export async function checkZip(buf: Buffer): Promise<void> {
  const min = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= min; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw badRequest('The file is not a readable .xlsx workbook (its zip directory is missing)', 'data');
  const entries = buf.readUInt16LE(eocd + 10);
  const dirSize = buf.readUInt32LE(eocd + 12);
  const dirOffset = buf.readUInt32LE(eocd + 16);
  if (entries === 0xffff || dirOffset === 0xffffffff) throw badRequest('The workbook is too large to read (zip64)', 'data');
  if (entries > LIMITS.entries) throw badRequest(`The workbook holds ${entries} parts; at most ${LIMITS.entries} are read`, 'data');
  if (dirOffset + dirSize > buf.length) throw damaged();
  const list: { method: number; crc: number; packed: number; unpacked: number; local: number }[] = [];
  let p = dirOffset;
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) throw damaged();
    const packed = buf.readUInt32LE(p + 20);
    const unpacked = buf.readUInt32LE(p + 24);
    if (unpacked === 0xffffffff || packed === 0xffffffff) throw badRequest('The workbook is too large to read (zip64)', 'data');
    total += unpacked;
    if (total > LIMITS.unzipped) throw bomb();
    if (packed > 0 && unpacked / packed > 1000 && unpacked > 1024 * 1024)
      throw badRequest('The workbook is compressed beyond any real spreadsheet (a zip bomb); it is refused', 'data');
    list.push({ method: buf.readUInt16LE(p + 10), crc: buf.readUInt32LE(p + 16), packed, unpacked, local: buf.readUInt32LE(p + 42) });
    p += 46 + buf.readUInt16LE(p + 28) + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  let budget = LIMITS.unzipped;
  for (const e of list) {
    if (e.local + 30 > buf.length || buf.readUInt32LE(e.local) !== 0x04034b50) throw damaged();
    const start = e.local + 30 + buf.readUInt16LE(e.local + 26) + buf.readUInt16LE(e.local + 28);
    if (start + e.packed > buf.length) throw damaged();
    const data = buf.subarray(start, start + e.packed);
    let out: Buffer;
    if (e.method === 0) out = data;
    else if (e.method === 8) {
      try {
        out = await inflate(data, { maxOutputLength: Math.max(1, budget) });
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw bomb();
        throw damaged();
      }
    } else throw damaged();
    if (out.length !== e.unpacked || zlib.crc32(out) !== e.crc) throw damaged();
    budget -= out.length;
  }
}

/** Reads `work` but gives up after `ms`: a reader waiting for data that never comes is not waited for. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(badRequest('The workbook could not be read in time; save it again as .xlsx or CSV', 'data')), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A cell's value as text: numbers as written, dates as yyyy-mm-dd, rich text and links by their text,
 * formulas by their saved result. A formula with no saved result or an error throws `UnreadableCell`:
 * its value is not in the file, and "[object Object]" is no one's name.
 */
export function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10);
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'object') {
    const o = v as unknown as Record<string, unknown>;
    if (Array.isArray(o.richText))
      return (o.richText as { text?: unknown }[])
        .map((t) => (typeof t.text === 'string' ? t.text : ''))
        .join('')
        .trim();
    if ('formula' in o || 'sharedFormula' in o || 'result' in o) {
      if (o.result === undefined || o.result === null || o.result === '')
        throw new UnreadableCell('holds a formula with no saved result; open the file in Excel, let it calculate, save it and upload it again');
      return cellText(o.result as ExcelJS.CellValue);
    }
    if ('error' in o) throw new UnreadableCell(`holds the error ${String(o.error).slice(0, 20)}`);
    if ('text' in o) return cellText(o.text as ExcelJS.CellValue);
    throw new UnreadableCell('holds something other than text, a number or a date');
  }
  return String(v).trim();
}

/** A number as the sheet shows it when its cell is formatted as a percentage (0.15 shown as 15%: "15%"), else as written. */
export function numberText(v: number, numFmt: string | undefined): string {
  if (!Number.isFinite(v)) return '';
  return numFmt?.includes('%') ? `${Number((v * 100).toPrecision(12))}%` : String(v);
}

function tooWide(n: number): never {
  throw badRequest(`The sheet has ${n} columns; at most ${LIMITS.columns} are read. Keep only the columns to import.`, 'data');
}
function tooLong(): never {
  throw badRequest(`The sheet has more than ${LIMITS.rows.toLocaleString('en-US')} rows; split it into smaller files.`, 'data');
}

/** The first row with anything in it (the headings), among those read so far. */
const headingRow = (all: { cells: string[] }[]) => all.find((r) => r.cells.some((c) => c !== ''));

/**
 * Refuses a cell longer than any cell of Excel, before it is kept or shown: by its row and column
 * (with the column's heading when the headings are read).
 */
function checkLength(all: { cells: string[] }[], row: number, index: number, text: string): void {
  if (text.length <= LIMITS.cell) return;
  const heading = headingRow(all)?.cells[index];
  throw badRequest(
    `Row ${row}, column ${columnLetters(index)}${heading ? ` (${heading.slice(0, 60)})` : ''}: a cell holds ${text.length.toLocaleString('en-US')} characters; ` +
      `a cell can hold at most ${LIMITS.cell.toLocaleString('en-US')} (as in Excel)`,
    'data',
  );
}

/** Headings are the first row with anything in it; rows after it that are wholly empty are skipped. */
function toSheet(all: { row: number; cells: string[] }[], unreadable = new Map<string, string>()): Sheet {
  const first = all.findIndex((r) => r.cells.some((c) => c !== '') || r.cells.some((_, i) => unreadable.has(cellKey(r.row, i))));
  if (first < 0) throw badRequest('The sheet is empty', 'data');
  all[first].cells.forEach((_, i) => {
    const why = unreadable.get(cellKey(all[first].row, i));
    if (why) throw badRequest(`Row ${all[first].row}, column ${columnLetters(i)}: the heading ${why}`, 'data');
  });
  const headings = all[first].cells.map((c) => c.replace(/\s+/g, ' ').trim());
  while (headings.length && headings[headings.length - 1] === '') headings.pop();
  if (headings.length === 0) throw badRequest('The sheet has no headings in its first row', 'data');
  const seen = new Set<string>();
  for (const h of headings) {
    if (!h) continue;
    if (seen.has(h.toLowerCase())) throw badRequest(`The heading "${h}" appears twice; each column needs its own heading`, 'data');
    seen.add(h.toLowerCase());
  }
  const rows = all.slice(first + 1).filter((r) => r.cells.some((c, i) => c !== '' || unreadable.has(cellKey(r.row, i))));
  return { headings, rows, unreadable };
}

async function readXlsx(buf: Buffer): Promise<Sheet> {
  await checkZip(buf);
  return within(60_000, readRows(buf));
}

async function readRows(buf: Buffer): Promise<Sheet> {
  const out: { row: number; cells: string[] }[] = [];
  const unreadable = new Map<string, string>();
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buf]), {
      entries: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'cache',
      worksheets: 'emit',
    });
    for await (const ws of reader) {
      for await (const row of ws as AsyncIterable<ExcelJS.Row>) {
        const values = (row.values as ExcelJS.CellValue[]).slice(1);
        if (values.length > LIMITS.columns) tooWide(values.length);
        if (out.length > LIMITS.rows + 1) tooLong();
        const cells = values.map((v, i) => {
          try {
            const text = typeof v === 'number' ? numberText(v, row.getCell(i + 1).numFmt) : cellText(v);
            checkLength(out, row.number, i, text);
            return text;
          } catch (e) {
            if (!(e instanceof UnreadableCell)) throw e;
            unreadable.set(cellKey(row.number, i), e.message);
            return '';
          }
        });
        out.push({ row: row.number, cells });
      }
      break; // the first sheet only
    }
  } catch (e) {
    if ((e as { statusCode?: number }).statusCode === 400) throw e;
    throw badRequest(`The file is not a readable .xlsx workbook (${(e as Error).message.slice(0, 120)})`, 'data');
  }
  return toSheet(out, unreadable);
}

function readCsv(buf: Buffer): Sheet {
  const text = buf.toString('utf8');
  if (text.includes('\u0000') || text.includes('\uFFFD')) throw badRequest('The file is neither an .xlsx workbook nor a CSV text file (UTF-8)', 'data');
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t'].map((d) => ({ d, n: firstLine.split(d).length })).sort((a, b) => b.n - a.n)[0].d;
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      max_record_size: 1_000_000,
      to: LIMITS.rows + 10,
    });
  } catch (e) {
    throw badRequest(`The CSV file cannot be read: ${(e as Error).message.slice(0, 160)}`, 'data');
  }
  const out: { row: number; cells: string[] }[] = [];
  records.forEach((r, i) => {
    if (r.length > LIMITS.columns) tooWide(r.length);
    out.push({
      row: i + 1,
      cells: r.map((c, j) => {
        checkLength(out, i + 1, j, c);
        return c.trim();
      }),
    });
  });
  if (out.length > LIMITS.rows + 1) tooLong();
  return toSheet(out);
}

/** Reads the upload (base64) as .xlsx when it is a zip, as CSV when it is text, else refuses it. */
export async function readUpload(fileName: string, base64: string): Promise<Sheet> {
  if (!/^[A-Za-z0-9+/=\s]*$/.test(base64)) throw badRequest('The file must be sent in base64', 'data');
  const buf = Buffer.from(base64, 'base64');
  if (buf.length === 0) throw badRequest('The file is empty', 'data');
  if (buf.length > LIMITS.bytes) throw badRequest(`The file is ${(buf.length / 1024 / 1024).toFixed(1)} MB; at most 10 MB can be imported`, 'data');
  if (buf.length >= 4 && buf.readUInt32LE(0) === 0x04034b50) return readXlsx(buf);
  if (buf.length >= 8 && buf.readUInt32BE(0) === 0xd0cf11e0) throw badRequest('Old .xls workbooks cannot be read; save the sheet as .xlsx or CSV', 'data');
  if (/\.xlsx$/i.test(fileName)) throw badRequest('The file is named .xlsx but is not an .xlsx workbook', 'data');
  return readCsv(buf);
}
