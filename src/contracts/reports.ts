// The owner's reports that no document feature answers: profit, product ledger, stock adjustments,
// the sales report with its PDF preview, the office stock book, the cash and bank books, received
// and payment, and the purchase ledger. Every report takes a date range with both dates.
import { z } from 'zod';
import { BOTH_DATES, DATES_IN_ORDER, LIST_DATES, START_END, blankToUndefined, checkRange, optionalRange, queryId as optionalId, rangeQuery, reportQuery } from './common.js';
import { adjustmentLine } from './adjustments.js';
import { soldItemRow } from './sales.js';
import { route } from './route.js';

export { BOTH_DATES, DATES_IN_ORDER };

/** Both dates, the end not before the start. */
export type Range = { startDate: string; endDate: string };

const money = z.number();

// ---- profit --------------------------------------------------------------------------------------

export const grossProfitQuery = reportQuery({ partyId: optionalId('Party') });

/** A line of a bill: sold for sales_total, its goods left stock at `cost` a unit (`total_cost` in all). */
export const grossProfitItem = z.object({
  product_name: z.string(),
  model_name: z.string(),
  qty: z.number(),
  unit_price: money,
  sales_total: money,
  cost: money,
  total_cost: money,
  gross_profit: money,
  profit_percentage: z.number(),
});

/** A bill, or a sales return (kind 'return', amounts negative: the sale and its cost undone). */
export const grossProfitRow = z.object({
  kind: z.enum(['sale', 'return']),
  id: z.number(),
  inv_no: z.string(),
  inv_date: z.string(),
  party_id: z.number(),
  customer: z.string(),
  sub_total: money,
  discount: money,
  /** What the bill is worth after discount (grand total); a return's amount, negative. */
  sales_total: money,
  total_cost: money,
  gross_profit: money,
  /** Profit as a percentage of the sales amount. */
  profit_percentage: z.number(),
  items: z.array(grossProfitItem),
});
export type GrossProfitRow = z.infer<typeof grossProfitRow>;

const profitTotals = z.object({ total_sales: money, total_cost: money, total_profit: money, profit_percentage: z.number() });
/**
 * What the document-based profit leaves out of the profit and loss statement's gross profit for the
 * same dates (given for the whole business only, not for one party): report profit − price_difference
 * − stock_adjustment − other = pl_gross_profit.
 */
export const profitLeftOut = z.object({ price_difference: money, stock_adjustment: money, other: money, pl_gross_profit: money, note: z.string() });
export const grossProfitReply = z.object({ result: z.array(grossProfitRow), summary: profitTotals, left_out: profitLeftOut.optional() });
export type GrossProfitReply = z.infer<typeof grossProfitReply>;

export const dailyProfitRow = z.object({ inv_date: z.string(), total_sales: money, total_cost: money, total_profit: money, profit_percentage: z.number() });
export const dailyProfitReply = z.object({ result: z.array(dailyProfitRow), total: profitTotals, left_out: profitLeftOut.optional() });
export type DailyProfitReply = z.infer<typeof dailyProfitReply>;

// ---- product ledger ------------------------------------------------------------------------------

export const productLedgerQuery = reportQuery({}, START_END, {
  mId: z.preprocess(blankToUndefined, z.coerce.number({ message: 'Please select model' }).int().positive('Please select model')),
});

const qtyValue = z.object({ qty: z.number(), value: money });
export const productLedgerRow = z.object({
  id: z.number(),
  date: z.string(),
  /** The document and its party, e.g. "INV-JHE-2026-100001 — Rahim Traders". */
  particular: z.string(),
  type: z.string(),
  source_type: z.string(),
  doc_no: z.string(),
  debit_qty: z.number(),
  debit_value: money,
  credit_qty: z.number(),
  credit_value: money,
  balance_qty: z.number(),
  balance_value: money,
});
export type ProductLedgerRow = z.infer<typeof productLedgerRow>;
export const productLedgerReply = z.object({
  model: z.object({ id: z.number(), name: z.string(), group_name: z.string(), brand_name: z.string(), category_name: z.string() }),
  opening: qtyValue,
  result: z.array(productLedgerRow),
  totals: z.object({ debit_qty: z.number(), debit_value: money, credit_qty: z.number(), credit_value: money }),
  closing: qtyValue,
});
export type ProductLedgerReply = z.infer<typeof productLedgerReply>;

// ---- stock adjustments ---------------------------------------------------------------------------

export const adjustmentGroupRow = z.object({
  g_id: z.number().nullable(),
  group_name: z.string(),
  added_qty: z.number(),
  added_value: money,
  removed_qty: z.number(),
  removed_value: money,
  net_value: money,
});
export const stockAdjustmentReport = z.object({
  result: z.array(adjustmentLine),
  groups: z.array(adjustmentGroupRow),
  totals: z.object({ added_value: money, removed_value: money, net_value: money }),
});
export type StockAdjustmentReport = z.infer<typeof stockAdjustmentReport>;

