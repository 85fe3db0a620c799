// Keys of the sales returns feature: the return form picks from a customer's bills.
import { returnKeys } from './documentKeys';
import { callQuery, endpoints } from '../../components/client';
import type { salesReturnsRoutes } from '../../../contracts/sales-returns';
import type { RouteBody } from '../../../contracts/route';
import { salesApi } from './sales';

export const salesReturnKeys = returnKeys('sales-returns');

/** The sales-returns contract's routes (contracts/sales-returns.ts), for `call` (components/client.ts). */
export const salesReturnsApi = endpoints<typeof salesReturnsRoutes>({
  createSalesReturn: 'POST /create_sales_return',
  salesCancel: 'POST /sales_cancel/:id',
  salesReturnPreview: 'POST /sales_return_preview',
  allSalesReturn: 'GET /all_sales_return',
  salesReturnFilterByDate: 'GET /sales_return_filter_by_date',
  allSalesReturnBoth: 'GET /all_sales_return_both',
  salesReturnNextNo: 'GET /sales_return_next_no',
  salesReturnUpdate: 'PATCH /sales_return_update/:id',
  salesReturnDelete: 'DELETE /sales_return_delete',
  updateSerialSalesReturn: 'PATCH /update_serial_sales_return',
  dateWiseSalesReturnReport: 'GET /date_wise_sales_return_report',
  dateWiseItemSalesReturnReport: 'GET /date_wise_item_sales_return_report',
  dateWiseSalesReturnAnalysisReport: 'GET /date_wise_sales_return_analysis_report',
});

/** The reads of the sales return form, each with its key. */
export const salesReturnQueries = {
  /** The customer's bills a return may be made against. */
  bills: (customerId: number | null | undefined) =>
    callQuery(salesReturnKeys.sourcesOf(customerId), salesApi.salesByCustomer, { query: { cuss: customerId ?? '', limit: 1000 } }, (r) => r.data),
  /** One bill's lines with what may still be returned. */
  lines: (saleId: number | null | undefined) => callQuery(salesReturnKeys.source(saleId), salesApi.salesByInvoice, { query: { inv_no: saleId ?? '' } }),
  /** The server's figures of a return being made (VAT on). */
  preview: (body: RouteBody<typeof salesReturnsRoutes.salesReturnPreview>) =>
    callQuery(salesReturnKeys.preview(body), salesReturnsApi.salesReturnPreview, { body }),
};
