import { AnalysisReport } from './tradingReports';
import type { PurchaseAnalysisRow } from './api';

export default function PurchaseAnalysisReport() {
  return (
    <AnalysisReport<PurchaseAnalysisRow>
      title="Purchase Analysis Report"
      path="/date_wise_purchase_analysis_report"
      partyLabel="Supplier"
      doc={(r) => ({ no: r.pu_no, date: r.pu_date, party: r.supplier, totals: [['Total', r.total]] })}
    />
  );
}
