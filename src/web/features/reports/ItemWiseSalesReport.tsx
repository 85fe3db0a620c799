import { ItemWiseReport } from './tradingReports';

export default function ItemWiseSalesReport() {
  return <ItemWiseReport title="Item Wise Sales Report" path="/date_wise_item_sales_report" />;
}
