import { PartyDocsReport, dateColumn } from './tradingReports';
import type { SalesReturnReportRow } from './api';

export default function DateWiseSaleReturnReport() {
  return (
    <PartyDocsReport<SalesReturnReportRow>
      title="Date Wise Sales Return Report"
      path="/date_wise_sales_return_report"
      party={{ label: 'Customer', of: (r) => ({ id: r.cuss_id, name: r.customer }) }}
      columns={[{ label: 'Return No', cell: 'return_no' }, dateColumn('Return Date', (r) => r.return_date), { label: 'Invoice No', cell: 'inv_no' }]}
      total={(r) => r.total}
    />
  );
}
