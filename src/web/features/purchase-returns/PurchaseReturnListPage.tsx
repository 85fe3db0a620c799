// Purchase return list: search on return number or supplier, a date range, 50 rows and Load more;
// View, Edit and Delete (after confirmation).
import { useQueryClient } from '@tanstack/react-query';
import { ViewEditLinks } from '../../components/ViewEditLinks';
import { confirmRemove } from '../../components/confirm';
import { DocumentList } from '../../components/DocumentListPage';
import { DeleteAction } from '../../components/RowActions';
import { notifySuccess } from '../../components/notify';
import { displayDate, money } from '../../components/format';
import { returnApi, type PurchaseReturnRow } from './api';
import { afterWrite, purchaseReturnKeys } from '../../app/queryKeys';

export default function PurchaseReturnListPage() {
  const qc = useQueryClient();
  const remove = (r: PurchaseReturnRow) =>
    confirmRemove('Are you sure you want to delete this purchase return?', async () => {
      const res = await returnApi.remove(r.id);
      notifySuccess(res.data.message);
      await afterWrite(qc, 'purchaseReturn', { keep: purchaseReturnKeys.detail(r.id) });
    });
  return (
    <DocumentList<PurchaseReturnRow>
      title="Purchase Return"
      create={{ label: 'Create New', to: '/purchase-return-create' }}
      path="/all_purchase_return"
      queryKey={purchaseReturnKeys.list}
      searchPlaceholder="Return no or supplier"
      columns={[
        { label: 'Return No', cell: 'return_no' },
        { label: 'Return Date', cell: (r) => displayDate(r.return_date) },
        { label: 'Supplier', cell: 'supplier' },
        { label: 'Total', cell: (r) => money(r.total), align: 'right' },
        {
          label: 'Actions',
          cell: (r) => (
            <ViewEditLinks id={r.id} viewTo={`/purchase-return-report?id=${r.id}`} editTo="/purchase-return-edit">
              <DeleteAction name={r.return_no} onClick={() => remove(r)} />
            </ViewEditLinks>
          ),
        },
      ]}
    />
  );
}
