import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [
  { path: 'product-management-group', load: () => import('./GroupPage') },
  { path: 'product-management-brand', load: () => import('./BrandPage') },
  { path: 'product-management-category', load: () => import('./CategoryPage') },
  { path: 'product-management-model', load: () => import('./ModelsPage') },
  { path: 'product-management-serial', load: () => import('./SerialsPage') },
];
