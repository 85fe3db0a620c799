// The edit screen of a bill, quotation or sales return: its header and, once the document named in
// the address is read, its form (before that: a hint to open one from the list, loading, or the error).
// Once the form is up it stays up: a later read that fails (a Refresh) is said above it, so the
// clerk's unsaved changes are not lost.
import { Stack, Text } from '@mantine/core';
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
      {id && query.data !== undefined ? (
        <>
          {query.error && <Text c="red">{query.error.message}</Text>}
          {children(query.data)}
        </>
      ) : (
        <QueryState query={query} chosen={!!id} unchosen={unchosen}>
          {children}
        </QueryState>
      )}
    </Stack>
  );
}
