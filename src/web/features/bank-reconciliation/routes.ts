import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  'bank-reconciliation': () => import('./ReconciliationListPage'),
  'bank-reconciliation/view': () => import('./ReconciliationPage'),
};
