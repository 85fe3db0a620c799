// The purchase return calls of these screens (and the purchase reads they need), typed from the contracts.
import type { z } from 'zod';
import type { purchaseReturnBoth, PurchaseReturnRow } from '../../../contracts/purchase-returns';
import type { purchaseBoth, PurchaseRow } from '../../../contracts/purchases';
import { call } from '../../components/client';
import { documentCalls } from '../../components/documentCalls';

import { purchaseReturnsApi } from '../../app/queryKeys/purchaseReturns';

export type ReturnBoth = z.infer<typeof purchaseReturnBoth>;
export type PurchaseDetail = z.infer<typeof purchaseBoth>;
export type PurchaseLine = PurchaseDetail['data'][number];
export type { PurchaseReturnRow, PurchaseRow };

export interface ReturnFormBody {
  return_date: string;
  supp_id: number | null;
  pu_no_id: number | null;
  rmks: string;
  items: { pu_item_id: number; m_id: number; r_qty: number; r_unit: number; serial: number[] }[];
}

export const returnApi = {
  ...documentCalls({
    get: purchaseReturnsApi.allPurchaseReturnBoth,
    idParam: 'rId',
    nextNo: purchaseReturnsApi.purchaseReturnNextNo,
    create: purchaseReturnsApi.createPurchaseReturn,
    update: purchaseReturnsApi.purchaseReturnUpdate,
  }),
  remove: (id: number) => call(purchaseReturnsApi.prDelete, { body: { id } }),
};
