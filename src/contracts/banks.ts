// Banks (name and branch), picked by collections, payments and cheque sales. Each bank has its own
// ledger under Bank Accounts (ledger_id); its opening balance is that ledger's opening amount, dated
// opening_date, posted against Opening Balance Equity like any other opening.
import { z } from 'zod';
import { amount, blankToUndefined, ignored, listQuery, messageWith, nameText, optionalDate, pagedOf, messageBody, idParam } from './common.js';
import { requiredName } from './catalogue.js';
import { route } from './route.js';

const branch = nameText('Branch name');
const accountNo = nameText('Account number');

/** A bank account, or a bKash, Nagad or Rocket merchant or agent account (a money account like a bank, issue 22). */
export const BANK_KINDS = ['bank', 'bkash', 'nagad', 'rocket'] as const;
export const bankKindLabel = { bank: 'Bank', bkash: 'bKash', nagad: 'Nagad', rocket: 'Rocket' } as const;

export const bankBody = z.object({
  name: requiredName('Bank'),
  /** Set when the account is made; a bank stays a bank. */
  kind: z.preprocess(blankToUndefined, z.enum(BANK_KINDS, { message: 'Kind must be bank, bkash, nagad or rocket' }).optional()),
  /** A mobile money account's wallet number. */
  wallet_no: z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(30).optional()),
  branch: branch.optional(),
  account_no: accountNo.optional(),
  /** Money in the bank on opening_date; negative for an overdraft. Blank means none. */
  opening_balance: z.preprocess(blankToUndefined, amount.optional()),
  opening_date: optionalDate,
});
export const bankEditBody = bankBody.extend({ id: ignored });
export type BankBody = z.infer<typeof bankBody>;

export const bank = z.object({
  id: z.number(),
  name: z.string(),
  branch: z.string(),
  account_no: z.string(),
  kind: z.enum(BANK_KINDS),
  wallet_no: z.string(),
  ledger_id: z.number().nullable(),
  ledger_name: z.string().nullable(),
  opening_balance: z.number(),
  opening_date: z.string().nullable(),
  /** What the bank's ledger holds today (posted lines). */
  balance: z.number(),
  created_at: z.string(),
});
export type Bank = z.infer<typeof bank>;

export const bankListQuery = listQuery;
export const bankList = pagedOf(bank);
export const bankReply = messageWith(bank);

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const banksRoutes = {
  bankAll: route('GET', '/bank_all', { query: bankListQuery, reply: bankList }),
  bankPost: route('POST', '/bank_post', { body: bankBody, reply: bankReply, status: 201 }),
  bankEdit: route('PATCH', '/bank_edit/:id', { params: idParam, body: bankEditBody, reply: bankReply }),
  bankRemove: route('DELETE', '/bank_remove/:id', { params: idParam, reply: messageBody }),
};
