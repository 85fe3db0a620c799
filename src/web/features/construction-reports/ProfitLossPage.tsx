// /construction/project-p/l-reports: the completed projects' profit/loss (stored when each was
// completed), searchable, with a Total row, and the Investor Summary below.
import { useRef, useState } from 'react';
import { Button, Checkbox, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPrinter, IconSearch } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { money } from '../../components/format';
import { usePlSummary } from './api';
import { InvestorSummary } from './InvestorSummary';
import { printPart } from './print';
import { Sheet } from './Sheet';
import { SheetTable, moneyColumn, type SheetColumn } from '../../components/SheetTable';
import type { CompletedProjectRow } from './api';

const PRINT_TITLE = 'Project_Profit_Loss_Report';

const COLUMNS: SheetColumn<CompletedProjectRow>[] = [
  { label: 'Project Name', cell: 'project_name' },
  { label: 'Project ID', cell: 'work_id' },
  { ...moneyColumn('Profit/Loss', (p) => p.final_profit_loss), td: (p) => ({ c: p.final_profit_loss < 0 ? 'red' : undefined }) },
  moneyColumn('Investment', (p) => p.final_investment),
];

export default function ProfitLossPage() {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed, 300);
  const [header, setHeader] = useState(true);
  const q = usePlSummary(search);
  const ref = useRef<HTMLDivElement>(null);
  const projects = q.data?.projects ?? [];
  return (
    <Stack>
      <PageHeader title="Project Profit / Loss">
        <Button leftSection={<IconPrinter size={16} />} onClick={() => printPart(ref.current, PRINT_TITLE)} disabled={!q.data}>
          Print
        </Button>
      </PageHeader>
      <Group align="end" className="no-print">
        <TextInput
          placeholder="Search by project name or Project ID..."
          aria-label="Search by project name or Project ID..."
          leftSection={<IconSearch size={14} />}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          w={340}
          autoFocus
        />
        <Checkbox label="Company header" checked={header} onChange={(e) => setHeader(e.currentTarget.checked)} mb={8} />
      </Group>
      <Sheet ref={ref} title="Completed Projects: Profit / Loss" header={header}>
        {q.isError && <Text c="red">{(q.error as Error).message}</Text>}
        {q.isLoading && <Text>Loading...</Text>}
        {q.data && (
          <SheetTable
            columns={COLUMNS}
            rows={projects}
            rowKey={(p) => p.project_id}
            empty="No matching projects found."
            footer={
              projects.length > 0 && (
                <Table.Tr fw={700}>
                  <Table.Td colSpan={2}>Total</Table.Td>
                  <Table.Td ta="right" data-total="profit-loss">
                    {money(q.data.total_profit_loss)}
                  </Table.Td>
                  <Table.Td ta="right">{money(q.data.total_investment)}</Table.Td>
                </Table.Tr>
              )
            }
          />
        )}
      </Sheet>
      <InvestorSummary search="" header={header} />
    </Stack>
  );
}
