import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  transaction: () => import('./TransactionsPage'),
};
