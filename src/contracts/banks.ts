// Banks (name and branch), picked by collections, payments and cheque sales.
import { z } from 'zod';
import { listQuery, nameText, pagedOf } from './common.js';
import { requiredName } from './catalogue.js';

const branch = nameText('Branch name');

export const bankBody = z.object({ name: requiredName('Bank'), branch: branch.optional() });
export const bankEditBody = bankBody.extend({ id: z.unknown().optional() });
export type BankBody = z.infer<typeof bankBody>;

export const bank = z.object({ id: z.number(), name: z.string(), branch: z.string(), created_at: z.string() });
export type Bank = z.infer<typeof bank>;

export const bankListQuery = listQuery;
export const bankList = pagedOf(bank);
export const bankReply = z.object({ message: z.string(), data: bank });
