import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [{ path: 'account/sessions', load: () => import('./SessionsPage') }];
