import { PartyDocsReport, dateColumn } from './tradingReports';
import type { PurchaseReturnReportRow } from './api';

export default function PurchaseReturnReport() {
  return (
    <PartyDocsReport<PurchaseReturnReportRow>
      title="Purchase Return Report"
      path="/date_wise_purchase_return_report"
      party={{ label: 'Supplier', of: (r) => ({ id: r.supp_id, name: r.supplier }) }}
      columns={[{ label: 'Return No', cell: 'return_no' }, dateColumn('Return Date', (r) => r.return_date), { label: 'Purchase No', cell: 'pu_no' }]}
      total={(r) => r.total}
    />
  );
}
