// VAT (issue 23): the company's VAT settings, rates on models and categories, parties' BIN or NID,
// and the Mushak forms. With VAT off (the default) none of this changes a spec call.
import { z } from 'zod';
import { amount, blankToUndefined as blank, quantity, idParam, isoDate } from './common.js';
import { basisPoints, BIN_PATTERN, NID_PATTERN } from '../domain/vat.js';
import { route } from './route.js';

/** A percentage 0 to 100 with at most 2 decimals (15, 7.5): a 400 naming the field otherwise (never rounded). */
export const ratePercent = (label: string) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ message: `${label} must be a number` })
      .min(0, `${label} cannot be negative`)
      .max(100, `${label} cannot be above 100 %`)
      .refine(isRate, `${label} takes at most 2 decimals`),
  );

function isRate(v: number): boolean {
  try {
    basisPoints(v);
    return true;
  } catch {
    return false;
  }
}

/** A BIN as typed, with its hyphen or spaces (001234567-0101): the digits are what is kept. */
const binDigits = (v: unknown) => {
  const b = blank(v);
  return typeof b === 'string' && /^[\d\s-]+$/.test(b) ? b.replace(/[\s-]/g, '') : b;
};
export const binText = z.preprocess(binDigits, z.string().trim().regex(BIN_PATTERN, 'A BIN is 13 digits').optional());
export const nidText = z.preprocess(blank, z.string().trim().regex(NID_PATTERN, 'An NID is 10, 13 or 17 digits').optional());

export const vatSettings = z.object({
  vat_registered: z.boolean(),
  bin: z.string().nullable(),
  default_rate: z.number(),
  prices_inclusive: z.boolean(),
  signatory_name: z.string(),
  signatory_designation: z.string(),
});
export type VatSettings = z.infer<typeof vatSettings>;

export const vatSettingsBody = z
  .object({
    vat_registered: z.boolean({ message: 'VAT registration is on or off' }),
    bin: binText,
    default_rate: ratePercent('Default VAT rate').optional(),
    prices_inclusive: z.boolean().optional(),
    signatory_name: z.string().trim().max(100).optional(),
    signatory_designation: z.string().trim().max(100).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.vat_registered && !b.bin) ctx.addIssue({ code: 'custom', path: ['bin'], message: 'A VAT-registered business needs its 13-digit BIN' });
  });
export type VatSettingsBody = z.infer<typeof vatSettingsBody>;

/** A model's or category's own rates; none: its category's (a model) or the default. */
export const rateBody = z.object({
  vat_rate: ratePercent('VAT rate').optional(),
  sd_rate: ratePercent('SD rate').optional(),
  vat_exempt: z.boolean().optional(),
});
export type RateBody = z.infer<typeof rateBody>;

export const modelRateRow = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string().nullable(),
  /** Its own rates (null: taken from its category or the default). */
  vat_rate: z.number().nullable(),
  sd_rate: z.number().nullable(),
  vat_exempt: z.boolean().nullable(),
  /** What a bill line of it takes. */
  effective_vat_rate: z.number(),
  effective_sd_rate: z.number(),
  effective_exempt: z.boolean(),
});
export type ModelRateRow = z.infer<typeof modelRateRow>;

export const partyTaxBody = z.object({ bin: binText, nid: nidText });
export type PartyTaxBody = z.infer<typeof partyTaxBody>;

/** One line of a Mushak 6.3 tax invoice, its columns numbered as on the form. */
export const mushakLine = z.object({
  sl: z.number(),
  description: z.string(),
  unit: z.string(),
  qty: z.number(),
  unit_price: z.number(),
  total_price: z.number(),
  discount: z.number(),
  after_discount: z.number(),
  sd_rate: z.number(),
  sd: z.number(),
  vat_rate: z.number(),
  exempt: z.boolean(),
  vat: z.number(),
  total: z.number(),
});
export const mushak63 = z.object({
  mushak_no: z.string(),
  inv_no: z.string(),
  issued_date: z.string(),
  issued_time: z.string(),
  seller: z.object({ name: z.string(), bin: z.string(), address: z.string() }),
  buyer: z.object({ name: z.string(), bin: z.string().nullable(), nid: z.string().nullable(), address: z.string() }),
  lines: z.array(mushakLine),
  totals: z.object({ total_price: z.number(), discount: z.number(), after_discount: z.number(), sd: z.number(), vat: z.number(), total: z.number() }),
  signatory: z.object({ name: z.string(), designation: z.string() }),
});
export type Mushak63 = z.infer<typeof mushak63>;

/** A bill line's VAT as worked out: its rates, whether it is exempt, and the SD and VAT it carries. */
export const lineTaxFields = {
  vat_rate: z.number(),
  sd_rate: z.number(),
  exempt: z.boolean(),
  sd: z.number(),
  vat: z.number(),
};
export const lineTax = z.object(lineTaxFields);

