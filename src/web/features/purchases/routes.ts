import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [
  { path: 'purchase-management', load: () => import('./PurchaseListPage') },
  { path: 'purchase-management-create', load: () => import('./CreatePurchasePage') },
  { path: 'purchase-management/update', load: () => import('./EditPurchasePage') },
  { path: 'purchase-edit', load: () => import('./EditPurchasePage') },
  { path: 'purchase-report', load: () => import('./PurchaseReportPage') },
];
