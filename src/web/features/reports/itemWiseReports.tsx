// The reports of quantity and amount per item (ItemWiseReport): each is its title and call.
import { ItemWiseReport } from './tradingReports';
import { reportScreen } from './parts';

const report = (title: string, path: string) => reportScreen(ItemWiseReport, { title, path });

export const ItemWiseSales = report('Item Wise Sales Report', '/date_wise_item_sales_report');
export const ItemWiseSaleReturn = report('Item Wise Sales Return Report', '/date_wise_item_sales_return_report');
export const ItemWisePurchase = report('Item Wise Purchase Report', '/date_wise_item_purchase_report');
export const PurchaseReturnItem = report('Purchase Return Item Report', '/date_wise_item_purchase_return_report');
