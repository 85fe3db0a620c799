import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  'purchase-management': () => import('./PurchaseListPage'),
  'purchase-management-create': () => import('./CreatePurchasePage'),
  'purchase-management/update': () => import('./EditPurchasePage'),
  'purchase-edit': () => import('./EditPurchasePage'),
  'purchase-report': () => import('./PurchaseReportPage'),
};
