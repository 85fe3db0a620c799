import { AnalysisReport } from './tradingReports';
import type { SalesAnalysisRow } from './api';

export default function SalesAnalysisReport() {
  return (
    <AnalysisReport<SalesAnalysisRow>
      title="Sales Analysis Report"
      path="/date_wise_sales_analysis_report"
      partyLabel="Customer"
      doc={(r) => ({
        no: r.inv_no,
        date: r.inv_date,
        party: r.customer,
        totals: [
          ['Sub Total', r.sub_total],
          ['Discount', r.inv_disc],
          ['Grand Total', r.grand_total],
        ],
      })}
    />
  );
}
