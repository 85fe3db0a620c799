// Keys of the construction features, all under 'construction': projects, their chart and ledgers,
// vouchers and bills, investors and suppliers, reports, to-dos.
import { familyKeys } from './documentKeys';
import { endpoints } from '../../components/client';
import type { constructionTodosRoutes } from '../../../contracts/construction-todos';

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
