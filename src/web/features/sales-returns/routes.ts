import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [
  { path: 'sales/bill-return', load: () => import('./SalesReturnListPage') },
  { path: 'sales/bill-return-create', load: () => import('./CreateSalesReturnPage') },
  { path: 'sales/bill-return-edit', load: () => import('./EditSalesReturnPage') },
  { path: 'sales/bill-return-view', load: () => import('./ReturnViewPage') },
];
