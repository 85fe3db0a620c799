// Construction vouchers and project bills. One call saves a whole voucher (all its lines) in one
// transaction; the spec's page sent one call per line.
import { z } from 'zod';
import { blankToUndefined, messageBody, idParam } from './common.js';
import { PROJECT_VOUCHER_TYPE_IDS, VOUCHER_MESSAGES, type ProjectVoucherType } from '../domain/construction.js';
import {
  affectedReply,
  amountOrZero,
  dateFilter,
  dateFilters,
  ledgerFields,
  optionalDate,
  optionalId,
  optionalText,
  pageQuery,
  projectFilter,
  projectTag,
  requiredDate,
  requiredId,
  resultOf,
  taggedProjectFields,
} from './construction.js';
import { route } from './route.js';

const typeMessage = 'Voucher type must be 1 Journal, 2 Cash Payment, 3 Bank Payment, 4 Cash Received, 5 Bank Received or 6 Contra';
export const projectVcType = z.coerce
  .number({ message: typeMessage })
  .refine((v) => (PROJECT_VOUCHER_TYPE_IDS as readonly number[]).includes(v), { message: typeMessage })
  .transform((v) => v as ProjectVoucherType);

/** A debit or credit; empty means 0. Negative amounts are refused by the voucher rules. */
const lineAmount = amountOrZero;

/** One line as the form sends it. A missing ledger is refused with the spec's "fill all required entry fields". */
export const voucherLineBody = z.object({
  project_ledger_id: z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), z.coerce.number().int().min(0)),
  /** The line's project; the voucher's project_id when not given. */
  project_id: projectTag,
  debit: lineAmount,
  credit: lineAmount,
  remarks: optionalText(1000).optional(),
  details: optionalText(2000).optional(),
  cheque_no: optionalText(50).optional(),
  cheque_date: optionalDate.optional(),
});
export type VoucherLineBody = z.infer<typeof voucherLineBody>;

export const voucherCreateBody = z.object({
  project_vc_type: projectVcType,
  project_vc_date: requiredDate('Voucher date is required'),
  project_id: projectTag,
  data: z.array(voucherLineBody).max(500),
});
export type VoucherCreateBody = z.infer<typeof voucherCreateBody>;

/** The number and type stay; the date and lines are replaced. */
export const voucherUpdateBody = z.object({
  vc_no: z.string().optional(),
  project_vc_type: projectVcType.optional(),
  project_vc_date: requiredDate('Voucher date is required').optional(),
  project_id: projectTag,
  data: z.array(voucherLineBody).max(500),
});
export type VoucherUpdateBody = z.infer<typeof voucherUpdateBody>;

export const vcNoParam = z.object({ vc_no: z.string().trim().min(1, 'Voucher number is required').max(100) });

export const voucherListQuery = pageQuery.extend({
  vc_type: z.preprocess((v) => (v === '' || v === null || v === '0' || v === 0 ? undefined : v), projectVcType.optional()),
  ...dateFilters,
  projectId: projectFilter,
});
export type VoucherListQuery = z.infer<typeof voucherListQuery>;

/** A voucher's number, date, type and project, as its list row and its details lead with them. */
const voucherHeadFields = {
  project_vc_no: z.string(),
  project_vc_date: z.string(),
  project_vc_type: z.number(),
  ...taggedProjectFields,
};

export const voucherListRow = z.object({
  ...voucherHeadFields,
  /** The ledgers of the voucher's lines, in line order. */
  ledger_names: z.string(),
  remarks: z.string(),
  /** The voucher's total (its debits, equal to its credits). */
  amount: z.number(),
  bill_id: z.number().nullable(),
});
export type VoucherListRow = z.infer<typeof voucherListRow>;
export const voucherListReply = z.object({ result: z.array(voucherListRow), total: z.number(), total_amount: z.number() });

export const voucherItem = z.object({
  id: z.number(),
  inx: z.number(),
  project_ledger_id: z.number(),
  ledger_name: z.string(),
  ...taggedProjectFields,
  debit: z.number(),
  credit: z.number(),
  remarks: z.string(),
  details: z.string(),
  cheque_no: z.string().nullable(),
  cheque_date: z.string().nullable(),
  /** 1 on a line made from a bill item. */
  type: z.number(),
  /** The ledger's balance now. */
  balance: z.number(),
});
export type VoucherItem = z.infer<typeof voucherItem>;
export const voucherMaster = z.object({
  ...voucherHeadFields,
  total_debit: z.number(),
  total_credit: z.number(),
  bill_id: z.number().nullable(),
});
export const voucherDetailsReply = resultOf(z.object({ master: voucherMaster, items: z.array(voucherItem) }));

export const voucherSavedReply = z.object({ message: z.string(), project_vc_no: z.string() });
export const voucherDeletedReply = affectedReply;

export const nextVoucherNoQuery = z.object({ project_vc_type: projectVcType, project_vc_date: dateFilter });
export const nextVoucherNoReply = z.object({ project_vc_no: z.string() });

