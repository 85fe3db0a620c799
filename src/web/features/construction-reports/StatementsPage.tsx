// A statement report screen (investor, expense, bank): the filters, the grand total, anything the
// screen adds above the cards, and one card per ledger.
import { useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PageHeader } from '../../components/PageHeader';
import { money } from '../../components/format';
import { noFilters, type Filters, type LedgerStatement } from './api';
import { BackButton } from './BackButton';
import { FilterBar } from './FilterBar';
import { LedgerCards } from './LedgerCards';

export interface StatementsQuery {
  cards: LedgerStatement[] | undefined;
  total: number | undefined;
  isLoading: boolean;
  error: unknown;
}

export interface StatementsPageProps {
  title: string;
  back?: boolean;
  /** The report's hook; it must be the same function on every render. */
  useStatements: (f: Filters) => StatementsQuery;
  totalLabel: string;
  printTitle: (ledgerName: string) => string;
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
  const q = p.useStatements(shown);
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
      <LedgerCards cards={q.cards} loading={q.isLoading} error={q.error} printTitle={p.printTitle} empty={p.empty} filters={shown} header={header} />
    </Stack>
  );
}
