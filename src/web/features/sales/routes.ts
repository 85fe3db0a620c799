import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [
  { path: 'sales/bill', load: () => import('./SalesListPage') },
  { path: 'sales/bill-product-list', load: () => import('./SoldItemsPage') },
  { path: 'sales-create', load: () => import('./CreateBillPage') },
  { path: 'sales/bill-edit', load: () => import('./SalesEditPage') },
  { path: 'sales-report', load: () => import('./SalesReportPage') },
];
