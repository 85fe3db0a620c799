// The frame of every report: Start Date and End Date, View, Clear, Print and the exports once data is
// loaded, a company-header checkbox, a progress indicator while it loads, and the empty state.
// A report opens on this month with its figures at once (unless it needs a choice first, such as a
// model), and remembers the range last viewed: in the address (so Back and a shared link keep it) and,
// per report, for the rest of the session.
import { useRef, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { DateField } from './DateField';
import { ReportProgress, ReportSheet, ReportToolbar, printAs } from './ReportSheet';
import { notifyWarning } from './notify';
import { ReportExportButtons } from './ExportButtons';
import { todayInDhaka, displayDate } from './format';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const remembered = (path: string) => `report-range:${path}`;

/** The range a report opens on: the address's, else the one last viewed here, else this month to today. */
export function openingRange(search: URLSearchParams, stored: string | null, today: string): ReportRange {
  const s = search.get('startDate') ?? '';
  const e = search.get('endDate') ?? '';
  if (DATE.test(s) && DATE.test(e)) return { startDate: s, endDate: e };
  try {
    const r = stored ? (JSON.parse(stored) as ReportRange) : null;
    if (r && DATE.test(r.startDate) && DATE.test(r.endDate)) return r;
  } catch {
    // a damaged entry: this month, as on a first visit
  }
  return { startDate: `${today.slice(0, 8)}01`, endDate: today };
}

export interface ReportRange {
  startDate: string;
  endDate: string;
}

export interface ReportPageProps<T> {
  title: string;
  /** The report's key from its feature's factory (`reportKeys.report(...)`); the dates are added to it. */
  queryKey: QueryKey;
  load: (range: ReportRange) => Promise<T>;
  /** True when the loaded data has nothing to show. */
  isEmpty: (data: T) => boolean;
  empty?: string;
  /** Extra filters beside the dates; they take effect on View. */
  filters?: React.ReactNode;
  /** Checked before loading; a message stops the load and is shown as a warning. */
  validate?: (range: ReportRange) => string | undefined;
  /** The document title while printing (the PDF's name), e.g. Sales_Report_{start}_to_{end}. */
  printTitle?: (range: ReportRange) => string;
  children: (data: T, range: ReportRange) => React.ReactNode;
}

export function ReportPage<T>(p: ReportPageProps<T>) {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const [opening] = useState(() => openingRange(search, sessionStorage.getItem(remembered(pathname)), todayInDhaka()));
  const [start, setStart] = useState(opening.startDate);
  const [end, setEnd] = useState(opening.endDate);
  // Loaded at once when the report needs nothing chosen first (a product ledger waits for its model).
  const [range, setRange] = useState<ReportRange | null>(() => (opening.startDate <= opening.endDate && !p.validate?.(opening) ? opening : null));
  const [header, setHeader] = useState(true);
  const sheet = useRef<HTMLDivElement>(null);
  const q = useQuery({ queryKey: [...p.queryKey, range], queryFn: () => p.load(range!), enabled: !!range });
  const data = q.data;

  const view = () => {
    if (!start || !end) return notifyWarning('Please select both start and end dates');
    const r = { startDate: start, endDate: end };
    const msg = p.validate?.(r) ?? (start > end ? 'End date must be after start date' : undefined);
    if (msg) return notifyWarning(msg);
    setRange(r);
    sessionStorage.setItem(remembered(pathname), JSON.stringify(r));
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('startDate', r.startDate);
        next.set('endDate', r.endDate);
        return next;
      },
      { replace: true },
    );
  };
  const print = () => printAs(range ? p.printTitle?.(range) : undefined);

  return (
    <Stack>
      <ReportToolbar title={p.title} header={header} onHeader={setHeader}>
        <DateField label="Start Date" value={start} onChange={setStart} />
        <DateField label="End Date" value={end} onChange={setEnd} />
        {p.filters}
        <Button onClick={view}>View</Button>
        <Button
          variant="default"
          onClick={() => {
            sessionStorage.removeItem(remembered(pathname));
            window.location.assign(pathname);
          }}
        >
          Clear
        </Button>
        {q.data !== undefined && (
          <Button leftSection={<IconPrinter size={16} />} onClick={print} variant="light">
            Print
          </Button>
        )}
        {q.data !== undefined && range && !p.isEmpty(q.data) && (
          <ReportExportButtons title={p.title} period={`${displayDate(range.startDate)} to ${displayDate(range.endDate)}`} sheet={() => sheet.current} />
        )}
      </ReportToolbar>
      <ReportProgress fetching={q.isFetching} error={q.isError && q.error} />
      {data !== undefined && range && (
        <ReportSheet
          ref={sheet}
          title={p.title}
          period={`${displayDate(range.startDate)} to ${displayDate(range.endDate)}`}
          header={header}
          isEmpty={p.isEmpty(data)}
          empty={p.empty}
        >
          {() => p.children(data, range)}
        </ReportSheet>
      )}
    </Stack>
  );
}
