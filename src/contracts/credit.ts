// Credit limits (issue 24, item 4): a customer's limit and credit days on the party, the approval an
// admin gives on the spot to a bill that takes the due above the limit, and the customer's standing.
import { z } from 'zod';
import { decimalValue, idParam, messageBody } from './common.js';
import { route } from './route.js';
import { DATE_STYLES } from '../domain/dates.js';
import { approvalCode, approvalFields, approvalRequests, approvalRequestStatus, type ApprovalFields } from './approvals.js';

export { OVER_LIMIT_FIELD } from './overLimitField.js';

const blank = (v: unknown) => (v === '' || v === null ? null : v);

/** A credit limit in taka: empty for none, never below zero. */
export const creditLimitField = z.preprocess(
  blank,
  decimalValue({ label: 'Credit limit', decimals: 2, max: 1_000_000_000_000 })
    .refine((v) => v >= 0, { message: 'Credit limit cannot be below zero' })
    .nullable(),
);

/** Credit days: empty for none, a whole number of days from 0 to 3650. */
export const creditDaysField = z.preprocess(
  blank,
  z.coerce
    .number({ message: 'Credit days must be a whole number of days' })
    .int('Credit days must be a whole number of days')
    .min(0, 'Credit days cannot be below zero')
    .max(3650, 'Credit days are at most 3650')
    .nullable(),
);

/** Fields of a party's request (both optional: a client that leaves them out keeps them as they are). */
export const partyCreditFields = {
  credit_limit: creditLimitField.optional(),
  credit_days: creditDaysField.optional(),
};

/**
 * Fields of a bill's request. A bill refused for its customer's credit limit (409, field
 * `approveOverLimit`) passes with an admin's approval (contracts/approvals.ts): a signed-in admin's
 * own with `approveOverLimit: true`, a clerk's with `approvalId` or `approvalCode`.
 */
export const overLimitFields = approvalFields;
export type OverLimitApproval = ApprovalFields;

/** A party's credit limit and credit days as the replies carry them (null: none). */
export const creditTermsFields = {
  credit_limit: z.number().nullable(),
  credit_days: z.number().nullable(),
};

/** A customer's standing: their due now (less one bill's, when it is being edited), the limit and the room left. */
export const creditStatusQuery = z.object({
  partyId: z.coerce.number({ message: 'Please select a party' }).int().positive('Please select a party'),
  /** The bill being edited: its own effect on the due is left out. */
  saleId: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
});
export const creditStatus = z.object({
  party_id: z.number(),
  due: z.number(),
  ...creditTermsFields,
  /** Cheques received not cleared yet (in hand or deposited): not in the due, still owed for the limit (issue 41). */
  uncleared_cheques: z.number(),
  /** limit − due − cheques not cleared (null without a limit); below zero when the customer is over already. */
  available: z.number().nullable(),
  /** With credit days: the part of the due older than they allow (the due less the bills of those last days); 0 otherwise. */
  overdue: z.number(),
});
export type CreditStatus = z.infer<typeof creditStatus>;

/** How amounts are grouped on screens and printed pages. */
export const numberGrouping = z.enum(['lakh', 'western'], { message: 'Grouping must be lakh or western' });
export type NumberGrouping = z.infer<typeof numberGrouping>;
/** How dates show on screens and printed pages (the API's dates are yyyy-mm-dd whatever it is). */
export const dateFormat = z.enum(DATE_STYLES, { message: 'Date format must be dd/mm/yyyy, d-mmm-yyyy or yyyy-mm-dd' });
export type DateFormat = z.infer<typeof dateFormat>;
/** How amounts and dates read: the reply has both; a change names either or both. */
export const numberFormatSettings = z.object({ number_grouping: numberGrouping, date_format: dateFormat });
export const numberFormatChange = z
  .object({ number_grouping: numberGrouping.optional(), date_format: dateFormat.optional() })
  .refine((b) => b.number_grouping !== undefined || b.date_format !== undefined, { message: 'Give number_grouping or date_format' });

/** A payment that would take cash in hand below zero: saved with a warning, or refused. */
export const negativeCash = z.enum(['warn', 'refuse'], { message: 'Negative cash must be warn or refuse' });
export const cashSettings = z.object({ negative_cash: negativeCash });

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const creditRoutes = {
  creditStatus: route('GET', '/credit_status', { query: creditStatusQuery, reply: creditStatus }),
  approvalRequests: route('GET', '/approval_requests', { reply: approvalRequests }),
  approvalRequest: route('GET', '/approval_requests/:id', { params: idParam, reply: approvalRequestStatus }),
  approveRequest: route('POST', '/approval_requests/:id/approve', { params: idParam, reply: messageBody }),
  refuseRequest: route('POST', '/approval_requests/:id/refuse', { params: idParam, reply: messageBody }),
  approvalCode: route('POST', '/approval_codes', { reply: approvalCode, status: 201 }),
  getNumberFormat: route('GET', '/number_format', { reply: numberFormatSettings }),
  putNumberFormat: route('PUT', '/number_format', { body: numberFormatChange, reply: numberFormatSettings }),
  getCashSetting: route('GET', '/cash_setting', { reply: cashSettings }),
  putCashSetting: route('PUT', '/cash_setting', { body: cashSettings, reply: cashSettings }),
};
