import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  'sales/bill-return': () => import('./SalesReturnListPage'),
  'sales/bill-return-create': () => import('./CreateSalesReturnPage'),
  'sales/bill-return-edit': () => import('./EditSalesReturnPage'),
  'sales/bill-return-view': () => import('./ReturnViewPage'),
};
