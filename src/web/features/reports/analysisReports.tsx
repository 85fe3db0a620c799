// The reports of documents with their lines (AnalysisReport): each is its settings.
import { AnalysisReport, type AnalysisDoc, type AnalysisRow } from './tradingReports';
import { reportScreen } from './parts';
import type { Endpoint } from '../../components/client';
import type { PurchaseAnalysisRow, PurchaseReturnAnalysisRow, SalesAnalysisRow, SalesReturnAnalysisRow } from './api';
import { purchaseReturnsApi, purchasesApi, salesApi, salesReturnsApi } from '../../app/queryKeys';

const report = <T extends AnalysisRow>(title: string, route: Endpoint, partyLabel: 'Customer' | 'Supplier', doc: (r: T) => AnalysisDoc) =>
  reportScreen(AnalysisReport<T>, { title, route, partyLabel, doc });

/** A document whose one amount under its lines is its Total. */
const withTotal = (no: string, date: string, party: string, total: number): AnalysisDoc => ({ no, date, party, totals: [['Total', total]] });

export const SalesAnalysis = report<SalesAnalysisRow>('Sales Analysis Report', salesApi.dateWiseSalesAnalysisReport, 'Customer', (r) => ({
  no: r.inv_no,
  date: r.inv_date,
  party: r.customer,
  totals: [
    ['Sub Total', r.sub_total],
    ['Discount', r.inv_disc],
    ['Grand Total', r.grand_total],
  ],
}));

export const SalesReturnAnalysis = report<SalesReturnAnalysisRow>('Sales Return Analysis Report', salesReturnsApi.dateWiseSalesReturnAnalysisReport, 'Customer', (r) =>
  withTotal(r.return_no, r.return_date, r.customer, r.total),
);

export const PurchaseAnalysis = report<PurchaseAnalysisRow>('Purchase Analysis Report', purchasesApi.dateWisePurchaseAnalysisReport, 'Supplier', (r) =>
  withTotal(r.pu_no, r.pu_date, r.supplier, r.total),
);

export const PurchaseReturnAnalysis = report<PurchaseReturnAnalysisRow>(
  'Purchase Return Analysis',
  purchaseReturnsApi.dateWisePurchaseReturnAnalysisReport,
  'Supplier',
  (r) => withTotal(r.return_no, r.return_date, r.supplier, r.total),
);
