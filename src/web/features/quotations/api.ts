// Calls of the quotation screens; types come from the contracts.
import type { z } from 'zod';
import type { quotationDetail, quotationRow } from '../../../contracts/quotations';
import { call } from '../../components/client';
import { quotationsApi } from '../../app/queryKeys/quotations';

export type QuotationRow = z.infer<typeof quotationRow>;
export type QuotationDetail = z.infer<typeof quotationDetail>;

export interface QuotationInput {
  quotation_date: string;
  customer_id: number | null;
  items: { m_id: number; qty: number; unit_price: number; warranty: string; serial: { srl_id: number; sl_no: string }[] }[];
}

export const getQuotation = (id: number) => call(quotationsApi.quotation, { params: { id } });
export const previewQuotationNo = async (date: string) => (await call(quotationsApi.quotationNextNo, { query: { date } })).preview_quotation_no;
export const createQuotation = (q: QuotationInput) => call(quotationsApi.quotationCreate, { body: q });
export const updateQuotation = (id: number, q: QuotationInput) => call(quotationsApi.quotationUpdate, { params: { id }, body: { id, quotation: q } });
export const deleteQuotation = (id: number) => call(quotationsApi.quotationDelete, { params: { id } });
