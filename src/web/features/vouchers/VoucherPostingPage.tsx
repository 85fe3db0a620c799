// Voucher approval: the unposted vouchers of a date range (default today), a type and a voucher
// number; "Post" approves a voucher after a confirmation, and it then counts in the reports.
import { useState } from 'react';
import { Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { DateField } from '../../components/DateField';
import { money, todayInDhaka } from '../../components/format';
import { notifyError, notifySuccess } from '../../components/notify';
import { TYPE_OPTIONS, approveVoucher, type VoucherLine } from './api';
import { afterWrite, voucherKeys } from '../../app/queryKeys';
import { dateColumn, lineColumns, vcNoColumn } from './voucherColumns';
import { call } from '../../components/client';
import { vouchersApi } from '../../app/queryKeys/vouchers';

export default function VoucherPostingPage() {
  const [startDate, setStartDate] = useState(todayInDhaka());
  const [endDate, setEndDate] = useState(todayInDhaka());
  const [type, setType] = useState<string | null>(null);
  const [vcNo, setVcNo] = useState<string | null>(null);
  const qc = useQueryClient();
  const dates = startDate && endDate ? { startDate, endDate } : {};
  const q = useQuery({
    queryKey: voucherKeys.active(dates, type),
    queryFn: () => call(vouchersApi.allActiveVoucher, { query: { ...dates, type: type ?? '' } }),
  });
  const all = q.data?.data ?? [];
  const rows = vcNo ? all.filter((l) => l.vc_no === vcNo) : all;
  const numbers = [...new Set(all.map((l) => l.vc_no))];
  const sum = (k: 'debit' | 'credit') => rows.reduce((s, l) => s + l[k] * 100, 0) / 100;

  const approve = (no: string) =>
    modals.openConfirmModal({
      title: 'Please confirm',
      children: <Text size="sm">are you want to approve this ??</Text>,
      labels: { confirm: 'Yes, post', cancel: 'Cancel' },
      onConfirm: async () => {
        try {
          notifySuccess((await approveVoucher(no)).message);
          if (vcNo === no) setVcNo(null);
          await afterWrite(qc, 'voucher');
        } catch (e) {
          notifyError(e, 'Something went wrong');
        }
      },
    });

  const columns: Column<VoucherLine>[] = [
    dateColumn,
    vcNoColumn,
    { label: 'Sub Head', cell: 'subName' },
    ...lineColumns('Ledger Name'),
    {
      label: 'Action',
      cell: (l, i) =>
        (i === 0 || rows[i - 1].vc_no !== l.vc_no) && (
          <Button size="compact-sm" onClick={() => approve(l.vc_no)} aria-label={`Post ${l.vc_no}`}>
            Post
          </Button>
        ),
    },
  ];

  return (
    <Stack>
      <PageHeader title="Voucher Approval" />
      <Group align="end" className="no-print">
        <DateField label="Start Date" value={startDate} onChange={setStartDate} />
        <DateField label="End Date" value={endDate} onChange={setEndDate} />
        <Select label="Voucher Type" placeholder="All types" data={TYPE_OPTIONS} value={type} onChange={setType} clearable w={180} />
        <Select label="Voucher No" placeholder="Search voucher no" searchable data={numbers} value={vcNo} onChange={setVcNo} w={220} />
        <Button variant="default" onClick={() => setVcNo(null)}>
          Clear Voucher No
        </Button>
      </Group>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(l) => l.id}
        loading={q.isLoading}
        empty={type ? 'No datas' : 'No data available'}
        footer={
          rows.length > 0 && (
            <Table.Tr fw={700}>
              <Table.Td colSpan={5} ta="right">
                Total
              </Table.Td>
              <Table.Td ta="right">{money(sum('debit'))}</Table.Td>
              <Table.Td ta="right">{money(sum('credit'))}</Table.Td>
              <Table.Td />
            </Table.Tr>
          )
        }
      />
    </Stack>
  );
}
