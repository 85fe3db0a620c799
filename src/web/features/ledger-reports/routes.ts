import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  'ledger-report-supplier': () => import('./SupplierLedgerPage'),
  'ledger-report-customer': () => import('./CustomerLedgerPage'),
  'ledger-report-combine': () => import('./CombineLedgerPage'),
  'report-account-ledger': () => import('./AccountLedgerPage'),
  'report-account-individual-voucher/:vc_no': () => import('./IndividualVoucherPage'),
  'transaction-report': () => import('./TransactionReportPage'),
  'trial-balance-report': () => import('./TrialBalancePage'),
  balanceSheet: () => import('./BalanceSheetPage'),
  ageing: () => import('./AgeingPage'),
  'day-book': () => import('./DayBookPage'),
};
