// Sales List (/sales/bill): search on invoice number or customer, a date range, 50 rows and Load more.
import { DocumentListPage } from '../../components/DocumentListPage';
import { displayDate, money } from '../../components/format';
import type { SaleRow } from './api';
import { salesApi, salesKeys } from '../../app/queryKeys';

export default function SalesListPage() {
  return (
    <DocumentListPage<SaleRow>
      title="Sales List"
      create={{ label: 'Create Bill', to: '/sales-create' }}
      list={salesApi.allSales}
      queryKey={salesKeys.list}
      searchPlaceholder="Invoice no or customer"
      columns={[
        { label: 'Invoice No', cell: 'inv_no' },
        { label: 'Invoice Date', cell: (r) => displayDate(r.inv_date) },
        { label: 'Customer', cell: 'customer' },
        { label: 'Total', cell: (r) => money(r.grand_total), align: 'right' },
      ]}
      viewTo={(r) => `/sales-report?id=${r.id}`}
      editTo="/sales/bill-edit"
    />
  );
}
