// The purchase return calls of these screens (and the purchase reads they need), typed from the contracts.
import { api } from '../../components/api';
import { documentCalls } from '../../components/documentCalls';
import type { z } from 'zod';
import type { purchaseReturnBoth, PurchaseReturnRow } from '../../../contracts/purchase-returns';
import type { purchaseBoth, PurchaseRow } from '../../../contracts/purchases';

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

type Saved = { message: string; returnId: number; return_no: string };

export const returnApi = {
  ...documentCalls<ReturnBoth, ReturnFormBody, Saved, { return_no: string }>({
    get: '/all_purchase_return_both',
    idParam: 'rId',
    nextNo: '/purchase_return_next_no',
    create: '/create_purchase_return',
    update: '/purchase_return_update',
  }),
  remove: (id: number) => api.post<{ data: { success: boolean; message: string } }>('/pr_delete', { id }),
  purchasesOf: async (suppId: number) => (await api.get<{ purchases: PurchaseRow[] }>('/purchaseBySupp', { supp: suppId })).purchases,
  purchase: (id: number) => api.get<PurchaseDetail>('/both_purchase', { pId: id }),
};
