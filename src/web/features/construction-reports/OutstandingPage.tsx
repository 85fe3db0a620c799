// /construction/outstanding (titled "Returnable Transactions" as in the spec, printed as
// Outstanding_Report): returnable transactions, project profit/loss, project petty cash, the banks,
// petty cash, and the final Outstanding = petty cash + banks + project outstanding − |returnable balance|.
import { useRef, useState } from 'react';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { money } from '../../components/format';
import { useOutstanding, type OutstandingOverview } from './api';
import { printPart } from './print';
import { Sheet } from './Sheet';
import { TotalRow } from '../../components/TableRows';
import { SheetTable, moneyColumn, type SheetColumn } from '../../components/SheetTable';

export default function OutstandingPage() {
  const q = useOutstanding();
  const [header, setHeader] = useState(true);
  const ref = useRef<HTMLDivElement>(null);
  return (
    <Stack>
      <PageHeader title="Returnable Transactions">
        <Button leftSection={<IconPrinter size={16} />} disabled={!q.data} onClick={() => printPart(ref.current, 'Outstanding_Report')}>
          Print
        </Button>
      </PageHeader>
      <Group className="no-print">
        <Text size="sm" c="dimmed">
          The outstanding overview of the construction books.
        </Text>
        <Checkbox label="Company header" checked={header} onChange={(e) => setHeader(e.currentTarget.checked)} />
      </Group>
      {q.isLoading && <Text>Loading...</Text>}
      {q.isError && <Text c="red">{(q.error as Error).message}</Text>}
      {q.data && (
        <Sheet ref={ref} title="Outstanding Report" header={header}>
          <Overview o={q.data} />
        </Sheet>
      )}
    </Stack>
  );
}

function Section({ title, rows }: { title: string; rows: [string, number][] }) {
  return (
    <Paper withBorder p="sm" className="avoid-break">
      <Title order={5} mb={4}>
        {title}
      </Title>
      <Table verticalSpacing={2} fz="sm">
        <Table.Tbody>
          {rows.map(([label, value], i) => (
            <Table.Tr key={label} fw={i === rows.length - 1 ? 700 : undefined}>
              <Table.Td>{label}</Table.Td>
              <Table.Td ta="right" c={i === rows.length - 1 ? (value < 0 ? 'red' : 'green') : undefined} data-figure={`${title}: ${label}`}>
                {money(value)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

const BANK_COLUMNS: SheetColumn<OutstandingOverview['banks'][number]>[] = [
  { label: 'Bank Name', cell: 'ledger_name' },
  moneyColumn('Opening', (b) => b.opening_balance),
  moneyColumn('Total Debit', (b) => b.total_debit),
  moneyColumn('Total Credit', (b) => b.total_credit),
  moneyColumn('Balance', (b) => b.balance),
];

/** The four summary boxes: a title and its figures, the last of them the balance. */
const sections = (o: OutstandingOverview): [string, [string, number][]][] => [
  [
    'Returnable Transactions',
    [
      ['Total Receive', o.returnable.total_receive],
      ['Total Payment', o.returnable.total_payment],
      ['Balance', o.returnable.total],
    ],
  ],
  [
    'Project Profit/Loss',
    [
      ['Total Invested', o.profit_loss.total_invested],
      ['Total Profit', o.profit_loss.total_profit],
      ['Total Expense', o.profit_loss.total_expense],
      ['Balance', o.profit_loss.balance],
    ],
  ],
  [
    'Project Petty Cash',
    [
      ['Total Invested', o.project_petty_cash.total_investment],
      ['Total Expense', o.project_petty_cash.total_expense],
      ['Total Bill Recevied', o.project_petty_cash.total_received],
      ['Balance', o.project_petty_cash.balance],
    ],
  ],
  [
    'Petty Cash',
    [
      ['Opening', o.petty_cash.opening_balance],
      ['Total Debit', o.petty_cash.total_debit],
      ['Total Credit', o.petty_cash.total_credit],
      ['Balance', o.petty_cash.balance],
    ],
  ],
];

function Overview({ o }: { o: OutstandingOverview }) {
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {sections(o).map(([title, rows]) => (
          <Section key={title} title={title} rows={rows} />
        ))}
      </SimpleGrid>
      <Paper withBorder p="sm" className="avoid-break">
        <Title order={5} mb={4}>
          Bank Reports
        </Title>
        <SheetTable
          columns={BANK_COLUMNS}
          rows={o.banks}
          rowKey={(b) => b.ledger_id}
          empty="No bank data found."
          footer={<TotalRow span={4} cells={[[money(o.grand_total_balance)]]} />}
        />
      </Paper>
      <Paper withBorder p="md" className="avoid-break">
        <Group justify="space-between">
          <Text fw={700} size="lg">
            Outstanding:
          </Text>
          <Text fw={800} size="xl" c={o.outstanding < 0 ? 'red' : 'green'} data-figure="Outstanding">
            {money(o.outstanding)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          Petty Cash {money(o.total_petty)} + Banks {money(o.grand_total_balance)} + Project Outstanding {money(o.project_outstanding)} − |Returnable Balance{' '}
          {money(o.returnable.total)}|
        </Text>
      </Paper>
    </Stack>
  );
}
