// Construction projects: the project record, its list with totals, its details with the ledger
// summary, its status, and the construction dashboard's figures.
import { z } from 'zod';
import { blankToUndefined, ignored, idParam } from './common.js';
import { PROJECT_ID_MAX_LENGTH, PROJECT_STATUSES } from '../domain/construction.js';
import {
  optionalDate,
  optionalMoney,
  optionalName,
  optionalText,
  pageQuery,
  requiredDate,
  requiredMoney,
  requiredName,
  requiredText,
  resultOf,
  affectedReply,
  createdReply,
} from './construction.js';
import { route } from './route.js';

export const projectStatus = z.enum(PROJECT_STATUSES, { message: 'Status must be start, in_progress, completed or cancelled' });

const projectFields = {
  work_id: requiredText('Project ID is required', PROJECT_ID_MAX_LENGTH, `Project ID must be at most ${PROJECT_ID_MAX_LENGTH} characters`),
  project_name: requiredName('Project name is required'),
  work_amount: requiredMoney('Tender Amount is required'),
  start_date: requiredDate('Opening date is required'),
  end_date: optionalDate.optional(),
  place: requiredName('Project Location is required'),
  security_money: optionalMoney,
  organization: optionalName('Organization').optional(),
  qoutation: optionalText(2000).optional(),
  remarks: optionalText(2000).optional(),
};

export const projectBody = z.object(projectFields);
export type ProjectBody = z.infer<typeof projectBody>;

/** An edit requires Project ID, amount, start date and place; a missing name keeps the current one. */
export const projectUpdateBody = z.object({ ...projectFields, project_name: requiredName('Project name is required').optional() });
export type ProjectUpdateBody = z.infer<typeof projectUpdateBody>;

/** profitLoss and investment may be sent, but the server computes them from the books when completed. */
export const projectStatusBody = z.object({
  status: projectStatus,
  profitLoss: ignored,
  investment: ignored,
});

export const projectsQuery = pageQuery.extend({
  status: z.preprocess(blankToUndefined, projectStatus.optional()),
});
export type ProjectsQuery = z.infer<typeof projectsQuery>;

export const projectRow = z.object({
  id: z.number(),
  work_id: z.string(),
  project_name: z.string(),
  place: z.string(),
  work_amount: z.number(),
  security_money: z.number(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  organization: z.string(),
  qoutation: z.string(),
  remarks: z.string(),
  status: projectStatus,
  /** Stored when completed, otherwise bill − expense. */
  profit_loss: z.number(),
  /** Debited to its expense ledgers, less credited. */
  expense: z.number(),
  /** Its income: credited to its income ledgers, less debited. */
  bill: z.number(),
  /** Capital its investors paid in (stored when completed). */
  investment: z.number(),
  /** What its investors pledged (project investors' contributions). */
  pledged: z.number(),
});
export type ProjectRow = z.infer<typeof projectRow>;

export const projectsReply = z.object({
  result: z.array(projectRow),
  total: z.number(),
  total_expense: z.number(),
  total_bill: z.number(),
  total_work_amount: z.number(),
  total_security_money: z.number(),
  completed_projects: z.number(),
  in_progress_projects: z.number(),
  total_profit_or_loss_for_completed: z.number(),
});

export const ledgerSummaryRow = z.object({
  vc_date: z.string(),
  vc_no: z.string(),
  vc_type: z.number(),
  remarks: z.string(),
  ledger_name: z.string(),
  investment: z.number(),
  total_payment: z.number(),
  total_received: z.number(),
});

export const projectDetailsReply = resultOf(
  z.object({
    project_details: projectRow,
    ledger_summary: z.array(ledgerSummaryRow),
  }),
);

export const projectStatusReply = affectedReply.extend({ data: projectRow });

export const dashboardReply = z.object({
  total_projects: z.number(),
  completed_projects: z.number(),
  running_projects: z.number(),
  total_investment: z.number(),
  total_profit_loss: z.number(),
  total_expense: z.number(),
  total_bill_received: z.number(),
  petty_cash: z.number(),
  cash_at_bank: z.number(),
  project_petty_cash: z.number(),
  returnable: z.number(),
  outstanding: z.number(),
});
export type Dashboard = z.infer<typeof dashboardReply>;

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const constructionProjectsRoutes = {
  projects: route('GET', '/projects', { query: projectsQuery, reply: projectsReply }),
  projectCreate: route('POST', '/project/create', { body: projectBody, reply: createdReply, status: 201 }),
  projectDetails: route('GET', '/project-details/:id', { params: idParam, reply: projectDetailsReply }),
  projectUpdate: route('PUT', '/project/update/:id', { params: idParam, body: projectUpdateBody, reply: affectedReply }),
  projectStatus: route('PUT', '/project/status/:id', { params: idParam, body: projectStatusBody, reply: projectStatusReply }),
  projectDelete: route('DELETE', '/project/delete/:id', { params: idParam, reply: affectedReply }),
  projectReportDashboard: route('GET', '/project/report/dashboard', { reply: dashboardReply }),
};
