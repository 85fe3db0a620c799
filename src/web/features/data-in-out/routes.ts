import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [
  { path: 'settings/import', admin: true, load: () => import('./ImportPage') },
  { path: 'settings/backups', admin: true, load: () => import('./BackupsPage') },
];
