// VAT (issue 23): the company's VAT settings, rates on models and categories, parties' BIN or NID,
// and the Mushak forms. With VAT off (the default) none of this changes a spec call.
import { z } from 'zod';
import { amount, blankToUndefined as blank, quantity } from './common.js';
import { basisPoints, BIN_PATTERN, NID_PATTERN } from '../domain/vat.js';

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

export const binText = z.preprocess(blank, z.string().trim().regex(BIN_PATTERN, 'A BIN is 13 digits').optional());
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
  inv_disc: z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), amount.refine((v) => v >= 0, 'Discount cannot be negative')),
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
