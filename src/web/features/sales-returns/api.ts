// Calls of the sales return screens; types come from the contracts.
import type { z } from 'zod';
import type { saleDetail, saleRow } from '../../../contracts/sales';
import type { returnDetail, returnRow } from '../../../contracts/sales-returns';
import { call } from '../../components/client';

import { salesReturnsApi } from '../../app/queryKeys/salesReturns';

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

export const getReturn = (id: number) => call(salesReturnsApi.allSalesReturnBoth, { query: { rId: id } });
export const previewReturnNo = async (date: string) => (await call(salesReturnsApi.salesReturnNextNo, { query: { date } })).preview_return_no;
export const createReturn = (r: ReturnInput) => call(salesReturnsApi.createSalesReturn, { body: r });
export const updateReturn = (id: number, r: ReturnInput) => call(salesReturnsApi.salesReturnUpdate, { params: { id }, body: r });
export const deleteReturn = (id: number) => call(salesReturnsApi.salesReturnDelete, { query: { id } });