/** A bill's lines as the form holds them, for the VAT preview (nothing is saved). */
export const vatPreviewBody = z.object({
  inv_disc: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    amount.refine((v) => v >= 0, 'Discount cannot be negative'),
  ),
  items: z
    .array(
      z.object({
        m_id: z.coerce.number().int().positive('Pick a model'),
        qty: quantity.refine((v) => v > 0, 'Quantity must be more than zero'),
        unit_price: amount.refine((v) => v >= 0, 'Price cannot be negative'),
        vat_rate: ratePercent('VAT rate').optional(),
        vat_reason: z.string().trim().max(200).optional(),
      }),
    )
    .max(500),
});
export type VatPreviewBody = z.infer<typeof vatPreviewBody>;
export const vatPreview = z.object({
  vat_registered: z.boolean(),
  lines: z.array(z.object({ m_id: z.number(), ...lineTaxFields })),
  sd: z.number(),
  vat: z.number(),
  /** What the customer owes for the bill, VAT and SD included. */
  total: z.number(),
});
export type VatPreview = z.infer<typeof vatPreview>;

/** A VAT setting or rate saved. */
export const vatSaved = z.object({ message: z.string() });
/** A page of the VAT rates or the parties' tax ids, searched. */
export const vatListQuery = z.object({
  search: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(200).optional()),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
/** A party's BIN or NID. */
export const partyTaxIds = z.object({ id: z.number(), name: z.string(), bin: z.string().nullable(), nid: z.string().nullable() });
/** A register's period. */
export const vatPeriodQuery = z.object({ from: isoDate, to: isoDate });
/** A VAT return's month. */
export const vatMonthQuery = z.object({ month: z.string({ message: 'Month must be written yyyy-mm' }) });

/** One note of a month's VAT return opened: which (its key; the screen shows its number on the form). */
export const MUSHAK91_NOTE_KEYS = [
  'zero_rated',
  'exempt',
  'standard',
  'reduced',
  'purchases_zero_rated',
  'purchases_exempt',
  'purchases_standard',
  'purchases_not_admissible',
  'purchases_no_vat',
  'debit_notes',
  'vds',
  'credit_notes',
  'carried_forward',
] as const;
export const vatNoteQuery = vatMonthQuery.extend({
  note: z.enum(MUSHAK91_NOTE_KEYS, { message: `note must be one of ${MUSHAK91_NOTE_KEYS.join(', ')}` }),
});
const noteRow = z.object({
  id: z.number(),
  date: z.string(),
  doc_no: z.string(),
  party: z.string(),
  bin: z.string().nullable(),
  kind: z.string(),
  reference: z.string(),
  value: z.number(),
  sd: z.number(),
  vat: z.number(),
});
const figures = z.object({ value: z.number(), sd: z.number(), vat: z.number() });
export const vatNote = z.object({
  month: z.string(),
  from: z.string(),
  to: z.string(),
  note: z.string(),
  /** The note's number on the NBR's form. */
  no: z.number(),
  title: z.string(),
  rows: z.array(noteRow),
  totals: figures,
});
export type VatNote = z.infer<typeof vatNote>;

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const vatRoutes = {
  vatRatesModel: route('PUT', '/vat/rates/model/:id', { params: idParam, body: rateBody, reply: vatSaved }),
  vatRatesCategory: route('PUT', '/vat/rates/category/:id', { params: idParam, body: rateBody, reply: vatSaved }),
  vatRegisterSales: route('GET', '/vat/register/sales', { query: vatPeriodQuery }),
  vatRegisterPurchases: route('GET', '/vat/register/purchases', { query: vatPeriodQuery }),
  vatRegisterTrader: route('GET', '/vat/register/trader', { query: vatPeriodQuery }),
  getVatSettings: route('GET', '/vat/settings', { reply: vatSettings }),
  putVatSettings: route('PUT', '/vat/settings', { body: vatSettingsBody, reply: vatSettings }),
  vatRates: route('GET', '/vat/rates', { query: vatListQuery, reply: z.object({ result: z.array(modelRateRow), total: z.number() }) }),
  vatParties: route('GET', '/vat/parties', {
    query: vatListQuery,
    reply: z.object({ result: z.array(partyTaxIds.extend({ type: z.number(), mobile: z.string() })), total: z.number() }),
  }),
  getVatParty: route('GET', '/vat/party/:id', { params: idParam, reply: partyTaxIds }),
  putVatParty: route('PUT', '/vat/party/:id', { params: idParam, body: partyTaxBody, reply: partyTaxIds }),
  vatPreview: route('POST', '/vat/preview', { body: vatPreviewBody, reply: vatPreview }),
  vatMushak91: route('GET', '/vat/mushak-9-1', { query: vatMonthQuery }),
  vatMushak91Note: route('GET', '/vat/mushak-9-1/note', { query: vatNoteQuery, reply: vatNote }),
  vatSettlement: route('POST', '/vat/settlement', { body: vatMonthQuery }),
  vatMushak63: route('GET', '/vat/mushak-6-3/:id', { params: idParam, reply: mushak63 }),
};
