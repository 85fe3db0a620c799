// Calls of the quotation screens; types come from the contracts.
import type { z } from 'zod';
import { api } from '../../components/api';
import type { createQuotationReply, quotationDetail, quotationRow } from '../../../contracts/quotations';

export type QuotationRow = z.infer<typeof quotationRow>;
export type QuotationDetail = z.infer<typeof quotationDetail>;

export interface QuotationInput {
  quotation_date: string;
  customer_id: number | null;
  items: { m_id: number; qty: number; unit_price: number; warranty: string; serial: { srl_id: number; sl_no: string }[] }[];
}

export const getQuotation = (id: number) => api.get<QuotationDetail>(`/quotation/${id}`);
export const previewQuotationNo = async (date: string) => (await api.get<{ preview_quotation_no: string }>('/quotation_next_no', { date })).preview_quotation_no;
export const createQuotation = (q: QuotationInput) => api.post<z.infer<typeof createQuotationReply>>('/quotation/create', q);
export const updateQuotation = (id: number, q: QuotationInput) => api.put<{ quotation_id: number }>(`/quotation/update/${id}`, { id, quotation: q });
export const deleteQuotation = (id: number) => api.delete<{ result: { affectedRows: number }; message: string }>(`/quotation/delete/${id}`);
