import { CollPayReportPage } from './tradingReports';

export default function PaymentAnalysis() {
  return <CollPayReportPage title="Payment Analysis" path="/date_wise_payment_report" partyKey="supplier" groupBy="party" />;
}
