import { CollPayReportPage } from './tradingReports';

export default function DateWiseCollectionReport() {
  return <CollPayReportPage title="Date Wise Collection Report" path="/date_wise_collection_report" partyKey="customer" groupBy="date" />;
}