// ---- bills ---------------------------------------------------------------------------------------

const billType = z.coerce
  .number({ message: 'Bill type must be 2 (Payment) or 4 (Received)' })
  .refine((v) => v === 2 || v === 4, { message: 'Bill type must be 2 (Payment) or 4 (Received)' })
  .transform((v) => v as 2 | 4);

export const billItemBody = z.object({
  description: optionalText(1000),
  amount: lineAmount,
  /** The item's own head (cement, steel, labour...); without it the bill's To ledger. */
  ledger_id: optionalId('Item ledger').optional(),
});

/**
 * A project bill: the To ledger, the items billed to it and the other side of the voucher (`data`,
 * e.g. the supplier's or petty cash line). Each item becomes a line on its own ledger, or the To ledger
 * when it names none (debit on a payment, credit on a receipt), with the item's description as its remarks.
 */
const billFields = {
  vc_type: z.preprocess((v) => (v === '' || v === null || v === undefined ? 2 : v), billType),
  vc_date: requiredDate('Voucher date is required'),
  ledger_id: requiredId(VOUCHER_MESSAGES.noToLedger),
  items: z.array(billItemBody).max(500),
  data: z.array(voucherLineBody).max(500),
};
export const billCreateBody = z.object({ project_id: requiredId('Project is required'), ...billFields });
export type BillCreateBody = z.infer<typeof billCreateBody>;
export const billUpdateBody = z.object({ project_id: projectTag, vc_no: z.string().optional(), ...billFields });
export type BillUpdateBody = z.infer<typeof billUpdateBody>;

export const billSavedReply = z.object({ message: z.string(), bill_id: z.number(), vc_no: z.string() });

export const billGetQuery = z.object({
  vc_no: z.preprocess(blankToUndefined, z.string({ message: 'Missing bill ID or voucher number' }).trim().min(1).max(100)),
  projectId: projectFilter,
  id: optionalId('id').optional(),
});

export const billReply = z.object({
  bill_id: z.number(),
  vc_no: z.string(),
  vc_type: z.number(),
  vc_date: z.string(),
  ...ledgerFields,
  project_id: z.number(),
  project_name: z.string(),
  work_id: z.string(),
  place: z.string(),
  items: z.array(z.object({ id: z.number(), description: z.string(), amount: z.number(), ...ledgerFields })),
  total: z.number(),
  /** The voucher's lines: the items' lines on the To ledger (type 1) and the other side (type 0). */
  lines: z.array(voucherItem),
});

export type BillReply = z.infer<typeof billReply>;

const MISSING_BILL = 'Missing bill ID or voucher number';
/** DELETE /project-bill/delete takes id and vc_no in the query string or in a JSON body. */
export const billDeleteParts = z.object({
  id: z.preprocess(blankToUndefined, z.coerce.number({ message: MISSING_BILL }).int().positive(MISSING_BILL).optional()),
  vc_no: z.preprocess(blankToUndefined, z.string().trim().min(1, MISSING_BILL).max(100).optional()),
});

export const nextBillNoQuery = z.object({ projectId: requiredId('Project is required'), vc_date: dateFilter });
export const nextBillNoReply = z.object({ vc_no: z.string() });

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const constructionVouchersRoutes = {
  projectVoucherCreate: route('POST', '/project/voucher/create', { body: voucherCreateBody, reply: voucherSavedReply, status: 201 }),
  projectVoucher: route('GET', '/project/voucher', { query: voucherListQuery, reply: voucherListReply }),
  projectVoucherNextNo: route('GET', '/project/voucher/next-no', { query: nextVoucherNoQuery, reply: nextVoucherNoReply }),
  projectVoucherDetails: route('GET', '/project/voucher-details/:vc_no', { params: vcNoParam, reply: voucherDetailsReply }),
  projectVoucherUpdate: route('PUT', '/project/voucher/update/:vc_no', { params: vcNoParam, body: voucherUpdateBody, reply: voucherSavedReply }),
  projectVoucherDelete: route('DELETE', '/project/voucher/delete/:vc_no', { params: vcNoParam, reply: voucherDeletedReply }),
  projectBillCreate: route('POST', '/project-bill/create', { body: billCreateBody, reply: billSavedReply, status: 201 }),
  projectBillGet: route('GET', '/project-bill/get', { query: billGetQuery, reply: billReply }),
  projectBillNextNo: route('GET', '/project-bill/next-no', { query: nextBillNoQuery, reply: nextBillNoReply }),
  projectBillUpdate: route('PUT', '/project-bill/update/:id', { params: idParam, body: billUpdateBody, reply: billSavedReply }),
  projectBillDelete: route('DELETE', '/project-bill/delete', {
    query: billDeleteParts,
    body: z.preprocess((v) => v ?? {}, billDeleteParts),
    reply: messageBody,
  }),
};
