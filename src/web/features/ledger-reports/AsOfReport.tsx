// The frame of the statements read as on one date (trial balance, balance sheet): the date
// (default today), View, Reset, Print once loaded, the company-header checkbox and the empty state.
import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { DateField } from '../../components/DateField';
import { Letterhead } from '../../components/PrintPage';
import { notifyWarning } from '../../components/notify';
import { displayDate, todayInDhaka } from '../../components/format';

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
  const [date, setDate] = useState(todayInDhaka());
  const [asOf, setAsOf] = useState<string | null>(null);
  const [header, setHeader] = useState(true);
  const q = useQuery({ queryKey: [...p.queryKey, asOf], queryFn: () => p.load(asOf!), enabled: !!asOf });

  const view = () => (date ? setAsOf(date) : notifyWarning('Please select a date'));
  const reset = () => {
    setDate('');
    setAsOf(null);
  };
  const print = () => {
    const old = document.title;
    if (p.printTitle) document.title = p.printTitle;
    window.print();
    document.title = old;
  };

  return (
    <Stack>
      <Group justify="space-between" align="end" className="no-print">
        <Title order={3}>{p.title}</Title>
        <Group align="end" gap="sm">
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
          <Checkbox label="Company header" checked={header} onChange={(e) => setHeader(e.currentTarget.checked)} mb={8} />
        </Group>
      </Group>
      {q.isFetching && (
        <Group gap="xs">
          <Loader size="sm" /> <Text size="sm">Loading the report...</Text>
        </Group>
      )}
      {q.isError && <Alert color="red">{(q.error as Error).message}</Alert>}
      {q.data !== undefined && asOf && (
        <Paper withBorder p="md" className="a4-sheet">
          {header && <Letterhead />}
          <Title order={4} ta="center">
            {p.title}
          </Title>
          <Text ta="center" size="sm" mb="sm">
            As on {displayDate(asOf)}
          </Text>
          {p.isEmpty(q.data) ? (
            <Text c="dimmed" ta="center" p="md">
              {p.empty ?? 'No data available'}
            </Text>
          ) : (
            p.children(q.data)
          )}
        </Paper>
      )}
    </Stack>
  );
}
