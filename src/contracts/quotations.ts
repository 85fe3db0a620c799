// Quotations: price offers that move no stock and post nothing. A quotation_no sent by the browser
// is accepted and ignored; the server numbers quotations.
import { z } from 'zod';
import { pagedOf, idParam } from './common.js';
import { formNumber, formQuantity, optionalDate, optionalId, serialRef, nextNoQuery, saleListQuery } from './sales.js';
import { catalogueIds } from './catalogue.js';
import { soldSerial } from './documents.js';
import { lineTax } from './vat.js';
import { route } from './route.js';

export const quotationItemInput = z.object({
  m_id: z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), z.coerce.number().int().nonnegative()),
  qty: formQuantity,
  unit_price: formNumber,
  warranty: z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(100).optional()),
  serial: z.array(serialRef).max(10_000).optional(),
});

export const quotationBody = z.object({
  quotation_date: optionalDate,
  customer_id: optionalId,
  items: z.array(quotationItemInput, { message: 'Please add at least one item' }).max(500),
});
export type QuotationBody = z.infer<typeof quotationBody>;

/** PUT sends { id, quotation: {...} } as the edit page did; a flat body is taken as well. */
export const quotationUpdateBody = z.preprocess(
  (v) =>
    v && typeof v === 'object' && 'quotation' in v && typeof (v as { quotation: unknown }).quotation === 'object' ? (v as { quotation: unknown }).quotation : v,
  quotationBody,
);

const money = z.number();

export const quotationRow = z.object({
  q_id: z.number(),
  id: z.number(),
  quotation_no: z.string(),
  quotation_date: z.string(),
  customer_id: z.number().nullable(),
  customer: z.string().nullable(),
  mobile: z.string().nullable(),
  /** What the customer would pay: the lines' total, with the VAT and SD of a VAT quotation. */
  totalSum: money,
  created_at: z.string(),
  /** The bill made from it (it is converted), or null. */
  converted_sale_id: z.number().nullable(),
  converted_inv_no: z.string().nullable(),
});

export const quotationItemRow = z.object({
  id: z.number(),
  m_id: z.number(),
  ...catalogueIds,
  model: z.string(),
  proDesc: z.string(),
  srl: z.number(),
  qty: z.number(),
  unit_price: money,
  total: money,
  warranty: z.string(),
  serial: z.array(soldSerial),
  /** A quotation saved with VAT on (only then): the line's value without tax, and its rates, SD and VAT as saved. */
  net: money.optional(),
  ...lineTax.partial().shape,
});

/** A VAT quotation's totals as saved: its value without tax, SD, VAT and what the customer would pay. */
export const quotationVatTotals = z.object({ inclusive: z.boolean(), value: money, sd: money, vat: money, total: money });
export type QuotationVatTotals = z.infer<typeof quotationVatTotals>;

export const quotationDetail = z.object({ master: quotationRow.extend({ vat_totals: quotationVatTotals.optional() }), data: z.array(quotationItemRow) });
export const quotationList = pagedOf(quotationRow);
export const createQuotationReply = z.object({ message: z.string(), quotation_id: z.number(), quotation_no: z.string() });
export const updateQuotationReply = z.object({ message: z.string(), quotation_id: z.number() });
export const deleteQuotationReply = z.object({ result: z.object({ affectedRows: z.number() }), message: z.string() });
export const nextQuotationNoReply = z.object({ preview_quotation_no: z.string() });

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const quotationsRoutes = {
  quotationCreate: route('POST', '/quotation/create', { body: quotationBody, reply: createQuotationReply, status: 201 }),
  quotationsGetAll: route('GET', '/quotations/getAll', { query: saleListQuery, reply: quotationList }),
  quotationNextNo: route('GET', '/quotation_next_no', { query: nextNoQuery, reply: nextQuotationNoReply }),
  quotation: route('GET', '/quotation/:id', { params: idParam, reply: quotationDetail }),
  quotationUpdate: route('PUT', '/quotation/update/:id', { params: idParam, body: quotationUpdateBody, reply: updateQuotationReply }),
  quotationDelete: route('DELETE', '/quotation/delete/:id', { params: idParam, reply: deleteQuotationReply }),
};
