// The frame of the statements read as on one date (trial balance, balance sheet): the date
// (the address's, else today; shown at once), View, Reset, Print and the exports once loaded, the
// company-header checkbox and the empty state.
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Stack } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { DateField } from '../../components/DateField';
import { ReportProgress, ReportSheet, ReportToolbar, printAs } from '../../components/ReportSheet';
import { notifyWarning } from '../../components/notify';
import { displayDate, todayInDhaka } from '../../components/format';
import { ReportExportButtons } from '../../components/ExportButtons';

export function AsOfReport<T>(p: {
  title: string;
  queryKey: QueryKey;
  load: (date: string) => Promise<T>;
  isEmpty: (data: T) => boolean;
  empty?: string;
  printTitle?: string;
  /** Display options beside the date. */
  controls?: React.ReactNode;
  children: (data: T) => React.ReactNode;
}) {
  const [search, setSearch] = useSearchParams();
  const [date, setDate] = useState(() => (/^\d{4}-\d{2}-\d{2}$/.test(search.get('asOn') ?? '') ? search.get('asOn')! : todayInDhaka()));
  const [asOf, setAsOf] = useState<string | null>(date);
  const sheet = useRef<HTMLDivElement>(null);
  const [header, setHeader] = useState(true);
  const q = useQuery({ queryKey: [...p.queryKey, asOf], queryFn: () => p.load(asOf!), enabled: !!asOf });
  const data = q.data;

  const view = () => {
    if (!date) return notifyWarning('Please select a date');
    setAsOf(date);
    setSearch({ asOn: date }, { replace: true });
  };
  const reset = () => {
    setDate('');
    setAsOf(null);
  };
  const print = () => printAs(p.printTitle);

  return (
    <Stack>
      <ReportToolbar title={p.title} header={header} onHeader={setHeader}>
        <DateField label="As on" value={date} onChange={setDate} />
        {p.controls}
        <Button onClick={view}>View</Button>
        <Button variant="default" onClick={reset}>
          Reset
        </Button>
        {q.data !== undefined && (
          <Button variant="light" leftSection={<IconPrinter size={16} />} onClick={print}>
            Print Report
          </Button>
        )}
        {data !== undefined && asOf && !p.isEmpty(data) && (
          <ReportExportButtons title={p.title} period={`As on ${displayDate(asOf)}`} sheet={() => sheet.current} />
        )}
      </ReportToolbar>
      <ReportProgress fetching={q.isFetching} error={q.isError && q.error} />
      {data !== undefined && asOf && (
        <ReportSheet ref={sheet} title={p.title} period={`As on ${displayDate(asOf)}`} header={header} isEmpty={p.isEmpty(data)} empty={p.empty}>
          {() => p.children(data)}
        </ReportSheet>
      )}
    </Stack>
  );
}
