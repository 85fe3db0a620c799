// Sales bills: requests and replies. The browser may send jv_no, inv_no, totals, prev_due and
// created_by as the old pages did; they are accepted and ignored (the server works them out).
import { z } from 'zod';
import { lineTax, ratePercent } from './vat.js';
import {
  START_END,
  amount,
  blankToUndefined,
  BOTH_DATES,
  checkRange,
  firstPage,
  listQuery,
  offsetOrZero,
  optionalDate,
  optionalId,
  optionalRange,
  pagedOf,
  quantity,
  reportQuery,
  messageBody,
  idParam,
} from './common.js';
import { overLimitFields } from './credit.js';
import { chequeFields, chequeStateFields, itemReportRow, lineFields, lineModelFields, soldSerial as serialOut } from './documents.js';
import { route } from './route.js';
import { lastPriceReply, lastPriceQuery } from './finder.js';

export { itemReportRow };

export { BOTH_DATES, optionalDate, optionalId };
export const ALL_FIELDS = 'All filed are required..';

const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());
/** A number typed in a form: '' or missing is 0; the service decides whether 0 is acceptable. */
export const formNumber = z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), amount);
/** A quantity typed in a form (3 decimals): '' or missing is 0. */
export const formQuantity = z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), quantity);

/** How the bills, quotations and sales returns word a range's problems: both on the start date. */
const SALE_DATES = { ...START_END, order: 'Start date must not be after end date', bothAt: 'start', orderAt: 'start' } as const;

/**
 * The list convention of bills, quotations and sales returns: search (case-insensitive substring),
 * an optional date range (both dates or neither; startDate/endDate, or sDate/eDate as some pages
 * send them), and a page of `limit` rows (50 unless asked) from `offset`.
 */
const saleListFields = { ...optionalRange, sDate: optionalDate, eDate: optionalDate, limit: firstPage, offset: offsetOrZero };
const saleDates = <Q extends { startDate?: string; endDate?: string; sDate?: string; eDate?: string }>({ sDate, eDate, ...q }: Q) => ({
  ...q,
  startDate: q.startDate ?? sDate,
  endDate: q.endDate ?? eDate,
});
export const saleListQuery = listQuery.extend(saleListFields).transform(saleDates).superRefine(checkRange(SALE_DATES, false));
export type SaleListQuery = z.infer<typeof saleListQuery>;

/** A report's date range: both dates required. */
export const saleReportQuery = reportQuery({}, SALE_DATES);

/** A serial picked on a line: its id, or { srl_id, sl_no } as the serial picker gives it. */
export const serialRef = z.union([z.coerce.number().int().positive(), z.object({ srl_id: z.coerce.number().int().positive(), sl_no: z.string().optional() })]);
export const serialIdsOf = (refs: z.infer<typeof serialRef>[] | undefined): number[] => (refs ?? []).map((r) => (typeof r === 'number' ? r : r.srl_id));

export const saleItemInput = z.object({
  m_id: z.preprocess(blankToUndefined, z.coerce.number().int().nonnegative().default(0)),
  qty: formQuantity,
  unit_price: formNumber,
  serial: z.array(serialRef).max(10_000).optional(),
  /** VAT-registered businesses only: a VAT rate (percent) other than the model's, with its reason. */
  vat_rate: ratePercent('VAT rate').optional(),
  vat_reason: z.string().trim().max(200).optional(),
});

export const saleBody = z.object({
  inv_date: optionalDate,
  cus_id: z.preprocess(blankToUndefined, z.coerce.number().int().nonnegative().default(0)),
  inv_disc: formNumber,
  collect: formNumber,
  collect_type: z.enum(['Cash', 'Cheque', 'Bank'], { message: 'Collect type must be Cash or Cheque' }).optional(),
  cash_bank_type: z.enum(['Cash', 'Cheque', 'Bank'], { message: 'Collect type must be Cash or Cheque' }).optional(),
  bankId: optionalId,
  chqNo: optionalText(60),
  chqDate: optionalDate,
  rmks: optionalText(500),
  /** The quotation this bill is made from (a new bill only; the quotation is then converted). */
  quotation_id: optionalId,
  items: z.array(saleItemInput, { message: 'Please add at least one item' }).max(500),
  /** Above the customer's credit limit: an admin's approval on the spot (contracts/credit.ts). */
  ...overLimitFields,
});
export type SaleBody = z.infer<typeof saleBody>;

