// Vouchers typed by hand: entry (all lines in one call), lists, approval, edit and removal.
import { z } from 'zod';
import {
  amount,
  blankToUndefined as blank,
  START_END,
  checkRange,
  dataOf,
  isoDate,
  listQuery,
  messageWith,
  optionalDate,
  optionalId,
  optionalRange,
  pagedOf,
  reportQuery,
  voucherNo,
  messageBody,
  idParam,
} from './common.js';
import { route } from './route.js';
import { VC, type VoucherType } from '../domain/voucherTypes.js';

const optionalText = z.preprocess(blank, z.string().trim().max(100).optional());
const side = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : v),
  amount.refine((n) => n >= 0, { message: 'Amounts must be zero or more' }),
);

export const vcType = z.coerce
  .number({ message: 'Voucher type must be 1 to 5' })
  .int()
  .min(VC.journal, 'Voucher type must be 1 to 5')
  .max(VC.bankReceived, 'Voucher type must be 1 to 5')
  .transform((v) => v as VoucherType);

export const voucherLineInput = z.object({
  ledger_id: z.preprocess(
    blank,
    z.coerce.number({ message: 'Please select a ledger on every line' }).int().positive({ message: 'Please select a ledger on every line' }),
  ),
  partyId: optionalId,
  accType: optionalId,
  debit: side,
  credit: side,
  narr: z.string().trim().max(500).optional().default(''),
  bankId: optionalId,
  chqNo: optionalText,
  chqDate: optionalDate,
  /** 1 marks the main (cash or bank) line of a payment or receipt; derived when not sent. */
  active: z.preprocess(blank, z.coerce.number().int().min(0).max(1).optional()),
});
export type VoucherLineInput = z.infer<typeof voucherLineInput>;

/** One call with every line; the number, post_status and created_by are the server's. */
export const voucherPostBody = z.object({
  vc_date: isoDate,
  vc_type: vcType,
  lines: z.array(voucherLineInput).min(1, 'A voucher needs at least two lines with an amount'),
});
export type VoucherPostBody = z.infer<typeof voucherPostBody>;

/** The whole set of lines of one voucher after the edit; lines left out are removed. */
export const voucherUpdateBody = z
  .array(voucherLineInput.extend({ id: optionalId, vc_no: voucherNo, vc_date: isoDate.optional() }))
  .min(1, 'A voucher needs at least two lines with an amount');
export type VoucherUpdateBody = z.infer<typeof voucherUpdateBody>;

export const voucherLine = z.object({
  id: z.number(),
  vc_no: z.string(),
  vc_type: z.number(),
  vc_date: z.string(),
  ledger_id: z.number(),
  ledgerName: z.string(),
  subName: z.string(),
  partyId: z.number().nullable(),
  partyName: z.string().nullable(),
  accType: z.number().nullable(),
  debit: z.number(),
  credit: z.number(),
  narr: z.string(),
  bankId: z.number().nullable(),
  bankName: z.string().nullable(),
  chqNo: z.string().nullable(),
  chqDate: z.string().nullable(),
  active: z.number(),
  post_status: z.number(),
  source_type: z.string().nullable(),
});
export type VoucherLine = z.infer<typeof voucherLine>;

export const voucher = z.object({
  vc_no: z.string(),
  vc_type: z.number(),
  type_name: z.string(),
  vc_date: z.string(),
  post_status: z.number(),
  source_type: z.string().nullable(),
  total_debit: z.number(),
  total_credit: z.number(),
  lines: z.array(voucherLine),
});
export type Voucher = z.infer<typeof voucher>;

/** Lines of vouchers: a date range (both dates or none), a type, a search on voucher number, ledger, narration or party, and a page. */
export const voucherListQuery = listQuery
  .extend({ ...optionalRange, type: z.preprocess(blank, vcType.optional()) })
  .superRefine(checkRange({ ...START_END, bothAt: 'end' }, false));
export type VoucherListQuery = z.infer<typeof voucherListQuery>;
/** `capped` when the count stopped at `total` and there are more lines. */
export const voucherLineList = pagedOf(voucherLine).extend({ capped: z.boolean(), totalDebit: z.number(), totalCredit: z.number() });

export const journalQuery = reportQuery({ type: z.preprocess(blank, vcType.optional()) });
export const journalReply = z.object({ data: z.array(voucher), totalDebit: z.number(), totalCredit: z.number() });

export const vcNoQuery = z.object({ vcno: voucherNo });
export const vcNoDeleteQuery = z.object({ vc_no: voucherNo });
export const vcNoParam = z.object({ vc_no: z.string().trim().min(1, 'Voucher number is required') });
export const nextVoucherQuery = z.object({ type: vcType, date: isoDate.optional() });

export const voucherReply = messageWith(voucher);
export const voucherOne = dataOf(voucher);

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const vouchersRoutes = {
  voucherPost: route('POST', '/voucher_post', { body: voucherPostBody, reply: voucherReply, status: 201 }),
  voucherAll: route('GET', '/voucher_all', { query: voucherListQuery, reply: voucherLineList }),
  jvAll: route('GET', '/jv_all', { query: voucherListQuery, reply: voucherLineList }),
  allActiveVoucher: route('GET', '/all_active_voucher', { query: voucherListQuery, reply: voucherLineList }),
  voucherByVcNo: route('GET', '/voucher_by_vc_no', { query: vcNoQuery, reply: voucherOne }),
  journalByDate: route('GET', '/journalByDate', { query: journalQuery, reply: journalReply }),
  voucherNextNo: route('GET', '/voucher_next_no', { query: nextVoucherQuery, reply: z.object({ vc_no: z.string() }) }),
  vcPosting: route('PUT', '/vc_posting/:vc_no', { params: vcNoParam, reply: messageBody }),
  voucherUpdate: route('PATCH', '/voucher_update', { body: voucherUpdateBody, reply: voucherReply }),
  voucherDelete: route('DELETE', '/voucher_delete', { query: vcNoDeleteQuery, reply: messageBody }),
  voucherRemoveById: route('DELETE', '/voucher_remove_by_id/:id', { params: idParam, reply: messageBody }),
};
