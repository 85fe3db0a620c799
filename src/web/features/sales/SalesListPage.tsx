// Sales List (/sales/bill): search on invoice number or customer, a date range, 50 rows and Load more.
import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { DataTable } from '../../components/DataTable';
import { ListFilters, emptyFilters } from '../../components/ListFilters';
import { LoadMore, useLoadMore } from '../../components/useLoadMore';
import { displayDate, money } from '../../components/format';
import type { SaleRow } from './api';

export default function SalesListPage() {
  const [filters, setFilters] = useState(emptyFilters);
  const list = useLoadMore<SaleRow>('/all_sales', { ...filters });
  const navigate = useNavigate();
  return (
    <Stack>
      <PageHeader title="Sales List">
        <Button component={Link} to="/sales-create">
          Create Bill
        </Button>
      </PageHeader>
      <ListFilters value={filters} onChange={setFilters} searchPlaceholder="Invoice no or customer" />
      <DataTable
        rows={list.rows}
        loading={list.isLoading}
        rowKey={(r) => r.id}
        columns={[
          { label: 'S/N', cell: (_, i) => i + 1, width: 60 },
          { label: 'Invoice No', cell: 'inv_no' },
          { label: 'Invoice Date', cell: (r) => displayDate(r.inv_date) },
          { label: 'Customer', cell: 'customer' },
          { label: 'Total', cell: (r) => money(r.grand_total), align: 'right' },
          {
            label: 'Report',
            width: 150,
            cell: (r) => (
              <Group gap={4} wrap="nowrap">
                <Button size="xs" variant="light" onClick={() => navigate(`/sales-report?id=${r.id}`)}>
                  View
                </Button>
                <Button size="xs" variant="default" onClick={() => navigate('/sales/bill-edit', { state: { id: r.id } })}>
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
