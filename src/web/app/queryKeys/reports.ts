// Keys of the reports and of the ledger reports. A report is named by its call; what narrows it
// (a party, a model) follows; `ReportPage` and `AsOfReport` add the dates.
import { endpoints } from '../../components/client';
import type { ledgerReportsRoutes } from '../../../contracts/ledger-reports';
import type { reportsRoutes } from '../../../contracts/reports';
import type { statementsRoutes } from '../../../contracts/statements';
export const reportKeys = {
  all: ['reports'] as const,
  report: (name: string, ...by: unknown[]) => ['reports', name, ...by] as const,
};

export const ledgerReportKeys = {
  all: ['ledger-reports'] as const,
  report: (name: string, ...by: unknown[]) => ['ledger-reports', name, ...by] as const,
  voucher: (vcNo: string) => ['ledger-reports', 'voucher', vcNo] as const,
};

/** The ledger reports contract's routes (contracts/ledger-reports.ts), for `call` (components/client.ts). */
export const ledgerReportsApi = endpoints<typeof ledgerReportsRoutes>({
  combineLedgerAll: 'GET /combine_ledger_all',
  accountLedger: 'GET /account_ledger',
  indvVoucherReport: 'GET /indv_voucher_report',
  dateWiseTransactionReport: 'GET /date_wise_transaction_report',
  dayBook: 'GET /day_book',
  trailBalance: 'GET /trail_balance',
  balanceSheet: 'GET /balance_sheet',
  ledgerOptions: 'GET /ledger_options',
});

/** The reports contract's routes (contracts/reports.ts), for `call` (components/client.ts). */
export const reportsApi = endpoints<typeof reportsRoutes>({
  itemWiseGrossProfit: 'GET /item-wise-gross-profit',
  dailyProfit: 'GET /daily-profit',
  productLedger: 'GET /product_ledger',
  salesReportItems: 'GET /sales_report_items',
  stockSalesReport: 'GET /stock_sales_report',
  bankBook: 'GET /bank_book',
  receivedPaymentReport: 'GET /received_payment_report',
  purchaseLedgerReport: 'GET /purchase_ledger_report',
});

/** The financial statements' routes (contracts/statements.ts). */
export const statementsApi = endpoints<typeof statementsRoutes>({
  profitLoss: 'GET /profit_loss',
  cashFlow: 'GET /cash_flow',
  ageing: 'GET /ageing',
});
