import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  'product-adjustment': () => import('./AdjustmentListPage'),
  'product-adjustment-create': () => import('./AdjustmentCreatePage'),
  'product-adjustment-edit': () => import('./AdjustmentEditPage'),
  'stock-adjustment-details': () => import('./AdjustmentDetailsPage'),
  'stock-adjustment-report': () => import('./StockAdjustmentReport'),
};
