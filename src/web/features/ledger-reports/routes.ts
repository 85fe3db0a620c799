import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [
  { path: 'ledger-report-supplier', load: () => import('./SupplierLedgerPage') },
  { path: 'ledger-report-customer', load: () => import('./CustomerLedgerPage') },
  { path: 'ledger-report-combine', load: () => import('./CombineLedgerPage') },
  { path: 'report-account-ledger', load: () => import('./AccountLedgerPage') },
  { path: 'report-account-individual-voucher/:vc_no', load: () => import('./IndividualVoucherPage') },
  { path: 'transaction-report', load: () => import('./TransactionReportPage') },
  { path: 'trial-balance-report', load: () => import('./TrialBalancePage') },
  { path: 'balanceSheet', load: () => import('./BalanceSheetPage') },
  { path: 'ageing', load: () => import('./AgeingPage') },
];
