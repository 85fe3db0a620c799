import { screenOf, type Pages } from '../../app/featureRoute';

const partyDocs = () => import('./partyDocReports');
const itemWise = () => import('./itemWiseReports');
const analysis = () => import('./analysisReports');
const collPay = () => import('./collPayReports');
const lines = () => import('./lineReports');

export const pages: Pages = {
  'date-wise-sales-report': screenOf(partyDocs, 'DateWiseSales'),
  'item-wise-sales-report': screenOf(itemWise, 'ItemWiseSales'),
  'sales-analytics-report': screenOf(analysis, 'SalesAnalysis'),
  'date-wise-sale-return-report': screenOf(partyDocs, 'DateWiseSaleReturn'),
  'item-wise-sale-return-report': screenOf(itemWise, 'ItemWiseSaleReturn'),
  'sales-return-analysis-report': screenOf(analysis, 'SalesReturnAnalysis'),
  'data-wise-purchase-report': screenOf(partyDocs, 'DateWisePurchase'),
  'item-wise-purchase-report': screenOf(itemWise, 'ItemWisePurchase'),
  'purchase-analysis': screenOf(analysis, 'PurchaseAnalysis'),
  'purchase-return-reports': screenOf(partyDocs, 'PurchaseReturn'),
  'purchase-return-item-report': screenOf(itemWise, 'PurchaseReturnItem'),
  'purchase-return-analysis': screenOf(analysis, 'PurchaseReturnAnalysis'),
  'date-wise-collection-report': screenOf(collPay, 'DateWiseCollection'),
  'collection-analysis': screenOf(collPay, 'CollectionAnalysis'),
  'date-wise-payment': screenOf(collPay, 'DateWisePayment'),
  'payment-analysis': screenOf(collPay, 'PaymentAnalysis'),
  'gross-profit': () => import('./GrossProfitReport'),
  'daily-profit': () => import('./DailyProfitReport'),
  'profit-loss': () => import('./ProfitLossReport'),
  'cash-flow': () => import('./CashFlowReport'),
  'product-ledger': () => import('./ProductLedgerReport'),
  'report/stock': () => import('./StockReport'),
  'report/stock/balance': () => import('./StockBalanceReport'),
  'report/stock-sales': () => import('./OfficeStockBook'),
  'report/purchase': screenOf(lines, 'PurchasePdf'),
  'report/sales': screenOf(lines, 'SalesPdf'),
  'purchase-management-items': screenOf(lines, 'PurchaseItems'),
  'report/voucher/received-payment': () => import('./ReceivedPaymentReport'),
  'cash-book': () => import('./CashBookReport'),
  'bank-book': () => import('./BankBookReport'),
  'report-purchase-ledger': () => import('./PurchaseLedgerReport'),
};
