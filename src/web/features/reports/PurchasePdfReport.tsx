import { LineReport, docDate, lineColumns } from './itemRows';
import type { PurchaseFilterReply } from './api';

type Row = PurchaseFilterReply['result'][number];

/** The Purchase Report with its PDF preview: pu_no, pu_date, supplier, model, qty, unit_price, total. */
export default function PurchasePdfReport() {
  return (
    <LineReport<Row>
      title="Purchase Report"
      path="/filterWith"
      pdf
      party={{ kind: 'supplier', label: 'Supplier', placeholder: 'All Supplier' }}
      query={(r, supplierId, modelId) => ({ sDate: r.startDate, eDate: r.endDate, supplierId, modelId })}
      columns={[
        { label: 'Purchase No', text: (r) => r.pu_no, width: 15 },
        docDate('Date', (r) => r.pu_date),
        { label: 'Supplier', text: (r) => r.supplier, width: 18 },
        ...lineColumns<Row>(),
      ]}
    />
  );
}
