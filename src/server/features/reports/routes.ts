// The owner's reports that no document feature answers. Each reads the books and the documents in
// a date range; none writes anything.
import type { ApiApp } from '../../app.js';
import { grossProfit } from './grossProfit.js';
import { trusted } from '../../replies.js';
import { dailyProfit } from './dailyProfit.js';
import { productLedger } from './productLedger.js';
import { salesItems } from './salesItems.js';
import { stockSales } from './stockSales.js';
import { bankBook } from './bankBook.js';
import { receivedPayment } from './receivedPayment.js';
import { purchaseLedger } from './purchaseLedger.js';
import { statementRoutes } from './statementRoutes.js';
import { routeGroup } from '../../http/routeGroup.js';
import { reportsRoutes as routes } from '../../../contracts/reports.js';

export async function reportsRoutes(api: ApiApp) {
  // Replies built from code typed against their schema: sent without checking them again.
  trusted(routes.itemWiseGrossProfit.reply);
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['reports'] });
  await statementRoutes(api);

  user.reads(
    routes.itemWiseGrossProfit,
    { summary: 'Gross profit per bill: sales after discount without VAT and SD against the cost its goods left stock with; sales returns take both back' },
    grossProfit,
  );

  user.reads(routes.dailyProfit, { summary: 'Daily Sales And Profit' }, dailyProfit);

  user.on(routes.productLedger, { summary: "A model's movements in and out at cost with the running balance" }, async (req) =>
    productLedger(db(), req.query.mId, req.query),
  );

  user.reads(routes.salesReportItems, { summary: 'Sold lines by dates, customer (cusId) and model (modelId): the Sales Report with PDF preview' }, salesItems);

  user.reads(routes.stockSalesReport, { summary: 'Office Stock Book: where the goods of a model (or of every model) went' }, stockSales);

  user.reads(routes.bankBook, { summary: 'Bank Book, per bank (bankId for one)' }, bankBook);

  user.reads(routes.receivedPaymentReport, { summary: 'Money received into and paid out of cash and the banks' }, receivedPayment);

  user.reads(routes.purchaseLedgerReport, { summary: 'Purchase Ledger: purchases and purchase returns (suppId for one supplier)' }, purchaseLedger);
}
