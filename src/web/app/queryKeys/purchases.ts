// Keys of the purchases feature.
import { documentKeys } from './documentKeys';
import { callQuery, endpoints } from '../../components/client';
import type { purchasesRoutes } from '../../../contracts/purchases';

export const purchaseKeys = documentKeys('purchases');

/** The purchases contract's routes (contracts/purchases.ts), for `call` (components/client.ts). */
export const purchasesApi = endpoints<typeof purchasesRoutes>({
  filterWith: 'GET /filterWith',
  purchaseFilterBySupplier: 'GET /purchase_filter_by_supplier',
  purchaseFilterByModel: 'GET /purchase_filter_by_model',
  updateSerialStatus: 'PATCH /update_serial_status',
  purchaseSerialDelete: 'POST /purchase_serial_delete',
  purchaseDelete: 'DELETE /purchase_delete',
  purchaseDeletes: 'DELETE /purchase_deletes',
  createPurchase: 'POST /create_purchase',
  purchaseUpdate: 'PATCH /purchase_update/:id',
  allPurchase: 'GET /all_purchase',
  purchaseByDate: 'GET /purchaseByDate',
  purchaseFilter: 'GET /purchase/filter/:x',
  bothPurchase: 'GET /both_purchase',
  purchaseBySupp: 'GET /purchaseBySupp',
  allSerialByPurchase: 'GET /all_serial_by_purchase',
  purchaseNextNo: 'GET /purchase_next_no',
  purchaseItemDelete: 'DELETE /purchase_item_delete',
  allPurchaseDelete: 'DELETE /allPurchaseDelete',
  dateWisePurchaseReport: 'GET /date_wise_purchase_report',
  dateWiseItemPurchaseReport: 'GET /date_wise_item_purchase_report',
  dateWisePurchaseAnalysisReport: 'GET /date_wise_purchase_analysis_report',
});

/** The purchases feature's reads, each with its key. */
export const purchaseQueries = {
  /** The number a purchase made on the date would take. */
  nextNo: (date: string) => callQuery(purchaseKeys.nextNo(date), purchasesApi.purchaseNextNo, { query: { date } }),
};
