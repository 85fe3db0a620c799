// Voucher List: every voucher line with a date range, a type and a voucher-number search, and the
// debit and credit totals of all that match. The number opens the edit form; Print the voucher.
import { Anchor, Badge, Group, Select, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { ListFilters, emptyFilters, useListFilters } from '../../components/ListFilters';
import { LoadMore, useLoadMore } from '../../components/useLoadMore';
import { money } from '../../components/format';
import { TYPE_OPTIONS, type VoucherLine } from './api';
import { useUrlChoice } from '../../components/useUrlState';
import { voucherKeys } from '../../app/queryKeys';
import { dateColumn, lineColumns, vcNoColumn } from './voucherColumns';
import { call } from '../../components/client';
import { vouchersApi } from '../../app/queryKeys/vouchers';
import { VC_TYPE_NAMES, type VoucherType } from '../../../domain/voucherTypes';

export default function VoucherListPage() {
  const [filters, setFilters] = useListFilters();
  const [type, setType] = useUrlChoice('type');
  const params = { search: filters.search.trim(), startDate: filters.startDate, endDate: filters.endDate, type: type ?? '' };
  const list = useLoadMore<VoucherLine>(vouchersApi.voucherAll, params, { key: voucherKeys.list });
  const sums = useQuery({ queryKey: voucherKeys.totals(params), queryFn: () => call(vouchersApi.voucherAll, { query: { ...params, limit: 1 } }) });

  const columns: Column<VoucherLine>[] = [
    dateColumn,
    vcNoColumn,
    { label: 'Type', cell: (l) => VC_TYPE_NAMES[l.vc_type as VoucherType] },
    ...lineColumns('Ledger'),
    {
      label: 'Status',
      cell: (l) =>
        l.post_status ? (
          <Badge color="teal" variant="light">
            Posted
          </Badge>
        ) : (
          <Badge color="yellow" variant="light">
            Waiting
          </Badge>
        ),
    },
    {
      label: 'Print',
      cell: (l) => (
        <Anchor component={Link} to={`/voucher-print?vc_no=${encodeURIComponent(l.vc_no)}`} state={{ vc_no: l.vc_no }} size="sm">
          Print
        </Anchor>
      ),
    },
  ];

  return (
    <Stack>
      <PageHeader title="Voucher List" />
      <ListFilters
        value={filters}
        onChange={(f) => {
          setFilters(f);
          if (f === emptyFilters) setType(null);
        }}
        searchPlaceholder="Voucher number"
      >
        <Select label="Voucher Type" placeholder="All types" data={TYPE_OPTIONS} value={type} onChange={setType} clearable w={180} />
      </ListFilters>
      <DataTable
        columns={columns}
        rows={list.rows}
        rowKey={(l) => l.id}
        loading={list.isLoading}
        footer={
          list.rows.length > 0 && (
            <Table.Tr fw={700}>
              <Table.Td colSpan={5} ta="right">
                Total
              </Table.Td>
              <Table.Td ta="right" data-testid="list-total-debit">
                {money(sums.data?.totalDebit)}
              </Table.Td>
              <Table.Td ta="right">{money(sums.data?.totalCredit)}</Table.Td>
              <Table.Td colSpan={2} />
            </Table.Tr>
          )
        }
      />
      <Group justify="center">
        <LoadMore list={list} />
      </Group>
    </Stack>
  );
}
