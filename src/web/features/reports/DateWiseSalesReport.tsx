import { PartyDocsReport, amountColumn, dateColumn } from './tradingReports';
import type { SalesReportRow } from './api';

export default function DateWiseSalesReport() {
  return (
    <PartyDocsReport<SalesReportRow>
      title="Date Wise Sales Report"
      path="/date_wise_sales_report"
      party={{ label: 'Customer', of: (r) => ({ id: r.cus_id, name: r.customer }) }}
      columns={[
        { label: 'Invoice No', cell: 'inv_no' },
        dateColumn('Invoice Date', (r) => r.inv_date),
        amountColumn('Sub Total', (r) => r.sub_total),
        amountColumn('Discount', (r) => r.inv_disc),
        amountColumn('Collected', (r) => r.collect),
      ]}
      total={(r) => r.grand_total}
      totalLabel="Grand Total"
    />
  );
}
