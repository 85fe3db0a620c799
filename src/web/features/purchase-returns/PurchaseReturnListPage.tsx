// Purchase return list: search on return number or supplier, a date range, 50 rows and Load more;
// View, Edit and Delete (after confirmation).
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { ViewEditLinks } from '../../components/ViewEditLinks';
import { confirmRemove } from '../../components/confirm';
import { type Column } from '../../components/DataTable';
import { ListFilters, useListFilters } from '../../components/ListFilters';
import { ListTable } from '../../components/ListTable';
import { useLoadMore } from '../../components/useLoadMore';
import { DeleteAction } from '../../components/RowActions';
import { notifySuccess } from '../../components/notify';
import { displayDate, money } from '../../components/format';
import { returnApi, type PurchaseReturnRow } from './api';
import { afterWrite, purchaseReturnKeys } from '../../app/queryKeys';
import { purchaseReturnsApi } from '../../app/queryKeys/purchaseReturns';

export default function PurchaseReturnListPage() {
  const [filters, setFilters] = useListFilters();
  const list = useLoadMore<PurchaseReturnRow>(purchaseReturnsApi.allPurchaseReturn, { ...filters }, { key: purchaseReturnKeys.list });
  const qc = useQueryClient();
  const remove = (r: PurchaseReturnRow) =>
    confirmRemove('Are you sure you want to delete this purchase return?', async () => {
      const res = await returnApi.remove(r.id);
      notifySuccess(res.data.message);
      await afterWrite(qc, 'purchaseReturn', { keep: purchaseReturnKeys.detail(r.id) });
    });
  const columns: Column<PurchaseReturnRow>[] = [
    { label: 'S/N', cell: (_, i) => i + 1, width: 60 },
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
  ];
  return (
    <Stack>
      <PageHeader title="Purchase Return" create={{ label: 'Create New', to: '/purchase-return-create' }} />
      <ListFilters value={filters} onChange={setFilters} searchPlaceholder="Return no or supplier" />
      <ListTable list={list} columns={columns} rowKey={(r) => r.id} />
    </Stack>
  );
}
