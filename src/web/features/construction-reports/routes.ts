import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  'investor-report': () => import('./InvestorReportPage'),
  'project-p/l-reports': () => import('./ProfitLossPage'),
  'project-investor-summery': () => import('./InvestorDetailsPage'),
  'expenses-reports': () => import('./ExpenseReportsPage'),
  'bank-reports': () => import('./BankReportsPage'),
  'pettycash-report': () => import('./PettyCashReportPage'),
  outstanding: () => import('./OutstandingPage'),
  'project-pettycash': () => import('./ProjectPettyCashPage'),
  'trial-balance': () => import('./TrialBalancePage'),
  'balance-sheet': () => import('./BalanceSheetPage'),
};
