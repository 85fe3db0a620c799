import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  'project-account-voucher-entry': () => import('./VoucherEntryPage'),
  'project-account-voucher-list': () => import('./VoucherListPage'),
  'project-account-voucher-update': () => import('./VoucherUpdatePage'),
  'voucher-details': () => import('./VoucherDetailsPage'),
  'project-wise-voucherList': () => import('./ProjectWiseVoucherListPage'),
  'project-wise-voucher-entry': () => import('./ProjectWiseVoucherEntryPage'),
  'edit/project-wise-voucher-entry': () => import('./EditProjectWiseVoucherPage'),
  'project-bill': () => import('./ProjectBillPage'),
  'project-ledger-report': () => import('./ProjectLedgerReportPage'),
  'project-wise-ledger-reports': () => import('./ProjectWiseLedgerReportsPage'),
};
