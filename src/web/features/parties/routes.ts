import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  'customer-supplier-customer': () => import('./CustomersPage'),
  'customer-supplier-supplier': () => import('./SuppliersPage'),
};
