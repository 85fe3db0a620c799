// The lines of a ledger statement: Date, Voucher No (opens the voucher's details), Type, Remarks,
// Debit, Credit, Balance; dashes where a value is missing.
import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { voucherTypeName } from '../../components/constructionPickers';
import { displayDate, money } from '../../components/format';
import { EmptyRow } from '../../components/TableRows';

export interface StatementLine {
  id: number;
  project_vc_date: string;
  project_vc_no: string;
  project_vc_type: number;
  project_name?: string | null;
  remarks: string;
  debit: number;
  credit: number;
  balance: number;
}

export interface StatementTableProps {
  rows: StatementLine[];
  /** Shows the Type column (the investor details' voucher list has none). */
  withType?: boolean;
  remarksLabel?: string;
  vcNoLabel?: string;
  empty?: string;
  footer?: React.ReactNode;
}

const amount = (v: number) => (v ? money(v) : '-');

export function StatementTable({
  rows,
  withType = true,
  remarksLabel = 'Remarks',
  vcNoLabel = 'Voucher No',
  empty = 'No data available',
  footer,
}: StatementTableProps) {
  const cols = withType ? 7 : 6;
  return (
    <Table withTableBorder withColumnBorders striped verticalSpacing={4} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>{vcNoLabel}</Table.Th>
          {withType && <Table.Th>Type</Table.Th>}
          <Table.Th>{remarksLabel}</Table.Th>
          <Table.Th ta="right">Debit</Table.Th>
          <Table.Th ta="right">Credit</Table.Th>
          <Table.Th ta="right">Balance</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{displayDate(r.project_vc_date) || '-'}</Table.Td>
            <Table.Td>
              <Anchor component={Link} to="/construction/voucher-details" state={{ vcNo: r.project_vc_no }} size="sm">
                {r.project_vc_no}
              </Anchor>
            </Table.Td>
            {withType && <Table.Td>{voucherTypeName(r.project_vc_type) || '-'}</Table.Td>}
            <Table.Td>{[r.remarks, r.project_name].filter(Boolean).join(' · ') || '-'}</Table.Td>
            <Table.Td ta="right">{amount(r.debit)}</Table.Td>
            <Table.Td ta="right">{amount(r.credit)}</Table.Td>
            <Table.Td ta="right">{money(r.balance)}</Table.Td>
          </Table.Tr>
        ))}
        {rows.length === 0 && <EmptyRow colSpan={cols}>{empty}</EmptyRow>}
      </Table.Tbody>
      {footer && <Table.Tfoot>{footer}</Table.Tfoot>}
    </Table>
  );
}
