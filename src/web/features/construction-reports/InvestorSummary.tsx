// The Investor Summary: four tiles (Total Invested, Total Profit, Total Expense, Total Closing) and one
// card per investor ledger with Closing Balance, Profit Share, Expense Share, Available Balance and
// "See Details". Shown on the investor report and under the completed projects' profit/loss.
import { useRef } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { money } from '../../components/format';
import { useInvestorSummary, type InvestorSummary as Summary } from './api';
import { printPart } from './print';
import { Sheet } from './Sheet';
import { ShareHelp } from './ShareHelp';
import { Tiles } from './Tiles';

export function InvestorSummary({ search, header }: { search: string; header: boolean }) {
  const q = useInvestorSummary(search);
  const ref = useRef<HTMLDivElement>(null);
  const d = q.data;
  return (
    <Sheet ref={ref} title="Investor Summary" header={header}>
      <Group justify="flex-end" mb="xs" className="no-print">
        <Button size="xs" variant="light" leftSection={<IconPrinter size={14} />} onClick={() => printPart(ref.current, 'Investor Summary')}>
          Print
        </Button>
      </Group>
      <Tiles
        tiles={[
          { label: 'Total Invested', value: d?.total_invested_amount, to: '/construction/investor-report' },
          { label: 'Total Profit', value: d?.total_profit_loss, onClick: () => q.refetch() },
          { label: 'Total Expense', value: d?.total_expense, to: '/construction/expenses-reports' },
          { label: 'Total Closing', value: d?.total_closing_balance, onClick: () => q.refetch() },
        ]}
      />
      <ShareHelp />
      {q.isError && <Text c="red">{(q.error as Error).message}</Text>}
      {q.isLoading && <Text>Loading...</Text>}
      {d && d.investors.length === 0 && (
        <Text c="dimmed" ta="center" p="md">
          No data found.
        </Text>
      )}
      {d && d.investors.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="sm">
          {d.investors.map((i) => (
            <InvestorCard key={i.ledger_id} row={i} />
          ))}
        </SimpleGrid>
      )}
    </Sheet>
  );
}

function InvestorCard({ row }: { row: Summary['investors'][number] }) {
  const figures: [string, number][] = [
    ['Closing Balance', row.closing_balance],
    ['Profit Share', row.profit_share],
    ['Expense Share', row.expense_share],
    ['Available Balance', row.available_balance],
  ];
  return (
    <Card withBorder padding="sm" className="avoid-break">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={5}>{row.ledger_name}</Title>
          <Button
            component={Link}
            to="/construction/project-investor-summery"
            state={{ ledgerId: row.ledger_id }}
            size="xs"
            variant="subtle"
            className="no-print"
          >
            See Details
          </Button>
        </Group>
        <Table withRowBorders verticalSpacing={2} fz="sm">
          <Table.Tbody>
            {figures.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Td>{label}</Table.Td>
                <Table.Td
                  ta="right"
                  fw={label === 'Available Balance' ? 700 : undefined}
                  c={value < 0 ? 'red' : undefined}
                  data-figure={`${row.ledger_name}: ${label}`}
                >
                  {money(value)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}
