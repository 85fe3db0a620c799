import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [
  { path: 'bank-reconciliation', load: () => import('./ReconciliationListPage') },
  { path: 'bank-reconciliation/view', load: () => import('./ReconciliationPage') },
];
