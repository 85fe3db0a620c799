// Search everywhere (issue 24, item 6): one box over documents by number, parties by name or mobile,
// models by name or code, and serials.
import { z } from 'zod';
import { route } from './route.js';

export const SEARCH_KINDS = [
  'bill',
  'purchase',
  'sales_return',
  'purchase_return',
  'quotation',
  'receipt',
  'voucher',
  'customer',
  'supplier',
  'model',
  'serial',
  'cheque',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const searchQuery = z.object({
  q: z.string({ message: 'Type something to search for' }).trim().min(2, 'Type at least 2 characters').max(100, 'Search for at most 100 characters'),
  /** Results of each kind, at most (5 unless asked). */
  per: z.coerce.number().int().min(1).max(20).default(5),
});

export const searchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** The record's id (a voucher's is 0: it is opened by its number). */
  id: z.number(),
  /** What the record is called: its number, or a party's, model's or serial's name. */
  title: z.string(),
  /** A line under it: the date and party of a document, a mobile, a model's code, a serial's model and state. */
  detail: z.string(),
  /** A document's date (yyyy-mm-dd), for ordering; '' for the others. */
  date: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchReply = z.object({ q: z.string(), hits: z.array(searchHit) });
export type SearchReply = z.infer<typeof searchReply>;

/** GET /serial_history?sl_no= (issue 42, item 5): a serial's whole story, oldest first. */
export const serialHistoryQuery = z.object({ sl_no: z.string().trim().min(1).max(100) });
export const serialEvent = z.object({
  kind: z.enum(['opening', 'bought', 'sold', 'returned', 'returned_to_supplier']),
  date: z.string(),
  /** The document's number and id (a bill, a purchase, a return); empty for an opening serial. */
  doc_no: z.string(),
  doc_id: z.number().int().nullable(),
  party: z.string(),
  /** A sale's warranty as written on the bill, and the day it runs to when it reads as years, months or days. */
  warranty: z.string().optional(),
  warranty_until: z.string().nullable().optional(),
});
export const serialHistory = z.object({
  id: z.number().int(),
  sl_no: z.string(),
  model: z.string(),
  state: z.enum(['in_stock', 'sold', 'returned']),
  events: z.array(serialEvent),
});
export const serialHistoryReply = z.object({ data: z.array(serialHistory) });
export type SerialHistory = z.infer<typeof serialHistory>;
export type SerialEvent = z.infer<typeof serialEvent>;

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const searchRoutes = {
  search: route('GET', '/search', { query: searchQuery, reply: searchReply }),
  serialHistory: route('GET', '/serial_history', { query: serialHistoryQuery, reply: serialHistoryReply }),
};
