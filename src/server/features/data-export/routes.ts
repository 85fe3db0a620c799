// Exports to .xlsx and CSV, one piece of code for every screen:
// - GET /export/list: any list or report call of the API (a GET answering JSON rows; never a download
//   such as a backup, which the call again would hold whole in memory), called again under the caller's own
//   sign-in (so its own access rule and its own query code answer), page by page for a list that
//   pages, the rows streamed into the file as they come;
// - POST /export/table: a report as its screen shows it (its tables, group headings and total rows,
//   figures and dates typed), for the reports whose layout is more than one list of rows.
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../../app.js';
import { EXPORT_SOURCE_HEADER } from '../../http/exportSource.js';
import { spreadsheetExportRoutes as routes, type ExportListQuery } from '../../../contracts/spreadsheetExport.js';
import { routeGroup } from '../../http/routeGroup.js';
import { displayDate } from '../../../domain/dates.js';
import { AppError, badRequest } from '../../errors.js';
import { one, sql } from '../../db/client.js';
import { dateStyleOf, numberGroupingOf } from '../../numberGrouping.js';
import { CONTENT_TYPES, exportStream, fileName, type Block, type Cell, type ExportDocument, type ExportFormat } from '../../spreadsheets/writer.js';

const tags = ['export'];
/**
 * Rows asked of a list per call while exporting it (a test makes it small to see the paging). A list
 * pages by offset, so each call reads past every row before it: fewer, larger pages cost less in all
 * (the sold items list of a year, 116,000 lines: 61 s in pages of 2,000), and a page of 10,000 rows
 * is a few megabytes held at once.
 */
export const exportPaging = { size: 10_000 };
/** Fields of a reply that are never worth a column. */
const SKIP = new Set(['password', 'token_version']);

/**
 * Fields a list answers for the screens' own use, left out of an export that names no columns: row
 * ids and the ids of what a row points to, who made it (a user's id), and a type held as a number.
 */
const INTERNAL = /^(id|.*[._]id|.*[a-z]Id|created_?by|updated_?by|approved_?by)$/;
function isInternal(key: string, rows: unknown[]): boolean {
  if (INTERNAL.test(key.replace(/^Id$/, 'id'))) return true;
  return /^(type|.*[._]type)$/i.test(key) && rows.slice(0, 50).every((r) => typeof flatten(r)[key] !== 'string');
}

const DATE_LIKE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/;

/** 'sale_amount' → 'Sale Amount', 'partyName' → 'Party Name', 'party.name' → 'Party Name'. */
export function heading(key: string): string {
  return key
    .replace(/[._]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .replace(/\b\w/g, (c) => c.toUpperCase());
}

/** A row's scalar fields, one level of nested objects flattened as `outer.inner`. */
function flatten(row: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!row || typeof row !== 'object') return out;
  for (const [k, v] of Object.entries(row as Record<string, unknown>)) {
    if (SKIP.has(k)) continue;
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      for (const [k2, v2] of Object.entries(v as Record<string, unknown>)) if (v2 === null || typeof v2 !== 'object') out[`${k}.${k2}`] = v2;
    } else if (Array.isArray(v)) {
      // A short list of text (a line's serials) reads as one cell; lists of objects are left out.
      if (v.every((x) => typeof x === 'string' || typeof x === 'number')) out[k] = v.join(', ');
    } else out[k] = v;
  }
  return out;
}

export function toCell(v: unknown): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  const s = String(v);
  return DATE_LIKE.test(s) ? { date: s } : s;
}

const at = (reply: unknown, path: string) => path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], reply);

/** The reply's rows: at `rowsKey`, else `data` or `result`, else the first list of objects in it. */
function rowsOf(reply: unknown, rowsKey?: string): unknown[] | undefined {
  if (rowsKey) {
    const r = at(reply, rowsKey);
    return Array.isArray(r) ? r : undefined;
  }
  if (Array.isArray(reply)) return reply;
  if (!reply || typeof reply !== 'object') return undefined;
  const o = reply as Record<string, unknown>;
  for (const k of ['data', 'result']) if (Array.isArray(o[k])) return o[k] as unknown[];
  return Object.values(o).find((v): v is unknown[] => Array.isArray(v) && v.length > 0 && typeof v[0] === 'object');
}

/** What every export is written under: the company's name, how it groups amounts and shows dates. */
async function letterhead(api: ApiApp): Promise<Pick<ExportDocument, 'company' | 'grouping' | 'dateStyle'>> {
  const company = (await one<{ name: string }>(api.database.db, sql`select name from company where id = 1`))?.name ?? '';
  return { company, grouping: await numberGroupingOf(api.database.db), dateStyle: await dateStyleOf(api.database.db) };
}

/** The period of a list's filters, as the report prints it. */
function periodOf(q: Record<string, string | undefined>): string | undefined {
  const from = q.startDate ?? q.fromDate ?? q.from;
  const to = q.endDate ?? q.toDate ?? q.to ?? q.asOn;
  if (from && to) return `${displayDate(from)} to ${displayDate(to)}`;
  if (to) return `As on ${displayDate(to)}`;
  return undefined;
}

const PASSED_ON = new Set(['format', 'source', 'title', 'rowsKey', 'columns', 'totals', 'limit', 'offset']);

