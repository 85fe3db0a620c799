// One adjustment, read-only, printable with or without the company header.
import { DataTable, type Column } from '../../components/DataTable';
import { InfoGrid, PrintPage } from '../../components/PrintPage';
import { displayDate } from '../../components/format';
import { FooterRow } from './FooterRow';
import { typeLabel, type AdjustmentLine } from './api';
import { amountColumns, modelColumns } from './columns';
import { useAdjustment } from './useAdjustment';

const columns: Column<AdjustmentLine>[] = [
  { label: 'SL', cell: (_r, i) => i + 1, width: 50 },
  ...modelColumns,
  { label: 'Adjustment Type', cell: (l) => typeLabel(l.adj_type) },
  ...amountColumns,
];

export default function AdjustmentDetailsPage() {
  const read = useAdjustment();
  if ('waiting' in read) return read.waiting;
  const d = read.adjustment;
  const sumOf = (type: AdjustmentLine['adj_type']) => d.result.filter((l) => l.adj_type === type).reduce((a, l) => a + l.total_cost, 0);
  return (
    <PrintPage title="Stock Adjustment" back={{ to: '/product-adjustment', label: 'Back' }} signatures={['Prepared By', 'Authorised Signature']}>
      <InfoGrid
        items={[
          ['Adjustment No.', d.adjNo],
          ['Date', displayDate(d.adj_date)],
          ['Remarks', d.remarks || '-'],
        ]}
      />
      <DataTable
        columns={columns}
        rows={d.result}
        rowKey={(l) => l.id}
        footer={
          <>
            <FooterRow label="Added" span={8} amount={sumOf('addition')} />
            <FooterRow label="Removed" span={8} amount={sumOf('subtraction')} />
          </>
        }
      />
    </PrintPage>
  );
}
