import { screenOf, type Pages } from '../../app/featureRoute';

const chart = () => import('./chartLevels');

export const pages: Pages = {
  'project-account-group': screenOf(chart, 'Groups'),
  'project-account-main': screenOf(chart, 'Mains'),
  'project-account-sub': screenOf(chart, 'Subs'),
  'project-account-ledger': () => import('./LedgersPage'),
  'project-wise-ledger': () => import('./ProjectWiseLedgerPage'),
};
