// Edit Purchase: the saved purchase (id in navigation state or ?id) loaded into the purchase form.
import { EditRecordPage } from '../../components/EditRecordPage';
import { useDocToEdit } from '../../components/useDocId';
import { purchaseApi } from './api';
import { PurchaseForm } from './PurchaseForm';
import { purchaseKeys } from '../../app/queryKeys';

export default function EditPurchasePage() {
  const { id, query: q } = useDocToEdit(purchaseKeys.edit, purchaseApi.get);
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
