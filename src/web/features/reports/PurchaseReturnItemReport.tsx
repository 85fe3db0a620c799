import { ItemWiseReport } from './tradingReports';

export default function PurchaseReturnItemReport() {
  return <ItemWiseReport title="Purchase Return Item Report" path="/date_wise_item_purchase_return_report" />;
}
