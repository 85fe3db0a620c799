// Purchase returns: goods of one purchase sent back to its supplier. The browser may send jv_no,
// return_no and total; they are the server's and are ignored.
import { z } from 'zod';
import { amount, pagedOf, quantity, idParam, rangeQuery } from './common.js';
import { BOTH_DATES, analysisItem, dateField, grandTotalReport, optionalDate, positiveId, nextNoQuery, purchaseListQuery } from './purchases.js';
import { createdFields, itemReportRow } from './documents.js';
import { route } from './route.js';

const ALL_FIELDS = 'All fields are required.';

/** A serial as the return form sends it: its id, or an object carrying srl_id or id. */
const serialId = z.union([
  z.coerce.number().int().positive(),
  z.object({ srl_id: z.coerce.number().int().positive() }).transform((s) => s.srl_id),
  z.object({ id: z.coerce.number().int().positive() }).transform((s) => s.id),
]);

export const purchaseReturnItemInput = z.object({
  pu_item_id: positiveId(ALL_FIELDS),
  m_id: positiveId(ALL_FIELDS).optional(),
  /** For a serial-tracked line the number of serials counts; the quantity sent is ignored. */
  r_qty: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    quantity.refine((v) => v >= 0, { message: 'Return quantity cannot be negative' }),
  ),
  r_unit: amount.refine((v) => v > 0, { message: 'Return price must be more than zero' }),
  serial: z.preprocess((v) => v ?? [], z.array(serialId).max(10_000)),
});
export type PurchaseReturnItemInput = z.infer<typeof purchaseReturnItemInput>;

export const purchaseReturnBody = z.object({
  return_date: dateField('Return date is required'),
  supp_id: positiveId(ALL_FIELDS),
  pu_no_id: positiveId(ALL_FIELDS),
  rmks: z.preprocess((v) => v ?? '', z.string().trim().max(500)),
  items: z.array(purchaseReturnItemInput, { message: 'Please add at least one item' }).min(1, 'Please add at least one item').max(1000),
});
export type PurchaseReturnBody = z.infer<typeof purchaseReturnBody>;

/** The form's lines for a preview of what they take back; return_id: the return being edited. */
export const purchaseReturnPreviewBody = purchaseReturnBody.extend({ return_id: z.coerce.number().int().positive().optional() });

/**
 * What a return would take back, as the save works it out (nothing is written): per line its value at
 * the return price and its share of the purchase's input VAT and VAT in cost (by value at the price
 * bought); the totals and what the supplier is debited. A purchase carries no SD.
 */
export const purchaseReturnPreview = z.object({
  lines: z.array(z.object({ pu_item_id: z.number(), total: z.number(), input_vat: z.number(), vat_in_cost: z.number() })),
  total: z.number(),
  input_vat: z.number(),
  vat_in_cost: z.number(),
  supplier_debit: z.number(),
});
export type PurchaseReturnPreview = z.infer<typeof purchaseReturnPreview>;

export const purchaseReturnSaved = z.object({ message: z.string(), returnId: z.number(), return_no: z.string() });

export const purchaseReturnRow = z.object({
  id: z.number(),
  return_no: z.string(),
  jv_no: z.string(),
  return_date: z.string(),
  supp_id: z.number(),
  supplier: z.string(),
  mobile: z.string(),
  pu_no_id: z.number(),
  pu_no: z.string(),
  pu_date: z.string(),
  rmks: z.string(),
  total: z.number(),
  /** The supplier's due before the return. */
  amount: z.number(),
  ...createdFields,
});
export type PurchaseReturnRow = z.infer<typeof purchaseReturnRow>;
export const purchaseReturnList = pagedOf(purchaseReturnRow);

export const returnedSerial = z.object({ srl_id: z.number(), sl_no: z.string(), m_id: z.number(), pur_item_id: z.number() });

export const purchaseReturnItemRow = z.object({
  id: z.number(),
  return_id: z.number(),
  pu_item_id: z.number(),
  m_id: z.number(),
  proDesc: z.string(),
  currStock: z.number(),
  srl: z.number(),
  /** Quantity of the purchase line. */
  prev_qty: z.number(),
  /** Returned from the purchase line by other returns. */
  returnedQty: z.number(),
  r_qty: z.number(),
  r_unit: z.number(),
  total: z.number(),
  /** Purchase price of the line. */
  unit_price: z.number(),
  /** Cost per unit at which the goods left stock. */
  pur_rate: z.number(),
  serial: z.array(returnedSerial),
  /** A return of a purchase with VAT (only then): the line's share of what it took back, as saved. */
  input_vat: z.number().optional(),
  vat_in_cost: z.number().optional(),
});
export type PurchaseReturnItemRow = z.infer<typeof purchaseReturnItemRow>;

