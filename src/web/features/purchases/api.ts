// The purchase calls of these screens, typed from the contracts.

import type { z } from 'zod';
import type { purchaseBoth, PurchaseRow } from '../../../contracts/purchases';
import { call } from '../../components/client';
import { documentCalls } from '../../components/documentCalls';
import { purchasesApi } from '../../app/queryKeys/purchases';

export type PurchaseBoth = z.infer<typeof purchaseBoth>;
export type { PurchaseRow };

export interface PurchaseLineBody {
  id?: number;
  m_id: number;
  qty: number;
  unit_price: number;
  serial: string[];
}

export interface PurchaseFormBody {
  pu_date: string;
  supp_id: number | null;
  supp_inv: string;
  paid: number;
  /** Cash, or a cheque on bankId ('Cheque' is sent as the form says it; the server stores 'Bank'). */
  cash_bank_type: 'Cash' | 'Cheque';
  bankId: number | null;
  chqNo: string | null;
  chqDate: string | null;
  items: PurchaseLineBody[];
}

export const purchaseApi = {
  ...documentCalls({
    get: purchasesApi.bothPurchase,
    idParam: 'pId',
    nextNo: purchasesApi.purchaseNextNo,
    create: purchasesApi.createPurchase,
    update: purchasesApi.purchaseUpdate,
  }),
  removeItem: (id: number) => call(purchasesApi.purchaseItemDelete, { body: { id } }),
  removeSerial: (id: number) => call(purchasesApi.updateSerialStatus, { body: { id } }),
  remove: (id: number) => call(purchasesApi.allPurchaseDelete, { query: { id } }),
};
