// Investors, their project investments (contributions) and the construction suppliers.
import { z } from 'zod';
import {
  amountOrZero,
  ledgerFields,
  optionalId,
  optionalText,
  pageQuery,
  projectFilter,
  requiredId,
  requiredMoney,
  requiredName,
  resultOf,
  createdReply,
  affectedReply,
} from './construction.js';
import { route } from './route.js';
import { idParam } from './common.js';

export const INVESTOR_MESSAGES = {
  nameRequired: 'name is required',
  duplicateAssignment: 'This investor already exists in this project.',
  investorRequired: 'Investor is required',
  amountRequired: 'Contribution Amount is required',
  projectRequired: 'project Location is required',
} as const;

/** Email, phone and contact info are kept as typed (the spec does not check them). */
const contactFields = {
  email: optionalText(200).optional(),
  phone: optionalText(50).optional(),
  contact_info: optionalText(1000).optional(),
};

export const investorBody = z.object({ name: requiredName(INVESTOR_MESSAGES.nameRequired, 'Name'), ...contactFields });
export type InvestorBody = z.infer<typeof investorBody>;

/** An investor or supplier as its rows lead with it: the record and its contact details. */
const contactRowFields = {
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  contact_info: z.string(),
};

/** The spec's list shape: rows under result.dataResult, the count beside them (and at the top). */
const dataResultList = <T extends z.ZodTypeAny>(row: T) => z.object({ result: z.object({ dataResult: z.array(row), total: z.number() }), total: z.number() });

export const investorRow = z.object({
  ...contactRowFields,
  /** The investor's account in the construction books. */
  ...ledgerFields,
  /** Its contributions to every project, and to how many projects. */
  total_contribution: z.number(),
  project_count: z.number(),
});
export type InvestorRow = z.infer<typeof investorRow>;

export const investorsReply = dataResultList(investorRow);
export const investorDetailsReply = resultOf(z.array(investorRow));

// ---- project investments --------------------------------------------------------------------------

const contribution = requiredMoney(INVESTOR_MESSAGES.amountRequired).refine((v) => v > 0, { message: 'Contribution Amount must be more than 0' });

export const assignBody = z.object({
  project_id: requiredId(INVESTOR_MESSAGES.projectRequired),
  investor_id: requiredId(INVESTOR_MESSAGES.investorRequired),
  contribution_amount: contribution,
});
export type AssignBody = z.infer<typeof assignBody>;

export const contributionBody = z.object({ contribution_amount: contribution });

export const projectInvestorsQuery = pageQuery.extend({
  projectId: projectFilter,
  investorId: optionalId('investorId').optional(),
});
export type ProjectInvestorsQuery = z.infer<typeof projectInvestorsQuery>;

export const projectInvestorRow = z.object({
  id: z.number(),
  project_id: z.number(),
  investor_id: z.number(),
  investor_name: z.string(),
  project_name: z.string(),
  work_id: z.string(),
  place: z.string(),
  project_status: z.string(),
  contribution_amount: z.number(),
  /** The investor's part of the project's contributions, in percent (2 decimals). */
  share_percent: z.number(),
  assigned_at: z.string(),
});
export type ProjectInvestorRow = z.infer<typeof projectInvestorRow>;

export const projectInvestorsReply = z.object({
  result: z.object({ data: z.array(projectInvestorRow), total: z.number(), total_contribution: z.number() }),
  total: z.number(),
});

// ---- construction suppliers -----------------------------------------------------------------------

export const supplierBody = z.object({
  name: requiredName(INVESTOR_MESSAGES.nameRequired, 'Name'),
  ...contactFields,
  /** What we owe the supplier at the start (a negative amount: an advance paid). 0 when not given. */
  opening_balance: amountOrZero,
});
export type SupplierBody = z.infer<typeof supplierBody>;

export const supplierRow = z.object({
  ...contactRowFields,
  opening_balance: z.number(),
  ledger_id: z.number(),
  /** What we owe the supplier now: its ledger's credit balance. */
  balance: z.number(),
});
export type SupplierRow = z.infer<typeof supplierRow>;

export const suppliersReply = dataResultList(supplierRow);
export const supplierDetailsReply = resultOf(z.array(supplierRow));

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const constructionInvestorsRoutes = {
  investors: route('GET', '/investors', { query: pageQuery, reply: investorsReply }),
  investorDetails: route('GET', '/investor-details/:id', { params: idParam, reply: investorDetailsReply }),
  investorCreate: route('POST', '/investor/create', { body: investorBody, reply: createdReply, status: 201 }),
  investorUpdate: route('PUT', '/investor/update/:id', { params: idParam, body: investorBody, reply: affectedReply }),
  investorDelete: route('DELETE', '/investor/delete/:id', { params: idParam, reply: affectedReply }),
  projectInvestors: route('GET', '/project-investors', { query: projectInvestorsQuery, reply: projectInvestorsReply }),
  projectInvestorAssign: route('POST', '/project-investor/assign', { body: assignBody, reply: createdReply, status: 201 }),
  projectInvestorUpdate: route('PUT', '/project-investor/update/:id', { params: idParam, body: contributionBody, reply: affectedReply }),
  projectInvestorDelete: route('DELETE', '/project-investor/delete/:id', { params: idParam, reply: affectedReply }),
  supplierGet: route('GET', '/supplier/get', { query: pageQuery, reply: suppliersReply }),
  supplierDetails: route('GET', '/supplier/details/:id', { params: idParam, reply: supplierDetailsReply }),
  supplierCreate: route('POST', '/supplier/create', { body: supplierBody, reply: createdReply, status: 201 }),
  supplierUpdate: route('PUT', '/supplier/update/:id', { params: idParam, body: supplierBody, reply: affectedReply }),
  supplierDelete: route('DELETE', '/supplier/delete/:id', { params: idParam, reply: affectedReply }),
};
