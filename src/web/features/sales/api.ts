// Calls of the sales screens; types come from the contracts.
import type { z } from 'zod';
import { api } from '../../components/api';
import { withOverLimitApproval } from '../../components/CreditLimit';
import type { createSaleReply, saleDetail, saleItemRow, saleMaster, saleRow, soldItemRow, updateSaleReply } from '../../../contracts/sales';
import { nextInvoiceNoRead, queryOf } from '../../components/reads';

export type SaleRow = z.infer<typeof saleRow>;
export type SaleMaster = z.infer<typeof saleMaster>;
export type SaleItem = z.infer<typeof saleItemRow>;
export type SaleDetail = z.infer<typeof saleDetail>;
export type SoldItem = z.infer<typeof soldItemRow>;

export interface SaleLineInput {
  m_id: number;
  qty: number;
  unit_price: number;
  serial: { srl_id: number; sl_no: string }[];
}

export interface SaleInput {
  inv_date: string;
  cus_id: number | null;
  inv_disc: number;
  collect: number;
  collect_type: 'Cash' | 'Cheque';
  bankId: number | null;
  chqNo: string;
  chqDate: string;
  /** The quotation the bill is made from (a new bill only). */
  quotation_id?: number | null;
  items: SaleLineInput[];
}

export const getSale = (id: number | string) => api.get<SaleDetail>('/both_sales_item', { inv: id });
export const previewInvoiceNo = (date: string) => queryOf(nextInvoiceNoRead(date)).queryFn();
// Above the customer's credit limit, an admin approves on the spot and the bill is sent again (components/CreditLimit).
export const createSale = (s: SaleInput) => withOverLimitApproval((a) => api.post<z.infer<typeof createSaleReply>>('/create_sales', { ...s, ...a }));
export const updateSale = (id: number, s: SaleInput) => withOverLimitApproval((a) => api.patch<z.infer<typeof updateSaleReply>>(`/sales_update/${id}`, { ...s, ...a }));
export const deleteSale = (id: number) => api.delete<{ message: string }>(`/sales_delete/${id}`);
/** Cancels a bill by a full credit note (a sales return of all it has left): how a tax invoice is undone. */
export const cancelSale = (id: number) => api.post<{ message: string; returnId: number; return_no: string }>(`/sales_cancel/${id}`, {});
