import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [{ path: 'year-end-closing', admin: true, load: () => import('./YearEndPage') }];
