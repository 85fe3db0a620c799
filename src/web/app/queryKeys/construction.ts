// Keys of the construction features, all under 'construction': projects, their chart and ledgers,
// vouchers and bills, investors and suppliers, reports, to-dos.
import { familyKeys } from './documentKeys';
import { callQuery, endpoints } from '../../components/client';
import type { constructionTodosRoutes } from '../../../contracts/construction-todos';
import type { constructionProjectsRoutes } from '../../../contracts/construction-projects';
import type { constructionVouchersRoutes } from '../../../contracts/construction-vouchers';
import type { constructionInvestorsRoutes } from '../../../contracts/construction-investors';
import type { constructionAccountsRoutes } from '../../../contracts/construction-accounts';
import type { constructionReportsRoutes } from '../../../contracts/construction-reports';

export const projectKeys = {
  ...familyKeys('construction', 'projects'),
  options: ['construction', 'projects', 'options'] as const,
  detail: (id: number | null | undefined) => ['construction', 'projects', 'detail', id] as const,
};

/** The project chart by its list call ('/project/group', '/project/main', '/project/sub'), and ledgers. */
export const projectChartKeys = {
  all: ['construction', 'chart'] as const,
  level: (path: string) => ['construction', 'chart', path] as const,
  levelList: (path: string) => ['construction', 'chart', path, 'list'] as const,
  levelAll: (path: string) => ['construction', 'chart', path, 'all'] as const,
  ledgers: ['construction', 'ledgers'] as const,
  ledgerList: ['construction', 'ledgers', 'list'] as const,
  ledgerOptions: ['construction', 'ledgers', 'options'] as const,
  byProject: (projectId: number | null | undefined) => ['construction', 'ledgers', 'by-project', projectId] as const,
};

export const projectVoucherKeys = {
  ...familyKeys('construction', 'vouchers'),
  detail: (vcNo: string | null | undefined) => ['construction', 'vouchers', 'detail', vcNo] as const,
  bill: (vcNo: string | null | undefined) => ['construction', 'vouchers', 'bill', vcNo] as const,
  nextNo: (type: number | string, date: string) => ['construction', 'vouchers', 'next-no', type, date] as const,
  billNextNo: (projectId: number | null | undefined, date: string) => ['construction', 'vouchers', 'bill-next-no', projectId, date] as const,
  ledgerReport: (shown: unknown, projectId: number | null | undefined) => ['construction', 'vouchers', 'ledger-report', shown, projectId] as const,
};

export const investorKeys = {
  ...familyKeys('construction', 'investors'),
  options: ['construction', 'investors', 'options'] as const,
  projectInvestors: ['construction', 'investors', 'projects'] as const,
  suppliers: ['construction', 'suppliers'] as const,
};

export const projectReportKeys = {
  all: ['construction', 'reports'] as const,
  report: (path: string, ...by: unknown[]) => ['construction', 'reports', path, ...by] as const,
  dashboard: ['construction', 'reports', 'dashboard'] as const,
};

export const todoKeys = familyKeys('construction', 'todos');

/** The returnable transactions' routes (contracts/construction-todos.ts), for `call` (components/client.ts). */
export const todosApi = endpoints<typeof constructionTodosRoutes>({
  todos: 'GET /todos',
  todoCreate: 'POST /todo/create',
  todoEdit: 'PUT /todo/edit/:id',
  todoDelete: 'DELETE /todo/delete/:id',
});

/** The projects' routes (contracts/construction-projects.ts), for `call` (components/client.ts). */
export const projectsApi = endpoints<typeof constructionProjectsRoutes>({
  projects: 'GET /projects',
  projectCreate: 'POST /project/create',
  projectDetails: 'GET /project-details/:id',
  projectUpdate: 'PUT /project/update/:id',
  projectStatus: 'PUT /project/status/:id',
  projectDelete: 'DELETE /project/delete/:id',
  projectReportDashboard: 'GET /project/report/dashboard',
});

/** The construction vouchers' and bills' routes (contracts/construction-vouchers.ts). */
export const projectVouchersApi = endpoints<typeof constructionVouchersRoutes>({
  projectVoucherCreate: 'POST /project/voucher/create',
  projectVoucher: 'GET /project/voucher',
  projectVoucherNextNo: 'GET /project/voucher/next-no',
  projectVoucherDetails: 'GET /project/voucher-details/:vc_no',
  projectVoucherUpdate: 'PUT /project/voucher/update/:vc_no',
  projectVoucherDelete: 'DELETE /project/voucher/delete/:vc_no',
  projectBillCreate: 'POST /project-bill/create',
  projectBillGet: 'GET /project-bill/get',
  projectBillNextNo: 'GET /project-bill/next-no',
  projectBillUpdate: 'PUT /project-bill/update/:id',
  projectBillDelete: 'DELETE /project-bill/delete',
});

