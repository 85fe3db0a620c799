// The calls of the construction report screens. Dates are optional (none: all dates); every report
// refetches when its filters change, on focus and on mount.
import { useQuery } from '@tanstack/react-query';
import { call, send, type Endpoint } from '../../components/client';
import type * as Reports from '../../../contracts/construction-reports';
import type { z } from 'zod';
import type { ledgerReport } from '../../../contracts/construction-accounts';
import { projectChartApi, projectReportKeys, projectReportsApi as R } from '../../app/queryKeys';

export type {
  CompletedProjectRow,
  InvestorDetails,
  InvestorStatement,
  InvestorSummary,
  LedgerStatement,
  OutstandingOverview,
  ProjectOutstandingSummary,
  StatementRow,
} from '../../../contracts/construction-reports';

export type Filters = {
  search: string;
  sDate: string;
  eDate: string;
};
export const noFilters: Filters = { search: '', sDate: '', eDate: '' };

type Params = Record<string, string | number | undefined>;

/** A report is asked for with valid filters only: an end date before the start date waits. */
const datesOk = (f: Params) => !(f.sDate && f.eDate && String(f.sDate) > String(f.eDate));

function useReport<T>(route: Endpoint, params: Params = {}) {
  return useQuery({
    queryKey: projectReportKeys.report(route.path, params),
    queryFn: async () => ((await send(route, { query: params })) as { result: T }).result,
    enabled: datesOk(params),
  });
}

/** The statement reports, one card per ledger: the call, the reply's list of cards and its grand total. */
const STATEMENT_REPORTS = {
  investor: { route: R.investor, cards: 'investors', total: 'total_closing_balance' },
  expense: { route: R.expenses, cards: 'expenses', total: 'grand_total_expense' },
  bank: { route: R.bank, cards: 'banks', total: 'grand_total_balance' },
} as const;
export type StatementReport = keyof typeof STATEMENT_REPORTS;

/** A statement report's reply: its cards under one name, its grand total under another. */
type StatementReply<R extends StatementReport> = Record<(typeof STATEMENT_REPORTS)[R]['cards'], Reports.LedgerStatement[]> &
  Record<(typeof STATEMENT_REPORTS)[R]['total'], number>;

export function useLedgerStatements<R extends StatementReport>(report: R, f: Filters) {
  const spec: (typeof STATEMENT_REPORTS)[R] = STATEMENT_REPORTS[report];
  const cards: (typeof STATEMENT_REPORTS)[R]['cards'] = spec.cards;
  const total: (typeof STATEMENT_REPORTS)[R]['total'] = spec.total;
  const q = useReport<StatementReply<R>>(spec.route, f);
  return { cards: q.data?.[cards], total: q.data?.[total], isLoading: q.isLoading, error: q.error };
}
export const useInvestorSummary = (search: string) => useReport<Reports.InvestorSummary>(R.investorSummery, { search });
export const usePlSummary = (search: string) =>
  useReport<{ projects: Reports.CompletedProjectRow[]; total_profit_loss: number; total_investment: number }>(R.plSummery, { search });
export const useInvestorDetails = (ledgerId: number | null, f: Filters) =>
  useQuery({
    queryKey: projectReportKeys.report(R.investorDetailsSummery.path, ledgerId, f),
    queryFn: async () => (await call(R.investorDetailsSummery, { query: { ledgerId: ledgerId ?? '', ...f } })).result,
    enabled: !!ledgerId && datesOk({ ...f }),
  });
export const useProjectOutstanding = () => useReport<Reports.ProjectOutstandingSummary>(R.projectOutstadingSummery);
export const useOutstanding = () => useReport<Reports.OutstandingOverview>(R.investorOutstanding);

export type PettyCashReport = z.infer<typeof ledgerReport>;
/** The petty cash report is the ledger report of ledger 1. */
export const usePettyCashReport = (sDate: string, eDate: string) => useReport<PettyCashReport>(projectChartApi.projectReportLedger, { ledgerId: 1, sDate, eDate });
