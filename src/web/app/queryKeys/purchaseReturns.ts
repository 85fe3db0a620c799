// Keys of the purchase returns feature: the return form picks from a supplier's purchases.
import { returnKeys } from './documentKeys';
import { endpoints } from '../../components/client';
import type { purchaseReturnsRoutes } from '../../../contracts/purchase-returns';

export const purchaseReturnKeys = returnKeys('purchase-returns');

/** The purchase-returns contract's routes (contracts/purchase-returns.ts), for `call` (components/client.ts). */
export const purchaseReturnsApi = endpoints<typeof purchaseReturnsRoutes>({
  createPurchaseReturn: 'POST /create_purchase_return',
  purchaseReturnPreview: 'POST /purchase_return_preview',
  purchaseReturnUpdate: 'PATCH /purchase_return_update/:id',
  prDelete: 'POST /pr_delete',
  updateSerialPurReturn: 'PATCH /update_serial_pur_return',
  allPurchaseReturn: 'GET /all_purchase_return',
  allPurchaseReturnBoth: 'GET /all_purchase_return_both',
  purchaseReturnFilter: 'GET /purchase_return_filter',
  purchaseReturnNextNo: 'GET /purchase_return_next_no',
  dateWisePurchaseReturnReport: 'GET /date_wise_purchase_return_report',
  dateWiseItemPurchaseReturnReport: 'GET /date_wise_item_purchase_return_report',
  dateWisePurchaseReturnAnalysisReport: 'GET /date_wise_purchase_return_analysis_report',
});
