// Every feature's routes, registered under /api, and every trading document's kind, registered for
// the shared modules (documents/kinds.ts) when this module loads. A new feature adds a line here.
import type { ApiApp } from '../app.js';
import { registerKind } from '../documents/kinds.js';
import { registerBillMaker } from '../documents/bills.js';
import { createSaleIn } from './sales/service.js';
import { SALE_KIND } from './sales/kind.js';
import { SALES_RETURN_KIND } from './sales-returns/kind.js';
import { PURCHASE_KIND } from './purchases/kind.js';
import { PURCHASE_RETURN_KIND } from './purchase-returns/kind.js';
import { ADJUSTMENT_KIND } from './adjustments/kind.js';
import { QUOTATION_KIND } from './quotations/kind.js';
import { WARRANTY_CLAIM_KIND } from './warranty/kind.js';
import { COLL_PAY_KIND } from './collections/kind.js';
import { VOUCHER_KIND } from './vouchers/kind.js';
import { usersRoutes } from './users/routes.js';
import { systemRoutes } from './system/routes.js';
import { auditRoutes } from './audit/routes.js';
import { homeRoutes } from './home/routes.js';
import { collectionsRoutes } from './collections/routes.js';
import { accountsRoutes } from './accounts/routes.js';
import { vouchersRoutes } from './vouchers/routes.js';
import { ledgerReportsRoutes } from './ledger-reports/routes.js';
import { salesRoutes } from './sales/routes.js';
import { salesReturnsRoutes } from './sales-returns/routes.js';
import { quotationsRoutes } from './quotations/routes.js';
import { purchasesRoutes } from './purchases/routes.js';
import { purchaseReturnsRoutes } from './purchase-returns/routes.js';
import { stockRoutes } from './stock/routes.js';
import { catalogueRoutes } from './catalogue/routes.js';
import { partiesRoutes } from './parties/routes.js';
import { banksRoutes } from './banks/routes.js';
import { constructionProjectsRoutes } from './construction-projects/routes.js';
import { constructionAccountsRoutes } from './construction-accounts/routes.js';
import { constructionVouchersRoutes } from './construction-vouchers/routes.js';
import { constructionInvestorsRoutes } from './construction-investors/routes.js';
import { constructionReportsRoutes } from './construction-reports/routes.js';
import { constructionTodosRoutes } from './construction-todos/routes.js';
import { adjustmentsRoutes } from './adjustments/routes.js';
import { reportsRoutes } from './reports/routes.js';
import { exportRoutes } from './export/routes.js';
import { dataExportRoutes } from './data-export/routes.js';
import { dataImportRoutes } from './data-import/routes.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { vatRoutes } from './vat/routes.js';
import { yearEndRoutes } from './year-end/routes.js';
import { chequesRoutes } from './cheques/routes.js';
import { sessionsRoutes } from './sessions/routes.js';
import { bankReconciliationRoutes } from './bank-reconciliation/routes.js';
import { creditRoutes } from './credit/routes.js';
import { searchRoutes } from './search/routes.js';
import { messagesRoutes } from './messages/routes.js';
import { warrantyRoutes } from './warranty/routes.js';

/**
 * Registers the document kinds: the rules across features, the re-costing and the upgrade's re-costing
 * (openDatabase) read them. Done when this module loads, so whatever imports the app has them before it
 * opens a database; a script that does not calls this. Calling it again changes nothing.
 */
export function registerDocumentKinds(): void {
  registerKind('sale', SALE_KIND);
  registerKind('salesReturn', SALES_RETURN_KIND);
  registerKind('purchase', PURCHASE_KIND);
  registerKind('purchaseReturn', PURCHASE_RETURN_KIND);
  registerKind('adjustment', ADJUSTMENT_KIND);
  registerKind('quotation', QUOTATION_KIND);
  registerKind('warrantyClaim', WARRANTY_CLAIM_KIND);
  registerKind('collPay', COLL_PAY_KIND);
  registerKind('voucher', VOUCHER_KIND);
  // A bill made in another document's transaction (a warranty claim's charge) runs the sales lifecycle.
  registerBillMaker(createSaleIn);
}
registerDocumentKinds();

export async function registerFeatures(api: ApiApp) {
  registerDocumentKinds();
  await usersRoutes(api);
  await sessionsRoutes(api);
  await systemRoutes(api);
  await auditRoutes(api);
  await homeRoutes(api);
  await collectionsRoutes(api);
  await accountsRoutes(api);
  await vouchersRoutes(api);
  await ledgerReportsRoutes(api);
  await salesRoutes(api);
  await salesReturnsRoutes(api);
  await quotationsRoutes(api);
  await purchasesRoutes(api);
  await purchaseReturnsRoutes(api);
  await stockRoutes(api);
  await catalogueRoutes(api);
  await partiesRoutes(api);
  await banksRoutes(api);
  await constructionProjectsRoutes(api);
  await constructionAccountsRoutes(api);
  await constructionVouchersRoutes(api);
  await constructionInvestorsRoutes(api);
  await constructionReportsRoutes(api);
  await constructionTodosRoutes(api);
  await adjustmentsRoutes(api);
  await reportsRoutes(api);
  await exportRoutes(api);
  await dataExportRoutes(api);
  await dataImportRoutes(api);
  await dashboardRoutes(api);
  await yearEndRoutes(api);
  await chequesRoutes(api);
  await bankReconciliationRoutes(api);
  await vatRoutes(api);
  await creditRoutes(api);
  await searchRoutes(api);
  await messagesRoutes(api);
  await warrantyRoutes(api);
}
