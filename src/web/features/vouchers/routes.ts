import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [
  { path: 'voucher-management/entry', admin: true, load: () => import('./VoucherEntryPage') },
  { path: 'voucher-management/edit', admin: true, load: () => import('./VoucherEditPage') },
  { path: 'voucher-management/print', admin: true, load: () => import('./VoucherPrintPage') },
  { path: 'voucher-management-voucher-list', admin: true, load: () => import('./VoucherListPage') },
  { path: 'voucher-management-voucher-posting', admin: true, load: () => import('./VoucherPostingPage') },
  { path: 'voucher-print', admin: true, load: () => import('./VoucherPrintPage') },
];