const money = z.number();

export const saleRow = z.object({
  id: z.number(),
  jv_no: z.string(),
  inv_no: z.string(),
  inv_date: z.string(),
  cus_id: z.number(),
  customer: z.string(),
  mobile: z.string(),
  sub_total: money,
  inv_disc: money,
  grand_total: money,
  collect: money,
  prev_due: money,
  created_by: z.number().nullable(),
  created_at: z.string(),
});

export const saleMaster = saleRow.extend({
  address: z.string(),
  rmks: z.string(),
  sold_by: z.string(),
  /** prev_due + grand_total − collect */
  net_outstanding: money,
  returned_total: money,
  collect_type: z.enum(['Cash', 'Cheque']).nullable(),
  cash_bank_type: z.enum(['Cash', 'Bank']).nullable(),
  ...chequeFields,
  ...chequeStateFields,
  coll_vc_no: z.string().nullable(),
  /** Its Mushak 6.3 number when it is an issued tax invoice: its date, customer, lines, prices and VAT then stay as issued. */
  mushak_no: z.string().nullable(),
  /** Its VAT and SD as saved (0 without VAT). */
  vat: money,
  sd: money,
});

export const saleItemRow = z.object({
  id: z.number(),
  sale_id: z.number(),
  ...lineModelFields,
  srl: z.number(),
  warranty: z.string(),
  /** The last day of the line's warranty (sale date + its months − 1 day; issue 44); null when none or not known. */
  warranty_until: z.string().nullable(),
  unit_price: money,
  qty: z.number(),
  total: money,
  pur_rate: z.number(),
  pur_total: money,
  currStock: z.number(),
  returned_qty: z.number(),
  /** qty − returned_qty: what a sales return may still take back. */
  returnable_qty: z.number(),
  serial: z.array(serialOut),
  /** The line's serials still sold on this bill (not returned). */
  returnable_serial: z.array(serialOut),
  /** The line's VAT and SD as saved, at the rate of its date (all 0 without VAT). */
  tax: lineTax,
});

export const saleDetail = z.object({ master: saleMaster, data: z.array(saleItemRow) });
/**
 * A bill in the lists, with what is still owed on it: the customer's due sits on their newest bills
 * (a collection pays the oldest first), net of each bill's returns. Overdue: owed past the customer's
 * credit days.
 */
export const saleListRow = saleRow.extend({
  due: money,
  paid: money,
  status: z.enum(['Paid', 'Partly paid', 'Unpaid', 'Overdue']),
});
export const saleList = pagedOf(saleListRow);

export const createSaleReply = z.object({ message: z.string(), saelsId: z.number(), saleId: z.number(), inv_no: z.string() });
export const updateSaleReply = z.object({ message: z.string(), updateId: z.number(), inv_no: z.string() });

/** Accepts ?inv=12 (the sale id) or ?inv=INV-... (its number). */
export const saleRefQuery = z.object({ inv: z.string().trim().min(1, 'Please select an invoice') });
export const saleByInvoiceQuery = z.object({ inv_no: z.string().trim().min(1, 'Please select an invoice') });
export const salesByCustomerQuery = listQuery
  .extend({ ...saleListFields, cuss: z.coerce.number().int().positive({ message: 'Please select a customer' }) })
  .transform(saleDates)
  .superRefine(checkRange(SALE_DATES, false));
export const serialsByInvoiceQuery = z.object({
  inv: z.string().trim().min(1, 'Please select an invoice'),
  mId: optionalId,
});
export const invoiceSerial = z.object({
  srl_id: z.number(),
  sl_no: z.string(),
  m_id: z.number(),
  inv_no: z.string(),
  inv_item_id: z.number(),
  proDesc: z.string(),
});

