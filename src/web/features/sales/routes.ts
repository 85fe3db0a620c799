import type { Pages } from '../../app/featureRoute';
import { withQuery } from '../../components/api';
import { todayInDhaka } from '../../../domain/dates';

export const pages: Pages = {
  'sales/bill': () => import('./SalesListPage'),
  'sales/bill-product-list': () => import('./SoldItemsPage'),
  'sales-create': {
    load: () => import('./CreateBillPage'),
    // The customer picker, the finder's groups, VAT on or off and the next bill number.
    early: () => ['/customer_all', '/product_group_all', '/vat/settings', withQuery('/sales_next_no', { date: todayInDhaka() })],
  },
  'sales/bill-edit': () => import('./SalesEditPage'),
  'sales-report': () => import('./SalesReportPage'),
};
