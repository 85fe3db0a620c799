// A list of documents: title with a create button, search and dates, S/N, the document's own
// columns, View and Edit, and 50 rows growing by Load more.
import { Button, Group, Stack } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from './PageHeader';
import { type Column } from './DataTable';
import { ListFilters, useListFilters } from './ListFilters';
import { useLoadMore } from './useLoadMore';
import { ListTable } from './ListTable';
import type { Endpoint } from './client';

export interface DocumentListPageProps<T> {
  title: string;
  create: { label: string; to: string };
  /** The list's route, answering `{ data, total }`. */
  list: Endpoint;
  /** The list's key from its feature's factory. */
  queryKey: QueryKey;
  searchPlaceholder: string;
  /** The columns between S/N and Report. */
  columns: Column<T>[];
  /** The address of a row's printed document. */
  viewTo: (row: T) => string;
  /** The edit screen, opened with the row's id as navigation state. */
  editTo: string;
}

export function DocumentListPage<T extends { id: number }>({
  title,
  create,
  list: route,
  queryKey,
  searchPlaceholder,
  columns,
  viewTo,
  editTo,
}: DocumentListPageProps<T>) {
  const [filters, setFilters] = useListFilters();
  const list = useLoadMore<T>(route, { ...filters }, { key: queryKey });
  const navigate = useNavigate();
  const report: Column<T> = {
    label: 'Report',
    width: 150,
    cell: (r) => (
      <Group gap={4} wrap="nowrap">
        <Button size="xs" variant="light" onClick={() => navigate(viewTo(r))}>
          View
        </Button>
        <Button size="xs" variant="default" onClick={() => navigate(editTo, { state: { id: r.id } })}>
          Edit
        </Button>
      </Group>
    ),
  };
  return (
    <Stack>
      <PageHeader title={title} create={create} />
      <ListFilters value={filters} onChange={setFilters} searchPlaceholder={searchPlaceholder} />
      {/* The document's number stays at the left edge while the row scrolls sideways on a phone. */}
      <ListTable
        list={list}
        rowKey={(r) => r.id}
        columns={[{ label: 'S/N', cell: (_, i) => i + 1, width: 60 }, ...columns.map((c, i) => (i === 0 ? { ...c, stickyLeft: 0 } : c)), report]}
      />
    </Stack>
  );
}
