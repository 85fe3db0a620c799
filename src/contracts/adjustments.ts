// Stock adjustments: requests and replies. The browser may send price, total_cost, g_id, b_id, c_id
// and adj_no as the old screens did; the price is the model's average rate and the number is the
// server's, so they are accepted and ignored (adj_no only names an existing adjustment to add to).
import { z } from 'zod';
import { blankToUndefined, ignored, optionalDate, quantity, messageBody, idParam } from './common.js';
import { catalogueIds } from './catalogue.js';
import { route } from './route.js';

export const AT_LEAST_ONE = 'Please add at least one product';
export const ADJ_TYPES = ['addition', 'subtraction'] as const;
export type AdjType = (typeof ADJ_TYPES)[number];

const optionalText = z.preprocess((v) => v ?? '', z.string().trim().max(500, 'Remarks are too long'));

export const adjustmentLineInput = z.object({
  /** A saved line's id (edit); absent on a new line. */
  id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  m_id: z.preprocess(blankToUndefined, z.coerce.number({ message: 'Please select a model' }).int().positive('Please select a model')),
  adj_qty: z.preprocess(
    blankToUndefined,
    quantity.refine((v) => v > 0, { message: 'Quantity must be more than zero' }),
  ),
  adj_type: z.enum(ADJ_TYPES, { message: 'Adjustment type must be addition or subtraction' }),
  remarks: optionalText.optional(),
  // Sent by the old screens; the server works these out.
  g_id: ignored,
  b_id: ignored,
  c_id: ignored,
  price: ignored,
  total_cost: ignored,
  adj_date: optionalDate,
  adj_no: z.preprocess(blankToUndefined, z.string().trim().max(60).optional()),
});
export type AdjustmentLineInput = z.infer<typeof adjustmentLineInput>;

const header = {
  adj_no: z.preprocess(blankToUndefined, z.string().trim().max(60).optional()),
  adj_date: optionalDate,
  remarks: optionalText.optional(),
};

/** One adjustment to save: its date, remarks and lines (and, on edit, its number). */
export interface AdjustmentInput {
  adjNo?: string;
  adjDate?: string;
  remarks?: string;
  items: AdjustmentLineInput[];
}

/** The header comes from the body, else from the first line (the old screens sent it on each line). */
function normalise(b: { adj_no?: string; adj_date?: string; remarks?: string; items: AdjustmentLineInput[] }): AdjustmentInput {
  const first = b.items[0];
  return { adjNo: b.adj_no ?? first?.adj_no, adjDate: b.adj_date ?? first?.adj_date, remarks: b.remarks ?? first?.remarks, items: b.items };
}

const linesOf = z.array(adjustmentLineInput, { message: AT_LEAST_ONE }).max(500, 'Too many lines in one adjustment');

/** An array of lines, or one line, is read as { items: [...] }. */
function asBody(raw: unknown): unknown {
  if (Array.isArray(raw)) return { items: raw };
  if (raw && typeof raw === 'object' && !('items' in raw) && 'm_id' in raw) return { items: [raw] };
  return raw;
}

/**
 * What a save takes: { adj_date, remarks, items: [...] }, an array of lines, or one line. Every form
 * ends as one adjustment saved in one transaction.
 */
export const adjustmentBody = z
  .preprocess(asBody, z.object({ ...header, items: linesOf.min(1, AT_LEAST_ONE) }, { message: AT_LEAST_ONE }))
  .transform(normalise);

export const adjustmentLine = z.object({
  id: z.number(),
  adjustment_id: z.number(),
  adj_no: z.string(),
  adj_date: z.string(),
  ...catalogueIds,
  m_id: z.number(),
  group_name: z.string(),
  brand_name: z.string(),
  category_name: z.string(),
  model: z.string(),
  adj_qty: z.number(),
  adj_type: z.enum(ADJ_TYPES),
  /** The model's average rate when the line was saved. */
  price: z.number(),
  total_cost: z.number(),
  remarks: z.string(),
  created_by: z.number().nullable(),
});
export type AdjustmentLine = z.infer<typeof adjustmentLine>;

export const adjustmentSaved = z.object({ message: z.string(), id: z.number(), adj_no: z.string(), result: z.array(adjustmentLine) });
export const adjustmentList = z.object({ result: z.array(adjustmentLine) });
export const adjustmentDetails = z.object({ adjNo: z.string(), adj_date: z.string(), remarks: z.string(), result: z.array(adjustmentLine) });
export const adjNoParam = z.object({ adjNo: z.string().trim().min(1, 'Adjustment number is required').max(60) });

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const adjustmentsRoutes = {
  adjustmentCreate: route('POST', '/adjustment/create', { body: adjustmentBody, reply: adjustmentSaved, status: 201 }),
  adjustmentGetAll: route('GET', '/adjustment/getAll', { reply: adjustmentList }),
  adjustmentDetails: route('GET', '/adjustment/details/:adjNo', { params: adjNoParam, reply: adjustmentDetails }),
  adjustmentUpdate: route('PATCH', '/adjustment/update', { body: adjustmentBody, reply: adjustmentSaved }),
  adjustmentDelete: route('DELETE', '/adjustment/delete/:id', { params: idParam, reply: messageBody }),
};
