// Calls of the sales screens; types come from the contracts.
import type { z } from 'zod';
import { withOverLimitApproval } from '../../components/CreditLimit';
import type { saleDetail, saleItemRow, saleListRow, saleMaster, saleRow, soldItemRow } from '../../../contracts/sales';
import { nextInvoiceNoRead, queryOf } from '../../components/reads';
import { call } from '../../components/client';
import { salesApi } from '../../app/queryKeys/sales';
import { salesReturnsApi } from '../../app/queryKeys/salesReturns';

export type SaleRow = z.infer<typeof saleRow>;
export type SaleListRow = z.infer<typeof saleListRow>;
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

export const getSale = (id: number | string) => call(salesApi.bothSalesItem, { query: { inv: id } });
export const previewInvoiceNo = (date: string) => queryOf(nextInvoiceNoRead(date)).queryFn();
// Above the customer's credit limit, an admin approves on the spot and the bill is sent again (components/CreditLimit).
export const createSale = (s: SaleInput) => withOverLimitApproval((a) => call(salesApi.createSales, { body: { ...s, ...a } }));
export const updateSale = (id: number, s: SaleInput) => withOverLimitApproval((a) => call(salesApi.salesUpdate, { params: { id }, body: { ...s, ...a } }));
export const deleteSale = (id: number) => call(salesApi.salesDelete, { params: { id } });
/** Cancels a bill by a full credit note (a sales return of all it has left): how a tax invoice is undone. */
export const cancelSale = (id: number) => call(salesReturnsApi.salesCancel, { params: { id }, body: {} });
