// The reports of document lines (LineReport): each is its settings.
import { LineReport, docDate, lineColumns, type LineReportProps, type LineRow } from './itemRows';
import { reportScreen } from './parts';
import type { PurchaseFilterReply, SalesItemsReply } from './api';
import { purchasesApi, reportsApi } from '../../app/queryKeys';

type PurchaseLine = PurchaseFilterReply['result'][number];
type SalesLine = SalesItemsReply['result'][number];

const report = <T extends LineRow>(settings: LineReportProps<T>) => reportScreen(LineReport<T>, settings);

const purchaseCall: Pick<LineReportProps<PurchaseLine>, 'route' | 'party' | 'query'> = {
  route: purchasesApi.filterWith,
  party: { kind: 'supplier', label: 'Supplier', placeholder: 'All suppliers' },
  query: (r, supplierId, modelId) => ({ sDate: r.startDate, eDate: r.endDate, supplierId, modelId }),
};

/** Purchase Items: every purchased line of the dates, with its product description. */
export const PurchaseItems = report<PurchaseLine>({
  title: 'Purchase Items',
  ...purchaseCall,
  columns: [
    { label: 'Purchase No', text: (r) => r.pu_no, width: 12 },
    docDate('Date', (r) => r.pu_date, 10),
    { label: 'Supplier', text: (r) => r.supplier, width: 12 },
    { label: 'Description', text: (r) => r.proDesc, width: 10 },
    ...lineColumns<PurchaseLine>(),
  ],
});

/** The Purchase Report with its PDF preview: pu_no, pu_date, supplier, model, qty, unit_price, total. */
export const PurchasePdf = report<PurchaseLine>({
  title: 'Purchase Report',
  ...purchaseCall,
  pdf: true,
  columns: [
    { label: 'Purchase No', text: (r) => r.pu_no, width: 15 },
    docDate('Date', (r) => r.pu_date),
    { label: 'Supplier', text: (r) => r.supplier, width: 18 },
    ...lineColumns<PurchaseLine>(),
  ],
});

/** The Sales Report with its PDF preview: invoice, date, client, model, qty, unit price, total. */
export const SalesPdf = report<SalesLine>({
  title: 'Sales Report',
  route: reportsApi.salesReportItems,
  pdf: true,
  party: { kind: 'customer', label: 'Client', placeholder: 'All Client' },
  query: (r, cusId, modelId) => ({ ...r, cusId, modelId }),
  columns: [
    { label: 'Invoice No', text: (r) => r.inv_no, width: 15 },
    docDate('Date', (r) => r.inv_date),
    { label: 'Client', text: (r) => r.customer, width: 18 },
    ...lineColumns<SalesLine>(),
  ],
});
