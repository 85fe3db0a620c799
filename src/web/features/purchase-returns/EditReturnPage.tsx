// Edit Purchase Return: the saved return (id in navigation state or ?id) loaded into the return form.
import { useQuery } from '@tanstack/react-query';
import { EditRecordPage } from '../../components/EditRecordPage';
import { useDocId } from '../../components/useDocId';
import { returnApi } from './api';
import { ReturnForm } from './ReturnForm';
import { purchaseReturnKeys } from '../../app/queryKeys';

export default function EditReturnPage() {
  const id = useDocId();
  // loaded once: a refetch must not wipe the clerk's unsaved changes
  const q = useQuery({ queryKey: purchaseReturnKeys.edit(id), queryFn: () => returnApi.get(id!), enabled: !!id, staleTime: Infinity, refetchOnWindowFocus: false, gcTime: 0 });
  return (
    <EditRecordPage
      id={id}
      query={q}
      title="Edit Purchase Return"
      list={{ to: '/purchase-return', label: 'Purchase Return', noun: 'purchase return list', hint: 'Choose a return to edit from the ' }}
    >
      {(saved) => <ReturnForm key={id} saved={saved} />}
    </EditRecordPage>
  );
}
