import { AnalysisReport } from './tradingReports';
import type { PurchaseReturnAnalysisRow } from './api';

export default function PurchaseReturnAnalysis() {
  return (
    <AnalysisReport<PurchaseReturnAnalysisRow>
      title="Purchase Return Analysis"
      path="/date_wise_purchase_return_analysis_report"
      partyLabel="Supplier"
      doc={(r) => ({ no: r.return_no, date: r.return_date, party: r.supplier, totals: [['Total', r.total]] })}
    />
  );
}
