// A statement report screen (investor, expense, bank): the filters, the grand total, anything the
// screen adds above the cards, and one card per ledger.
import { useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PageHeader } from '../../components/PageHeader';
import { money } from '../../components/format';
import { noFilters, useLedgerStatements, type Filters, type StatementReport } from './api';
import { BackButton } from './BackButton';
import { FilterBar } from './FilterBar';
import { LedgerCards } from './LedgerCards';

export interface StatementsPageProps {
  title: string;
  back?: boolean;
  report: StatementReport;
  totalLabel: string;
  /** A card prints as `${printTitle} - ${ledger name}`. */
  printTitle: string;
  empty: string;
  searchPlaceholder: string;
  /** Shown between the filters and the cards, with the debounced search and the header choice. */
  above?: (search: string, header: boolean) => React.ReactNode;
}

export function StatementsPage(p: StatementsPageProps) {
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [header, setHeader] = useState(true);
  const [search] = useDebouncedValue(filters.search, 300);
  const shown = { ...filters, search };
  const q = useLedgerStatements(p.report, shown);
  return (
    <Stack>
      <PageHeader title={p.title}>{p.back && <BackButton />}</PageHeader>
      <FilterBar value={filters} onChange={setFilters} searchPlaceholder={p.searchPlaceholder} header={header} onHeader={setHeader} />
      {p.above?.(search, header)}
      {q.total !== undefined && (q.cards?.length ?? 0) > 0 && (
        <Group justify="flex-end" className="no-print">
          <Text fw={700}>
            {p.totalLabel}: {money(q.total)}
          </Text>
        </Group>
      )}
      <LedgerCards
        cards={q.cards}
        loading={q.isLoading}
        error={q.error}
        printTitle={(name) => `${p.printTitle} - ${name}`}
        empty={p.empty}
        filters={shown}
        header={header}
      />
    </Stack>
  );
}
