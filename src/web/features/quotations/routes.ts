import type { FeatureRoute } from '../../app/featureRoute';

export const routes: FeatureRoute[] = [
  { path: 'quotation', load: () => import('./QuotationListPage') },
  { path: 'quotation/create', load: () => import('./QuotationCreatePage') },
  { path: 'quotation/edit', load: () => import('./QuotationEditPage') },
  { path: 'quotation/report', load: () => import('./QuotationReportPage') },
];
