// Sales returns: goods of a bill coming back from the customer. The browser may send jv_no,
// return_no and total as the old pages did; they are accepted and ignored.
import { z } from 'zod';
import { pagedOf, messageBody, idParam } from './common.js';
import { analysisItem, formNumber, formQuantity, optionalDate, serialRef, nextNoQuery, saleReportQuery, saleListQuery } from './sales.js';
import { itemReportRow, soldSerial as serialOut } from './documents.js';
import { lineTaxFields } from './vat.js';
import { route } from './route.js';

export const SELECT_FIRST = 'Select customer and product first';

const idOrZero = z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), z.coerce.number().int().nonnegative());

export const returnItemInput = z.object({
  inv_item_id: idOrZero,
  m_id: idOrZero.optional(),
  r_qty: formQuantity,
  /** The return unit price; 0 or missing means the price it was sold at. */
  r_unit: formNumber,
  serial: z.array(serialRef).max(10_000).optional(),
  /**
   * A price reduction alone (issue 40): the allowance's value without tax on this bill line, the goods
   * kept. r_qty is then 0 (or left out) and no stock moves; on a VAT bill its SD and VAT at the line's
   * rates are reversed too, on a credit note.
   */
  allowance: formNumber.optional(),
});

export const returnBody = z.object({
  return_date: optionalDate,
  cuss_id: idOrZero,
  inv_no_id: idOrZero,
  rmks: z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(500).optional()),
  items: z.array(returnItemInput).max(500).default([]),
});
export type ReturnBody = z.infer<typeof returnBody>;

/** The form's lines for a preview of what they reverse; return_id: the return being edited. */
export const returnPreviewBody = returnBody.extend({ return_id: z.coerce.number().int().positive().optional() });

const money = z.number();

/**
 * What a return would reverse, as the save works it out (nothing is written): per line its value at
 * the return price, its share of the bill's discount, and on a VAT bill (a credit note) its value
 * without tax and the SD and VAT it reverses; the totals and what the customer is credited.
 */
export const returnPreview = z.object({
  vat_bill: z.boolean(),
  lines: z.array(
    z.object({
      inv_item_id: z.number(),
      total: money,
      disc: money,
      net: money,
      ...lineTaxFields,
    }),
  ),
  total: money,
  disc: money,
  net: money,
  sd: money,
  vat: money,
  credited: money,
});
export type ReturnPreview = z.infer<typeof returnPreview>;

export const returnRow = z.object({
  id: z.number(),
  jv_no: z.string(),
  return_no: z.string(),
  return_date: z.string(),
  cuss_id: z.number(),
  customer: z.string(),
  mobile: z.string(),
  inv_no_id: z.number(),
  inv_no: z.string(),
  rmks: z.string(),
  /** The return value at the return prices, before the bill's discount. */
  total: money,
  /** The returned goods' share of the bill's discount, reversed (issue 20). */
  disc: money,
  /** What the customer is credited: total − disc. */
  net_total: money,
  created_at: z.string(),
});

export const returnMaster = returnRow.extend({
  address: z.string(),
  created_by: z.number().nullable(),
  entered_by: z.string(),
  /** The customer's due before this return. */
  prev_due: money,
  collected: money,
  /** prev_due − net_total − collected */
  net_outstanding: money,
  /** A return of a VAT bill (only then): its credit note as saved. */
  credit_note: z.object({ credit_note_no: z.string(), value: money, disc: money, sd: money, vat: money, credited: money }).optional(),
});

export const returnItemRow = z.object({
  id: z.number(),
  inv_item_id: z.number(),
  m_id: z.number(),
  model: z.string(),
  proDesc: z.string(),
  srl: z.number(),
  r_qty: z.number(),
  r_unit: money,
  total: money,
  /** This line's share of the bill's discount, and what it credits (total − disc). */
  disc: money,
  net_total: money,
  pur_rate: z.number(),
  pur_total: money,
  /** The bill line: quantity sold, its price, and how much of it all returns took back. */
  sold_qty: z.number(),
  sold_unit: money,
  returned_qty: z.number(),
  serial: z.array(serialOut),
  /** A line of a credit note (only then): its value without tax, and the SD and VAT it reversed, as saved. */
  net: money.optional(),
  sd: money.optional(),
  vat: money.optional(),
  /** A price allowance (issue 40): no goods came back, `total` is the price reduction without tax. */
  allowance: z.boolean().optional(),
});

