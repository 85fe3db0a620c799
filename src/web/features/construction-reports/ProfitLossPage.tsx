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
import { EmptyRow } from '../../components/TableRows';

const PRINT_TITLE = 'Project_Profit_Loss_Report';

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
          <Table withTableBorder withColumnBorders striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Project Name</Table.Th>
                <Table.Th>Project ID</Table.Th>
                <Table.Th ta="right">Profit/Loss</Table.Th>
                <Table.Th ta="right">Investment</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {projects.map((p) => (
                <Table.Tr key={p.project_id}>
                  <Table.Td>{p.project_name}</Table.Td>
                  <Table.Td>{p.work_id}</Table.Td>
                  <Table.Td ta="right" c={p.final_profit_loss < 0 ? 'red' : undefined}>
                    {money(p.final_profit_loss)}
                  </Table.Td>
                  <Table.Td ta="right">{money(p.final_investment)}</Table.Td>
                </Table.Tr>
              ))}
              {projects.length === 0 && <EmptyRow colSpan={4}>No matching projects found.</EmptyRow>}
            </Table.Tbody>
            {projects.length > 0 && (
              <Table.Tfoot>
                <Table.Tr fw={700}>
                  <Table.Td colSpan={2}>Total</Table.Td>
                  <Table.Td ta="right" data-total="profit-loss">
                    {money(q.data.total_profit_loss)}
                  </Table.Td>
                  <Table.Td ta="right">{money(q.data.total_investment)}</Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            )}
          </Table>
        )}
      </Sheet>
      <InvestorSummary search="" header={header} />
    </Stack>
  );
}