export const itemDeleteBody = z.object({ id: z.coerce.number({ message: 'Please select an item' }).int().positive({ message: 'Please select an item' }) });
export const serialStatusBody = z.preprocess((v) => v ?? {}, z.object({ inv_item_id: optionalId }));

export const nextNoQuery = z.object({ date: optionalDate });
/** A preview of the next number: not reserved; the number is given when the document is saved. */
export const nextInvoiceNoReply = z.object({ preview_inv_no: z.string() });

export const soldItemRow = z.object({
  id: z.number(),
  sale_id: z.number(),
  inv_no: z.string(),
  inv_date: z.string(),
  cus_id: z.number(),
  customer: z.string(),
  ...lineFields,
  serials: z.string(),
});
/** `capped` when the count stopped at `total` and there are more lines. */
export const soldItemList = pagedOf(soldItemRow).extend({ capped: z.boolean() });

// ---- reports ------------------------------------------------------------------------------------

export const salesReportRow = saleRow.omit({ created_by: true, created_at: true, jv_no: true });
export const salesReport = z.object({ result: z.array(salesReportRow), total: money });

export const itemReport = z.object({ result: z.array(itemReportRow), total: money });

export const analysisItem = z.object({
  product_name: z.string(),
  model_name: z.string(),
  qty: z.number(),
  unit_price: money,
  total: money,
  serials: z.string(),
});
export const salesAnalysisRow = salesReportRow.extend({ items: z.array(analysisItem) });
export const salesAnalysis = z.object({ result: z.array(salesAnalysisRow), total: money });

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const salesRoutes = {
  createSales: route('POST', '/create_sales', { body: saleBody, reply: createSaleReply, status: 201 }),
  allSales: route('GET', '/all_sales', { query: saleListQuery, reply: saleList }),
  salesFilter: route('GET', '/sales_filter', { query: saleListQuery, reply: saleList }),
  salesByCustomer: route('GET', '/salesByCustomer', { query: salesByCustomerQuery, reply: saleList }),
  bothSalesItem: route('GET', '/both_sales_item', { query: saleRefQuery, reply: saleDetail }),
  salesByInvoice: route('GET', '/sales_by_invoice', { query: saleByInvoiceQuery, reply: saleDetail }),
  allSerialByInvvoice: route('GET', '/all_serial_by_invvoice', { query: serialsByInvoiceQuery, reply: z.object({ data: z.array(invoiceSerial) }) }),
  salesItemsAll: route('GET', '/sales_items_all', { query: saleListQuery, reply: soldItemList }),
  salesNextNo: route('GET', '/sales_next_no', { query: nextNoQuery, reply: nextInvoiceNoReply }),
  lastSalePrice: route('GET', '/last_sale_price', { query: lastPriceQuery, reply: lastPriceReply }),
  salesUpdate: route('PATCH', '/sales_update/:id', { params: idParam, body: saleBody, reply: updateSaleReply }),
  salesItemDelete: route('DELETE', '/sales_item_delete', { body: itemDeleteBody, reply: messageBody }),
  updateSalesSerialStatus: route('PATCH', '/update_sales_serial_status/:id', {
    params: idParam,
    body: serialStatusBody,
    reply: z.object({ message: z.string(), saleId: z.number(), data: z.array(saleDetail.shape.data.element) }),
  }),
  salesDelete: route('DELETE', '/sales_delete/:id', { params: idParam, reply: messageBody }),
  dateWiseSalesReport: route('GET', '/date_wise_sales_report', { query: saleReportQuery, reply: salesReport }),
  dateWiseItemSalesReport: route('GET', '/date_wise_item_sales_report', { query: saleReportQuery, reply: itemReport }),
  dateWiseSalesAnalysisReport: route('GET', '/date_wise_sales_analysis_report', { query: saleReportQuery, reply: salesAnalysis }),
};