/** The investors', investments' and suppliers' routes (contracts/construction-investors.ts). */
export const investorsApi = endpoints<typeof constructionInvestorsRoutes>({
  investors: 'GET /investors',
  investorDetails: 'GET /investor-details/:id',
  investorCreate: 'POST /investor/create',
  investorUpdate: 'PUT /investor/update/:id',
  investorDelete: 'DELETE /investor/delete/:id',
  projectInvestors: 'GET /project-investors',
  projectInvestorAssign: 'POST /project-investor/assign',
  projectInvestorUpdate: 'PUT /project-investor/update/:id',
  projectInvestorDelete: 'DELETE /project-investor/delete/:id',
  supplierGet: 'GET /supplier/get',
  supplierDetails: 'GET /supplier/details/:id',
  supplierCreate: 'POST /supplier/create',
  supplierUpdate: 'PUT /supplier/update/:id',
  supplierDelete: 'DELETE /supplier/delete/:id',
});

/** The construction chart's and ledgers' routes (contracts/construction-accounts.ts). */
export const projectChartApi = endpoints<typeof constructionAccountsRoutes>({
  projectGroupCreate: 'POST /project/group/create',
  projectGroup: 'GET /project/group',
  projectGroupUpdate: 'PUT /project/group/update/:id',
  projectGroupDelete: 'DELETE /project/group/delete/:id',
  projectMainCreate: 'POST /project/main/create',
  projectMain: 'GET /project/main',
  projectMainDetails: 'GET /project/main/details/:id',
  projectMainUpdate: 'PUT /project/main/update/:id',
  projectMainDelete: 'DELETE /project/main/delete/:id',
  projectSubCreate: 'POST /project/sub/create',
  projectSub: 'GET /project/sub',
  projectSubDetails: 'GET /project/sub-details/:id',
  projectSubUpdate: 'PUT /project/sub/update/:id',
  projectSubDelete: 'DELETE /project/sub/delete/:id',
  projectLedgerCreate: 'POST /project/ledger/create',
  projectLedger: 'GET /project/ledger',
  projectLedgerDetails: 'GET /project/ledger-details/:id',
  projectLedgerUpdate: 'PUT /project/ledger/update/:id',
  projectLedgerDelete: 'DELETE /project/ledger/delete/:id',
  getProjectLedgerByProjectById: 'GET /project/ledger-by-project/:id',
  getProjectLedgerByProjectByIdLedgerId: 'GET /project/ledger-by-project/:id/:ledgerId',
  projectReportLedger: 'GET /project/report/ledger',
});

/** The construction reports' routes (contracts/construction-reports.ts). */
export const projectReportsApi = endpoints<typeof constructionReportsRoutes>({
  investor: 'GET /project/report/investor',
  expenses: 'GET /project/report/expenses',
  bank: 'GET /project/report/bank',
  totalInvestment: 'GET /project/report/totalInvestment',
  pettyCash: 'GET /project/report/pettyCash',
  bankBal: 'GET /project/report/bankBal',
  plSummery: 'GET /project/report/plSummery',
  investorSummery: 'GET /project/report/investor-summery',
  investorDetailsSummery: 'GET /project/report/investor-details-summery',
  projectOutstadingSummery: 'GET /project/report/project-outstading-summery',
  trialBalance: 'GET /project/report/trial-balance',
  balanceSheet: 'GET /project/report/balance-sheet',
  investorOutstanding: 'GET /project/report/investor-outstanding',
});

/** The construction features' reads, each with its key. */
export const constructionQueries = {
  /** Every project, for pickers (the lists themselves page by 50). */
  projectOptions: () => callQuery(projectKeys.options, projectsApi.projects, { query: { limit: 100000 } }, (r) => r.result),
  /** Every construction ledger with its balance (Avl_bal). */
  ledgerOptions: () => callQuery(projectChartKeys.ledgerOptions, projectChartApi.projectLedger, { query: { limit: 100000 } }, (r) => r.result),
  /** Every investor, for the picker of the Add Project Investment form. */
  investorOptions: () => callQuery(investorKeys.options, investorsApi.investors, { query: { limit: 100000 } }, (r) => r.result.dataResult),
};
