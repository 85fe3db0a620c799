// The owner's reports that no document feature answers. Each reads the books and the documents in
// a date range; none writes anything.
import type { ApiApp } from '../../app.js';
import { rangeQuery } from '../../../contracts/common.js';
import {
  bankBookQuery,
  bankBookReply,
  dailyProfitReply,
  grossProfitQuery,
  grossProfitReply,
  productLedgerQuery,
  productLedgerReply,
  purchaseLedgerQuery,
  purchaseLedgerReply,
  receivedPaymentReply,
  salesItemsQuery,
  salesItemsReply,
  stockSalesQuery,
  stockSalesReply,
} from '../../../contracts/reports.js';
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

export async function reportsRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags: ['reports'] });
  await statementRoutes(api);

  user.read(
    '/item-wise-gross-profit',
    {
      summary: 'Gross profit per bill: sales at grand total against the cost its goods left stock with; sales returns take both back',
      querystring: grossProfitQuery,
      response: { 200: trusted(grossProfitReply) },
    },
    grossProfit,
  );

  user.read('/daily-profit', { summary: 'Daily Sales And Profit', querystring: rangeQuery, response: { 200: dailyProfitReply } }, dailyProfit);

  user.get(
    '/product_ledger',
    { summary: "A model's movements in and out at cost with the running balance", querystring: productLedgerQuery, response: { 200: productLedgerReply } },
    async (req) => productLedger(db(), req.query.mId, req.query),
  );

  user.read(
    '/sales_report_items',
    {
      summary: 'Sold lines by dates, customer (cusId) and model (modelId): the Sales Report with PDF preview',
      querystring: salesItemsQuery,
      response: { 200: salesItemsReply },
    },
    salesItems,
  );

  user.read(
    '/stock_sales_report',
    { summary: 'Office Stock Book: where the goods of a model (or of every model) went', querystring: stockSalesQuery, response: { 200: stockSalesReply } },
    stockSales,
  );

  user.read('/bank_book', { summary: 'Bank Book, per bank (bankId for one)', querystring: bankBookQuery, response: { 200: bankBookReply } }, bankBook);

  user.read(
    '/received_payment_report',
    { summary: 'Money received into and paid out of cash and the banks', querystring: rangeQuery, response: { 200: receivedPaymentReply } },
    receivedPayment,
  );

  user.read(
    '/purchase_ledger_report',
    {
      summary: 'Purchase Ledger: purchases and purchase returns (suppId for one supplier)',
      querystring: purchaseLedgerQuery,
      response: { 200: purchaseLedgerReply },
    },
    purchaseLedger,
  );
}
