import type { FeatureRoute } from '../../app/featureRoute';
import { withQuery } from '../../components/api';
import { todayInDhaka } from '../../../domain/dates';

export const routes: FeatureRoute[] = [
  { path: 'sales/bill', load: () => import('./SalesListPage') },
  { path: 'sales/bill-product-list', load: () => import('./SoldItemsPage') },
  {
    path: 'sales-create',
    load: () => import('./CreateBillPage'),
    // The customer picker, the finder's groups, VAT on or off and the next bill number.
    early: () => ['/customer_all', '/product_group_all', '/vat/settings', withQuery('/sales_next_no', { date: todayInDhaka() })],
  },
  { path: 'sales/bill-edit', load: () => import('./SalesEditPage') },
  { path: 'sales-report', load: () => import('./SalesReportPage') },
];