// ---- sales report (PDF preview) and office stock book --------------------------------------------

export const salesItemsQuery = z
  .object({ ...optionalRange, cusId: optionalId('Customer'), modelId: optionalId('Model') })
  .superRefine(checkRange(LIST_DATES, false));
export type SalesItemsQuery = z.infer<typeof salesItemsQuery>;

/** A sold line with its bill, as the sold-items list has it without the sale id and serials. */
export const salesItemRow = soldItemRow.omit({ sale_id: true, serials: true });
export const salesItemsReply = z.object({ result: z.array(salesItemRow), total: z.number(), grandTotal: money });
export type SalesItemsReply = z.infer<typeof salesItemsReply>;

export const stockSalesQuery = reportQuery({ modelId: optionalId('Model') });
export const stockSalesRow = z.object({
  m_id: z.number(),
  model: z.string(),
  inv_no: z.string(),
  inv_date: z.string(),
  /** The institution (customer) the goods went to. */
  customer: z.string(),
  mobile: z.string(),
  qty: z.number(),
  serials: z.string(),
});
export const stockSalesReply = z.object({ result: z.array(stockSalesRow), total_qty: z.number() });
export type StockSalesReply = z.infer<typeof stockSalesReply>;

// ---- cash and bank books, received and payment -----------------------------------------------------

export const bookRow = z.object({
  date: z.string(),
  vc_no: z.string(),
  vc_type: z.number(),
  /** The other side of the voucher: its ledgers and party. */
  particulars: z.string(),
  description: z.string(),
  chq_no: z.string().nullable(),
  debit: money,
  credit: money,
  balance: money,
});
export type BookRow = z.infer<typeof bookRow>;

export const bankBookQuery = reportQuery({ bankId: optionalId('Bank') });
export const bankBookReply = z.object({
  banks: z.array(
    z.object({
      bank_id: z.number().nullable(),
      bank_name: z.string(),
      branch: z.string(),
      /** Each bank has its own ledger (issue 20); a ledger under Bank Accounts with no bank has bank_id null. */
      account_no: z.string(),
      ledger_id: z.number(),
      opening: money,
      rows: z.array(bookRow),
      total_debit: money,
      total_credit: money,
      closing: money,
    }),
  ),
});
export type BankBookReply = z.infer<typeof bankBookReply>;

export const receivedPaymentRow = z.object({
  date: z.string(),
  vc_no: z.string(),
  vc_type: z.number(),
  /** The cash or bank ledger the money went through. */
  account: z.string(),
  particulars: z.string(),
  description: z.string(),
  amount: money,
});
export const receivedPaymentReply = z.object({
  /** Cash and bank before the range, with the opening balances entered in the range (never counted as received). */
  opening: money,
  /** The part of `opening` entered as opening balances dated in the range. */
  opening_entries: money.optional(),
  received: z.array(receivedPaymentRow),
  payments: z.array(receivedPaymentRow),
  total_received: money,
  total_payment: money,
  closing: money,
});
export type ReceivedPaymentReply = z.infer<typeof receivedPaymentReply>;

// ---- purchase ledger -----------------------------------------------------------------------------

export const purchaseLedgerQuery = reportQuery({ suppId: optionalId('Supplier') });
export const purchaseLedgerRow = z.object({
  date: z.string(),
  type: z.enum(['Purchase', 'Purchase Return']),
  id: z.number(),
  doc_no: z.string(),
  supp_id: z.number(),
  supplier: z.string(),
  purchase: money,
  returned: money,
  balance: money,
});
export const purchaseLedgerReply = z.object({
  opening: money,
  result: z.array(purchaseLedgerRow),
  total_purchase: money,
  total_return: money,
  closing: money,
});
export type PurchaseLedgerReply = z.infer<typeof purchaseLedgerReply>;

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const stockAdjustmentRoutes = {
  stockAdjustmentReport: route('GET', '/stock-adjustment-report', { query: rangeQuery, reply: stockAdjustmentReport }),
};

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const reportsRoutes = {
  itemWiseGrossProfit: route('GET', '/item-wise-gross-profit', { query: grossProfitQuery, reply: grossProfitReply }),
  dailyProfit: route('GET', '/daily-profit', { query: rangeQuery, reply: dailyProfitReply }),
  productLedger: route('GET', '/product_ledger', { query: productLedgerQuery, reply: productLedgerReply }),
  salesReportItems: route('GET', '/sales_report_items', { query: salesItemsQuery, reply: salesItemsReply }),
  stockSalesReport: route('GET', '/stock_sales_report', { query: stockSalesQuery, reply: stockSalesReply }),
  bankBook: route('GET', '/bank_book', { query: bankBookQuery, reply: bankBookReply }),
  receivedPaymentReport: route('GET', '/received_payment_report', { query: rangeQuery, reply: receivedPaymentReply }),
  purchaseLedgerReport: route('GET', '/purchase_ledger_report', { query: purchaseLedgerQuery, reply: purchaseLedgerReply }),
};
