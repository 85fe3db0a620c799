// Quotation List (/quotation): search on quotation number, 50 rows and Load more.
import { Badge, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { confirmRemove } from '../../components/confirm';
import { useLoadMore } from '../../components/useLoadMore';
import { ListTable } from '../../components/ListTable';
import { notifySuccess } from '../../components/notify';
import { displayDate, money } from '../../components/format';
import { deleteQuotation, type QuotationRow } from './api';
import { useUrlParam } from '../../components/useUrlState';
import { afterWrite, quotationKeys } from '../../app/queryKeys';
import { quotationsApi } from '../../app/queryKeys/quotations';

export default function QuotationListPage() {
  const [search, setSearch] = useUrlParam('search');
  const list = useLoadMore<QuotationRow>(quotationsApi.quotationsGetAll, { search }, { key: quotationKeys.list });
  const navigate = useNavigate();
  const qc = useQueryClient();
  const remove = (q: QuotationRow) =>
    confirmRemove(`Are you sure you want to delete quotation ${q.quotation_no}?`, async () => {
      await deleteQuotation(q.q_id);
      notifySuccess('delete successful');
      await afterWrite(qc, 'quotation', { keep: quotationKeys.detail(q.q_id) });
    });
  return (
    <Stack>
      <PageHeader title="Quotation List" create={{ label: 'Create', to: '/quotation/create' }} />
      <TextInput
        label="Search"
        placeholder="Quotation no"
        leftSection={<IconSearch size={14} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        w={260}
        className="no-print"
      />
      <ListTable
        list={list}
        rowKey={(r) => r.q_id}
        columns={[
          { label: 'S/N', cell: (_, i) => i + 1, width: 60 },
          { label: 'Quotation No', cell: 'quotation_no' },
          { label: 'Quotation Date', cell: (r) => displayDate(r.quotation_date) },
          { label: 'Total', cell: (r) => money(r.totalSum), align: 'right' },
          {
            label: 'Bill',
            cell: (r) =>
              r.converted_inv_no ? (
                <Badge variant="light" color="green" tt="none" component={Link} to={`/sales-report?id=${r.converted_sale_id}`} style={{ cursor: 'pointer' }}>
                  Converted: {r.converted_inv_no}
                </Badge>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  color="green"
                  onClick={() => navigate(`/sales-create?quotation=${r.q_id}`)}
                  title={`A new bill with the lines of ${r.quotation_no}`}
                >
                  Make Bill
                </Button>
              ),
          },
          {
            label: 'Report',
            width: 220,
            cell: (r) => (
              <Group gap={4} wrap="nowrap">
                <Button size="xs" variant="light" onClick={() => navigate(`/quotation/report?id=${r.q_id}`)}>
                  View
                </Button>
                <Button size="xs" variant="default" onClick={() => navigate('/quotation/edit', { state: { id: r.q_id } })}>
                  Edit
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => remove(r)}>
                  Delete
                </Button>
              </Group>
            ),
          },
        ]}
      />
    </Stack>
  );
}
