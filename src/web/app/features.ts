// The screens of every feature. A new feature adds its import and its name in one of the lists.
import { screens, type FeatureRoute } from './featureRoute';
import { pages as users } from '../features/users/routes';
import { pages as sessions } from '../features/sessions/routes';
import { pages as settings } from '../features/settings/routes';
import { pages as sales } from '../features/sales/routes';
import { pages as salesReturns } from '../features/sales-returns/routes';
import { pages as quotations } from '../features/quotations/routes';
import { pages as collections } from '../features/collections/routes';
import { pages as accounts } from '../features/accounts/routes';
import { pages as vouchers } from '../features/vouchers/routes';
import { pages as ledgerReports } from '../features/ledger-reports/routes';
import { pages as catalogue } from '../features/catalogue/routes';
import { pages as parties } from '../features/parties/routes';
import { pages as banks } from '../features/banks/routes';
import { pages as purchases } from '../features/purchases/routes';
import { pages as purchaseReturns } from '../features/purchase-returns/routes';
import { pages as stock } from '../features/stock/routes';
import { pages as constructionProjects } from '../features/construction-projects/routes';
import { pages as constructionAccounts } from '../features/construction-accounts/routes';
import { pages as constructionVouchers } from '../features/construction-vouchers/routes';
import { pages as constructionInvestors } from '../features/construction-investors/routes';
import { pages as constructionReports } from '../features/construction-reports/routes';
import { pages as constructionTodos } from '../features/construction-todos/routes';
import { pages as reports } from '../features/reports/routes';
import { pages as adjustments } from '../features/adjustments/routes';
import { pages as yearEnd } from '../features/year-end/routes';
import { pages as cheques } from '../features/cheques/routes';
import { pages as bankReconciliation } from '../features/bank-reconciliation/routes';
import { pages as vat } from '../features/vat/routes';
import { pages as dataInOut } from '../features/data-in-out/routes';
import { pages as warranty } from '../features/warranty/routes';
import { adminPages as messagesAdmin, pages as messages } from '../features/messages/routes';

/** The features of the main layout. */
const main = [
  users,
  sessions,
  sales,
  salesReturns,
  quotations,
  collections,
  ledgerReports,
  catalogue,
  parties,
  purchases,
  purchaseReturns,
  stock,
  reports,
  adjustments,
  cheques,
  bankReconciliation,
  vat,
  warranty,
  messages,
];
/** The features only admins may open (the server enforces their calls too). */
const adminOnly = [settings, accounts, vouchers, banks, yearEnd, dataInOut, messagesAdmin];
/** The construction features: their paths are relative to /construction. */
const construction = [constructionProjects, constructionAccounts, constructionVouchers, constructionInvestors, constructionReports, constructionTodos];

export const FEATURE_ROUTES: FeatureRoute[] = [
  ...main.flatMap((pages) => screens(pages)),
  ...adminOnly.flatMap((pages) => screens(pages, { admin: true })),
  ...construction.flatMap((pages) => screens(pages, { layout: 'construction' })),
];
