// Excel and CSV buttons beside a report's Print button or under a list. A list is exported by the
// server from its own call, page by page (GET /export/list); a report as its sheet shows it: its
// tables, group headings and total rows, each cell typed as a number, a date or text
// (POST /export/table).
import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { ApiError, tokenStore, withQuery, type Query } from './api';
import { notifyError } from './notify';
import { parseTypedDate } from '../../domain/dates';

type Format = 'xlsx' | 'csv';
type Cell = string | number | { date: string } | null;
interface Block {
  heading?: string;
  columns: string[];
  rows: Cell[][];
  footer: Cell[][];
}

export async function downloadFile(method: 'GET' | 'POST', path: string, body?: unknown) {
  const headers: Record<string, string> = {};
  const token = tokenStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) {
    const msg = await res
      .json()
      .then((j: { message?: string }) => j.message)
      .catch(() => undefined);
    throw new ApiError(res.status, msg ?? `The export failed (${res.status})`);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'export';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SHOWN_DATE = /^(\d{1,2})-([A-Z][a-z]{2})-(\d{4})$/;
/** 1,234.50 or 12,34,567.00 (any grouping), -5, 0.25; not 007 (a code keeps its zeros). */
const SHOWN_NUMBER = /^-?(0|[1-9]\d{0,2}(,\d{2,3})*|[1-9]\d*)(\.\d+)?$/;

/** A cell as the screen shows it, typed: 1,234.50 → 1234.5; 5-Mar-2024, 05/03/2024, 2024-03-05 → a date; the rest text. */
export function typedCell(text: string): Cell {
  const s = text.replace(/\s+/g, ' ').trim();
  if (s === '') return null;
  if (SHOWN_NUMBER.test(s)) return Number(s.replace(/,/g, ''));
  const d = SHOWN_DATE.exec(s);
  if (d && MONTHS.includes(d[2])) return { date: `${d[3]}-${String(MONTHS.indexOf(d[2]) + 1).padStart(2, '0')}-${d[1].padStart(2, '0')}` };
  // the other date styles of the company's setting: 05/03/2024 (day first, as shops here write) and 2024-03-05
  if (/^\d{2}\/\d{2}\/\d{4}$|^\d{4}-\d{2}-\d{2}$/.test(s)) {
    const iso = parseTypedDate(s);
    if (iso) return { date: iso };
  }
  return s;
}

function rowCells(tr: HTMLTableRowElement): Cell[] {
  const out: Cell[] = [];
  for (const c of Array.from(tr.cells)) {
    if (c.closest('.no-print') && !tr.closest('.no-print')) continue;
    out.push(typedCell(c.innerText ?? c.textContent ?? ''));
    for (let i = 1; i < c.colSpan; i++) out.push(null);
  }
  return out;
}

/** The sheet's tables in order; a line of text between tables (a group's heading) heads the next one. */
export function sheetBlocks(sheet: HTMLElement): Block[] {
  const blocks: Block[] = [];
  let heading: string[] = [];
  const walk = (el: Element) => {
    if (el instanceof HTMLElement && (el.dataset.exportSkip !== undefined || el.classList.contains('no-print'))) return;
    if (el.tagName === 'TABLE') {
      const t = el as HTMLTableElement;
      const head = t.tHead ? Array.from(t.tHead.rows) : [];
      const columns = head.length ? rowCells(head[head.length - 1]).map((c) => (c === null ? '' : typeof c === 'object' ? c.date : String(c))) : [];
      const rows = Array.from(t.tBodies).flatMap((b) => Array.from(b.rows).map(rowCells));
      const footer = t.tFoot ? Array.from(t.tFoot.rows).map(rowCells) : [];
      blocks.push({ heading: heading.join(' ') || undefined, columns, rows, footer });
      heading = [];
      return;
    }
    const kids = Array.from(el.children);
    if (kids.length === 0 || kids.every((k) => ['SPAN', 'B', 'STRONG', 'BR'].includes(k.tagName))) {
      const text = (el as HTMLElement).innerText?.trim();
      if (text) heading.push(text);
      return;
    }
    kids.forEach(walk);
  };
  walk(sheet);
  // Text after the last table (a grand total line) is a block of its own.
  if (heading.length) blocks.push({ columns: [], rows: heading.map((h) => [typedCellLine(h)].flat()), footer: [] });
  return blocks;
}

/** 'Grand Total: 12,500.00' → ['Grand Total', 12500]. */
function typedCellLine(h: string): Cell[] {
  const m = /^(.*?):?\s+(-?[\d,]+(\.\d+)?)$/.exec(h);
  return m && typedCell(m[2]) !== null && typeof typedCell(m[2]) === 'number' ? [m[1].replace(/:$/, ''), typedCell(m[2])] : [h];
}

function Buttons({ run }: { run: (f: Format) => Promise<void> }) {
  const [busy, setBusy] = useState<Format | null>(null);
  const go = (f: Format) => {
    setBusy(f);
    run(f)
      .catch((e: unknown) => notifyError(e, 'The export failed'))
      .finally(() => setBusy(null));
  };
  return (
    <Group gap="xs" className="no-print" wrap="nowrap">
      <Button variant="light" color="green" leftSection={<IconFileSpreadsheet size={16} />} loading={busy === 'xlsx'} onClick={() => go('xlsx')}>
        Excel
      </Button>
      <Button variant="light" color="gray" leftSection={<IconFileTypeCsv size={16} />} loading={busy === 'csv'} onClick={() => go('csv')}>
        CSV
      </Button>
    </Group>
  );
}

/** A report: exports what its sheet (the element `sheet()` gives) shows. */
export function ReportExportButtons({ title, period, sheet }: { title: string; period?: string; sheet: () => HTMLElement | null }) {
  return (
    <Buttons
      run={async (format) => {
        const el = sheet();
        const blocks = el ? sheetBlocks(el) : [];
        if (!blocks.length) throw new Error('Nothing to export');
        await downloadFile('POST', '/export/table', { format, title, period, blocks });
      }}
    />
  );
}

/** A list: the server exports every row of its call (`path` with `params`), not only the rows loaded. */
export function ListExportButtons({ title, path, params, rowsKey }: { title: string | (() => string); path: string; params?: Query; rowsKey?: string }) {
  return (
    <Buttons
      run={(format) =>
        downloadFile('GET', withQuery('/export/list', { ...params, format, source: path, title: typeof title === 'function' ? title() : title, rowsKey }))
      }
    />
  );
}
