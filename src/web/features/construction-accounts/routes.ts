import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  'project-account-group': () => import('./GroupsPage'),
  'project-account-main': () => import('./MainsPage'),
  'project-account-sub': () => import('./SubsPage'),
  'project-account-ledger': () => import('./LedgersPage'),
  'project-wise-ledger': () => import('./ProjectWiseLedgerPage'),
};
