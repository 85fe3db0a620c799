// /construction: the twelve cards of the construction dashboard, each a figure from the books and
// each a link to its screen. Outstanding = petty cash + bank + project outstanding − |returnable|.
import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import {
  IconBuildingBank, IconBuildingSkyscraper, IconCash, IconChecks, IconCoin, IconHammer, IconReceipt, IconReceiptRefund, IconReportMoney, IconScale, IconTrendingUp, IconWallet,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { money } from '../../components/format';
import { getDashboard, type Dashboard } from './api';
import { projectReportKeys } from '../../app/queryKeys';

interface CardDef {
  label: string;
  key: keyof Dashboard;
  to: string;
  state?: object;
  icon: typeof IconCash;
  /** Counts, not money. */
  count?: boolean;
}

const CARDS: CardDef[] = [
  { label: 'Total Projects', key: 'total_projects', to: 'projects', icon: IconBuildingSkyscraper, count: true },
  { label: 'Completed Projects', key: 'completed_projects', to: 'projects', state: { status: 'completed' }, icon: IconChecks, count: true },
  { label: 'Running Projects', key: 'running_projects', to: 'projects', state: { status: 'in_progress' }, icon: IconHammer, count: true },
  { label: 'Total Investment', key: 'total_investment', to: 'project-investor', icon: IconCoin },
  { label: 'Total Project Profit/Loss', key: 'total_profit_loss', to: 'project-p/l-reports', icon: IconTrendingUp },
  { label: 'Total Expense', key: 'total_expense', to: 'expenses-reports', icon: IconReportMoney },
  { label: 'Total Bill Received', key: 'total_bill_received', to: 'project-pettycash', icon: IconReceipt },
  { label: 'Petty Cash', key: 'petty_cash', to: 'pettycash-report', icon: IconCash },
  { label: 'Cash At Bank', key: 'cash_at_bank', to: 'bank-reports', icon: IconBuildingBank },
  { label: 'Project Petty Cash', key: 'project_petty_cash', to: 'project-pettycash', icon: IconWallet },
  { label: 'Returnable', key: 'returnable', to: 'transaction', icon: IconReceiptRefund },
  { label: 'Outstanding', key: 'outstanding', to: 'outstanding', icon: IconScale },
];

export default function DashboardPage() {
  const d = useQuery({ queryKey: projectReportKeys.dashboard, queryFn: getDashboard });
  return (
    <Stack>
      <Title order={3}>Construction Dashboard</Title>
      {d.isError && <Text c="red">{(d.error as Error).message}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
        {CARDS.map((c) => {
          const value = d.data?.[c.key];
          return (
            <UnstyledButton key={c.label} component={Link} to={`/construction/${c.to}`} state={c.state} aria-label={c.label}>
              <Card withBorder padding="md" className="tile" h="100%">
                <Group justify="space-between" wrap="nowrap" align="start">
                  <Stack gap={4}>
                    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                      {c.label}
                    </Text>
                    {value === undefined ? (
                      <Skeleton h={26} w={120} />
                    ) : (
                      <Text fw={700} size="xl" c={!c.count && value < 0 ? 'red' : undefined} data-card={c.label}>
                        {c.count ? value : `${money(value)}`}
                      </Text>
                    )}
                    {!c.count && (
                      <Text size="xs" c="dimmed">
                        BDT
                      </Text>
                    )}
                  </Stack>
                  <c.icon size={30} stroke={1.4} />
                </Group>
              </Card>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
