import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [
  { path: '', layout: 'construction', load: () => import('./DashboardPage') },
  { path: 'projects', layout: 'construction', load: () => import('./ProjectsPage') },
  { path: 'project-view', layout: 'construction', load: () => import('./ProjectViewPage') },
];
