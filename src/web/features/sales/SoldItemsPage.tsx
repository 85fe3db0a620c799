// Sold Items (/sales/bill-product-list): every bill line with its invoice, customer and serials.
import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { ListFilters, useListFilters } from '../../components/ListFilters';
import { useLoadMore } from '../../components/useLoadMore';
import { ListTable } from '../../components/ListTable';
import { displayDate, money, qty } from '../../components/format';
import type { SoldItem } from './api';
import { salesKeys } from '../../app/queryKeys';
import { salesApi } from '../../app/queryKeys/sales';

export default function SoldItemsPage() {
  const [filters, setFilters] = useListFilters();
  const list = useLoadMore<SoldItem>(salesApi.salesItemsAll, { ...filters }, { key: salesKeys.items });
  return (
    <Stack>
      <PageHeader title="Sold Items" back={{ to: '/sales/bill', label: 'Sales List' }} />
      <ListFilters value={filters} onChange={setFilters} searchPlaceholder="Invoice, customer, model or serial" />
      <ListTable
        list={list}
        rowKey={(r) => r.id}
        columns={[
          { label: 'S/N', cell: (_, i) => i + 1, width: 60 },
          {
            label: 'Invoice No',
            cell: (r) => (
              <Anchor component={Link} to={`/sales-report?id=${r.sale_id}`}>
                {r.inv_no}
              </Anchor>
            ),
          },
          { label: 'Invoice Date', cell: (r) => displayDate(r.inv_date) },
          { label: 'Customer', cell: 'customer' },
          { label: 'Product', cell: 'proDesc' },
          { label: 'Serials', cell: (r) => r.serials || '-----' },
          { label: 'Quantity', cell: (r) => qty(r.qty), align: 'right' },
          { label: 'Unit Price', cell: (r) => money(r.unit_price), align: 'right' },
          { label: 'Total', cell: (r) => money(r.total), align: 'right' },
        ]}
      />
    </Stack>
  );
}
