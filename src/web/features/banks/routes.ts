import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [{ path: 'accounts-bank', admin: true, load: () => import('./BanksPage') }];
