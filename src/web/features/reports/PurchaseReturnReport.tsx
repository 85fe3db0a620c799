import { PartyDocsReport, amountColumn, dateColumn } from './tradingReports';
import type { PurchaseReturnReportRow } from './api';

export default function PurchaseReturnReport() {
  return (
    <PartyDocsReport<PurchaseReturnReportRow>
      title="Purchase Return Report"
      path="/date_wise_purchase_return_report"
      partyLabel="Supplier"
      party={(r) => ({ id: r.supp_id, name: r.supplier })}
      columns={[
        { label: 'Return No', cell: 'return_no' },
        dateColumn('Return Date', (r) => r.return_date),
        { label: 'Purchase No', cell: 'pu_no' },
        amountColumn('Total', (r) => r.total),
      ]}
      amount={(r) => r.total}
    />
  );
}
