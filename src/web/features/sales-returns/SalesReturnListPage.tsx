// Sales Returns (/sales/bill-return): search on return number or customer, dates, Load more.
import { DocumentListPage } from '../../components/DocumentListPage';
import { displayDate, money } from '../../components/format';
import type { ReturnRow } from './api';
import { salesReturnKeys, salesReturnsApi } from '../../app/queryKeys';

export default function SalesReturnListPage() {
  return (
    <DocumentListPage<ReturnRow>
      title="Sales Returns"
      create={{ label: 'Create New', to: '/sales/bill-return-create' }}
      list={salesReturnsApi.allSalesReturn}
      queryKey={salesReturnKeys.list}
      searchPlaceholder="Return no or customer"
      columns={[
        { label: 'Return No', cell: 'return_no' },
        { label: 'Return Date', cell: (r) => displayDate(r.return_date) },
        { label: 'Customer', cell: 'customer' },
        { label: 'Total', cell: (r) => money(r.total), align: 'right' },
        { label: 'Net Credited', cell: (r) => money(r.net_total), align: 'right' },
      ]}
      viewTo={(r) => `/sales/bill-return-view?id=${r.id}`}
      editTo="/sales/bill-return-edit"
    />
  );
}
