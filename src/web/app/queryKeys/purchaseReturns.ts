// Keys of the purchase returns feature: the return form picks from a supplier's purchases.
import { returnKeys } from './documentKeys';
import { callQuery, endpoints } from '../../components/client';
import type { purchaseReturnsRoutes } from '../../../contracts/purchase-returns';
import type { RouteBody } from '../../../contracts/route';
import { purchasesApi } from './purchases';

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

/** The reads of the purchase return form, each with its key. */
export const purchaseReturnQueries = {
  /** The supplier's purchases a return may be made against. */
  purchases: (supplierId: number | null | undefined) =>
    callQuery(purchaseReturnKeys.sourcesOf(supplierId), purchasesApi.purchaseBySupp, { query: { supp: supplierId ?? '' } }, (r) => r.purchases),
  /** One purchase, its lines with what may still be returned. */
  purchase: (purchaseId: number | null | undefined) =>
    callQuery(purchaseReturnKeys.source(purchaseId), purchasesApi.bothPurchase, { query: { pId: purchaseId ?? '' } }),
  nextNo: (date: string) => callQuery(purchaseReturnKeys.nextNo(date), purchaseReturnsApi.purchaseReturnNextNo, { query: { date } }),
  /** The server's figures of a return being made (VAT on). */
  preview: (body: RouteBody<typeof purchaseReturnsRoutes.purchaseReturnPreview>) =>
    callQuery(purchaseReturnKeys.preview(body), purchaseReturnsApi.purchaseReturnPreview, { body }),
};
