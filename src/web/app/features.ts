// The screens of every feature. A new feature adds one line.
import type { FeatureRoute } from './featureRoute';
import { routes as users } from '../features/users/routes';
import { routes as settings } from '../features/settings/routes';
import { routes as sales } from '../features/sales/routes';
import { routes as salesReturns } from '../features/sales-returns/routes';
import { routes as quotations } from '../features/quotations/routes';
import { routes as collections } from '../features/collections/routes';
import { routes as accounts } from '../features/accounts/routes';
import { routes as vouchers } from '../features/vouchers/routes';
import { routes as ledgerReports } from '../features/ledger-reports/routes';
import { routes as catalogue } from '../features/catalogue/routes';
import { routes as parties } from '../features/parties/routes';
import { routes as banks } from '../features/banks/routes';
import { routes as purchases } from '../features/purchases/routes';
import { routes as purchaseReturns } from '../features/purchase-returns/routes';
import { routes as stock } from '../features/stock/routes';
import { routes as constructionProjects } from '../features/construction-projects/routes';
import { routes as constructionAccounts } from '../features/construction-accounts/routes';
import { routes as constructionVouchers } from '../features/construction-vouchers/routes';
import { routes as constructionInvestors } from '../features/construction-investors/routes';
import { routes as constructionReports } from '../features/construction-reports/routes';
import { routes as constructionTodos } from '../features/construction-todos/routes';
import { routes as reports } from '../features/reports/routes';
import { routes as adjustments } from '../features/adjustments/routes';
import { routes as yearEnd } from '../features/year-end/routes';
import { routes as cheques } from '../features/cheques/routes';

export const FEATURE_ROUTES: FeatureRoute[] = [...users, ...settings, ...sales, ...salesReturns, ...quotations, ...collections, ...accounts, ...vouchers, ...ledgerReports, ...catalogue, ...parties, ...banks, ...purchases, ...purchaseReturns, ...stock, ...constructionProjects, ...constructionAccounts, ...constructionVouchers, ...constructionInvestors, ...constructionReports, ...constructionTodos, ...reports, ...adjustments, ...yearEnd, ...cheques];
