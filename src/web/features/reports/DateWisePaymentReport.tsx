import { CollPayReportPage } from './tradingReports';

export default function DateWisePaymentReport() {
  return <CollPayReportPage title="Date Wise Payment Report" path="/date_wise_payment_report" partyKey="supplier" groupBy="date" />;
}
