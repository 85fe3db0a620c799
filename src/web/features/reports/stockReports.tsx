// The stock report and the stock balance report: one call (the stock screen's, over a date range),
// two views — the movement columns, or what is on hand and its value.
import { useState } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../components/DataTable';
import { ReportPage } from '../../components/ReportPage';
import { money, qty } from '../../components/format';
import { ModelFilter } from './filters';
import { TotalRow, loadReport, right, sumBy } from './parts';
import type { ProductsStock } from './api';
import { reportKeys, stockApi } from '../../app/queryKeys';

type StockRow = ProductsStock['result'][number];
const quantity = (label: string, key: keyof StockRow): Column<StockRow> => ({ label, cell: (r) => qty(r[key] as number), align: right });

const MOVEMENT_COLUMNS: Column<StockRow>[] = [
  {
    label: 'Model',
    cell: (r) => (
      <Anchor component={Link} to={`/report/stock-sales?modelId=${r.model_id}`} size="sm">
        {r.model}
      </Anchor>
    ),
  },
  { label: 'Category', cell: 'category' },
  quantity('Open Qty', 'open_qty'),
  quantity('Purchase Qty', 'pur_qty'),
  quantity('Purchase Return Qty', 'pur_ret_qty'),
  quantity('Sales Qty', 'sale_qty'),
  quantity('Sales Return Qty', 'sale_ret_qty'),
  quantity('Adjusted Qty', 'adj_qty'),
  quantity('Available Qty', 'avl_qty'),
  { label: 'Rate', cell: (r) => money(r.avgr_rate), align: right },
  { label: 'Balance', cell: (r) => money(r.balance), align: right },
];

const BALANCE_COLUMNS: Column<StockRow>[] = [
  { label: 'Group', cell: 'group' },
  { label: 'Brand', cell: 'brand' },
  { label: 'Category', cell: 'category' },
  { label: 'Model', cell: 'model' },
  quantity('Available Qty', 'avl_qty'),
  { label: 'Average Rate', cell: (r) => money(r.avgr_rate), align: right },
  { label: 'Balance', cell: (r) => money(r.balance), align: right },
];

export function StockReportPage({ title, variant }: { title: string; variant: 'movements' | 'balance' }) {
  const [modelId, setModelId] = useState<number | null>(null);
  const columns = [{ label: 'S/N', cell: (_r: StockRow, i: number) => i + 1, width: 50 }, ...(variant === 'movements' ? MOVEMENT_COLUMNS : BALANCE_COLUMNS)];
  const show = (d: ProductsStock) => (variant === 'balance' ? d.result.filter((r) => r.avl_qty !== 0 || r.balance !== 0) : d.result);
  return (
    <ReportPage<ProductsStock>
      title={title}
      queryKey={reportKeys.report('/products_stock', variant, modelId ?? null)}
      load={(r) => loadReport(stockApi.productsStock, r, { modelId, limit: 999999 })}
      isEmpty={(d) => show(d).length === 0}
      filters={<ModelFilter value={modelId} onChange={setModelId} />}
    >
      {(d) => (
        <DataTable
          columns={columns}
          rows={show(d)}
          rowKey={(r) => r.model_id}
          footer={
            variant === 'balance' ? (
              <TotalRow label="Grand Total" span={5} cells={[qty(sumBy(show(d), (r) => r.avl_qty)), '', d.grandTotal]} />
            ) : (
              <TotalRow label="Grand Total" span={columns.length - 1} cells={[d.grandTotal]} />
            )
          }
        />
      )}
    </ReportPage>
  );
}
