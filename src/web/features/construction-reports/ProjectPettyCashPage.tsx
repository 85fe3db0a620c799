// /construction/project-pettycash: the Project Outstanding Summary: four tiles and one row per
// project (investment + received − expense = outstanding).
import { useRef, useState } from 'react';
import { Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { useProjectOutstanding } from './api';
import { BackButton } from './BackButton';
import { printPart } from './print';
import { Sheet } from './Sheet';
import { Tiles } from './Tiles';
import { money } from '../../components/format';
import { EmptyRow } from '../../components/TableRows';

/** The project table uses the locale's number format, as the spec's screen did. */
/** Amounts grouped as the company's setting says (lakh and crore by default). */
const num = (v: number) => money(v);

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
          <Table withTableBorder withColumnBorders striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Project Name</Table.Th>
                <Table.Th ta="right">Investment</Table.Th>
                <Table.Th ta="right">Received</Table.Th>
                <Table.Th ta="right">Expense</Table.Th>
                <Table.Th ta="right">Outstanding</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.projects.map((p, i) => (
                <Table.Tr key={p.project_id}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>
                    {p.project_name} ({p.work_id})
                  </Table.Td>
                  <Table.Td ta="right">{num(p.total_investment)}</Table.Td>
                  <Table.Td ta="right">{num(p.total_received)}</Table.Td>
                  <Table.Td ta="right">{num(p.total_expense)}</Table.Td>
                  <Table.Td ta="right" c={p.outstanding < 0 ? 'red' : undefined}>
                    {num(p.outstanding)}
                  </Table.Td>
                </Table.Tr>
              ))}
              {d.projects.length === 0 && <EmptyRow colSpan={6}>No projects found.</EmptyRow>}
            </Table.Tbody>
          </Table>
        )}
      </Sheet>
    </Stack>
  );
}
