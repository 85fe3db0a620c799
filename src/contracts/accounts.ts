// The chart of accounts: groups (fixed), main heads, sub heads and ledgers with their opening amounts.
import { z } from 'zod';
import { amount, listQuery, messageWith, nameText, optionalDate, pagedOf, requiredId, messageBody, listOf, idParam } from './common.js';
import { route } from './route.js';

const requiredName = (message: string) => nameText(message.replace(/ is required$/, ''), { required: message });

export const group = z.object({ id: z.number(), name: z.string(), nature: z.string() });

export const mainHeadBody = z.object({ g_id: requiredId('Group Name is required'), name: requiredName('Main Name is required') });
export const mainHead = z.object({ id: z.number(), g_id: z.number(), name: z.string(), group_name: z.string() });
export type MainHead = z.infer<typeof mainHead>;

export const subHeadBody = z.object({ m_id: requiredId('Main Name is required'), name: requiredName('Sub Name is required') });
export const subHead = z.object({ id: z.number(), m_id: z.number(), name: z.string(), main_name: z.string(), g_id: z.number(), group_name: z.string() });
export type SubHead = z.infer<typeof subHead>;

/** A ledger's opening amount is on the side its group's nature gives; a negative amount is on the other side. */
export const ledgerBody = z.object({
  m_id: requiredId('Main Name is required'),
  s_id: requiredId('Sub Name is required'),
  name: requiredName('Ledger Name is required'),
  amount: z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), amount),
  /** Today in Dhaka when not given. */
  open_date: optionalDate,
});
export type LedgerBody = z.infer<typeof ledgerBody>;
/** An edit may send only what changed. */
export const ledgerEditBody = ledgerBody.partial();
export type LedgerEditBody = z.infer<typeof ledgerEditBody>;

export const ledger = z.object({
  id: z.number(),
  m_id: z.number(),
  s_id: z.number(),
  name: z.string(),
  amount: z.number(),
  open_date: z.string().nullable(),
  sub_name: z.string(),
  main_name: z.string(),
  g_id: z.number(),
  group_name: z.string(),
  nature: z.string(),
  tag_cus: z.number(),
  tag_supp: z.number(),
  system_role: z.string().nullable(),
  /** Posted debits minus credits. */
  balance: z.number(),
});
export type Ledger = z.infer<typeof ledger>;

export const chartListQuery = listQuery;
export const mainHeadList = pagedOf(mainHead);
export const subHeadList = pagedOf(subHead);
export const ledgerList = pagedOf(ledger);

export const savedReply = messageWith;

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const accountsRoutes = {
  groupAll: route('GET', '/group_all', { reply: listOf(group) }),
  maingroupAll: route('GET', '/maingroup_all', { query: chartListQuery, reply: mainHeadList }),
  maingroupPost: route('POST', '/maingroup_post', { body: mainHeadBody, reply: savedReply(mainHead), status: 201 }),
  maingroupEdit: route('PATCH', '/maingroup_edit/:id', { params: idParam, body: mainHeadBody, reply: savedReply(mainHead) }),
  maingropuRemove: route('DELETE', '/maingropu_remove/:id', { params: idParam, reply: messageBody }),
  subAll: route('GET', '/sub_all', { query: chartListQuery, reply: subHeadList }),
  subPost: route('POST', '/sub_post', { body: subHeadBody, reply: savedReply(subHead), status: 201 }),
  subEdit: route('PATCH', '/sub_edit/:id', { params: idParam, body: subHeadBody, reply: savedReply(subHead) }),
  subRemove: route('DELETE', '/sub_remove/:id', { params: idParam, reply: messageBody }),
  ledgerAll: route('GET', '/ledger_all', { query: chartListQuery, reply: ledgerList }),
  ledgerPost: route('POST', '/ledger_post', { body: ledgerBody, reply: savedReply(ledger), status: 201 }),
  ledgerEdit: route('PATCH', '/ledger_edit/:id', { params: idParam, body: ledgerEditBody, reply: savedReply(ledger) }),
  ledgerRemove: route('DELETE', '/ledger_remove/:id', { params: idParam, reply: messageBody }),
};
