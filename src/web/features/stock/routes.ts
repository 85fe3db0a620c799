import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  'product-management-stock': () => import('./StockPage'),
  'stock-by-model': () => import('./StockByModelPage'),
};
