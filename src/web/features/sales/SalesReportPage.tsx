// Invoice / Bill (/sales-report?id=): the A4 bill with its lines, dues, totals and amount in words.
import { Badge, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { InfoGrid } from '../../components/PrintPage';
import { DocumentPrintPage } from '../../components/DocumentPrintPage';
import { DocumentLines, DocumentSummary, InWords } from '../../components/DocumentLines';
import { displayDate, displayTime, money } from '../../components/format';
import { call } from '../../components/client';
import { STATUS_COLOR } from './SalesListPage';
import { ChequeStamp } from '../../components/ChequeStamp';
import { getSale, type SaleDetail } from './api';
import { useDocQuery } from '../../components/useDocId';
import { salesApi, salesKeys } from '../../app/queryKeys';
import { billSummary } from './billSummary';
import { queryOf, vatSettingsRead } from '../../components/reads';
import { SendByEmail } from '../../components/SendByEmail';

export default function SalesReportPage() {
  const sale = useDocQuery(salesKeys.detail, getSale);
  const navigate = useNavigate();
  const vat = useQuery(queryOf(vatSettingsRead));
  return (
    <DocumentPrintPage
      title="Invoice / Bill"
      back={{ to: '/sales/bill' }}
      signatures={['Received with good condition by', 'Authorised Signature']}
      doc={sale}
      editTo="/sales/bill-edit"
      after={sale.id ? <SendByEmail kind="sale" id={Number(sale.id)} /> : undefined}
      before={
        <>
          {sale.query.data && <BillStatus invNo={sale.query.data.master.inv_no} />}
          {vat.data?.vat_registered && (
            <Button variant="default" onClick={() => navigate(`/vat/mushak-6-3?id=${sale.id}`)}>
              Mushak 6.3
            </Button>
          )}
        </>
      }
      unchosen="Open a bill from the Sales List to see its invoice."
    >
      {(data) => <Bill sale={data} />}
    </DocumentPrintPage>
  );
}

/** The bill's status chip beside the buttons (not printed): paid, partly paid, unpaid or overdue, and what is still owed. */
function BillStatus({ invNo }: { invNo: string }) {
  const row = useQuery({
    queryKey: salesKeys.status(invNo),
    queryFn: async () => (await call(salesApi.allSales, { query: { search: invNo, limit: 5 } })).data.find((r) => r.inv_no === invNo) ?? null,
  }).data;
  if (!row) return null;
  return (
    <Badge color={STATUS_COLOR[row.status]} variant="light" size="lg" data-testid="bill-status">
      {row.status}
      {row.due > 0 ? ` · due ${money(row.due)}` : ''}
    </Badge>
  );
}

function Bill({ sale: { master: m, data } }: { sale: SaleDetail }) {
  return (
    <>
      <InfoGrid
        items={[
          ['Invoice No', m.inv_no],
          ['Date', displayDate(m.inv_date)],
          ['Customer', m.customer],
          ['Time', displayTime(m.created_at)],
          ['Mobile', m.mobile || '-----'],
          ['Sold By', m.sold_by || '-----'],
        ]}
      />
      <DocumentLines
        rows={data}
        serialLabel="Serial: "
        warranty={(i) => (i.warranty ? (i.warranty_until ? `${i.warranty} (until ${displayDate(i.warranty_until)})` : i.warranty) : '-----')}
        unitPrice={(i) => i.unit_price}
        quantity={(i) => i.qty}
        total={(i) => i.total}
        widths={{ warranty: 120, price: 100, qty: 70, total: 110 }}
      />
      <ChequeStamp cheque_state={m.cheque_state} bounced_date={m.bounced_date} bounce_charge={m.bounce_charge} />
      <DocumentSummary testId="invoice-summary" rows={billSummary(m)} />
      <InWords value={m.grand_total} mt="sm" />
    </>
  );
}
