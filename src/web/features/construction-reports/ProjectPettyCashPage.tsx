// /construction/project-pettycash: the Project Outstanding Summary: four tiles and one row per
// project (investment + received − expense = outstanding).
import { useRef, useState } from 'react';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { useProjectOutstanding } from './api';
import { BackButton } from './BackButton';
import { printPart } from './print';
import { Sheet } from './Sheet';
import { Tiles } from './Tiles';
import { SheetTable, moneyColumn, type SheetColumn } from '../../components/SheetTable';
import type { ProjectOutstandingSummary } from './api';

const COLUMNS: SheetColumn<ProjectOutstandingSummary['projects'][number]>[] = [
  { label: '#', cell: (_p, i) => i + 1 },
  { label: 'Project Name', cell: (p) => `${p.project_name} (${p.work_id})` },
  moneyColumn('Investment', (p) => p.total_investment),
  moneyColumn('Received', (p) => p.total_received),
  moneyColumn('Expense', (p) => p.total_expense),
  { ...moneyColumn('Outstanding', (p) => p.outstanding), td: (p) => ({ c: p.outstanding < 0 ? 'red' : undefined }) },
];

export default function ProjectPettyCashPage() {
  const q = useProjectOutstanding();
  const [header, setHeader] = useState(true);
  const ref = useRef<HTMLDivElement>(null);
  const d = q.data;
  return (
    <Stack>
      <PageHeader title="Project Outstanding Summary">
        <BackButton />
        <Button leftSection={<IconPrinter size={16} />} disabled={!d} onClick={() => printPart(ref.current, 'Project_Outstanding_Summary')}>
          Print
        </Button>
      </PageHeader>
      <Group className="no-print">
        <Checkbox label="Company header" checked={header} onChange={(e) => setHeader(e.currentTarget.checked)} />
      </Group>
      <Sheet ref={ref} title="Project Outstanding Summary" header={header}>
        <Tiles
          tiles={[
            { label: 'Total Investment', value: d?.total_investment },
            { label: 'Total Expense', value: d?.total_expense },
            { label: 'Total Bill Received', value: d?.total_received },
            { label: 'Outstanding', value: d?.outstanding },
          ]}
        />
        <Text size="xs" c="dimmed" className="no-print" mb="xs">
          A project's outstanding is its investment (the capital its investors paid in) plus its income (credited to income ledgers) less its expenses (debited to expense ledgers).
        </Text>
        {q.isLoading && <Text>Loading...</Text>}
        {q.isError && <Text c="red">Error fetching data.</Text>}
        {d && (
          <SheetTable
            columns={COLUMNS}
            rows={d.projects}
            rowKey={(p) => p.project_id}
            empty="No projects found."
          />
        )}
      </Sheet>
    </Stack>
  );
}
