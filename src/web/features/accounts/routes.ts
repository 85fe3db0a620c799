import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  'accounts/main-group': () => import('./MainGroupPage'),
  'accounts/main-group-create': () => import('./MainGroupCreatePage'),
  'accounts/main-group-update': () => import('./MainGroupUpdatePage'),
  'accounts/sub-group': () => import('./SubGroupPage'),
  'accounts/sub-group-create': () => import('./SubGroupCreatePage'),
  'accounts/sub-group-update': () => import('./SubGroupUpdatePage'),
  'accounts/ledger-group': () => import('./LedgerListPage'),
  'accounts/ledger-group-create': () => import('./LedgerCreatePage'),
  'accounts/ledger-group-update': () => import('./LedgerUpdatePage'),
};
