// Return Invoice (A4): return number, supplier, mobile, return date, the items with their serials,
// previous dues, return total, collected 0 and net outstanding, the amount in words.
import { InfoGrid } from '../../components/PrintPage';
import { DocumentReportPage } from '../../components/DocumentPrintPage';
import { DataTable } from '../../components/DataTable';
import { InWords, TotalRows, lineColumns } from '../../components/DocumentLines';
import { displayDate } from '../../components/format';
import { vatTaken } from './vatTaken';
import { returnApi, type ReturnBoth } from './api';
import { useDocQuery } from '../../components/useDocId';
import { purchaseReturnKeys } from '../../app/queryKeys';

type Item = ReturnBoth['data'][number];

const columns = lineColumns<Item>({ unitPrice: (r) => r.r_unit, quantity: (r) => r.r_qty, total: (r) => r.total });
/** A debit note's lines: with each one's share of the VAT taken back, as saved. */
const vatColumns = [
  ...columns,
  {
    label: 'VAT taken back',
    align: 'right' as const,
    cell: (r: Item) => vatTaken(r),
  },
];

function Figures({ master }: { master: ReturnBoth['master'] }) {
  const n = master.vat_note;
  return (
    <TotalRows
      span={n ? 5 : 4}
      rows={[
        ['Previous Dues', master.previous_dues, 'previous-dues'],
        ['Return', master.return_total, 'return-total'],
        ...(n
          ? ([
              ['Input VAT Taken Back', n.input_vat, 'return-input-vat'],
              ['VAT in Cost Taken Back', n.vat_in_cost, 'return-vat-in-cost'],
              ['Supplier Debited (VAT included)', n.supplier_debit, 'return-supplier-debit'],
            ] as [string, number, string][])
          : []),
        ['Collected', master.collected, 'collected'],
        ['Net Outstanding', master.net_outstanding, 'net-outstanding'],
      ]}
    />
  );
}

export default function ReturnReportPage() {
  return (
    <DocumentReportPage
      doc={useDocQuery(purchaseReturnKeys.detail, returnApi.get)}
      unchosen="No return chosen. Open a return from the purchase return list."
      title="Return Invoice"
      back={{ to: '/purchase-return', label: 'Back' }}
      editTo="/purchase-return-edit"
      signatures={['Received with good condition by', 'Authorised Signature']}
    >
      {({ master, data }) => (
        <>
          <InfoGrid
            items={[
              ['Return No', master.return_no],
              ['Return Date', displayDate(master.return_date)],
              ['Supplier', master.supplier],
              ['Purchase No', master.pu_no],
              ['Mobile', master.mobile || '-----'],
              ['Reason', master.rmks || '-----'],
              ...(master.vat_note?.debit_note_no ? [['Debit Note (Mushak 6.8)', master.vat_note.debit_note_no] as [string, string]] : []),
            ]}
          />
          <DataTable columns={master.vat_note ? vatColumns : columns} rows={data} rowKey={(r) => r.id} footer={<Figures master={master} />} />
          <InWords value={master.vat_note ? master.vat_note.supplier_debit : master.return_total} />
        </>
      )}
    </DocumentReportPage>
  );
}
