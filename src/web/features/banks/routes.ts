import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  'accounts-bank': () => import('./BanksPage'),
};
