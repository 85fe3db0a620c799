// Edit Purchase Return: the saved return (id in navigation state or ?id) loaded into the return form.
import { Alert, Anchor, Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { returnApi } from './api';
import { ReturnForm } from './ReturnForm';
import { useRecordId } from './useRecordId';
import { purchaseReturnKeys } from '../../app/queryKeys';

export default function EditReturnPage() {
  const id = useRecordId();
  // loaded once: a refetch must not wipe the clerk's unsaved changes
  const q = useQuery({ queryKey: purchaseReturnKeys.edit(id), queryFn: () => returnApi.get(id!), enabled: !!id, staleTime: Infinity, refetchOnWindowFocus: false, gcTime: 0 });
  if (!id || q.isError)
    return (
      <Stack>
        <PageHeader title="Edit Purchase Return" back={{ to: '/purchase-return', label: 'Purchase Return' }} />
        <Alert color={id ? 'red' : 'blue'}>
          {id ? (q.error as Error).message : 'Choose a return to edit from the '}
          {!id && (
            <Anchor component={Link} to="/purchase-return">
              purchase return list
            </Anchor>
          )}
        </Alert>
      </Stack>
    );
  if (!q.data)
    return (
      <Center h="40vh">
        <Loader />
      </Center>
    );
  return <ReturnForm key={id} saved={q.data} />;
}
