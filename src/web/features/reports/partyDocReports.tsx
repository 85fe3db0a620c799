// The reports of documents grouped by their party (PartyDocsReport): each is its settings.
import { PartyDocsReport, amountColumn, dateColumn, type PartyDocsProps } from './tradingReports';
import { reportScreen } from './parts';
import type { PurchaseReportRow, PurchaseReturnReportRow, SalesReportRow, SalesReturnReportRow } from './api';
import { purchaseReturnsApi, purchasesApi, salesApi, salesReturnsApi } from '../../app/queryKeys';

const report = <T extends { id: number }>(settings: PartyDocsProps<T>) => reportScreen(PartyDocsReport<T>, settings);

const supplier = { label: 'Supplier', of: (r: { supp_id: number; supplier: string }) => ({ id: r.supp_id, name: r.supplier }) };

export const DateWiseSales = report<SalesReportRow>({
  title: 'Date Wise Sales Report',
  route: salesApi.dateWiseSalesReport,
  party: { label: 'Customer', of: (r) => ({ id: r.cus_id, name: r.customer }) },
  columns: [
    { label: 'Invoice No', cell: 'inv_no' },
    dateColumn('Invoice Date', (r) => r.inv_date),
    amountColumn('Sub Total', (r) => r.sub_total),
    amountColumn('Discount', (r) => r.inv_disc),
    amountColumn('Collected', (r) => r.collect),
  ],
  total: (r) => r.grand_total,
  totalLabel: 'Grand Total',
});

export const DateWiseSaleReturn = report<SalesReturnReportRow>({
  title: 'Date Wise Sales Return Report',
  route: salesReturnsApi.dateWiseSalesReturnReport,
  party: { label: 'Customer', of: (r) => ({ id: r.cuss_id, name: r.customer }) },
  columns: [{ label: 'Return No', cell: 'return_no' }, dateColumn('Return Date', (r) => r.return_date), { label: 'Invoice No', cell: 'inv_no' }],
  total: (r) => r.total,
});

export const DateWisePurchase = report<PurchaseReportRow>({
  title: 'Date Wise Purchase Report',
  route: purchasesApi.dateWisePurchaseReport,
  party: supplier,
  columns: [{ label: 'Purchase No', cell: 'pu_no' }, dateColumn('Purchase Date', (r) => r.pu_date), { label: 'Supplier Invoice', cell: 'supp_inv' }],
  total: (r) => r.total,
});

export const PurchaseReturn = report<PurchaseReturnReportRow>({
  title: 'Purchase Return Report',
  route: purchaseReturnsApi.dateWisePurchaseReturnReport,
  party: supplier,
  columns: [{ label: 'Return No', cell: 'return_no' }, dateColumn('Return Date', (r) => r.return_date), { label: 'Purchase No', cell: 'pu_no' }],
  total: (r) => r.total,
});
