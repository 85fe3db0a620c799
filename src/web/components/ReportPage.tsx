// The frame of every report: Start Date and End Date (default today), View, Clear, Print once
// data is loaded, a company-header checkbox, a progress indicator while it loads, and the empty state.
import { useRef, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { DateField } from './DateField';
import { ReportProgress, ReportSheet, ReportToolbar, printAs } from './ReportSheet';
import { notifyWarning } from './notify';
import { ReportExportButtons } from './ExportButtons';
import { todayInDhaka, displayDate } from './format';

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
  const today = todayInDhaka();
  const [start, setStart] = useState(today);
  const [end, setEnd] = useState(today);
  const [range, setRange] = useState<ReportRange | null>(null);
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
  };
  const print = () => printAs(range ? p.printTitle?.(range) : undefined);

  return (
    <Stack>
      <ReportToolbar title={p.title} header={header} onHeader={setHeader}>
        <DateField label="Start Date" value={start} onChange={setStart} />
        <DateField label="End Date" value={end} onChange={setEnd} />
        {p.filters}
        <Button onClick={view}>View</Button>
        <Button variant="default" onClick={() => window.location.reload()}>
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
