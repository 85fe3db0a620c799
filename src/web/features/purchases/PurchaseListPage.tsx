// Purchase list: search by purchase number or supplier, a date range, 50 rows and Load more.
import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { ViewEditLinks } from '../../components/ViewEditLinks';
import { type Column } from '../../components/DataTable';
import { ListFilters, useListFilters } from '../../components/ListFilters';
import { useLoadMore } from '../../components/useLoadMore';
import { ListTable } from '../../components/ListTable';
import { displayDate, money } from '../../components/format';
import type { PurchaseRow } from './api';
import { purchaseKeys } from '../../app/queryKeys';
import { purchasesApi } from '../../app/queryKeys/purchases';

export default function PurchaseListPage() {
  const [filters, setFilters] = useListFilters();
  const list = useLoadMore<PurchaseRow>(purchasesApi.allPurchase, { ...filters }, { key: purchaseKeys.list });
  const columns: Column<PurchaseRow>[] = [
    { label: 'S/N', cell: (_, i) => i + 1, width: 60 },
    { label: 'Purchase No', cell: 'pu_no' },
    { label: 'Purchase Date', cell: (r) => displayDate(r.pu_date) },
    { label: 'Supplier', cell: 'supplier' },
    { label: 'Total', cell: (r) => money(r.total), align: 'right' },
    { label: 'Paid', cell: (r) => money(r.paid), align: 'right' },
    { label: 'Paid By', cell: (r) => (r.paid > 0 ? (r.cash_bank_type === 'Bank' ? `Cheque (${r.bank_name ?? ''})` : 'Cash') : '') },
    { label: 'Report', cell: (r) => <ViewEditLinks id={r.id} viewTo={`/purchase-report?id=${r.id}`} editTo="/purchase-edit" /> },
  ];
  return (
    <Stack>
      <PageHeader title="Purchase List" create={{ label: 'Create', to: '/purchase-management-create' }} />
      <ListFilters value={filters} onChange={setFilters} searchPlaceholder="Purchase no or supplier" />
      <ListTable list={list} columns={columns} rowKey={(r) => r.id} />
    </Stack>
  );
}
