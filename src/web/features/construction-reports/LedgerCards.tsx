// One card per ledger of a statement report (investor, expense, bank): the ledger's name, Opening,
// Total Debit, Total Credit, Closing, and its lines (scrolling at 24rem on screen), each card with
// its own Print.
import { useRef } from 'react';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { money } from '../../components/format';
import type { Filters, LedgerStatement } from './api';
import { printPart } from './print';
import { Sheet } from './Sheet';
import { StatementTable } from '../../components/ProjectStatementTable';

export interface LedgerCardsProps {
  cards: LedgerStatement[] | undefined;
  loading: boolean;
  error: unknown;
  /** The print title of a card, e.g. `Expense Report - ${name}`. */
  printTitle: (ledgerName: string) => string;
  empty: string;
  filters: Filters;
  header: boolean;
}

export function LedgerCards({ cards, loading, error, printTitle, empty, filters, header }: LedgerCardsProps) {
  if (error) return <Text c="red">{(error as Error).message}</Text>;
  if (loading && !cards) return <Text>Loading...</Text>;
  if (!cards?.length)
    return (
      <Text c="dimmed" ta="center" p="md">
        {empty}
      </Text>
    );
  return (
    <Stack>
      {cards.map((c) => (
        <LedgerCard key={c.ledger_id} card={c} title={printTitle(c.ledger_name)} filters={filters} header={header} />
      ))}
    </Stack>
  );
}

function LedgerCard({ card, title, filters, header }: { card: LedgerStatement; title: string; filters: Filters; header: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const figures: [string, number][] = [
    ['Opening', card.opening_balance],
    ['Total Debit', card.total_debit],
    ['Total Credit', card.total_credit],
    ['Closing', card.closing_balance],
  ];
  return (
    <Sheet ref={ref} title={title} period={filters} header={header}>
      <Group justify="flex-end" mb="xs">
        <Button size="xs" variant="light" className="no-print" leftSection={<IconPrinter size={14} />} onClick={() => printPart(ref.current, title)}>
          Print
        </Button>
      </Group>
      <SimpleGrid cols={4} mb="xs">
        {figures.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={600} data-figure={`${card.ledger_name}: ${label}`}>
              {money(value)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <div className="report-scroll">
        <StatementTable rows={card.rows} />
      </div>
    </Sheet>
  );
}
