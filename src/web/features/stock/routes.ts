import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [
  { path: 'product-management-stock', load: () => import('./StockPage') },
  { path: 'stock-by-model', load: () => import('./StockByModelPage') },
];
