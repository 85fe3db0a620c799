import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [
  { path: 'accounts/main-group', admin: true, load: () => import('./MainGroupPage') },
  { path: 'accounts/main-group-create', admin: true, load: () => import('./MainGroupCreatePage') },
  { path: 'accounts/main-group-update', admin: true, load: () => import('./MainGroupUpdatePage') },
  { path: 'accounts/sub-group', admin: true, load: () => import('./SubGroupPage') },
  { path: 'accounts/sub-group-create', admin: true, load: () => import('./SubGroupCreatePage') },
  { path: 'accounts/sub-group-update', admin: true, load: () => import('./SubGroupUpdatePage') },
  { path: 'accounts/ledger-group', admin: true, load: () => import('./LedgerListPage') },
  { path: 'accounts/ledger-group-create', admin: true, load: () => import('./LedgerCreatePage') },
  { path: 'accounts/ledger-group-update', admin: true, load: () => import('./LedgerUpdatePage') },
];
