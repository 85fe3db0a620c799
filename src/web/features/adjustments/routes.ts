import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [
  { path: 'product-adjustment', load: () => import('./AdjustmentListPage') },
  { path: 'product-adjustment-create', load: () => import('./AdjustmentCreatePage') },
  { path: 'product-adjustment-edit', load: () => import('./AdjustmentEditPage') },
  { path: 'stock-adjustment-details', load: () => import('./AdjustmentDetailsPage') },
  { path: 'stock-adjustment-report', load: () => import('./StockAdjustmentReport') },
];
