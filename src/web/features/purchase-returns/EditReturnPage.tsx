// Edit Purchase Return: the saved return (id in navigation state or ?id) loaded into the return form.
import { EditRecordPage } from '../../components/EditRecordPage';
import { useDocToEdit } from '../../components/useDocId';
import { returnApi } from './api';
import { ReturnForm } from './ReturnForm';
import { purchaseReturnKeys } from '../../app/queryKeys';

export default function EditReturnPage() {
  const { id, query: q } = useDocToEdit(purchaseReturnKeys.edit, returnApi.get);
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
