// Customers (type 1), suppliers (2) and parties that are both (3), with their opening balance.
import { z } from 'zod';
import { amount, ignored, listQuery, nameText, optionalDate, pagedOf, messageBody, idParam } from './common.js';
import { creditTermsFields, partyCreditFields } from './credit.js';
import { route } from './route.js';

export const PARTY_TYPE_NAMES = { 1: 'Customer', 2: 'Supplier', 3: 'Combine' } as const;
export type PartyType = 1 | 2 | 3;

/** "Customer name is required", "Supplier name is required", or "Name is required" for a combine party. */
export const partyNameRequired = (type: number | undefined) =>
  type === 1 ? 'Customer name is required' : type === 2 ? 'Supplier name is required' : 'Name is required';

const partyType = z.coerce
  .number({ message: 'Party type must be 1 (customer), 2 (supplier) or 3 (both)' })
  .refine((v) => v === 1 || v === 2 || v === 3, { message: 'Party type must be 1 (customer), 2 (supplier) or 3 (both)' })
  .transform((v) => v as PartyType);

const text = (label: string, max = 150) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long (${max} characters at most)`);

const partyFields = {
  name: nameText('Name').optional(),
  phone: text('Phone', 40).optional(),
  mobile: text('Mobile', 40).optional(),
  contact_person: nameText('Contact person').optional(),
  address: text('Address', 500).optional(),
  zone: nameText('Zone', { max: 100 }).optional(),
  /** Opening balance: for a customer what they owe us, for a supplier what we owe them (negative: the other way). */
  amount: amount.optional(),
  /** The opening balance's date (its voucher's): today when a new party leaves it out; never after today. */
  opening_date: optionalDate,
  /** A customer's credit limit (taka; empty: none, never below zero) and credit days. */
  ...partyCreditFields,
  /** VAT (issue 40): a customer that deducts VAT at source (a VDS entity); only an admin sets it. Left out: as it was. */
  vds_entity: z.boolean({ message: 'VDS entity is true or false' }).optional(),
};

export const partyBody = z.object({ type: partyType, ...partyFields }).superRefine((b, ctx) => {
  if (!b.name) ctx.addIssue({ code: 'custom', path: ['name'], message: partyNameRequired(b.type) });
});
/** Edit: fields left out keep their value. */
export const partyEditBody = z.object({ id: ignored, type: partyType.optional(), ...partyFields });
export type PartyBody = z.infer<typeof partyBody>;
export type PartyEditBody = z.infer<typeof partyEditBody>;

export const party = z.object({
  id: z.number(),
  type: z.number(),
  name: z.string(),
  phone: z.string(),
  mobile: z.string(),
  contact_person: z.string(),
  address: z.string(),
  zone: z.string(),
  amount: z.number(),
  opening_date: z.string(),
  /** The party's due now, from the books (customer: owed to us; supplier: owed by us). */
  balance: z.number(),
  ...creditTermsFields,
  /** The due is above the credit limit. */
  over_limit: z.boolean(),
  /** A customer that deducts VAT at source (issue 40). */
  vds_entity: z.boolean(),
  created_by: z.number().nullable(),
  created_at: z.string(),
});
/** A party saved: the message and the party as read back. */
export const partySaved = z.object({ message: z.string(), data: party });
export type Party = z.infer<typeof party>;

export const partyListQuery = listQuery.extend({
  zone: z.string().trim().max(100).optional(),
  /** 'over': only the parties whose due is above their credit limit. */
  credit: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['over'], { message: "credit must be 'over'" }).optional()),
});
/** The list, and the zones in use (for the zone filter). */
export const partyList = pagedOf(party).extend({ zones: z.array(z.string()) });

export const openBalanceQuery = z.object({
  partyId: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number({ message: 'Please select a party' }).int().positive('Please select a party')),
});
export const openBalanceReply = z.object({ data: z.object({ balance: z.number() }) });

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const partiesRoutes = {
  customerAll: route('GET', '/customer_all', { query: partyListQuery, reply: partyList }),
  supplierAll: route('GET', '/supplier_all', { query: partyListQuery, reply: partyList }),
  combineAll: route('GET', '/combine_all', { query: partyListQuery, reply: partyList }),
  getOpenBalance: route('GET', '/get_open_balance', { query: openBalanceQuery, reply: openBalanceReply }),
  partyPost: route('POST', '/party_post', { body: partyBody, reply: partySaved, status: 201 }),
  partyEdit: route('PATCH', '/party_edit/:id', { params: idParam, body: partyEditBody, reply: partySaved }),
  partyRemove: route('DELETE', '/party_remove/:id', { params: idParam, reply: messageBody }),
};
