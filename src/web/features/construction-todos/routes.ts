import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [{ path: 'transaction', layout: 'construction', load: () => import('./TransactionsPage') }];
