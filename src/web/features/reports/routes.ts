import { screenOf, type FeatureRoute } from '../../app/featureRoute';

const partyDocs = () => import('./partyDocReports');
const itemWise = () => import('./itemWiseReports');
const analysis = () => import('./analysisReports');
const collPay = () => import('./collPayReports');
const lines = () => import('./lineReports');

export const routes: FeatureRoute[] = [
  { path: 'date-wise-sales-report', load: screenOf(partyDocs, 'DateWiseSales') },
  { path: 'item-wise-sales-report', load: screenOf(itemWise, 'ItemWiseSales') },
  { path: 'sales-analytics-report', load: screenOf(analysis, 'SalesAnalysis') },
  { path: 'date-wise-sale-return-report', load: screenOf(partyDocs, 'DateWiseSaleReturn') },
  { path: 'item-wise-sale-return-report', load: screenOf(itemWise, 'ItemWiseSaleReturn') },
  { path: 'sales-return-analysis-report', load: screenOf(analysis, 'SalesReturnAnalysis') },
  { path: 'data-wise-purchase-report', load: screenOf(partyDocs, 'DateWisePurchase') },
  { path: 'item-wise-purchase-report', load: screenOf(itemWise, 'ItemWisePurchase') },
  { path: 'purchase-analysis', load: screenOf(analysis, 'PurchaseAnalysis') },
  { path: 'purchase-return-reports', load: screenOf(partyDocs, 'PurchaseReturn') },
  { path: 'purchase-return-item-report', load: screenOf(itemWise, 'PurchaseReturnItem') },
  { path: 'purchase-return-analysis', load: screenOf(analysis, 'PurchaseReturnAnalysis') },
  { path: 'date-wise-collection-report', load: screenOf(collPay, 'DateWiseCollection') },
  { path: 'collection-analysis', load: screenOf(collPay, 'CollectionAnalysis') },
  { path: 'date-wise-payment', load: screenOf(collPay, 'DateWisePayment') },
  { path: 'payment-analysis', load: screenOf(collPay, 'PaymentAnalysis') },
  { path: 'gross-profit', load: () => import('./GrossProfitReport') },
  { path: 'daily-profit', load: () => import('./DailyProfitReport') },
  { path: 'profit-loss', load: () => import('./ProfitLossReport') },
  { path: 'cash-flow', load: () => import('./CashFlowReport') },
  { path: 'product-ledger', load: () => import('./ProductLedgerReport') },
  { path: 'report/stock', load: () => import('./StockReport') },
  { path: 'report/stock/balance', load: () => import('./StockBalanceReport') },
  { path: 'report/stock-sales', load: () => import('./OfficeStockBook') },
  { path: 'report/purchase', load: screenOf(lines, 'PurchasePdf') },
  { path: 'report/sales', load: screenOf(lines, 'SalesPdf') },
  { path: 'purchase-management-items', load: screenOf(lines, 'PurchaseItems') },
  { path: 'report/voucher/received-payment', load: () => import('./ReceivedPaymentReport') },
  { path: 'cash-book', load: () => import('./CashBookReport') },
  { path: 'bank-book', load: () => import('./BankBookReport') },
  { path: 'report-purchase-ledger', load: () => import('./PurchaseLedgerReport') },
];
