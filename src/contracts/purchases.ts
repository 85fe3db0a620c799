// Purchases: the form's body, the lists, the report and the purchase reports. The browser may send
// jv_no, pu_no, total, prev_due and created_by; they are the server's and are ignored.
import { z } from 'zod';
import {
  amount,
  blankToUndefined,
  BOTH_DATES,
  LIST_DATES,
  checkRange,
  dateField,
  firstPage,
  listQuery,
  offsetFromPage,
  optionalDate,
  optionalId,
  optionalRange,
  pageNo,
  pagedOf,
  rangeQuery,
  quantity,
  requiredId,
  voucherNo,
  lineProblem,
  messageBody,
  idParam,
} from './common.js';
import { SERIAL_MAX_LENGTH } from './catalogue.js';
import { chequeFields, createdFields, itemReportRow, lineFields, lineModelFields } from './documents.js';
import { route } from './route.js';
import { binText, ratePercent } from './vat.js';

const ALL_FILLED = 'All filed are required..';
export { BOTH_DATES, dateField, optionalDate };

export const positiveId = requiredId;

/** A serial as the form sends it: the number itself or an object carrying sl_no. */
const serialNo = z
  .union([z.string(), z.object({ sl_no: z.string() }).transform((s) => s.sl_no)])
  .refine((s) => s.trim().length <= SERIAL_MAX_LENGTH, { message: `A serial number is at most ${SERIAL_MAX_LENGTH} characters`, abort: true })
  .superRefine((s, ctx) => {
    const problem = lineProblem('A serial number', s);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const purchaseItemInput = z.object({
  /** A saved line's id, sent back by the edit form; absent on new lines. */
  id: optionalId,
  m_id: positiveId(ALL_FILLED),
  qty: quantity.refine((v) => v > 0, { message: ALL_FILLED }),
  unit_price: amount.refine((v) => v > 0, { message: ALL_FILLED }),
  serial: z.array(serialNo).max(10_000).optional().default([]),
  /**
   * VAT-registered businesses: the VAT rate (percent) and SD of the supplier's tax invoice on this
   * line. A line that sends them is taxed by its own rate (the invoice's input_vat and vat_in_cost are
   * then not used); the Act decides whether its VAT is input VAT or part of the goods' cost.
   */
  vat_rate: ratePercent('VAT rate').optional(),
  sd: z.preprocess(blankToUndefined, amount.refine((v) => v >= 0, { message: 'SD cannot be negative' }).optional()),
});
export type PurchaseItemInput = z.infer<typeof purchaseItemInput>;

export const purchaseBody = z.object({
  pu_date: dateField('Purchase date is required'),
  supp_id: positiveId('Supplier must required..'),
  supp_inv: z.string({ message: 'Supplier invoice no is required' }).trim().min(1, 'Supplier invoice no is required').max(100),
  items: z.array(purchaseItemInput, { message: 'Please add at least one item' }).min(1, 'Please add at least one item').max(1000),
  /**
   * VAT-registered businesses: the rebatable input VAT on the supplier's tax invoice and that invoice's
   * Mushak 6.3 number. An edit that does not send them keeps them.
   */
  input_vat: z.preprocess(blankToUndefined, amount.refine((v) => v >= 0, { message: 'Input VAT cannot be negative' }).optional()),
  supp_mushak_no: z.preprocess(blankToUndefined, z.string().trim().max(60, 'The supplier’s Mushak number is too long (60 characters at most)').optional()),
  /** The supplier's BIN as on its tax invoice (blank: the party's BIN); without one no input VAT is credited. */
  supp_bin: binText,
  /**
   * VAT on the supplier's invoice that is not rebatable: it goes into the cost of the goods (shared
   * over the lines by value) and the supplier is owed it. An edit that does not send it keeps it.
   */
  vat_in_cost: z.preprocess(blankToUndefined, amount.refine((v) => v >= 0, { message: 'VAT in cost cannot be negative' }).optional()),
  /** Paid on the spot; an edit that does not send it keeps what was paid. */
  paid: z.preprocess(blankToUndefined, amount.refine((v) => v >= 0, { message: 'Paid amount cannot be negative' }).optional()),
  /**
   * How it was paid: Cash (the default) or a bank cheque ('Cheque' and 'Bank' mean the same), with
   * the bank and the cheque's number and date. An edit that sends no type keeps how it was paid.
   */
  cash_bank_type: z.preprocess(blankToUndefined, z.enum(['Cash', 'Cheque', 'Bank'], { message: 'Payment type must be Cash or Cheque' }).optional()),
  bankId: z.preprocess(
    blankToUndefined,
    z.coerce.number({ message: 'Please select a bank' }).int({ message: 'Please select a bank' }).positive({ message: 'Please select a bank' }).optional(),
  ),
  chqNo: z.preprocess(
    blankToUndefined,
    z.string({ message: 'Cheque no must be text' }).trim().max(60, 'Cheque no is too long (60 characters at most)').optional(),
  ),
  chqDate: optionalDate,
});
export type PurchaseBody = z.infer<typeof purchaseBody>;

export const purchaseSaved = z.object({ message: z.string(), purchaseId: z.number(), pu_no: z.string() });

// ---- lists ----------------------------------------------------------------------------------------

/** The list of purchases and of purchase returns: search, both dates or neither, 50 rows unless asked, from an offset or a page. */
export const purchaseListQuery = listQuery
  .extend({ ...optionalRange, limit: firstPage, page: pageNo })
  .superRefine(checkRange(LIST_DATES, false))
  .transform(offsetFromPage);
export type PurchaseListQuery = z.infer<typeof purchaseListQuery>;

export const purchaseRow = z.object({
  id: z.number(),
  pu_no: z.string(),
  jv_no: z.string(),
  pay_vc_no: z.string().nullable(),
  pu_date: z.string(),
  supp_id: z.number(),
  supplier: z.string(),
  mobile: z.string(),
  supp_inv: z.string(),
  total: z.number(),
  paid: z.number(),
  /** How the paid amount was paid (null when nothing was): read from the payment voucher. */
  cash_bank_type: z.enum(['Cash', 'Bank']).nullable(),
  ...chequeFields,
  prev_due: z.number(),
  ...createdFields,
});
export type PurchaseRow = z.infer<typeof purchaseRow>;
export const purchaseList = pagedOf(purchaseRow);

export const serialRef = z.object({ id: z.number(), sl_no: z.string(), status: z.number() });

export const purchaseItemRow = z.object({
  id: z.number(),
  purchase_id: z.number(),
  jv_no: z.string(),
  pu_no: z.string(),
  pu_date: z.string(),
  supp_id: z.number(),
  supp_inv: z.string(),
  ...lineModelFields,
  currStock: z.number(),
  qty: z.number(),
  edit_qty: z.number(),
  returned_qyt: z.number(),
  unit_price: z.number(),
  total: z.number(),
  /** 1 when the model is serial-tracked. */
  srl: z.number(),
  serial: z.array(serialRef),
  /** VAT (issue 40): the supplier's invoice's VAT rate on the line (percent; null: not given), its SD, the input VAT credited and the VAT in cost. */
  vat_rate: z.number().nullable().optional(),
  sd: z.number().optional(),
  input_vat: z.number().optional(),
  vat_in_cost: z.number().optional(),
});
export type PurchaseItemRow = z.infer<typeof purchaseItemRow>;

export const purchaseBoth = z.object({
  master: purchaseRow.extend({ net_outstanding: z.number() }),
  data: z.array(purchaseItemRow),
});

export const pIdQuery = z.object({ pId: positiveId('Purchase id is required') });
export const suppQuery = z.object({ supp: positiveId('Supplier must required..') });
export const bySupplier = z.object({ purchases: z.array(purchaseRow) });
export const filterParam = z.object({ x: z.string().trim().max(100) });

/** Item rows of the purchase report (PDF preview) and its filters. */
export const purchaseFilterQuery = z
  .object({
    sDate: optionalDate,
    eDate: optionalDate,
    startDate: optionalDate,
    endDate: optionalDate,
    supplierId: optionalId,
    suppId: optionalId,
    supp: optionalId,
    modelId: optionalId,
    mId: optionalId,
  })
  .transform((q) => ({
    startDate: q.sDate ?? q.startDate,
    endDate: q.eDate ?? q.endDate,
    supplierId: q.supplierId ?? q.suppId ?? q.supp,
    modelId: q.modelId ?? q.mId,
  }))
  .refine((q) => !q.startDate === !q.endDate, { message: BOTH_DATES, path: ['startDate'] });
export type PurchaseFilter = z.infer<typeof purchaseFilterQuery>;

export const purchaseFilterRow = z.object({
  id: z.number(),
  pu_no: z.string(),
  pu_date: z.string(),
  supp_id: z.number(),
  supplier: z.string(),
  ...lineFields,
});
export const purchaseFilterReply = z.object({ result: z.array(purchaseFilterRow), total: z.number(), grandTotal: z.number() });

export const serialsByPurchaseQuery = z.object({
  /** The purchase id or its number. */
  pur: z.string({ message: 'Purchase is required' }).trim().min(1, 'Purchase is required'),
  mId: optionalId,
});
export const purchaseSerialRow = z.object({
  id: z.number(),
  srl_id: z.number(),
  sl_no: z.string(),
  m_id: z.number(),
  status: z.number(),
  pu_no: z.string(),
  pu_date: z.string(),
  pur_item_id: z.number(),
});
export const purchaseSerials = z.object({ data: z.array(purchaseSerialRow) });

// ---- edits and deletes ------------------------------------------------------------------------

export const itemIdBody = z.object({ id: positiveId('Item id is required') });
/** The line to delete, in the query as some pages send it. */
export const optionalItemId = z.object({ id: z.coerce.number().int().positive().optional() });
export const serialRemoved = z.object({ message: z.string(), sl_no: z.string() });
export const serialIdBody = z
  .object({ id: z.coerce.number().int().positive().optional(), srl_id: z.coerce.number().int().positive().optional() })
  .refine((b) => b.id || b.srl_id, { message: 'Serial id is required' })
  .transform((b) => ({ id: (b.id ?? b.srl_id)! }));

export const allDeleteQuery = z
  .object({
    id: optionalId,
    pu_no: z.preprocess(blankToUndefined, z.string().trim().optional()),
    vc_no: z.preprocess(blankToUndefined, z.string().trim().optional()),
  })
  .refine((q) => q.id || q.pu_no || q.vc_no, { message: 'Purchase id, number or voucher number is required' });
export const vcNoQuery = z.object({ vc_no: voucherNo });

export const nextNoQuery = z.object({ date: optionalDate });

// ---- reports ------------------------------------------------------------------------------------

/** A purchase report: its rows and their grand total (purchase returns report the same way). */
export const grandTotalReport = <T extends z.ZodTypeAny>(row: T) => z.object({ result: z.array(row), grandTotal: z.number() });

export const datePurchaseReport = grandTotalReport(
  z.object({ id: z.number(), pu_no: z.string(), pu_date: z.string(), supp_id: z.number(), supplier: z.string(), supp_inv: z.string(), total: z.number() }),
);

export const itemReport = grandTotalReport(itemReportRow);

export const analysisItem = z.object({
  m_id: z.number(),
  product_name: z.string(),
  model_name: z.string(),
  qty: z.number(),
  unit_price: z.number(),
  total: z.number(),
});
export const purchaseAnalysis = grandTotalReport(
  z.object({ id: z.number(), pu_no: z.string(), pu_date: z.string(), supplier: z.string(), total: z.number(), items: z.array(analysisItem) }),
);

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const purchasesRoutes = {
  filterWith: route('GET', '/filterWith', { query: purchaseFilterQuery, reply: purchaseFilterReply }),
  purchaseFilterBySupplier: route('GET', '/purchase_filter_by_supplier', { query: purchaseFilterQuery, reply: purchaseFilterReply }),
  purchaseFilterByModel: route('GET', '/purchase_filter_by_model', { query: purchaseFilterQuery, reply: purchaseFilterReply }),
  updateSerialStatus: route('PATCH', '/update_serial_status', { body: serialIdBody, reply: serialRemoved }),
  purchaseSerialDelete: route('POST', '/purchase_serial_delete', { body: serialIdBody, reply: serialRemoved }),
  purchaseDelete: route('DELETE', '/purchase_delete', { query: vcNoQuery, reply: messageBody }),
  purchaseDeletes: route('DELETE', '/purchase_deletes', { query: vcNoQuery, reply: messageBody }),
  createPurchase: route('POST', '/create_purchase', { body: purchaseBody, reply: purchaseSaved, status: 201 }),
  purchaseUpdate: route('PATCH', '/purchase_update/:id', { params: idParam, body: purchaseBody, reply: purchaseSaved }),
  allPurchase: route('GET', '/all_purchase', { query: purchaseListQuery, reply: purchaseList }),
  purchaseByDate: route('GET', '/purchaseByDate', { query: purchaseListQuery, reply: purchaseList }),
  purchaseFilter: route('GET', '/purchase/filter/:x', { params: filterParam, query: purchaseListQuery, reply: purchaseList }),
  bothPurchase: route('GET', '/both_purchase', { query: pIdQuery, reply: purchaseBoth }),
  purchaseBySupp: route('GET', '/purchaseBySupp', { query: suppQuery, reply: bySupplier }),
  allSerialByPurchase: route('GET', '/all_serial_by_purchase', { query: serialsByPurchaseQuery, reply: purchaseSerials }),
  purchaseNextNo: route('GET', '/purchase_next_no', { query: nextNoQuery, reply: z.object({ pu_no: z.string() }) }),
  purchaseItemDelete: route('DELETE', '/purchase_item_delete', { query: optionalItemId, body: itemIdBody.optional(), reply: messageBody }),
  allPurchaseDelete: route('DELETE', '/allPurchaseDelete', { query: allDeleteQuery, reply: messageBody }),
  dateWisePurchaseReport: route('GET', '/date_wise_purchase_report', { query: rangeQuery, reply: datePurchaseReport }),
  dateWiseItemPurchaseReport: route('GET', '/date_wise_item_purchase_report', { query: rangeQuery, reply: itemReport }),
  dateWisePurchaseAnalysisReport: route('GET', '/date_wise_purchase_analysis_report', { query: rangeQuery, reply: purchaseAnalysis }),
};
