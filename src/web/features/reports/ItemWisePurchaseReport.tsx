import { ItemWiseReport } from './tradingReports';

export default function ItemWisePurchaseReport() {
  return <ItemWiseReport title="Item Wise Purchase Report" path="/date_wise_item_purchase_report" />;
}
