// Warranty and service by serial (issue 44): a serial's warranty, the claims (service jobs) on sold
// units, the RMA challans that send them to a supplier or service centre, and the reports.
import { z } from 'zod';
import { amount, idParam, lineText, nameText, optionalDate, queryId, requiredId } from './common.js';
import { route } from './route.js';

export const CLAIM_STATES = ['received', 'sent', 'repaired', 'replaced', 'rejected', 'credited', 'delivered'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];
export const CLAIM_STATE_NAMES: Record<ClaimState, string> = {
  received: 'Received',
  sent: 'Sent to supplier',
  repaired: 'Back repaired',
  replaced: 'Replaced',
  rejected: 'Rejected',
  credited: 'Credited by supplier',
  delivered: 'Delivered',
};

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long (${max} characters at most)`);

/** A serial's warranty as the desk, the finder and the serial history show it. */
export const warrantyInfo = z.object({
  serial_id: z.number(),
  sl_no: z.string(),
  model_id: z.number(),
  model: z.string(),
  brand: z.string(),
  /** 1 in stock, 2 sold, 3 returned to supplier. */
  status: z.number(),
  sale_id: z.number().nullable(),
  inv_no: z.string().nullable(),
  inv_date: z.string().nullable(),
  cus_id: z.number().nullable(),
  customer: z.string().nullable(),
  mobile: z.string().nullable(),
  /** The warranty as printed on the bill line. */
  warranty: z.string(),
  months: z.number().nullable(),
  /** The last day in warranty (sale date + months − 1 day); null when none or not known. */
  until: z.string().nullable(),
  in_warranty: z.boolean(),
  /** "in warranty until 27-Nov-2027", "out of warranty since 28-Nov-2027", "no warranty", "not sold by us". */
  words: z.string(),
  /** The serial this one replaced under a claim, when it did. */
  replaces: z.string().nullable(),
  /** The open claim on it, if any. */
  open_claim_id: z.number().nullable(),
  open_claim_no: z.string().nullable(),
});
export type WarrantyInfo = z.infer<typeof warrantyInfo>;

export const claimBody = z.object({
  serial_id: requiredId('Scan or choose a sold serial'),
  claim_date: optionalDate,
  problem: lineText('Problem', 'Problem is required').min(1, 'Problem is required').max(500, 'Problem is too long (500 characters at most)'),
  accessories: text('Accessories', 300).optional(),
  contact_name: nameText('Contact name').optional(),
  contact_mobile: text('Contact mobile', 40).optional(),
  expected_date: optionalDate,
});
export type ClaimBody = z.infer<typeof claimBody>;

export const claimEvent = z.object({
  id: z.number(),
  state: z.string(),
  event_date: z.string(),
  note: z.string(),
  vc_no: z.string().nullable(),
  by: z.string(),
  at: z.string(),
});

export const claimRow = z.object({
  id: z.number(),
  claim_no: z.string(),
  claim_date: z.string(),
  state: z.string(),
  serial_id: z.number(),
  sl_no: z.string(),
  model: z.string(),
  brand: z.string(),
  customer: z.string().nullable(),
  contact_mobile: z.string(),
  supplier: z.string().nullable(),
  rma_no: z.string().nullable(),
  in_warranty: z.boolean(),
  swapped: z.boolean(),
  open: z.boolean(),
  age_days: z.number(),
});
export type ClaimRow = z.infer<typeof claimRow>;

export const claimDetail = claimRow.extend({
  m_id: z.number(),
  sale_id: z.number().nullable(),
  inv_no: z.string().nullable(),
  inv_date: z.string().nullable(),
  cus_id: z.number().nullable(),
  contact_name: z.string(),
  problem: z.string(),
  accessories: z.string(),
  expected_date: z.string().nullable(),
  warranty: z.string(),
  warranty_until: z.string().nullable(),
  warranty_words: z.string(),
  supplier_id: z.number().nullable(),
  rma_id: z.number().nullable(),
  new_sl_no: z.string().nullable(),
  swap_sl_no: z.string().nullable(),
  swap_date: z.string().nullable(),
  receivable: z.number().nullable(),
  credit_amount: z.number().nullable(),
  charge: z.number(),
  /** The bill of the charge (a service line, migration 0125), when there is one. */
  bill_id: z.number().nullable(),
  bill_no: z.string().nullable(),
  created_by: z.string(),
  /** The company's phone, printed on the job card as the number to call. */
  call_phone: z.string(),
  events: z.array(claimEvent),
});
export type ClaimDetail = z.infer<typeof claimDetail>;

export const claimListQuery = z.object({
  state: z.enum([...CLAIM_STATES, 'open']).optional(),
  q: z.string().trim().max(100).optional(),
});

export const swapBody = z.object({
  /** The unit given from our stock: an in-stock serial of the claim's model. */
  serial_id: requiredId('Choose the serial given from stock'),
  date: optionalDate,
  /** The supplier the faulty unit is receivable from; the claim's (or its purchase's) when left out. */
  supplier_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().positive().optional()),
  note: text('Note', 300).optional(),
});

export const RETURN_OUTCOMES = ['repaired', 'replaced', 'rejected', 'credited'] as const;
export const returnBody = z.object({
  outcome: z.enum(RETURN_OUTCOMES, { message: 'Outcome must be repaired, replaced, rejected or credited' }),
  date: optionalDate,
  /** The serial of the unit the supplier gave in its place (replaced). */
  new_sl_no: text('New serial', 100).optional(),
  /** What the supplier's credit note is for (credited). */
  credit_amount: amount.optional(),
  note: text('Note', 300).optional(),
});

export const deliverBody = z.object({
  date: optionalDate,
  /** A charge for an out-of-warranty repair: a bill for service income to the customer. */
  charge: amount.optional(),
  /** Cash collected on that bill now (its collection, as on any bill); the rest is the customer's due. */
  collect: amount.optional(),
  note: text('Note', 300).optional(),
});

export const rmaBody = z.object({
  supplier_id: requiredId('Choose the supplier or service centre'),
  rma_date: optionalDate,
  claim_ids: z.array(z.coerce.number().int().positive()).min(1, 'Choose the claims to send').max(500),
  note: text('Note', 300).optional(),
});

export const rmaRow = z.object({
  id: z.number(),
  rma_no: z.string(),
  rma_date: z.string(),
  supplier_id: z.number(),
  supplier: z.string(),
  units: z.number(),
  open_units: z.number(),
});

export const rmaDetail = rmaRow.extend({
  note: z.string(),
  supplier_mobile: z.string(),
  supplier_address: z.string(),
  created_by: z.string(),
  lines: z.array(
    z.object({
      claim_id: z.number(),
      claim_no: z.string(),
      sl_no: z.string(),
      model: z.string(),
      brand: z.string(),
      problem: z.string(),
      accessories: z.string(),
      in_warranty: z.boolean(),
      inv_no: z.string().nullable(),
      inv_date: z.string().nullable(),
      state: z.string(),
    }),
  ),
});
export type RmaDetail = z.infer<typeof rmaDetail>;

export const warrantyReports = z.object({
  /** Open claims by state and age: 0–7, 8–15, 16–30 and over 30 days. */
  open: z.array(z.object({ state: z.string(), d0_7: z.number(), d8_15: z.number(), d16_30: z.number(), over30: z.number(), total: z.number() })),
  /** Per supplier: units sent, back, still out, average and longest turnaround in days (sent to back). */
  suppliers: z.array(
    z.object({
      supplier_id: z.number(),
      supplier: z.string(),
      sent: z.number(),
      back: z.number(),
      out: z.number(),
      avg_days: z.number().nullable(),
      max_days: z.number().nullable(),
    }),
  ),
  /** Claims per model and brand against units sold: the failure rate in percent. */
  failure: z.array(z.object({ model_id: z.number(), model: z.string(), brand: z.string(), sold: z.number(), claims: z.number(), rate: z.number() })),
  /** Units back from the supplier that the customer has not collected. */
  awaiting: z.array(
    z.object({
      id: z.number(),
      claim_no: z.string(),
      state: z.string(),
      sl_no: z.string(),
      model: z.string(),
      customer: z.string().nullable(),
      contact_mobile: z.string(),
      since: z.string(),
      days: z.number(),
    }),
  ),
});
export type WarrantyReports = z.infer<typeof warrantyReports>;

/**
 * The reports' filters: `date` is the day ages are counted to (today); the claims counted are those
 * dated from `startDate` to `endDate`, sent to `supplier_id`, in `state` (each when given); the
 * failure rate's units sold are those billed in the same dates.
 */
export const warrantyReportQuery = z
  .object({
    date: optionalDate,
    startDate: optionalDate,
    endDate: optionalDate,
    supplier_id: queryId('Supplier'),
    state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(CLAIM_STATES, { message: 'Choose a state of a claim' }).optional()),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, { message: 'The start date cannot be after the end date', path: ['startDate'] });
export type WarrantyReportQuery = z.infer<typeof warrantyReportQuery>;

const claimReply = z.object({ message: z.string(), id: z.number(), claim_no: z.string() });

export const warrantyRoutes = {
  serialWarranty: route('GET', '/warranty/serial', {
    query: z.object({ sl_no: z.string().trim().min(1, 'Scan or type a serial').max(100) }),
    reply: z.object({ matches: z.array(warrantyInfo) }),
  }),
  modelWarranty: route('PUT', '/warranty/models/:id', {
    params: idParam,
    body: z.object({ warranty_months: z.coerce.number().int().min(0, 'Months cannot be negative').max(600, 'At most 600 months').nullable() }),
    reply: z.object({ message: z.string(), warranty_months: z.number().nullable() }),
  }),
  createClaim: route('POST', '/warranty/claims', { body: claimBody, reply: claimReply, status: 201 }),
  listClaims: route('GET', '/warranty/claims', { query: claimListQuery, reply: z.object({ data: z.array(claimRow) }) }),
  claim: route('GET', '/warranty/claims/:id', { params: idParam, reply: claimDetail }),
  swapClaim: route('POST', '/warranty/claims/:id/swap', { params: idParam, body: swapBody, reply: claimReply }),
  returnClaim: route('POST', '/warranty/claims/:id/return', { params: idParam, body: returnBody, reply: claimReply }),
  deliverClaim: route('POST', '/warranty/claims/:id/deliver', { params: idParam, body: deliverBody, reply: claimReply }),
  createRma: route('POST', '/warranty/rma', { body: rmaBody, reply: z.object({ message: z.string(), id: z.number(), rma_no: z.string() }), status: 201 }),
  listRma: route('GET', '/warranty/rma', { reply: z.object({ data: z.array(rmaRow) }) }),
  rma: route('GET', '/warranty/rma/:id', { params: idParam, reply: rmaDetail }),
  reports: route('GET', '/warranty/reports', { query: warrantyReportQuery, reply: warrantyReports }),
};
