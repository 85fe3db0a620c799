import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  'purchase-return': () => import('./PurchaseReturnListPage'),
  'purchase-return-create': () => import('./CreateReturnPage'),
  'purchase-return-edit': () => import('./EditReturnPage'),
  'purchase-return-report': () => import('./ReturnReportPage'),
};
