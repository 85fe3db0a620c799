import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  'warranty/desk': () => import('./ClaimDeskPage'),
  'warranty/claim': () => import('./ClaimPage'),
  'warranty/rma': () => import('./RmaPage'),
  'warranty/rma-view': () => import('./RmaViewPage'),
  'warranty/reports': () => import('./WarrantyReportsPage'),
};
