import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [{ path: 'settings/import', admin: true, load: () => import('./ImportPage') }];
