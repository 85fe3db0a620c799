// The counter's product finder and price helpers (issue 24): one search field that finds a model by
// name, code or brand, or a serial / barcode typed or scanned; the last price a customer paid.
import { z } from 'zod';
import { queryId } from './common.js';
import { model } from './catalogue.js';
import { route } from './route.js';

export const finderQuery = z.object({
  /** What was typed or scanned: words of a model's name, code, brand, group or category, or a serial exactly. */
  q: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().max(100, 'Search text is at most 100 characters')),
  /** Optional filters: group, brand and category. */
  g_id: queryId('g_id'),
  b_id: queryId('b_id'),
  c_id: queryId('c_id'),
  limit: z.coerce.number({ message: 'Limit must be a number' }).int().min(1, 'Limit must be at least 1').max(50, 'Limit is at most 50').default(20),
});
export type FinderQuery = z.infer<typeof finderQuery>;

export const SERIAL_STATES = ['in_stock', 'sold', 'returned'] as const;
export type SerialState = (typeof SERIAL_STATES)[number];

export const finderSerial = z.object({
  id: z.number(),
  sl_no: z.string(),
  model_id: z.number(),
  /** 1 in stock, 2 sold, 3 returned to the supplier. */
  status: z.number(),
  state: z.enum(SERIAL_STATES),
  /** Whether a bill may sell it now (in stock). */
  available: z.boolean(),
  /** The bill it was sold on, when sold. */
  sold_on: z.string().nullable(),
  model: model,
});
export type FinderSerial = z.infer<typeof finderSerial>;

export const finderReply = z.object({
  /** Models whose name, code, brand, group or category hold every word typed; exact code and name prefixes first. */
  models: z.array(model),
  /** Serials whose number is exactly what was typed (whatever its case), of any model. */
  serials: z.array(finderSerial),
});
export type FinderReply = z.infer<typeof finderReply>;

export const lastPriceQuery = z.object({
  cus_id: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number({ message: 'Please select a customer' }).int().positive('Please select a customer')),
  m_id: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number({ message: 'Please select a model' }).int().positive('Please select a model')),
});

export const lastPriceReply = z.object({
  data: z.object({ unit_price: z.number(), inv_no: z.string(), inv_date: z.string() }).nullable(),
});
export type LastPrice = z.infer<typeof lastPriceReply>['data'];

/** What a price below a model's minimum needs: 'admin_only' (an admin may, a user is refused) or 'refuse' (no one may). */
export const priceSettings = z.object({
  below_min_price: z.enum(['admin_only', 'refuse'], { message: "below_min_price must be 'admin_only' or 'refuse'" }),
});
export type PriceSettings = z.infer<typeof priceSettings>;

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const finderRoutes = {
  finder: route('GET', '/finder', { query: finderQuery, reply: finderReply }),
  getPriceSettings: route('GET', '/price_settings', { reply: priceSettings }),
  putPriceSettings: route('PUT', '/price_settings', { body: priceSettings, reply: priceSettings }),
};
