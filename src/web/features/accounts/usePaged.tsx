// A chart list read a page at a time: a search, page sizes 50, 100 or 200 (default 50) and pages.
import { useEffect, useRef } from 'react';
import { Group, Pagination, Select, Text } from '@mantine/core';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useUrlNumber } from '../../components/useUrlState';
import { send, type Endpoint } from '../../components/client';

const SIZES = ['50', '100', '200'];

/**
 * The page and its size are kept in the address (?page=&size=), so Back and a reload return to them.
 * `key`: the list's key from the accounts factory; the search and page are added to it.
 */
export function usePaged<T>(key: QueryKey, from: Endpoint, search: string) {
  const [size, setSize] = useUrlNumber('size', 50);
  const [page, setPage] = useUrlNumber('page', 1);
  const pageFor = useRef(`${search}|${size}`);
  useEffect(() => {
    if (pageFor.current === `${search}|${size}`) return;
    pageFor.current = `${search}|${size}`;
    setPage(1);
  }, [search, size, setPage]);
  const q = useQuery({
    queryKey: [...key, { search, size, page }],
    queryFn: () => send(from, { query: { search, limit: size, offset: (page - 1) * size } }) as Promise<{ data: T[]; total: number }>,
    placeholderData: keepPreviousData,
  });
  return { rows: q.data?.data ?? [], total: q.data?.total ?? 0, isLoading: q.isLoading, page, setPage, size, setSize, first: (page - 1) * size };
}

export function Pager({ paged }: { paged: ReturnType<typeof usePaged<unknown>> }) {
  const pages = Math.max(1, Math.ceil(paged.total / paged.size));
  return (
    <Group justify="space-between" className="no-print">
      <Group gap="xs">
        <Text size="sm">Rows per page</Text>
        <Select
          aria-label="Rows per page"
          data={SIZES}
          value={String(paged.size)}
          onChange={(v) => paged.setSize(Number(v ?? 50))}
          w={90}
          allowDeselect={false}
        />
        <Text size="sm" c="dimmed">
          {paged.total} in all
        </Text>
      </Group>
      <Pagination total={pages} value={paged.page} onChange={paged.setPage} />
    </Group>
  );
}
