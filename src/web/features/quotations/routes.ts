import type { Pages } from '../../app/featureRoute';

export const pages: Pages = {
  quotation: () => import('./QuotationListPage'),
  'quotation/create': () => import('./QuotationCreatePage'),
  'quotation/edit': () => import('./QuotationEditPage'),
  'quotation/report': () => import('./QuotationReportPage'),
};
