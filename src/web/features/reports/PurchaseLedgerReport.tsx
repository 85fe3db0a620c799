// The Purchase Ledger: purchases and purchase returns with net purchases brought forward and running.
import { useState } from 'react';
import { DataTable, type Column } from '../../components/DataTable';
import { ReportPage } from '../../components/ReportPage';
import { displayDate, money } from '../../components/format';
import { PartyFilter } from './filters';
import { TotalRow, reportCall, right } from './parts';
import type { PurchaseLedgerReply } from './api';
import { reportsApi } from '../../app/queryKeys';

type Row = PurchaseLedgerReply['result'][number];
const columns: Column<Row>[] = [
  { label: 'Date', cell: (r) => displayDate(r.date) },
  { label: 'Type', cell: (r) => (r.id ? r.type : '') },
  { label: 'No.', cell: 'doc_no' },
  { label: 'Supplier', cell: 'supplier' },
  { label: 'Purchase (Dr)', cell: (r) => (r.purchase ? money(r.purchase) : ''), align: right },
  { label: 'Return (Cr)', cell: (r) => (r.returned ? money(r.returned) : ''), align: right },
  { label: 'Balance', cell: (r) => money(r.balance), align: right },
];

export default function PurchaseLedgerReport() {
  const [suppId, setSuppId] = useState<number | null>(null);
  return (
    <ReportPage<PurchaseLedgerReply>
      title="Purchase Ledger"
      {...reportCall(reportsApi.purchaseLedgerReport, { suppId })}
      isEmpty={(d) => d.result.length === 0 && d.opening === 0}
      filters={<PartyFilter kind="supplier" label="Supplier" placeholder="All suppliers" value={suppId} onChange={setSuppId} />}
    >
      {(d, range) => {
        const opening: Row = {
          date: range.startDate,
          type: 'Purchase',
          id: 0,
          doc_no: '',
          supp_id: 0,
          supplier: 'Opening Balance',
          purchase: 0,
          returned: 0,
          balance: d.opening,
        };
        return (
          <DataTable
            columns={columns}
            rows={[opening, ...d.result]}
            rowKey={(r) => `${r.type}-${r.id}`}
            footer={
              <>
                <TotalRow label="Total" span={4} cells={[d.total_purchase, d.total_return, '']} />
                <TotalRow label="Closing Balance" span={6} cells={[d.closing]} />
              </>
            }
          />
        );
      }}
    </ReportPage>
  );
}
