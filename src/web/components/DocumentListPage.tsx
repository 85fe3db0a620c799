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

export interface DocumentListProps<T> {
  title: string;
  create: { label: string; to: string };
  /** The list call, answering `{ data, total }`. */
  path: string;
  /** The list's key from its feature's factory. */
  queryKey: QueryKey;
  searchPlaceholder: string;
  /** The columns after S/N. */
  columns: Column<T>[];
}

/** The frame of a document list: the header with its create button, search and dates, S/N and the given columns, Load more. */
export function DocumentList<T extends { id: number }>({ title, create, path, queryKey, searchPlaceholder, columns }: DocumentListProps<T>) {
  const [filters, setFilters] = useListFilters();
  const list = useLoadMore<T>(path, { ...filters }, { key: queryKey });
  return (
    <Stack>
      <PageHeader title={title} create={create} />
      <ListFilters value={filters} onChange={setFilters} searchPlaceholder={searchPlaceholder} />
      <ListTable list={list} rowKey={(r) => r.id} columns={[{ label: 'S/N', cell: (_, i) => i + 1, width: 60 }, ...columns]} />
    </Stack>
  );
}

export interface DocumentListPageProps<T> extends DocumentListProps<T> {
  /** The address of a row's printed document. */
  viewTo: (row: T) => string;
  /** The edit screen, opened with the row's id as navigation state. */
  editTo: string;
}

/** A document list whose last column, Report, has a row's View and Edit buttons. */
export function DocumentListPage<T extends { id: number }>({ viewTo, editTo, columns, ...list }: DocumentListPageProps<T>) {
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
  return <DocumentList {...list} columns={[...columns, report]} />;
}
