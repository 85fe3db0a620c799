// The cash and bank books: date, voucher, the other side, narration, money in (debit), money out
// (credit) and the running balance, between the opening and closing balance.
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../components/DataTable';
import { displayDate, money } from '../../components/format';
import { TotalRow, right } from './parts';

export interface BookLine {
  date: string;
  vc_no: string;
  particulars: string;
  description: string;
  debit: number;
  credit: number;
  balance: number;
  chq_no?: string | null;
}

const columns = (withCheque: boolean): Column<BookLine>[] => [
  { label: 'Date', cell: (r) => displayDate(r.date) },
  {
    label: 'Voucher No',
    cell: (r) =>
      r.vc_no ? (
        <Anchor component={Link} to={`/report-account-individual-voucher/${encodeURIComponent(r.vc_no)}`} target="_blank" size="sm">
          {r.vc_no}
        </Anchor>
      ) : (
        ''
      ),
  },
  { label: 'Particulars', cell: 'particulars' },
  { label: 'Description', cell: 'description' },
  ...(withCheque ? [{ label: 'Cheque No', cell: (r: BookLine) => r.chq_no ?? '' }] : []),
  { label: 'Received (Dr)', cell: (r) => (r.debit ? money(r.debit) : ''), align: right },
  { label: 'Paid (Cr)', cell: (r) => (r.credit ? money(r.credit) : ''), align: right },
  { label: 'Balance', cell: (r) => money(r.balance), align: right },
];

export function BookTable(p: { opening: number; openingDate: string; rows: BookLine[]; debit: number; credit: number; closing: number; withCheque?: boolean }) {
  const cols = columns(!!p.withCheque);
  const opening: BookLine = { date: p.openingDate, vc_no: '', particulars: 'Opening Balance', description: '', debit: 0, credit: 0, balance: p.opening };
  return (
    <DataTable
      columns={cols}
      rows={[opening, ...p.rows]}
      rowKey={(_r, i) => i}
      footer={
        <>
          <TotalRow label="Total" span={cols.length - 3} cells={[p.debit, p.credit, '']} />
          <TotalRow label="Closing Balance" span={cols.length - 1} cells={[p.closing]} />
        </>
      }
    />
  );
}
