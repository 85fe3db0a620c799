import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [
  { path: 'project-account-group', layout: 'construction', load: () => import('./GroupsPage') },
  { path: 'project-account-main', layout: 'construction', load: () => import('./MainsPage') },
  { path: 'project-account-sub', layout: 'construction', load: () => import('./SubsPage') },
  { path: 'project-account-ledger', layout: 'construction', load: () => import('./LedgersPage') },
  { path: 'project-wise-ledger', layout: 'construction', load: () => import('./ProjectWiseLedgerPage') },
];
