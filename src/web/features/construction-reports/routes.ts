import type { FeatureRoute } from '../../app/featureRoute';

const c = (path: string, load: FeatureRoute['load']): FeatureRoute => ({ path, layout: 'construction', load });

export const routes: FeatureRoute[] = [
  c('investor-report', () => import('./InvestorReportPage')),
  c('project-p/l-reports', () => import('./ProfitLossPage')),
  c('project-investor-summery', () => import('./InvestorDetailsPage')),
  c('expenses-reports', () => import('./ExpenseReportsPage')),
  c('bank-reports', () => import('./BankReportsPage')),
  c('pettycash-report', () => import('./PettyCashReportPage')),
  c('outstanding', () => import('./OutstandingPage')),
  c('project-pettycash', () => import('./ProjectPettyCashPage')),
  c('trial-balance', () => import('./TrialBalancePage')),
  c('balance-sheet', () => import('./BalanceSheetPage')),
];
