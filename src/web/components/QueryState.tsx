// The states of a screen that shows one record: none chosen, loading, failed, or the record itself.
import { Alert, Center, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';

export interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T, Error>, 'data' | 'error' | 'isLoading'>;
  /** Whether a record was chosen; when not, `unchosen` is shown instead. */
  chosen: boolean;
  /** e.g. 'Open a bill from the Sales List to see its invoice.' */
  unchosen: React.ReactNode;
  /** 'inline' (default): quiet text inside the print page; 'alert': the states stand alone as alerts. */
  variant?: 'inline' | 'alert';
  children: (data: T) => React.ReactNode;
}

export function QueryState<T>({ query, chosen, unchosen, variant = 'inline', children }: QueryStateProps<T>) {
  const alert = variant === 'alert';
  if (!chosen) return alert ? <Alert>{unchosen}</Alert> : <Text c="dimmed">{unchosen}</Text>;
  if (query.error) return alert ? <Alert color="red">{query.error.message}</Alert> : <Text c="red">{query.error.message}</Text>;
  if (query.data === undefined) {
    return query.isLoading || alert ? (
      <Center {...(alert ? { h: '40vh' } : { p: 'xl' })}>
        <Loader />
      </Center>
    ) : null;
  }
  return <>{children(query.data)}</>;
}
