// The construction chart of accounts (group, main head, sub head, ledger) and the ledger reports.
import { z } from 'zod';
import { ACCOUNT_NATURES } from '../domain/construction.js';
import {
  amountOrZero,
  dateFilters,
  dateOrToday,
  ledgerFields,
  movementFields,
  optionalText,
  pageQuery,
  projectFilter,
  projectTag,
  requiredId,
  requiredName,
  resultOf,
  taggedProjectFields,
  pagedResult,
  affectedReply,
  createdReply,
} from './construction.js';
import { blankToUndefined, idParam } from './common.js';
import { route } from './route.js';

/** A group's nature decides how the reports read its ledgers; a new group without one takes it from its name. */
export const accountNature = z.enum(ACCOUNT_NATURES, { message: `Nature must be one of ${ACCOUNT_NATURES.join(', ')}` });
export const groupBody = z.object({
  name: requiredName('Group Name is required'),
  nature: z.preprocess(blankToUndefined, accountNature.optional()),
});
export const mainBody = z.object({ name: requiredName('Main Name is required'), project_g_id: requiredId('Group Name is required') });
export const subBody = z.object({ name: requiredName('Sub Name is required'), project_main_id: requiredId('Main Name is required') });

export const ledgerBody = z.object({
  name: requiredName('Ledger Name is required'),
  project_acc_main_id: requiredId('Main Name is required'),
  project_acc_sub_id: requiredId('Sub Name is required'),
  project_id: projectTag,
  /** The opening balance, debit side positive; 0 when not given. */
  amount: amountOrZero,
  /** Today in Dhaka when not given. */
  open_date: dateOrToday,
  phone: optionalText(50).optional(),
  address: optionalText(500).optional(),
});
export type GroupBody = z.infer<typeof groupBody>;
export type MainBody = z.infer<typeof mainBody>;
export type SubBody = z.infer<typeof subBody>;
export type LedgerBody = z.infer<typeof ledgerBody>;

export const groupRow = z.object({ id: z.number(), name: z.string(), nature: accountNature });
/** The group a main head, sub head or ledger sits under. */
const underGroup = { project_g_id: z.number(), group_name: z.string() };
export const mainRow = z.object({ id: z.number(), name: z.string(), ...underGroup });
export const subRow = z.object({ id: z.number(), name: z.string(), project_main_id: z.number(), main_name: z.string(), ...underGroup });
export const ledgerRow = z.object({
  id: z.number(),
  name: z.string(),
  project_acc_main_id: z.number(),
  project_acc_sub_id: z.number(),
  ...taggedProjectFields,
  work_id: z.string().nullable(),
  amount: z.number(),
  open_date: z.string().nullable(),
  phone: z.string(),
  address: z.string(),
  ...underGroup,
  main_name: z.string(),
  sub_name: z.string(),
  /** Opening amount + debits − credits. */
  Avl_bal: z.number(),
});
export type LedgerRow = z.infer<typeof ledgerRow>;
export type GroupRow = z.infer<typeof groupRow>;
export type MainRow = z.infer<typeof mainRow>;
export type SubRow = z.infer<typeof subRow>;

export const ledgerListQuery = pageQuery.extend({ projectId: projectFilter });
export type LedgerListQuery = z.infer<typeof ledgerListQuery>;

export const ledgerReportQuery = z.object({
  ledgerId: requiredId('Please select a ledger first.'),
  ...dateFilters,
  /** Only the lines tagged with this project (the project-wise ledger report). */
  projectId: projectFilter,
});
export type LedgerReportQuery = z.infer<typeof ledgerReportQuery>;

export const ledgerReportRow = z.object({
  id: z.number(),
  project_vc_date: z.string(),
  project_vc_no: z.string(),
  project_vc_type: z.number(),
  ...taggedProjectFields,
  remarks: z.string(),
  details: z.string(),
  debit: z.number(),
  credit: z.number(),
  /** Running balance from the opening balance, debit minus credit. */
  balance: z.number(),
});

