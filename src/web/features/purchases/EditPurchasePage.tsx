// Edit Purchase: the saved purchase (id in navigation state or ?id) loaded into the purchase form.
import { Alert, Anchor, Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { purchaseApi } from './api';
import { PurchaseForm } from './PurchaseForm';
import { useRecordId } from './usePurchaseId';
import { purchaseKeys } from '../../app/queryKeys';

export default function EditPurchasePage() {
  const id = useRecordId();
  // loaded once: a refetch must not wipe the clerk's unsaved changes
  const q = useQuery({ queryKey: purchaseKeys.edit(id), queryFn: () => purchaseApi.get(id!), enabled: !!id, staleTime: Infinity, refetchOnWindowFocus: false, gcTime: 0 });
  if (!id || q.isError)
    return (
      <Stack>
        <PageHeader title="Edit Purchase" back={{ to: '/purchase-management', label: 'Purchase List' }} />
        <Alert color={id ? 'red' : 'blue'}>
          {id ? (q.error as Error).message : 'Choose a purchase to edit from the '}
          {!id && (
            <Anchor component={Link} to="/purchase-management">
              purchase list
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
  return <PurchaseForm key={id} saved={q.data} />;
}
