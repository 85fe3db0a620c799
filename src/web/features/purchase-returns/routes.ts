import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [
  { path: 'purchase-return', load: () => import('./PurchaseReturnListPage') },
  { path: 'purchase-return-create', load: () => import('./CreateReturnPage') },
  { path: 'purchase-return-edit', load: () => import('./EditReturnPage') },
  { path: 'purchase-return-report', load: () => import('./ReturnReportPage') },
];
