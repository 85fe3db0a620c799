import type { FeatureRoute } from '../../app/featureRoute';

const c = (path: string, load: FeatureRoute['load']): FeatureRoute => ({ path, layout: 'construction', load });

export const routes: FeatureRoute[] = [
  c('investor', () => import('./InvestorsPage')),
  c('project-investor', () => import('./ProjectInvestorsPage')),
  c('project-supplier', () => import('./SuppliersPage')),
];
