// The reports of quantity and amount per item (ItemWiseReport): each is its title and call.
import { ItemWiseReport } from './tradingReports';
import { reportScreen } from './parts';
import type { Endpoint } from '../../components/client';
import { purchaseReturnsApi, purchasesApi, salesApi, salesReturnsApi } from '../../app/queryKeys';

const report = (title: string, route: Endpoint) => reportScreen(ItemWiseReport, { title, route });

export const ItemWiseSales = report('Item Wise Sales Report', salesApi.dateWiseItemSalesReport);
export const ItemWiseSaleReturn = report('Item Wise Sales Return Report', salesReturnsApi.dateWiseItemSalesReturnReport);
export const ItemWisePurchase = report('Item Wise Purchase Report', purchasesApi.dateWiseItemPurchaseReport);
export const PurchaseReturnItem = report('Purchase Return Item Report', purchaseReturnsApi.dateWiseItemPurchaseReturnReport);
