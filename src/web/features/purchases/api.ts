// The purchase calls of these screens, typed from the contracts.
import { api } from '../../components/api';
import { documentCalls } from '../../components/documentCalls';
import type { z } from 'zod';
import type { purchaseBoth, PurchaseRow } from '../../../contracts/purchases';

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

type Saved = { message: string; purchaseId: number; pu_no: string };

export const purchaseApi = {
  ...documentCalls<PurchaseBoth, PurchaseFormBody, Saved, { pu_no: string }>({
    get: '/both_purchase',
    idParam: 'pId',
    nextNo: '/purchase_next_no',
    create: '/create_purchase',
    update: '/purchase_update',
  }),
  removeItem: (id: number) => api.delete<{ message: string }>('/purchase_item_delete', { id }),
  removeSerial: (id: number) => api.patch<{ message: string; sl_no: string }>('/update_serial_status', { id }),
  remove: (id: number) => api.delete<{ message: string }>('/allPurchaseDelete', undefined, { id }),
};