export const purchaseReturnBoth = z.object({
  master: purchaseReturnRow.extend({
    previous_dues: z.number(),
    return_total: z.number(),
    collected: z.number(),
    net_outstanding: z.number(),
    /** A return of a purchase with VAT (only then): its debit note's figures as saved. */
    vat_note: z.object({ debit_note_no: z.string().nullable(), input_vat: z.number(), vat_in_cost: z.number(), supplier_debit: z.number() }).optional(),
  }),
  data: z.array(purchaseReturnItemRow),
});

export const rIdQuery = z.object({ rId: positiveId('Return id is required') });
export const prDeleteBody = z.object({ id: positiveId('Return id is required') });
export const prDeleteReply = z.object({ data: z.object({ success: z.boolean(), message: z.string() }) });

/** The list's date filter: sDate and eDate (startDate and endDate are taken too), both required. */
export const returnFilterQuery = z
  .object({ sDate: optionalDate, eDate: optionalDate, startDate: optionalDate, endDate: optionalDate })
  .transform((q) => ({ startDate: q.sDate ?? q.startDate, endDate: q.eDate ?? q.endDate }))
  .refine((q) => q.startDate && q.endDate, { message: BOTH_DATES, path: ['sDate'] })
  .transform((q) => ({ startDate: q.startDate!, endDate: q.endDate! }));

export const returnFilterReply = z.object({ result: z.array(purchaseReturnRow), total: z.number(), grandTotal: z.number() });

export const returnSerialBody = z
  .object({ id: z.coerce.number().int().positive().optional(), srl_id: z.coerce.number().int().positive().optional() })
  .refine((b) => b.id || b.srl_id, { message: 'Serial id is required' })
  .transform((b) => ({ id: (b.id ?? b.srl_id)! }));

// ---- reports ------------------------------------------------------------------------------------

export const dateReturnReport = grandTotalReport(
  z.object({ id: z.number(), return_no: z.string(), return_date: z.string(), supp_id: z.number(), supplier: z.string(), pu_no: z.string(), total: z.number() }),
);

export const itemReturnReport = grandTotalReport(itemReportRow);

export const returnAnalysis = grandTotalReport(
  z.object({
    id: z.number(),
    return_no: z.string(),
    return_date: z.string(),
    supplier: z.string(),
    total: z.number(),
    items: z.array(analysisItem),
  }),
);

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const purchaseReturnsRoutes = {
  createPurchaseReturn: route('POST', '/create_purchase_return', { body: purchaseReturnBody, reply: purchaseReturnSaved, status: 201 }),
  purchaseReturnPreview: route('POST', '/purchase_return_preview', { body: purchaseReturnPreviewBody, reply: purchaseReturnPreview }),
  purchaseReturnUpdate: route('PATCH', '/purchase_return_update/:id', { params: idParam, body: purchaseReturnBody, reply: purchaseReturnSaved }),
  prDelete: route('POST', '/pr_delete', { body: prDeleteBody, reply: prDeleteReply }),
  updateSerialPurReturn: route('PATCH', '/update_serial_pur_return', { body: returnSerialBody, reply: z.object({ message: z.string(), sl_no: z.string() }) }),
  allPurchaseReturn: route('GET', '/all_purchase_return', { query: purchaseListQuery, reply: purchaseReturnList }),
  allPurchaseReturnBoth: route('GET', '/all_purchase_return_both', { query: rIdQuery, reply: purchaseReturnBoth }),
  purchaseReturnFilter: route('GET', '/purchase_return_filter', { query: returnFilterQuery, reply: returnFilterReply }),
  purchaseReturnNextNo: route('GET', '/purchase_return_next_no', { query: nextNoQuery, reply: z.object({ return_no: z.string() }) }),
  dateWisePurchaseReturnReport: route('GET', '/date_wise_purchase_return_report', { query: rangeQuery, reply: dateReturnReport }),
  dateWiseItemPurchaseReturnReport: route('GET', '/date_wise_item_purchase_return_report', { query: rangeQuery, reply: itemReturnReport }),
  dateWisePurchaseReturnAnalysisReport: route('GET', '/date_wise_purchase_return_analysis_report', { query: rangeQuery, reply: returnAnalysis }),
};
