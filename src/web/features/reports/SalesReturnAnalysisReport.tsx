import { AnalysisReport } from './tradingReports';
import type { SalesReturnAnalysisRow } from './api';

export default function SalesReturnAnalysisReport() {
  return (
    <AnalysisReport<SalesReturnAnalysisRow>
      title="Sales Return Analysis Report"
      path="/date_wise_sales_return_analysis_report"
      partyLabel="Customer"
      doc={(r) => ({ no: r.return_no, date: r.return_date, party: r.customer, totals: [['Total', r.total]] })}
    />
  );
}
