// /construction/project-investor-summery (state: { ledgerId }): one investor ledger in detail:
// Summary, Vouchers, Projects and Expenses. Opened directly, it asks which investor to show.
import { useRef, useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPrinter } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { IdSelect } from '../../components/IdSelect';
import { money } from '../../components/format';
import { noFilters, useInvestorDetails, useInvestorSummary, type Filters, type InvestorDetails } from './api';
import { BackButton } from './BackButton';
import { FilterBar } from './FilterBar';
import { printPart } from './print';
import { Sheet } from './Sheet';
import { ShareHelp } from './ShareHelp';
import { StatementTable } from '../../components/ProjectStatementTable';
import { TotalRow } from '../../components/TableRows';
import { SheetTable, moneyColumn, type SheetColumn } from '../../components/SheetTable';

export default function InvestorDetailsPage() {
  const state = (useLocation().state ?? {}) as { ledgerId?: number; id?: number };
  const [ledgerId, setLedgerId] = useState<number | null>(state.ledgerId ?? state.id ?? null);
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [header, setHeader] = useState(true);
  const [search] = useDebouncedValue(filters.search, 300);
  const shown = { ...filters, search };
  const q = useInvestorDetails(ledgerId, shown);
  const ref = useRef<HTMLDivElement>(null);
  const title = q.data ? `Investor Report: ${q.data.investor.ledger_name}` : 'Investor Details';
  return (
    <Stack>
      <PageHeader title={title}>
        <BackButton />
        <Button
          leftSection={<IconPrinter size={16} />}
          disabled={!q.data}
          onClick={() => printPart(ref.current, `Investor Report - ${q.data?.investor.ledger_name ?? ''}`)}
        >
          Print
        </Button>
      </PageHeader>
      <Group align="end" className="no-print">
        <InvestorPicker value={ledgerId} onChange={setLedgerId} />
      </Group>
      <FilterBar value={filters} onChange={setFilters} searchPlaceholder="Search vouchers" header={header} onHeader={setHeader} />
      {!ledgerId && <Text c="dimmed">Choose an investor to see the details.</Text>}
      {ledgerId && q.isLoading && <Text>Loading...</Text>}
      {ledgerId && (q.isError || (q.isFetched && !q.data)) && <Text c="red">Something went wrong</Text>}
      {q.data && (
        <Sheet ref={ref} title={`Investor Report: ${q.data.investor.ledger_name}`} period={shown} header={header}>
          <Details d={q.data} />
        </Sheet>
      )}
    </Stack>
  );
}

/** The investor ledgers, for choosing one when the screen is opened without one. */
function InvestorPicker({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const list = useInvestorSummary('');
  return (
    <IdSelect
      label="Investor"
      loading={list.isLoading}
      prompt="Select an investor"
      data={(list.data?.investors ?? []).map((i) => ({ value: String(i.ledger_id), label: i.ledger_name }))}
      value={value}
      onChange={onChange}
      nothingFoundMessage="No data found."
      w={320}
    />
  );
}

/** Adds amounts of 2 decimals in whole paisa, so that the total shows no float residue. */
const sumOf = (amounts: number[]) => amounts.reduce((a, v) => a + Math.round(v * 100), 0) / 100;

const PROJECT_COLUMNS: SheetColumn<InvestorDetails['projects'][number]>[] = [
  { label: 'Project Name', cell: (p) => `${p.project_name} (${p.work_id})${p.status !== 'completed' ? ' · running' : ''}` },
  moneyColumn('Investment', (p) => p.total_investment),
  moneyColumn('Pledged', (p) => p.pledged),
  moneyColumn('Profit / Loss', (p) => p.total_profit_loss),
];

const EXPENSE_COLUMNS: SheetColumn<InvestorDetails['expenses'][number]>[] = [
  { label: 'Expense Name', cell: 'expense_name' },
  moneyColumn('Amount', (e) => e.total_expense),
];

function Details({ d }: { d: InvestorDetails }) {
  const inv = d.investor;
  const summary: [string, number][] = [
    ['Opening', inv.opening_balance],
    ['Debit', inv.total_debit],
    ['Credit', inv.total_credit],
    ['Closing', inv.closing_balance],
    ['Profit Share', inv.profit_share],
    ['Expense Share', inv.expense_share],
    ['Available', inv.available_balance],
  ];
  const totalInvestment = sumOf(d.projects.map((p) => p.total_investment));
  const totalPl = sumOf(d.projects.map((p) => p.total_profit_loss));
  return (
    <Stack>
      <Title order={5}>Summary</Title>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }}>
        {summary.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} c={value < 0 ? 'red' : undefined} data-figure={label}>
              {money(value)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <ShareHelp />
      <Title order={5}>Vouchers</Title>
      <StatementTable rows={inv.vouchers} withType={false} />
      <Title order={5}>Projects</Title>
      <SheetTable
        columns={PROJECT_COLUMNS}
        rows={d.projects}
        rowKey={(p) => p.project_id}
        empty="No data found."
        footer={<TotalRow span={1} cells={[[money(totalInvestment)], [money(sumOf(d.projects.map((p) => p.pledged)))], [money(totalPl)]]} />}
      />
      <Title order={5}>Expenses</Title>
      <SheetTable
        columns={EXPENSE_COLUMNS}
        rows={d.expenses}
        rowKey={(e) => e.ledger_id}
        empty="No data found."
        footer={<TotalRow span={1} cells={[[money(sumOf(d.expenses.map((e) => e.total_expense)))]]} />}
      />
    </Stack>
  );
}
