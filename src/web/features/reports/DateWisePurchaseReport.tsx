import { PartyDocsReport, dateColumn } from './tradingReports';
import type { PurchaseReportRow } from './api';

export default function DateWisePurchaseReport() {
  return (
    <PartyDocsReport<PurchaseReportRow>
      title="Date Wise Purchase Report"
      path="/date_wise_purchase_report"
      party={{ label: 'Supplier', of: (r) => ({ id: r.supp_id, name: r.supplier }) }}
      columns={[{ label: 'Purchase No', cell: 'pu_no' }, dateColumn('Purchase Date', (r) => r.pu_date), { label: 'Supplier Invoice', cell: 'supp_inv' }]}
      total={(r) => r.total}
    />
  );
}
