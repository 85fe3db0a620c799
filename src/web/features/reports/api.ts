// Types of the report replies, from the contracts of the features that answer them.
import type { z } from 'zod';
import type { salesAnalysisRow, salesReportRow } from '../../../contracts/sales';
import type { returnAnalysis, returnReportRow } from '../../../contracts/sales-returns';
import type { datePurchaseReport, purchaseAnalysis, purchaseFilterReply } from '../../../contracts/purchases';
import type { dateReturnReport, returnAnalysis as purchaseReturnAnalysis } from '../../../contracts/purchase-returns';
import type { productsStock } from '../../../contracts/stock';
import type { accountLedgerReply } from '../../../contracts/ledger-reports';

export type SalesReportRow = z.infer<typeof salesReportRow>;
export type SalesAnalysisRow = z.infer<typeof salesAnalysisRow>;
export type SalesReturnReportRow = z.infer<typeof returnReportRow>;
export type SalesReturnAnalysisRow = z.infer<typeof returnAnalysis>['result'][number];
export type PurchaseReportRow = z.infer<typeof datePurchaseReport>['result'][number];
export type PurchaseAnalysisRow = z.infer<typeof purchaseAnalysis>['result'][number];
export type PurchaseReturnReportRow = z.infer<typeof dateReturnReport>['result'][number];
export type PurchaseReturnAnalysisRow = z.infer<typeof purchaseReturnAnalysis>['result'][number];
export type PurchaseFilterReply = z.infer<typeof purchaseFilterReply>;
export type ProductsStock = z.infer<typeof productsStock>;
export type AccountLedger = z.infer<typeof accountLedgerReply>;
export type {
  BankBookReply,
  BookRow,
  DailyProfitReply,
  GrossProfitReply,
  GrossProfitRow,
  ProductLedgerReply,
  PurchaseLedgerReply,
  ReceivedPaymentReply,
  SalesItemsReply,
  StockSalesReply,
} from '../../../contracts/reports';
