import { CollPayReportPage } from './tradingReports';

export default function CollectionAnalysis() {
  return <CollPayReportPage title="Collection Analysis" path="/date_wise_collection_report" partyKey="customer" groupBy="party" />;
}
