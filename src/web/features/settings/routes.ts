import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [{ path: 'settings/company', admin: true, load: () => import('./CompanyPage') }];
