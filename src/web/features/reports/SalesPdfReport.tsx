import { LineReport, docDate, lineColumns } from './itemRows';
import type { SalesItemsReply } from './api';

type Row = SalesItemsReply['result'][number];

/** The Sales Report with its PDF preview: invoice, date, client, model, qty, unit price, total. */
export default function SalesPdfReport() {
  return (
    <LineReport<Row>
      title="Sales Report"
      path="/sales_report_items"
      pdf
      party={{ kind: 'customer', label: 'Client', placeholder: 'All Client' }}
      query={(r, cusId, modelId) => ({ ...r, cusId, modelId })}
      columns={[
        { label: 'Invoice No', text: (r) => r.inv_no, width: 15 },
        docDate('Date', (r) => r.inv_date),
        { label: 'Client', text: (r) => r.customer, width: 18 },
        ...lineColumns<Row>(),
      ]}
    />
  );
}