export type LedgerReportRow = z.infer<typeof ledgerReportRow>;

/** A ledger's statement over a report's dates: its opening, its lines (of `row`) and their movement. */
export const ledgerStatementOf = <T extends z.ZodTypeAny>(row: T) =>
  z.object({
    ...ledgerFields,
    /** Opening amount plus the lines before sDate. */
    opening_balance: z.number(),
    rows: z.array(row),
    ...movementFields,
  });

export const ledgerReport = ledgerStatementOf(ledgerReportRow);
export const ledgerReportReply = resultOf(ledgerReport);

export const projectLedgerRow = ledgerRow.extend({
  /** Debits and credits of the ledger's lines tagged with the project. */
  project_debit: z.number(),
  project_credit: z.number(),
});
export type ProjectLedgerRow = z.infer<typeof projectLedgerRow>;
export const ledgersByProjectReply = resultOf(z.array(projectLedgerRow));
export const projectLedgerParams = idParam.extend({ ledgerId: z.coerce.number().int().positive({ message: 'Please select a ledger first.' }) });
export const ledgerByProjectQuery = z.object(dateFilters);

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const constructionAccountsRoutes = {
  projectGroupCreate: route('POST', '/project/group/create', { body: groupBody, reply: createdReply, status: 201 }),
  projectGroup: route('GET', '/project/group', { query: pageQuery, reply: pagedResult(groupRow) }),
  projectGroupUpdate: route('PUT', '/project/group/update/:id', { params: idParam, body: groupBody, reply: affectedReply }),
  projectGroupDelete: route('DELETE', '/project/group/delete/:id', { params: idParam, reply: affectedReply }),
  projectMainCreate: route('POST', '/project/main/create', { body: mainBody, reply: createdReply, status: 201 }),
  projectMain: route('GET', '/project/main', { query: pageQuery, reply: pagedResult(mainRow) }),
  projectMainDetails: route('GET', '/project/main/details/:id', { params: idParam, reply: z.object({ result: mainRow }) }),
  projectMainUpdate: route('PUT', '/project/main/update/:id', { params: idParam, body: mainBody, reply: affectedReply }),
  projectMainDelete: route('DELETE', '/project/main/delete/:id', { params: idParam, reply: affectedReply }),
  projectSubCreate: route('POST', '/project/sub/create', { body: subBody, reply: createdReply, status: 201 }),
  projectSub: route('GET', '/project/sub', { query: pageQuery, reply: pagedResult(subRow) }),
  projectSubDetails: route('GET', '/project/sub-details/:id', { params: idParam, reply: z.object({ result: subRow }) }),
  projectSubUpdate: route('PUT', '/project/sub/update/:id', { params: idParam, body: subBody, reply: affectedReply }),
  projectSubDelete: route('DELETE', '/project/sub/delete/:id', { params: idParam, reply: affectedReply }),
  projectLedgerCreate: route('POST', '/project/ledger/create', { body: ledgerBody, reply: createdReply, status: 201 }),
  projectLedger: route('GET', '/project/ledger', { query: ledgerListQuery, reply: pagedResult(ledgerRow) }),
  projectLedgerDetails: route('GET', '/project/ledger-details/:id', { params: idParam, reply: z.object({ result: ledgerRow }) }),
  projectLedgerUpdate: route('PUT', '/project/ledger/update/:id', { params: idParam, body: ledgerBody, reply: affectedReply }),
  projectLedgerDelete: route('DELETE', '/project/ledger/delete/:id', { params: idParam, reply: affectedReply }),
  getProjectLedgerByProjectById: route('GET', '/project/ledger-by-project/:id', { params: idParam, reply: ledgersByProjectReply }),
  getProjectLedgerByProjectByIdLedgerId: route('GET', '/project/ledger-by-project/:id/:ledgerId', {
    params: projectLedgerParams,
    query: ledgerByProjectQuery,
    reply: ledgerReportReply,
  }),
  projectReportLedger: route('GET', '/project/report/ledger', { query: ledgerReportQuery, reply: ledgerReportReply }),
};
