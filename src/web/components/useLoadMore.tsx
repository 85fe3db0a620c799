// Lists that show 50 rows and grow by 50 with "Load more". The server answers { data, total }
// for ?limit=N (plus any filters); the list refetches on focus and on mount.
import { useEffect, useRef } from 'react';
import { Button, Center, Text } from '@mantine/core';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { Query } from './api';
import { useUrlNumber } from './useUrlState';
import { ListExportButtons } from './ExportButtons';
import { send, type Endpoint } from './client';

export const PAGE_SIZE = 50;

/** The value at a dotted path of a reply: 'result.dataResult' reads reply.result.dataResult. */
const rowsAt = (reply: unknown, path: string) => path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], reply);

/**
 * How many rows a growing list shows, kept in the address (`urlKey`), so Back and a reload show as
 * many again; a change of the filters (`filtersKey`, their JSON) starts again from one page.
 */
export function useRowsShown(filtersKey: string, size: number, urlKey = 'limit') {
  const [limit, setLimit] = useUrlNumber(urlKey, size);
  const shownFor = useRef(filtersKey);
  useEffect(() => {
    if (shownFor.current === filtersKey) return;
    shownFor.current = filtersKey;
    setLimit(size);
  }, [filtersKey, size, setLimit]);
  return { limit, showMore: () => setLimit(limit + size) };
}

/**
 * `rowsKey`: where the reply keeps its rows, 'data' unless the spec names it otherwise (the construction
 * lists say 'result'; a dotted path reaches deeper). How many rows are shown is kept in the address
 * (`?limit=`, or `urlKey`), so Back and a reload show as many again; a change of the filters starts
 * again from one page. `key`: the list's key from its feature's factory (`salesKeys.list`); the filters
 * and the rows shown are added to it.
 */
export function useLoadMore<T>(
  from: Endpoint,
  params: Query = {},
  opts: { key: QueryKey; pageSize?: number; enabled?: boolean; rowsKey?: string; urlKey?: string },
) {
  const path = from.path;
  const size = opts.pageSize ?? PAGE_SIZE;
  const { limit, showMore } = useRowsShown(JSON.stringify(params), size, opts.urlKey);
  const q = useQuery({
    queryKey: [...opts.key, params, limit],
    queryFn: () => send(from, { query: { ...params, limit } }) as Promise<Record<string, unknown> & { total: number; capped?: boolean }>,
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
  const rows = (rowsAt(q.data, opts.rowsKey ?? 'data') as T[] | undefined) ?? [];
  const total = q.data?.total ?? rows.length;
  /** The server stopped counting at `total`: there are more. */
  const capped = q.data?.capped === true;
  return {
    rows,
    total,
    capped,
    isLoading: q.isLoading,
    isFetching: q.isFetching,
    error: q.error,
    hasMore: rows.length < total || capped,
    loadMore: showMore,
    refetch: q.refetch,
    /** The whole reply, for the totals some lists send beside their rows. */
    body: q.data,
    /** The call and its filters, for the list's export. */
    source: { path, params, rowsKey: opts.rowsKey },
  };
}

/** The screen's title, which names the exported file: the first heading of the page. */
const listTitle = () => document.querySelector('main h1, main h2, main h3, h3')?.textContent?.trim() || 'List';

/** The "Load more" button under a list, with the count shown so far. */
export function LoadMore({
  list,
}: {
  list: {
    rows: unknown[];
    total: number;
    capped?: boolean;
    hasMore: boolean;
    isFetching: boolean;
    loadMore: () => void;
    source?: { path: string; params: Query; rowsKey?: string };
  };
}) {
  if (list.total === 0) return null;
  return (
    <Center className="no-print" py="xs" style={{ gap: 12 }}>
      <Text size="sm" c="dimmed">
        Showing {list.rows.length} of {list.total}
        {list.capped && '+'}
      </Text>
      {list.hasMore && (
        <Button variant="light" onClick={list.loadMore} loading={list.isFetching}>
          Load more
        </Button>
      )}
      {list.source && <ListExportButtons title={listTitle} path={list.source.path} params={list.source.params} rowsKey={list.source.rowsKey} />}
    </Center>
  );
}
