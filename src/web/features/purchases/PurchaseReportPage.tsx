// Purchase report (A4): number, supplier, mobile, date, time, entered by, the items with their
// serials, purchase total, previous dues, paid, net outstanding and the total in words.
import { InfoGrid } from '../../components/PrintPage';
import { DocumentReportPage } from '../../components/DocumentPrintPage';
import { DataTable } from '../../components/DataTable';
import { InWords, TotalRows, lineColumns } from '../../components/DocumentLines';
import { displayDate, displayTime } from '../../components/format';
import { purchaseApi, type PurchaseBoth } from './api';
import { useDocQuery } from '../../components/useDocId';
import { purchaseKeys } from '../../app/queryKeys';

type Item = PurchaseBoth['data'][number];
type Master = PurchaseBoth['master'];

/** "Cash", or "Cheque CHQ-1 of 10-Mar-2026 on Sonali Bank". */
function paidBy(m: Pick<Master, 'cash_bank_type' | 'bank_name' | 'chqNo' | 'chqDate'>): string {
  if (m.cash_bank_type !== 'Bank') return 'Cash';
  return ['Cheque', m.chqNo, m.chqDate && `of ${displayDate(m.chqDate)}`, m.bank_name && `on ${m.bank_name}`].filter(Boolean).join(' ');
}

const columns = lineColumns<Item>({ unitPrice: (r) => r.unit_price, quantity: (r) => r.qty, total: (r) => r.total });

function Totals({ master }: { master: PurchaseBoth['master'] }) {
  return (
    <TotalRows
      span={4}
      rows={[
        ['Purchase Total', master.total, 'report-total'],
        ['Previous Dues', master.prev_due],
        ...(master.paid > 0 ? [['Paid', master.paid] as [string, number]] : []),
        ['Net Outstanding', master.net_outstanding, 'net-outstanding'],
      ]}
    />
  );
}

export default function PurchaseReportPage() {
  return (
    <DocumentReportPage
      doc={useDocQuery(purchaseKeys.detail, purchaseApi.get)}
      unchosen="No purchase chosen. Open a purchase from the purchase list."
      title="Purchase Report"
      back={{ to: '/purchase-management' }}
      editTo="/purchase-edit"
      signatures={['Received by', 'Authorised Signature']}
    >
      {({ master, data }) => (
        <>
          <InfoGrid
            items={[
              ['Purchase No', master.pu_no],
              ['Date', displayDate(master.pu_date)],
              ['Supplier', master.supplier],
              ['Time', displayTime(master.created_at)],
              ['Mobile', master.mobile || '-----'],
              ['Entered by', master.created_by_name ?? '-----'],
              ['Supplier Invoice', master.supp_inv],
              ...(master.paid > 0 ? [['Paid By', paidBy(master)] as [string, string]] : []),
            ]}
          />
          <DataTable columns={columns} rows={data} rowKey={(r) => r.id} footer={<Totals master={master} />} />
          <InWords value={master.total} />
        </>
      )}
    </DocumentReportPage>
  );
}
