// One adjustment, read-only, printable with or without the company header.
import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type Column } from '../../components/DataTable';
import { InfoGrid, PrintPage } from '../../components/PrintPage';
import { displayDate, money, qty } from '../../components/format';
import { FooterRow } from './FooterRow';
import { getAdjustment, typeLabel, type AdjustmentLine } from './api';
import { MissingAdjustment } from './MissingAdjustment';
import { useAdjNo } from './useAdjNo';
import { adjustmentKeys } from '../../app/queryKeys';

const columns: Column<AdjustmentLine>[] = [
  { label: 'SL', cell: (_r, i) => i + 1, width: 50 },
  { label: 'Group', cell: 'group_name' },
  { label: 'Brand', cell: 'brand_name' },
  { label: 'Category', cell: 'category_name' },
  { label: 'Model', cell: 'model' },
  { label: 'Adjustment Type', cell: (l) => typeLabel(l.adj_type) },
  { label: 'Quantity', cell: (l) => qty(l.adj_qty), align: 'right' },
  { label: 'Price', cell: (l) => money(l.price), align: 'right' },
  { label: 'Total', cell: (l) => money(l.total_cost), align: 'right' },
];

export default function AdjustmentDetailsPage() {
  const adjNo = useAdjNo();
  const q = useQuery({ queryKey: adjustmentKeys.detail(adjNo), queryFn: () => getAdjustment(adjNo!), enabled: !!adjNo });
  if (!adjNo) return <MissingAdjustment />;
  if (q.isLoading)
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
  if (!q.data) return <MissingAdjustment message={(q.error as Error | null)?.message ?? 'Adjustment not found'} />;
  const d = q.data;
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
