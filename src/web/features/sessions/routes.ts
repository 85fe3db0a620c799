import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  'account/sessions': () => import('./SessionsPage'),
};
