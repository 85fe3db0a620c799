import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  'product-management-group': () => import('./GroupPage'),
  'product-management-brand': () => import('./BrandPage'),
  'product-management-category': () => import('./CategoryPage'),
  'product-management-model': () => import('./ModelsPage'),
  'product-management-serial': () => import('./SerialsPage'),
  'serial-history': () => import('./SerialHistoryPage'),
};
