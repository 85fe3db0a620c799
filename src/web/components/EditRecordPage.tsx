// An edit screen's states before its form: no record chosen (a link to the list), the load failed,
// loading; then the form with the saved record.
import { Alert, Anchor, Center, Loader, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from './PageHeader';

export function EditRecordPage<T>({
  id,
  query,
  title,
  list,
  children,
}: {
  id: number | null;
  query: UseQueryResult<T>;
  title: string;
  /** The list the record is chosen from: its address, its name in the back link and in the hint. */
  list: { to: string; label: string; noun: string; hint: string };
  children: (saved: T) => React.ReactNode;
}) {
  if (!id || query.isError)
    return (
      <Stack>
        <PageHeader title={title} back={{ to: list.to, label: list.label }} />
        <Alert color={id ? 'red' : 'blue'}>
          {id ? (query.error as Error).message : list.hint}
          {!id && (
            <Anchor component={Link} to={list.to}>
              {list.noun}
            </Anchor>
          )}
        </Alert>
      </Stack>
    );
  if (!query.data)
    return (
      <Center h="40vh">
        <Loader />
      </Center>
    );
  return children(query.data);
}
