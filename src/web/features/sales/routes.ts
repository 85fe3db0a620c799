import type { Pages } from '../../app/featureRoute';
import { groupsRead, nextInvoiceNoRead, partiesRead, vatSettingsRead } from '../../components/reads';
import { todayInDhaka } from '../../../domain/dates';

export const pages: Pages = {
  'sales/bill': () => import('./SalesListPage'),
  'sales/bill-product-list': () => import('./SoldItemsPage'),
  'sales-create': {
    load: () => import('./CreateBillPage'),
    // The customer picker, the finder's groups, VAT on or off and the next bill number.
    early: () => [partiesRead('customer'), groupsRead, vatSettingsRead, nextInvoiceNoRead(todayInDhaka())],
  },
  'sales/bill-edit': () => import('./SalesEditPage'),
  'sales-report': () => import('./SalesReportPage'),
};
