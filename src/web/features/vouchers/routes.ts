import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  'voucher-management/entry': () => import('./VoucherEntryPage'),
  'voucher-management/edit': () => import('./VoucherEditPage'),
  'voucher-management/print': () => import('./VoucherPrintPage'),
  'voucher-management-voucher-list': () => import('./VoucherListPage'),
  'voucher-management-voucher-posting': () => import('./VoucherPostingPage'),
  'voucher-print': () => import('./VoucherPrintPage'),
};
