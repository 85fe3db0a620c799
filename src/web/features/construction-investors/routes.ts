import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  investor: () => import('./InvestorsPage'),
  'project-investor': () => import('./ProjectInvestorsPage'),
  'project-supplier': () => import('./SuppliersPage'),
};
