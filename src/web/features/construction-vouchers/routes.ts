import type { FeatureRoute } from '../../app/featureRoute';

const c = (path: string, load: FeatureRoute['load']): FeatureRoute => ({ path, layout: 'construction', load });

export const routes: FeatureRoute[] = [
  c('project-account-voucher-entry', () => import('./VoucherEntryPage')),
  c('project-account-voucher-list', () => import('./VoucherListPage')),
  c('project-account-voucher-update', () => import('./VoucherUpdatePage')),
  c('voucher-details', () => import('./VoucherDetailsPage')),
  c('project-wise-voucherList', () => import('./ProjectWiseVoucherListPage')),
  c('project-wise-voucher-entry', () => import('./ProjectWiseVoucherEntryPage')),
  c('edit/project-wise-voucher-entry', () => import('./EditProjectWiseVoucherPage')),
  c('project-bill', () => import('./ProjectBillPage')),
  c('project-ledger-report', () => import('./ProjectLedgerReportPage')),
  c('project-wise-ledger-reports', () => import('./ProjectWiseLedgerReportsPage')),
];
