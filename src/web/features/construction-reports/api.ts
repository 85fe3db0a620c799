// The calls of the construction report screens. Dates are optional (none: all dates); every report
// refetches when its filters change, on focus and on mount.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../components/api';
import type {
  CompletedProjectRow,
  InvestorDetails,
  InvestorStatement,
  InvestorSummary,
  LedgerStatement,
  OutstandingOverview,
  ProjectOutstandingSummary,
  StatementRow,
} from '../../../contracts/construction-reports';
import type { LedgerReportRow } from '../../../contracts/construction-accounts';
import { projectReportKeys } from '../../app/queryKeys';

export type {
  CompletedProjectRow,
  InvestorDetails,
  InvestorStatement,
  InvestorSummary,
  LedgerStatement,
  OutstandingOverview,
  ProjectOutstandingSummary,
  StatementRow,
};

export type Filters = {
  search: string;
  sDate: string;
  eDate: string;
};
export const noFilters: Filters = { search: '', sDate: '', eDate: '' };

type Params = Record<string, string | number | undefined>;

/** A report is asked for with valid filters only: an end date before the start date waits. */
const datesOk = (f: Params) => !(f.sDate && f.eDate && String(f.sDate) > String(f.eDate));

function useReport<T>(path: string, params: Params = {}) {
  return useQuery({ queryKey: projectReportKeys.report(path, params), queryFn: async () => (await api.get<{ result: T }>(path, params)).result, enabled: datesOk(params) });
}

export const useInvestorStatements = (f: Filters) =>
  useReport<{ investors: InvestorStatement[]; total_closing_balance: number }>('/project/report/investor', f);
export const useExpenseStatements = (f: Filters) => useReport<{ expenses: LedgerStatement[]; grand_total_expense: number }>('/project/report/expenses', f);
export const useBankStatements = (f: Filters) => useReport<{ banks: LedgerStatement[]; grand_total_balance: number }>('/project/report/bank', f);
export const useInvestorSummary = (search: string) => useReport<InvestorSummary>('/project/report/investor-summery', { search });
export const usePlSummary = (search: string) =>
  useReport<{ projects: CompletedProjectRow[]; total_profit_loss: number; total_investment: number }>('/project/report/plSummery', { search });
export const useInvestorDetails = (ledgerId: number | null, f: Filters) =>
  useQuery({
    queryKey: projectReportKeys.report('/project/report/investor-details-summery', ledgerId, f),
    queryFn: async () => (await api.get<{ result: InvestorDetails }>('/project/report/investor-details-summery', { ledgerId, ...f })).result,
    enabled: !!ledgerId && datesOk({ ...f }),
  });
export const useProjectOutstanding = () => useReport<ProjectOutstandingSummary>('/project/report/project-outstading-summery');
export const useOutstanding = () => useReport<OutstandingOverview>('/project/report/investor-outstanding');

export interface PettyCashReport {
  ledger_name: string;
  opening_balance: number;
  rows: LedgerReportRow[];
  total_debit: number;
  total_credit: number;
  closing_balance: number;
}
/** The petty cash report is the ledger report of ledger 1. */
export const usePettyCashReport = (sDate: string, eDate: string) => useReport<PettyCashReport>('/project/report/ledger', { ledgerId: 1, sDate, eDate });
