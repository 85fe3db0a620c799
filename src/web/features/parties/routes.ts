import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [
  { path: 'customer-supplier-customer', load: () => import('./CustomersPage') },
  { path: 'customer-supplier-supplier', load: () => import('./SuppliersPage') },
];
