// The owner's reports that no document feature answers. Each reads the books and the documents in
// a date range; none writes anything.
import type { ApiApp } from '../../app.js';
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
  rangeQuery,
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

const tags = ['reports'];

export async function reportsRoutes(api: ApiApp) {
  const db = () => api.database.db;
  await statementRoutes(api);

  api.get(
    '/item-wise-gross-profit',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Gross profit per bill: sales at grand total against the cost its goods left stock with; sales returns take both back',
        querystring: grossProfitQuery,
        response: { 200: trusted(grossProfitReply) },
      },
    },
    async (req) => grossProfit(db(), req.query),
  );

  api.get(
    '/daily-profit',
    { config: { access: 'user' }, schema: { tags, summary: 'Daily Sales And Profit', querystring: rangeQuery, response: { 200: dailyProfitReply } } },
    async (req) => dailyProfit(db(), req.query),
  );

  api.get(
    '/product_ledger',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "A model's movements in and out at cost with the running balance",
        querystring: productLedgerQuery,
        response: { 200: productLedgerReply },
      },
    },
    async (req) => productLedger(db(), req.query.mId, req.query),
  );

  api.get(
    '/sales_report_items',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Sold lines by dates, customer (cusId) and model (modelId): the Sales Report with PDF preview',
        querystring: salesItemsQuery,
        response: { 200: salesItemsReply },
      },
    },
    async (req) => salesItems(db(), req.query),
  );

  api.get(
    '/stock_sales_report',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Office Stock Book: where the goods of a model (or of every model) went',
        querystring: stockSalesQuery,
        response: { 200: stockSalesReply },
      },
    },
    async (req) => stockSales(db(), req.query),
  );

  api.get(
    '/bank_book',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Bank Book, per bank (bankId for one)', querystring: bankBookQuery, response: { 200: bankBookReply } },
    },
    async (req) => bankBook(db(), req.query),
  );

  api.get(
    '/received_payment_report',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Money received into and paid out of cash and the banks', querystring: rangeQuery, response: { 200: receivedPaymentReply } },
    },
    async (req) => receivedPayment(db(), req.query),
  );

  api.get(
    '/purchase_ledger_report',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Purchase Ledger: purchases and purchase returns (suppId for one supplier)',
        querystring: purchaseLedgerQuery,
        response: { 200: purchaseLedgerReply },
      },
    },
    async (req) => purchaseLedger(db(), req.query),
  );
}