/** Calls the list as the signed-in caller; a refusal is passed on with its own status and message. */
async function callList(api: ApiApp, req: FastifyRequest, q: ExportListQuery, page?: { limit: number; offset: number }) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (!PASSED_ON.has(k) && typeof v === 'string' && v !== '') params.set(k, v);
  if (page) {
    params.set('limit', String(page.limit));
    params.set('offset', String(page.offset));
  }
  const qs = params.toString();
  const res = await api.inject({
    method: 'GET',
    url: `/api${q.source}${qs ? `?${qs}` : ''}`,
    headers: { [EXPORT_SOURCE_HEADER]: '1', ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}) },
  });
  let body: unknown;
  try {
    body = res.json();
  } catch {
    throw badRequest(`${q.source} did not answer a list`, 'source');
  }
  if (res.statusCode >= 400) {
    const msg = (body as { message?: string })?.message ?? `${q.source} answered ${res.statusCode}`;
    throw new AppError(res.statusCode === 404 ? 400 : res.statusCode, res.statusCode === 404 ? `${q.source} is not a list of the API` : msg);
  }
  return body;
}

function send(reply: import('fastify').FastifyReply, format: ExportFormat, doc: ExportDocument, suffix?: string) {
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${fileName(doc.title, format, suffix)}"`)
    .send(exportStream(format, doc));
}

export async function dataExportRoutes(api: ApiApp) {
  routeGroup(api, { access: 'user', tags }).on(
    routes.exportList,
    {
      description:
        'Exports a list or report call of the API (`source`, with its own filters beside) to .xlsx or CSV: the company, title and period on top, ' +
        "then every row, fetched page by page under the caller's sign-in (its access rule applies) and streamed into the file. " +
        'Numbers stay numbers, dates become dates; CSV text that a spreadsheet would run as a formula is written as text.',
    },
    async (req, reply) => {
      const q = req.query;
      const first = await callList(api, req, q, { limit: exportPaging.size, offset: 0 });
      const firstRows = rowsOf(first, q.rowsKey);
      if (!firstRows) throw badRequest(`${q.source} did not answer a list of rows${q.rowsKey ? ` at ${q.rowsKey}` : ''}`, 'rowsKey');
      const total = typeof (first as { total?: unknown }).total === 'number' ? ((first as { total: number }).total as number) : undefined;
      const capped = (first as { capped?: unknown }).capped === true;
      // A call that pages answers a total; one that ignores limit answers every row at once.
      const pages = total !== undefined && (firstRows.length === exportPaging.size || capped);

      const given = q.columns
        ?.split('|')
        .map((c) => c.split(':'))
        .filter(([k]) => k)
        .map(([k, ...label]) => ({ key: k, label: label.join(':') || heading(k) }));
      const keys =
        given ??
        [...new Set(firstRows.slice(0, 50).flatMap((r) => Object.keys(flatten(r))))]
          .filter((k) => !isInternal(k, firstRows))
          .map((k) => ({ key: k, label: heading(k) }));
      if (keys.length > 200) throw badRequest('At most 200 columns can be exported', 'columns');

      const asCells = (r: unknown): Cell[] => {
        const f = flatten(r);
        return keys.map((k) => toCell(f[k.key]));
      };
      async function* all(): AsyncIterable<Cell[]> {
        for (const r of firstRows!) yield asCells(r);
        if (!pages) return;
        for (let offset = exportPaging.size; ; offset += exportPaging.size) {
          const rows = rowsOf(await callList(api, req, q, { limit: exportPaging.size, offset }), q.rowsKey) ?? [];
          for (const r of rows) yield asCells(r);
          if (rows.length < exportPaging.size) return;
        }
      }
      // The report's own totals, read from its reply (never added up here): under the column named.
      const footer: Cell[][] = [];
      for (const spec of q.totals?.split('|') ?? []) {
        const [col, field] = spec.split(':');
        const i = keys.findIndex((k) => k.key === col);
        const v = field ? at(first, field) : undefined;
        if (i < 0 || typeof v !== 'number') continue;
        const row: Cell[] = keys.map(() => null);
        row[0] = 'Total';
        row[i] = v;
        footer.push(row);
      }
      const block: Block = { columns: keys.map((k) => k.label), rows: all(), footer };
      const title = q.title ?? heading(q.source.replace(/^\//, '').replace(/\//g, ' '));
      return send(reply, q.format, { title, ...(await letterhead(api)), period: periodOf(q), blocks: [block] });
    },
  );

  routeGroup(api, { access: 'user', tags, bodyLimit: 32 * 1024 * 1024 }).on(
    routes.exportTable,
    {
      description:
        'Writes a report as its screen shows it (tables, group headings and total rows, cells typed as numbers, dates or text) to .xlsx or CSV, ' +
        'with the company, title and period on top. Nothing is read from the books.',
    },
    async (req, reply) => {
      const b = req.body;
      const blocks: Block[] = b.blocks.map((x) => ({ heading: x.heading, columns: x.columns, rows: x.rows, footer: x.footer }));
      return send(reply, b.format, { title: b.title, ...(await letterhead(api)), period: b.period, blocks });
    },
  );
}
