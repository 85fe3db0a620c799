// The frame of a construction statement as on a date (trial balance, balance sheet): the date picker,
// the company-header choice and Print, then the printable sheet with the statement in it.
import { useRef, useState } from 'react';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { DateField } from '../../components/DateField';
import { send, type Endpoint } from '../../components/client';
import { displayDate, todayInDhaka } from '../../components/format';
import { BackButton } from './BackButton';
import { printPart } from './print';
import { Sheet } from './Sheet';
import { projectReportKeys } from '../../app/queryKeys';

export function AsOnPage<T>(props: { title: string; route: Endpoint; printTitle: string; children: (data: T) => React.ReactNode }) {
  const [date, setDate] = useState(todayInDhaka());
  const [header, setHeader] = useState(true);
  const ref = useRef<HTMLDivElement>(null);
  const q = useQuery({
    queryKey: projectReportKeys.report(props.route.path, date),
    queryFn: async () => ((await send(props.route, { query: { date } })) as { result: T }).result,
    enabled: !!date,
  });
  return (
    <Stack>
      <PageHeader title={props.title}>
        <BackButton />
        <Button leftSection={<IconPrinter size={16} />} disabled={!q.data} onClick={() => printPart(ref.current, props.printTitle)}>
          Print
        </Button>
      </PageHeader>
      <Group className="no-print" align="end">
        <DateField label="As on" value={date} onChange={setDate} w={180} />
        <Checkbox label="Company header" checked={header} onChange={(e) => setHeader(e.currentTarget.checked)} mb={6} />
      </Group>
      <Sheet ref={ref} title={props.title} header={header}>
        <Text ta="center" size="sm" mb="sm">
          As on {displayDate(date)}
        </Text>
        {q.isLoading && <Text>Loading...</Text>}
        {q.isError && <Text c="red">Something went wrong. Check the date and try again.</Text>}
        {q.data && props.children(q.data)}
      </Sheet>
    </Stack>
  );
}
