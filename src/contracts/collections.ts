// Collections from customers (coll_pay_type 2) and payments to suppliers (1): the record, its
// lists, the money receipt and the date-wise reports.
import { z } from 'zod';
import { amount, dataOf, isoDate, listQuery, messageWith, pagedOf, rangeQuery, voucherNo, messageBody, idParam } from './common.js';
import { chequeFields, chequeStateFields, createdFields } from './documents.js';
import { route } from './route.js';

export const COLL_PAY_TYPES = { payment: 1, collection: 2 } as const;

/** 'Cheque' is what the forms call a bank payment; it is stored as 'Bank'. 'Mobile': through a bKash, Nagad or Rocket account (issue 22). */
export const cashBankType = z
  .enum(['Cash', 'Bank', 'Cheque', 'Mobile'], { message: 'Type must be Cash or Cheque' })
  .transform((v) => (v === 'Cheque' ? 'Bank' : v));

/** An optional field the forms send as '' or null when empty. */
const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const optionalId = z.preprocess(blankToNull, z.coerce.number().int().positive({ message: 'Please select a bank' }).nullable());
const optionalText = z.preprocess(blankToNull, z.string().trim().max(100).nullable());
const optionalDate = z.preprocess(blankToNull, isoDate.nullable());

const collPayFields = {
  supp_id: z.coerce.number({ message: 'Please select a party' }).int().positive({ message: 'Please select a party' }),
  /** Today in Dhaka when not given. */
  date: isoDate.optional(),
  rmks: z.string().trim().max(500).optional().default(''),
  cash_bank_type: cashBankType,
  amount: amount.refine((v) => v > 0, { message: 'Amount must be more than zero' }),
  bankId: optionalId.optional(),
  chqNo: optionalText.optional(),
  chqDate: optionalDate.optional(),
  /** A cheque received: the bank it is drawn on, as written on it (the cheque register shows it). */
  drawnOn: optionalText.optional(),
  /** Mobile money: the wallet's transaction ID, used once per account. */
  txnId: optionalText.optional(),
  /**
   * VAT (issue 40): on a collection from a customer marked as a VDS entity, the VAT it deducted at
   * source (besides the amount received; the customer's due falls by both) and the number of its
   * certificate (Mushak 6.6), which is then required. Left out on an edit: kept as saved.
   */
  vds_vat: z.preprocess(blankToNull, amount.refine((v) => v >= 0, { message: 'VAT deducted at source cannot be negative' }).nullable()).optional(),
  vds_cert_no: optionalText.optional(),
};

const collPayType = z.coerce
  .number({ message: 'Type must be 1 (payment) or 2 (collection)' })
  .refine((v) => v === 1 || v === 2, { message: 'Type must be 1 (payment) or 2 (collection)' })
  .transform((v) => v as 1 | 2);

/** What the forms send. created_by, vc_no, inv_no, pre_due and outstnd are the server's and are ignored. */
export const collPayBody = z.object({ ...collPayFields, coll_pay_type: collPayType });
export type CollPayBody = z.infer<typeof collPayBody>;

/** An edit keeps the record's type; the field may be sent but must not change it. */
export const collPayEditBody = z.object({ ...collPayFields, coll_pay_type: collPayType.optional() });
export type CollPayEditBody = z.infer<typeof collPayEditBody>;

export const collPayRecord = z.object({
  id: z.number(),
  inv_no: z.string(),
  vc_no: z.string(),
  supp_id: z.number(),
  party_name: z.string(),
  mobile: z.string(),
  party_type: z.number(),
  pre_due: z.number(),
  date: z.string(),
  rmks: z.string(),
  coll_pay_type: z.number(),
  cash_bank_type: z.string(),
  amount: z.number(),
  outstnd: z.number(),
  ...chequeFields,
  ...chequeStateFields,
  txnId: z.string().nullable(),
  sale_id: z.number().nullable(),
  /** VAT deducted at source by a VDS customer (0 when none) and its certificate's (Mushak 6.6) number. */
  vds_vat: z.number(),
  vds_cert_no: z.string().nullable(),
  ...createdFields,
});
export type CollPayRecord = z.infer<typeof collPayRecord>;

export const collPayReply = messageWith(collPayRecord);
export const collPayOne = dataOf(collPayRecord);

/** The list convention (search, limit, offset; all rows without a limit) plus the record type. */
export const collPayListQuery = listQuery.extend({ type: z.preprocess(blankToNull, collPayType.nullable()).optional() });
export const collPayList = pagedOf(collPayRecord);

export const vcNoQuery = z.object({ vcNo: voucherNo });
export const invNoQuery = z.object({ invNo: z.string({ message: 'Receipt number is required' }).trim().min(1, 'Receipt number is required') });

export const nextNoQuery = z.object({
  type: collPayType,
  method: cashBankType.optional().default('Cash'),
  date: isoDate.optional(),
});
export const nextNoReply = z.object({ vc_no: z.string() });

/** One row of the date-wise reports; the party is `customer` on collections and `supplier` on payments. */
export const collPayReportRow = z.object({
  coll_id: z.number(),
  date: z.string(),
  inv_no: z.string(),
  vc_no: z.string(),
  customer: z.string().optional(),
  supplier: z.string().optional(),
  mobile: z.string(),
  cash_bank_type: z.string(),
  bank_name: z.string().nullable(),
  chqNo: z.string().nullable(),
  rmks: z.string(),
  coll_by: z.string().nullable(),
  amount: z.number(),
  /** Issue 41: a cheque's state as at the report's end date (received: in hand), null for cash, a bank transfer or mobile money. */
  cheque_state: z.string().nullable(),
  /** Cash, a bank transfer or mobile money: collected (paid) on the day; a cheque counts by its state instead. */
  collected: z.number(),
});
export type CollPayReportRow = z.infer<typeof collPayReportRow>;

/** Cheques by their state as at the report's end date: received (in hand), deposited, cleared, bounced... */
const byState = z.record(z.string(), z.number());
export const collPayReport = z.object({
  data: z.array(z.object({ date: z.string(), rows: z.array(collPayReportRow), total: z.number(), collected: z.number(), cheques: byState })),
  grandTotal: z.number(),
  collected: z.number(),
  cheques: byState,
});
export type CollPayReport = z.infer<typeof collPayReport>;

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const collectionsRoutes = {
  collPayPost: route('POST', '/collPay_post', { body: collPayBody, reply: collPayReply, status: 201 }),
  collPayAll: route('GET', '/collPay_all', { query: collPayListQuery, reply: collPayList }),
  collPay: route('GET', '/collPay/:id', { params: idParam, reply: collPayOne }),
  getByVcNo: route('GET', '/getByVcNo', { query: vcNoQuery, reply: collPayOne }),
  getByInvNo: route('GET', '/getByInvNo', { query: invNoQuery, reply: collPayOne }),
  collPayEdit: route('PATCH', '/collPay_edit/:id', { params: idParam, body: collPayEditBody, reply: collPayReply }),
  collPayRemove: route('DELETE', '/collPay_remove/:id', { params: idParam, reply: messageBody }),
  collpayNextNo: route('GET', '/collpay_next_no', { query: nextNoQuery, reply: nextNoReply }),
  dateWiseCollectionReport: route('GET', '/date_wise_collection_report', { query: rangeQuery, reply: collPayReport }),
  dateWisePaymentReport: route('GET', '/date_wise_payment_report', { query: rangeQuery, reply: collPayReport }),
};
