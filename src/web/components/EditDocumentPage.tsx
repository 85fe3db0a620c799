// The edit screen of a bill, quotation or sales return: its header and, once the document named in
// the address is read, its form (before that: a hint to open one from the list, loading, or the error).
import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageHeader } from './PageHeader';
import { QueryState } from './QueryState';

export function EditDocumentPage<T>({
  title,
  list,
  doc: { id, query },
  unchosen,
  children,
}: {
  title: string;
  /** The list the back link returns to. */
  list: string;
  /** The document's id and its read (`useDocQuery`). */
  doc: { id: number | null; query: UseQueryResult<T, Error> };
  unchosen: string;
  children: (saved: T) => React.ReactNode;
}) {
  return (
    <Stack>
      <PageHeader title={title} back={{ to: list }} />
      <QueryState query={query} chosen={!!id} unchosen={unchosen}>
        {children}
      </QueryState>
    </Stack>
  );
}
