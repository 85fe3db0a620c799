// Gross profit per bill (and sales return) at the cost the goods left stock with.
import { useState } from 'react';
import { Badge } from '@mantine/core';
import { DataTable, type Column } from '../../components/DataTable';
import { ReportPage } from '../../components/ReportPage';
import { displayDate, money } from '../../components/format';
import { PartyFilter } from './filters';
import { ProfitTotalRow, Summary, percent, reportCall, right } from './parts';
import type { GrossProfitReply, GrossProfitRow } from './api';
import { LeftOutNote } from './LeftOutNote';
import { reportsApi } from '../../app/queryKeys';

const columns: Column<GrossProfitRow>[] = [
  { label: 'SL', cell: (_r, i) => i + 1, width: 50 },
  { label: 'Date', cell: (r) => displayDate(r.inv_date) },
  {
    label: 'Invoice No',
    cell: (r) =>
      r.kind === 'return' ? (
        <>
          {r.inv_no}{' '}
          <Badge size="xs" color="orange">
            Return
          </Badge>
        </>
      ) : (
        r.inv_no
      ),
  },
  { label: 'Customer', cell: 'customer' },
  { label: 'Sales Amount', cell: (r) => money(r.sales_total), align: right },
  { label: 'Cost', cell: (r) => money(r.total_cost), align: right },
  { label: 'Profit', cell: (r) => money(r.gross_profit), align: right },
  { label: 'Profit %', cell: (r) => percent(r.profit_percentage), align: right },
];

export default function GrossProfitReport() {
  const [partyId, setPartyId] = useState<number | null>(null);
  return (
    <ReportPage<GrossProfitReply>
      title="Gross Profit"
      {...reportCall(reportsApi.itemWiseGrossProfit, { partyId })}
      isEmpty={(d) => d.result.length === 0}
      filters={<PartyFilter kind="combine" label="Supplier / Customer" placeholder="--All Supplier--" value={partyId} onChange={setPartyId} />}
    >
      {(d) => (
        <>
          <LeftOutNote leftOut={d.left_out} />
          <Summary
            items={[
              ['Total Sales Amount', d.summary.total_sales],
              ['Total Purchase Cost', d.summary.total_cost],
              ['Total Profit', d.summary.total_profit],
            ]}
          />
          <DataTable columns={columns} rows={d.result} rowKey={(r) => `${r.kind}-${r.id}`} footer={<ProfitTotalRow span={4} t={d.summary} />} />
        </>
      )}
    </ReportPage>
  );
}
