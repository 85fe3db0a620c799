import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  'settings/import': () => import('./ImportPage'),
  'settings/backups': () => import('./BackupsPage'),
};
