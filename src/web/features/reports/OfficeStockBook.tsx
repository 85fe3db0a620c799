// The Office Stock Book: where each model's goods went — institution, quantity sold, serials, date.
import { useState } from 'react';
import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type Column } from '../../components/DataTable';
import { ReportPage } from '../../components/ReportPage';
import { displayDate, qty } from '../../components/format';
import { ModelFilter } from './filters';
import { GrandTotal, Grouped, TotalRow, reportCall, right, sumBy } from './parts';
import type { StockSalesReply } from './api';
import { reportsApi } from '../../app/queryKeys';

type Row = StockSalesReply['result'][number];
const columns: Column<Row>[] = [
  { label: 'SL', cell: (_r, i) => i + 1, width: 50 },
  { label: 'Date', cell: (r) => displayDate(r.inv_date) },
  { label: 'Invoice No', cell: 'inv_no' },
  { label: 'Institution Name', cell: (r) => (r.mobile ? `${r.customer} (${r.mobile})` : r.customer) },
  { label: 'Serial', cell: 'serials' },
  { label: 'Quantity Sold', cell: (r) => qty(r.qty), align: right },
];

export default function OfficeStockBook() {
  const [params] = useSearchParams();
  const [modelId, setModelId] = useState<number | null>(Number(params.get('modelId')) || null);
  return (
    <Stack gap="xs">
      <Anchor component={Link} to="/report/stock" size="sm" className="no-print">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Back
        </Group>
      </Anchor>
      <ReportPage<StockSalesReply>
        title="Office Stock Book"
        {...reportCall(reportsApi.stockSalesReport, { modelId })}
        isEmpty={(d) => d.result.length === 0}
        filters={<ModelFilter value={modelId} onChange={setModelId} />}
      >
        {(d) => (
          <>
            <Grouped rows={d.result} by={(r) => r.m_id} heading={(rows) => `Model: ${rows[0].model}`}>
              {(rows) => (
                <DataTable
                  columns={columns}
                  rows={rows}
                  rowKey={(r, i) => `${r.inv_no}-${i}`}
                  footer={<TotalRow label="Total" span={5} cells={[qty(sumBy(rows, (r) => r.qty))]} />}
                />
              )}
            </Grouped>
            <GrandTotal label="Total Quantity Sold" value={d.total_qty} format={qty} />
          </>
        )}
      </ReportPage>
    </Stack>
  );
}
