// Calls of the sales return screens; types come from the contracts.
import type { z } from 'zod';
import { api } from '../../components/api';
import type { saleDetail, saleRow } from '../../../contracts/sales';
import type { createReturnReply, returnDetail, returnRow, updateReturnReply } from '../../../contracts/sales-returns';

export type ReturnRow = z.infer<typeof returnRow>;
export type ReturnDetail = z.infer<typeof returnDetail>;
export type Bill = z.infer<typeof saleRow>;
export type BillLines = z.infer<typeof saleDetail>;

export interface ReturnLineInput {
  inv_item_id: number;
  m_id: number;
  r_qty: number;
  r_unit: number;
  serial: number[];
}

export interface ReturnInput {
  return_date: string;
  cuss_id: number | null;
  inv_no_id: number | null;
  rmks: string;
  items: ReturnLineInput[];
}

export const getReturn = (id: number) => api.get<ReturnDetail>('/all_sales_return_both', { rId: id });
export const billsOf = async (customerId: number) => (await api.get<{ data: Bill[] }>('/salesByCustomer', { cuss: customerId, limit: 1000 })).data;
export const linesOf = (saleId: number) => api.get<BillLines>('/sales_by_invoice', { inv_no: saleId });
export const previewReturnNo = async (date: string) => (await api.get<{ preview_return_no: string }>('/sales_return_next_no', { date })).preview_return_no;
export const createReturn = (r: ReturnInput) => api.post<z.infer<typeof createReturnReply>>('/create_sales_return', r);
export const updateReturn = (id: number, r: ReturnInput) => api.patch<z.infer<typeof updateReturnReply>>(`/sales_return_update/${id}`, r);
export const deleteReturn = (id: number) => api.delete<{ message: string }>('/sales_return_delete', undefined, { id });