export const returnDetail = z.object({ master: returnMaster, data: z.array(returnItemRow) });
export const returnList = pagedOf(returnRow);
export const returnFilterReply = z.object({ result: z.array(returnRow), total: z.number() });

export const createReturnReply = z.object({ message: z.string(), returnId: z.number(), return_no: z.string() });
export const updateReturnReply = z.object({ message: z.string(), returnId: z.number(), updateId: z.number(), return_no: z.string() });

export const returnRefQuery = z.object({ rId: z.string().trim().min(1, 'Please select a return') });
/** ?vc_no = the return's number or its voucher number; or ?id. */
export const returnDeleteQuery = z
  .object({ vc_no: z.string().trim().optional(), id: z.coerce.number().int().positive().optional() })
  .refine((q) => q.vc_no || q.id, { message: 'Please select a return', path: ['vc_no'] });

export const returnSerialBody = z
  .object({
    srl_id: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
    id: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
  })
  .refine((b) => b.srl_id || b.id, { message: 'Please select a serial', path: ['srl_id'] });

export const nextReturnNoReply = z.object({ preview_return_no: z.string() });

// ---- reports ------------------------------------------------------------------------------------

export const returnReportRow = returnRow.omit({ jv_no: true, rmks: true, created_at: true });
export const returnReport = z.object({ result: z.array(returnReportRow), total: money });
export const returnItemReport = z.object({ result: z.array(itemReportRow), total: money });
/** A returned line as the analysis lists it: as a sold line. */
export const returnAnalysisItem = analysisItem;
export const returnAnalysis = z.object({ result: z.array(returnReportRow.extend({ items: z.array(returnAnalysisItem) })), total: money });

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
/** Cancelling a bill by a full credit note: its date (today unless given). */
export const cancelBillBody = z.preprocess((v) => v ?? {}, z.object({ return_date: optionalDate }));

export const salesReturnsRoutes = {
  createSalesReturn: route('POST', '/create_sales_return', { body: returnBody, reply: createReturnReply, status: 201 }),
  salesCancel: route('POST', '/sales_cancel/:id', { params: idParam, body: cancelBillBody, reply: createReturnReply, status: 201 }),
  salesReturnPreview: route('POST', '/sales_return_preview', { body: returnPreviewBody, reply: returnPreview }),
  allSalesReturn: route('GET', '/all_sales_return', { query: saleListQuery, reply: returnList }),
  salesReturnFilterByDate: route('GET', '/sales_return_filter_by_date', { query: saleListQuery, reply: returnFilterReply }),
  allSalesReturnBoth: route('GET', '/all_sales_return_both', { query: returnRefQuery, reply: returnDetail }),
  salesReturnNextNo: route('GET', '/sales_return_next_no', { query: nextNoQuery, reply: nextReturnNoReply }),
  salesReturnUpdate: route('PATCH', '/sales_return_update/:id', { params: idParam, body: returnBody, reply: updateReturnReply }),
  salesReturnDelete: route('DELETE', '/sales_return_delete', { query: returnDeleteQuery, reply: messageBody }),
  updateSerialSalesReturn: route('PATCH', '/update_serial_sales_return', {
    body: returnSerialBody,
    reply: messageBody.extend({ returnId: returnDetail.shape.master.shape.id }),
  }),
  dateWiseSalesReturnReport: route('GET', '/date_wise_sales_return_report', { query: saleReportQuery, reply: returnReport }),
  dateWiseItemSalesReturnReport: route('GET', '/date_wise_item_sales_return_report', { query: saleReportQuery, reply: returnItemReport }),
  dateWiseSalesReturnAnalysisReport: route('GET', '/date_wise_sales_return_analysis_report', { query: saleReportQuery, reply: returnAnalysis }),
};
