// Purchase return list: search on return number or supplier, a date range, 50 rows and Load more;
// View, Edit and Delete (after confirmation).
import { ActionIcon, Anchor, Button, Group, Stack, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { ListFilters, useListFilters } from '../../components/ListFilters';
import { LoadMore, useLoadMore } from '../../components/useLoadMore';
import { confirmDelete } from '../../components/confirm';
import { notifyError, notifySuccess } from '../../components/notify';
import { displayDate, money } from '../../components/format';
import { returnApi, type PurchaseReturnRow } from './api';
import { afterWrite, purchaseReturnKeys } from '../../app/queryKeys';

export default function PurchaseReturnListPage() {
  const [filters, setFilters] = useListFilters();
  const list = useLoadMore<PurchaseReturnRow>('/all_purchase_return', { ...filters }, { key: purchaseReturnKeys.list });
  const qc = useQueryClient();
  const remove = (r: PurchaseReturnRow) =>
    confirmDelete('Are you sure you want to delete this purchase return?', async () => {
      try {
        const res = await returnApi.remove(r.id);
        notifySuccess(res.data.message);
        await afterWrite(qc, 'purchaseReturn', { keep: purchaseReturnKeys.detail(r.id) });
      } catch (e) {
        notifyError(e, 'Delete failed');
      }
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
        <Group gap="sm">
          <Anchor component={Link} to={`/purchase-return-report?id=${r.id}`} size="sm">
            View
          </Anchor>
          <Anchor component={Link} to="/purchase-return-edit" state={{ id: r.id }} size="sm">
            Edit
          </Anchor>
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${r.return_no}`} onClick={() => remove(r)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
  return (
    <Stack>
      <PageHeader title="Purchase Return">
        <Button component={Link} to="/purchase-return-create">
          Create New
        </Button>
      </PageHeader>
      <ListFilters value={filters} onChange={setFilters} searchPlaceholder="Return no or supplier" />
      <DataTable columns={columns} rows={list.rows} rowKey={(r) => r.id} loading={list.isLoading} />
      <LoadMore list={list} />
    </Stack>
  );
}
