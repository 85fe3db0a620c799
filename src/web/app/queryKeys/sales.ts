// Keys of the sales feature: bills and what the bill form reads.
import { documentKeys } from './documentKeys';
import { callQuery, endpoints } from '../../components/client';
import type { salesRoutes } from '../../../contracts/sales';

export const salesKeys = {
  /** `list`: the bill list; `DocumentListPage` adds its filters and rows shown. */
  ...documentKeys('sales'),
  /** Sold items (one row per line). */
  items: ['sales', 'items'] as const,
  lastPrice: (customerId: number | null, modelId: number | undefined) => ['sales', 'last-price', customerId, modelId] as const,
  /** A quotation read as a new bill's lines (kept while the bill is made; a quotation's edit changes them). */
  fromQuotations: ['sales', 'from-quotation'] as const,
  fromQuotation: (quotationId: number | null | undefined) => ['sales', 'from-quotation', quotationId] as const,
  /** One bill's paid, due and status as the list shows them (the invoice's chip). */
  status: (invNo: string) => ['sales', 'status', invNo] as const,
};

/** The sales contract's routes (contracts/sales.ts), for `call` (components/client.ts). */
export const salesApi = endpoints<typeof salesRoutes>({
  createSales: 'POST /create_sales',
  allSales: 'GET /all_sales',
  salesFilter: 'GET /sales_filter',
  salesByCustomer: 'GET /salesByCustomer',
  bothSalesItem: 'GET /both_sales_item',
  salesByInvoice: 'GET /sales_by_invoice',
  allSerialByInvvoice: 'GET /all_serial_by_invvoice',
  salesItemsAll: 'GET /sales_items_all',
  salesNextNo: 'GET /sales_next_no',
  lastSalePrice: 'GET /last_sale_price',
  salesUpdate: 'PATCH /sales_update/:id',
  salesItemDelete: 'DELETE /sales_item_delete',
  updateSalesSerialStatus: 'PATCH /update_sales_serial_status/:id',
  salesDelete: 'DELETE /sales_delete/:id',
  dateWiseSalesReport: 'GET /date_wise_sales_report',
  dateWiseItemSalesReport: 'GET /date_wise_item_sales_report',
  dateWiseSalesAnalysisReport: 'GET /date_wise_sales_analysis_report',
});

/** The sales feature's reads, each with its key (`useQuery(salesQueries.lastPrice(...))`). */
export const salesQueries = {
  /** The price the customer last paid for the model. */
  lastPrice: (customerId: number | null, modelId: number | undefined) =>
    callQuery(salesKeys.lastPrice(customerId, modelId), salesApi.lastSalePrice, { query: { cus_id: customerId ?? '', m_id: modelId ?? '' } }, (r) => r.data),
};
