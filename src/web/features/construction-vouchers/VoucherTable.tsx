// The table of the voucher lists: one row per voucher, its number a link, edit and delete actions,
// a total row. The general list and the project's list differ only in where the links go.
import { ActionIcon, Anchor, Group, Table, Tooltip } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../components/DataTable';
import { DeleteAction } from '../../components/RowActions';
import { confirmRemove } from '../../components/confirm';
import { notifySuccess } from '../../components/notify';
import { voucherTypeName } from '../../components/constructionPickers';
import { displayDate, money } from '../../components/format';
import { deleteVoucher, refreshBooks, type VoucherListRow } from './api';

export interface Target {
  to: string;
  state: object;
}

export function VoucherTable(props: {
  rows: VoucherListRow[];
  loading: boolean;
  totalAmount?: number;
  open: (r: VoucherListRow) => Target;
  edit: (r: VoucherListRow) => Target;
  showProject?: boolean;
}) {
  const qc = useQueryClient();
  const remove = (r: VoucherListRow) =>
    confirmRemove(`Are you sure you want to remove ${r.project_vc_no} ?`, async () => {
      await deleteVoucher(r.project_vc_no);
      notifySuccess('Deleted successfully');
      refreshBooks(qc);
    });

  const columns: Column<VoucherListRow>[] = [
    { label: 'SL', cell: (_, i) => i + 1, width: 50 },
    { label: 'Date', cell: (r) => displayDate(r.project_vc_date), width: 110 },
    {
      label: 'VC No',
      cell: (r) => {
        const t = props.open(r);
        return (
          <Anchor component={Link} to={t.to} state={t.state}>
            {r.project_vc_no}
          </Anchor>
        );
      },
    },
    { label: 'Type', cell: (r) => (r.bill_id ? `${voucherTypeName(r.project_vc_type)} (Bill)` : voucherTypeName(r.project_vc_type)) },
    ...(props.showProject ? [{ label: 'Project', cell: (r: VoucherListRow) => r.project_name ?? '-' }] : []),
    { label: 'Particulars', cell: 'ledger_names' },
    { label: 'Remarks', cell: 'remarks' },
    { label: 'Amount (BDT)', cell: (r) => money(r.amount), align: 'right' },
    {
      label: 'Action',
      width: 90,
      cell: (r) => {
        const t = props.edit(r);
        return (
          <Group gap={2} wrap="nowrap">
            <Tooltip label="Edit">
              <ActionIcon variant="subtle" component={Link} to={t.to} state={t.state} aria-label={`Edit ${r.project_vc_no}`}>
                <IconEdit size={16} />
              </ActionIcon>
            </Tooltip>
            <DeleteAction name={r.project_vc_no} onClick={() => remove(r)} />
          </Group>
        );
      },
    },
  ];
  const span = columns.length - 2;
  const footer = props.totalAmount !== undefined && props.rows.length > 0 && (
    <Table.Tr fw={700}>
      <Table.Td colSpan={span} ta="right">
        Total
      </Table.Td>
      <Table.Td ta="right">{money(props.totalAmount)}</Table.Td>
      <Table.Td />
    </Table.Tr>
  );
  return <DataTable columns={columns} rows={props.rows} rowKey={(r) => r.project_vc_no} loading={props.loading} footer={footer} />;
}

/** Where a voucher's edit link goes: a bill is edited with its bill, any other voucher on the update screen. */
export function editTarget(r: VoucherListRow): Target {
  return r.bill_id
    ? { to: '/construction/edit/project-wise-voucher-entry', state: { id: r.project_id, name: r.project_name, vc_no: r.project_vc_no } }
    : { to: '/construction/project-account-voucher-update', state: { vcNo: r.project_vc_no } };
}
