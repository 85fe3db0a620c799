// Sales List (/sales/bill): search on invoice number or customer, a date range, 50 rows and Load more;
// what each bill has been paid, what it still owes and its status (paid, partly paid, unpaid, overdue).
import { Badge } from '@mantine/core';
import { DocumentListPage } from '../../components/DocumentListPage';
import { displayDate, money } from '../../components/format';
import type { SaleListRow } from './api';
import { salesApi, salesKeys } from '../../app/queryKeys';

export const STATUS_COLOR: Record<SaleListRow['status'], string> = { Paid: 'teal', 'Partly paid': 'yellow', Unpaid: 'gray', Overdue: 'red' };

export default function SalesListPage() {
  return (
    <DocumentListPage<SaleListRow>
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
        { label: 'Paid', cell: (r) => money(r.paid), align: 'right' },
        { label: 'Due', cell: (r) => money(r.due), align: 'right' },
        {
          label: 'Status',
          cell: (r) => (
            <Badge color={STATUS_COLOR[r.status]} variant="light" size="sm">
              {r.status}
            </Badge>
          ),
        },
      ]}
      viewTo={(r) => `/sales-report?id=${r.id}`}
      editTo="/sales/bill-edit"
    />
  );
}
