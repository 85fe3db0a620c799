// Daily Sales And Profit: per day, sales less returns against the cost the goods left with.
import { DataTable, type Column } from '../../components/DataTable';
import { ReportPage } from '../../components/ReportPage';
import { displayDate, money } from '../../components/format';
import { ProfitTotalRow, percent, reportCall, right } from './parts';
import type { DailyProfitReply } from './api';
import { LeftOutNote } from './LeftOutNote';
import { reportsApi } from '../../app/queryKeys';

type Day = DailyProfitReply['result'][number];
const columns: Column<Day>[] = [
  { label: 'SL', cell: (_r, i) => i + 1, width: 50 },
  { label: 'Date', cell: (r) => displayDate(r.inv_date) },
  { label: 'Total Sales', cell: (r) => money(r.total_sales), align: right },
  { label: 'Total Cost', cell: (r) => money(r.total_cost), align: right },
  { label: 'Total Profit', cell: (r) => money(r.total_profit), align: right },
  { label: 'Profit %', cell: (r) => percent(r.profit_percentage), align: right },
];

export default function DailyProfitReport() {
  return (
    <ReportPage<DailyProfitReply> title="Daily Sales And Profit" {...reportCall(reportsApi.dailyProfit)} isEmpty={(d) => d.result.length === 0}>
      {(d) => (
        <>
          <LeftOutNote leftOut={d.left_out} />
          <DataTable columns={columns} rows={d.result} rowKey={(r) => r.inv_date} footer={<ProfitTotalRow span={2} t={d.total} />} />
        </>
      )}
    </ReportPage>
  );
}
