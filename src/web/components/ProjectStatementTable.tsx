// The lines of a construction ledger statement: Date, Voucher No (opens the voucher's details), Type,
// Remarks, Debit, Credit, Balance; dashes where a value is missing.
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { voucherTypeName } from './constructionPickers';
import { displayDate, money } from './format';
import { SheetTable, type SheetColumn } from './SheetTable';

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
  /** Rows above the lines, e.g. the opening balance. */
  before?: React.ReactNode;
  footer?: React.ReactNode;
}

const amount = (v: number) => (v ? money(v) : '-');

export function StatementTable({
  rows,
  withType = true,
  remarksLabel = 'Remarks',
  vcNoLabel = 'Voucher No',
  empty = 'No data available',
  before,
  footer,
}: StatementTableProps) {
  const columns: SheetColumn<StatementLine>[] = [
    { label: 'Date', cell: (r) => displayDate(r.project_vc_date) || '-' },
    {
      label: vcNoLabel,
      cell: (r) => (
        <Anchor component={Link} to="/construction/voucher-details" state={{ vcNo: r.project_vc_no }} size="sm">
          {r.project_vc_no}
        </Anchor>
      ),
    },
    ...(withType ? [{ label: 'Type', cell: (r: StatementLine) => voucherTypeName(r.project_vc_type) || '-' }] : []),
    { label: remarksLabel, cell: (r) => [r.remarks, r.project_name].filter(Boolean).join(' · ') || '-' },
    { label: 'Debit', cell: (r) => amount(r.debit), align: 'right' },
    { label: 'Credit', cell: (r) => amount(r.credit), align: 'right' },
    { label: 'Balance', cell: (r) => money(r.balance), align: 'right' },
  ];
  return <SheetTable verticalSpacing={4} columns={columns} rows={rows} rowKey={(r) => r.id} empty={empty} before={before} footer={footer} />;
}
