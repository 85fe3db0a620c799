import { ItemWiseReport } from './tradingReports';

export default function ItemWiseSaleReturnReport() {
  return <ItemWiseReport title="Item Wise Sales Return Report" path="/date_wise_item_sales_return_report" />;
}
