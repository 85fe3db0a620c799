// The adjustment report: every line of the dates, or per product group what was added and removed.
import { useState } from 'react';
import { Group, Radio } from '@mantine/core';
import { DataTable, type Column } from '../../components/DataTable';
import { ReportPage } from '../../components/ReportPage';

import { displayDate, money, qty } from '../../components/format';
import type { StockAdjustmentReport as Report } from '../../../contracts/reports';
import { typeLabel, type AdjustmentLine } from './api';
import { FooterRow } from './FooterRow';
import { amountColumns, modelColumns } from './columns';
import { reportKeys } from '../../app/queryKeys';
import { call } from '../../components/client';
import { stockAdjustmentApi } from '../../app/queryKeys/adjustments';

type GroupRow = Report['groups'][number];

const lineColumns: Column<AdjustmentLine>[] = [
  { label: 'SL', cell: (_r, i) => i + 1, width: 50 },
  { label: 'Date', cell: (l) => displayDate(l.adj_date) },
  { label: 'Adjustment No.', cell: 'adj_no' },
  ...modelColumns,
  { label: 'Type', cell: (l) => typeLabel(l.adj_type) },
  ...amountColumns,
];

const groupColumns: Column<GroupRow>[] = [
  { label: 'SL', cell: (_r, i) => i + 1, width: 50 },
  { label: 'Group', cell: 'group_name' },
  { label: 'Added Qty', cell: (g) => qty(g.added_qty), align: 'right' },
  { label: 'Added Value', cell: (g) => money(g.added_value), align: 'right' },
  { label: 'Removed Qty', cell: (g) => qty(g.removed_qty), align: 'right' },
  { label: 'Removed Value', cell: (g) => money(g.removed_value), align: 'right' },
  { label: 'Net Value', cell: (g) => money(g.net_value), align: 'right' },
];

export default function StockAdjustmentReport() {
  const [view, setView] = useState<'lines' | 'groups'>('lines');
  return (
    <ReportPage<Report>
      title="Stock Adjustment Report"
      queryKey={reportKeys.report('/stock-adjustment-report')}
      load={(r) => call(stockAdjustmentApi.stockAdjustmentReport, { query: { ...r } })}
      isEmpty={(d) => d.result.length === 0}
      printTitle={(r) => `Sales_Report_${r.startDate}_to_${r.endDate}`}
      filters={
        <Radio.Group value={view} onChange={(v) => setView(v as 'lines' | 'groups')} mb={8}>
          <Group gap="sm">
            <Radio value="lines" label="Stock Adjustment" />
            <Radio value="groups" label="Group wise" />
          </Group>
        </Radio.Group>
      }
    >
      {(d) =>
        view === 'lines' ? (
          <DataTable
            columns={lineColumns}
            rows={d.result}
            rowKey={(l) => l.id}
            footer={
              <>
                <FooterRow label="Added" span={10} amount={d.totals.added_value} />
                <FooterRow label="Removed" span={10} amount={d.totals.removed_value} />
                <FooterRow label="Net" span={10} amount={d.totals.net_value} />
              </>
            }
          />
        ) : (
          <DataTable
            columns={groupColumns}
            rows={d.groups}
            rowKey={(g) => g.g_id ?? 0}
            footer={<FooterRow label="Total" span={3} extra={[money(d.totals.added_value), '', money(d.totals.removed_value)]} amount={d.totals.net_value} />}
          />
        )
      }
    </ReportPage>
  );
}
