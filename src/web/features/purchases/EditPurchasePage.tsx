// Edit Purchase: the saved purchase (id in navigation state or ?id) loaded into the purchase form.
import { useQuery } from '@tanstack/react-query';
import { EditRecordPage } from '../../components/EditRecordPage';
import { useDocId } from '../../components/useDocId';
import { purchaseApi } from './api';
import { PurchaseForm } from './PurchaseForm';
import { purchaseKeys } from '../../app/queryKeys';

export default function EditPurchasePage() {
  const id = useDocId();
  // loaded once: a refetch must not wipe the clerk's unsaved changes
  const q = useQuery({ queryKey: purchaseKeys.edit(id), queryFn: () => purchaseApi.get(id!), enabled: !!id, staleTime: Infinity, refetchOnWindowFocus: false, gcTime: 0 });
  return (
    <EditRecordPage
      id={id}
      query={q}
      title="Edit Purchase"
      list={{ to: '/purchase-management', label: 'Purchase List', noun: 'purchase list', hint: 'Choose a purchase to edit from the ' }}
    >
      {(saved) => <PurchaseForm key={id} saved={saved} />}
    </EditRecordPage>
  );
}
