// Sales Returns (/sales/bill-return): search on return number or customer, dates, Load more.
import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { DataTable } from '../../components/DataTable';
import { ListFilters, emptyFilters } from '../../components/ListFilters';
import { LoadMore, useLoadMore } from '../../components/useLoadMore';
import { displayDate, money } from '../../components/format';
import type { ReturnRow } from './api';

export default function SalesReturnListPage() {
  const [filters, setFilters] = useState(emptyFilters);
  const list = useLoadMore<ReturnRow>('/all_sales_return', { ...filters });
  const navigate = useNavigate();
  return (
    <Stack>
      <PageHeader title="Sales Returns">
        <Button component={Link} to="/sales/bill-return-create">
          Create New
        </Button>
      </PageHeader>
      <ListFilters value={filters} onChange={setFilters} searchPlaceholder="Return no or customer" />
      <DataTable
        rows={list.rows}
        loading={list.isLoading}
        rowKey={(r) => r.id}
        columns={[
          { label: 'S/N', cell: (_, i) => i + 1, width: 60 },
          { label: 'Return No', cell: 'return_no' },
          { label: 'Return Date', cell: (r) => displayDate(r.return_date) },
          { label: 'Customer', cell: 'customer' },
          { label: 'Total', cell: (r) => money(r.total), align: 'right' },
          {
            label: 'Report',
            width: 150,
            cell: (r) => (
              <Group gap={4} wrap="nowrap">
                <Button size="xs" variant="light" onClick={() => navigate(`/sales/bill-return-view?id=${r.id}`)}>
                  View
                </Button>
                <Button size="xs" variant="default" onClick={() => navigate('/sales/bill-return-edit', { state: { id: r.id } })}>
                  Edit
                </Button>
              </Group>
            ),
          },
        ]}
      />
      <LoadMore list={list} />
    </Stack>
  );
}
