// Reply fields the trading documents share: bills, purchases, returns, quotations and collections.
import { z } from 'zod';
import { catalogueIds } from './catalogue.js';

/** Who entered the document, and when. */
export const createdFields = {
  created_by: z.number().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
};

/** Money paid or collected through a bank: the bank and the cheque's number and date (null: in cash). */
export const chequeFields = {
  bankId: z.number().nullable(),
  bank_name: z.string().nullable(),
  chqNo: z.string().nullable(),
  chqDate: z.string().nullable(),
};

/** The cheque money was taken by, as it now stands (issue 41): its state (null when not a cheque), its last bounce's date and charge. */
export const chequeStateFields = {
  cheque_state: z.string().nullable(),
  bounced_date: z.string().nullable(),
  bounce_charge: z.number(),
};

/** The model a bill's or purchase's line is of, with its place in the catalogue. */
export const lineModelFields = {
  m_id: z.number(),
  ...catalogueIds,
  group: z.string(),
  brand: z.string(),
  category: z.string(),
  model: z.string(),
  proDesc: z.string(),
};

/** A line of a document as the item-wise lists show it: its model, quantity, price and value. */
export const lineFields = {
  m_id: z.number(),
  model: z.string(),
  proDesc: z.string(),
  qty: z.number(),
  unit_price: z.number(),
  total: z.number(),
};

/** A serial sold on a bill's line (or returned on a return's). */
export const soldSerial = z.object({ srl_id: z.number(), sl_no: z.string() });

/** A model's quantity and value over a report's dates. */
export const itemReportRow = z.object({
  m_id: z.number(),
  product_name: z.string(),
  model_name: z.string(),
  total_qty: z.number(),
  total_amt: z.number(),
});
