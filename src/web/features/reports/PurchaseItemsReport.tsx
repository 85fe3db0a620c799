import { LineReport, docDate, lineColumns } from './itemRows';
import type { PurchaseFilterReply } from './api';

type Row = PurchaseFilterReply['result'][number];

/** Purchase Items: every purchased line of the dates, with its product description. */
export default function PurchaseItemsReport() {
  return (
    <LineReport<Row>
      title="Purchase Items"
      path="/filterWith"
      party={{ kind: 'supplier', label: 'Supplier', placeholder: 'All Supplier' }}
      query={(r, supplierId, modelId) => ({ sDate: r.startDate, eDate: r.endDate, supplierId, modelId })}
      columns={[
        { label: 'Purchase No', text: (r) => r.pu_no, width: 12 },
        docDate('Date', (r) => r.pu_date, 10),
        { label: 'Supplier', text: (r) => r.supplier, width: 12 },
        { label: 'Description', text: (r) => r.proDesc, width: 10 },
        ...lineColumns<Row>(),
      ]}
    />
  );
}
