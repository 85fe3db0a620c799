import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  '': () => import('./DashboardPage'),
  projects: () => import('./ProjectsPage'),
  'project-view': () => import('./ProjectViewPage'),
};
