// Purchase list: search by purchase number or supplier, a date range, 50 rows and Load more.
import { ViewEditLinks } from '../../components/ViewEditLinks';
import { DocumentList } from '../../components/DocumentListPage';
import { displayDate, money } from '../../components/format';
import type { PurchaseRow } from './api';
import { purchaseKeys } from '../../app/queryKeys';

export default function PurchaseListPage() {
  return (
    <DocumentList<PurchaseRow>
      title="Purchase List"
      create={{ label: 'Create', to: '/purchase-management-create' }}
      path="/all_purchase"
      queryKey={purchaseKeys.list}
      searchPlaceholder="Purchase no or supplier"
      columns={[
        { label: 'Purchase No', cell: 'pu_no' },
        { label: 'Purchase Date', cell: (r) => displayDate(r.pu_date) },
        { label: 'Supplier', cell: 'supplier' },
        { label: 'Total', cell: (r) => money(r.total), align: 'right' },
        { label: 'Paid', cell: (r) => money(r.paid), align: 'right' },
        { label: 'Paid By', cell: (r) => (r.paid > 0 ? (r.cash_bank_type === 'Bank' ? `Cheque (${r.bank_name ?? ''})` : 'Cash') : '') },
        { label: 'Report', cell: (r) => <ViewEditLinks id={r.id} viewTo={`/purchase-report?id=${r.id}`} editTo="/purchase-edit" /> },
      ]}
    />
  );
}
