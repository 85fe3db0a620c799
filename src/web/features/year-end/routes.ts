import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  'year-end-closing': () => import('./YearEndPage'),
};
