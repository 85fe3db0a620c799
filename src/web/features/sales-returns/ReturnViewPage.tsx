// Return Invoice (/sales/bill-return-view?id=): the A4 sales return.
import { Text } from '@mantine/core';
import { InfoGrid } from '../../components/PrintPage';
import { DocumentPrintPage } from '../../components/DocumentPrintPage';
import { DocumentLines, DocumentSummary, InWords } from '../../components/DocumentLines';
import { displayDate } from '../../components/format';
import { useDocQuery } from '../../components/useDocId';
import { getReturn, type ReturnDetail } from './api';
import { vatCell } from '../../components/VatFigures';
import { salesReturnKeys } from '../../app/queryKeys';

export default function ReturnViewPage() {
  const ret = useDocQuery(salesReturnKeys.detail, getReturn);
  return (
    <DocumentPrintPage
      title="Return Invoice"
      back={{ to: '/sales/bill-return' }}
      signatures={['Received with good condition by', 'Authorised Signature and Compay']}
      doc={ret}
      editTo="/sales/bill-return-edit"
      unchosen="Open a return from the Sales Returns list to see it."
    >
      {(data) => <ReturnInvoice ret={data} />}
    </DocumentPrintPage>
  );
}

function ReturnInvoice({ ret: { master: m, data } }: { ret: ReturnDetail }) {
  // A return of a VAT bill: its credit note's figures as saved.
  const cn = m.credit_note;
  return (
    <>
      <InfoGrid
        items={[
          ['Return No', m.return_no],
          ['Date', displayDate(m.return_date)],
          ['Customer', m.customer],
          ['Invoice No', m.inv_no],
          ['Mobile', m.mobile || '-----'],
          ['Entered By', m.entered_by || '-----'],
          ...(cn ? [['Credit Note (Mushak 6.7)', cn.credit_note_no] as [string, string]] : []),
        ]}
      />
      <DocumentLines
        rows={data}
        serialLabel="Serial: "
        unitPrice={(i) => i.r_unit}
        quantity={(i) => i.r_qty}
        total={(i) => i.total}
        vat={cn ? (i) => vatCell({ vat: i.vat, sd: i.sd }) : undefined}
      />
      <DocumentSummary
        testId="return-summary"
        rows={
          cn
            ? [
                ['Previous Dues', m.prev_due, 'Total', m.total],
                ['Return', m.total, 'Less Discount Share', m.disc],
                ['SD Reversed', cn.sd, 'VAT Reversed', cn.vat],
                ['Net Credited (VAT included)', cn.credited],
                ['Collected', m.collected],
                ['Net Outstanding', m.net_outstanding],
              ]
            : [
                ['Previous Dues', m.prev_due, 'Total', m.total],
                ['Return', m.total, 'Less Discount Share', m.disc],
                ['Net Credited', m.net_total],
                ['Collected', m.collected],
                ['Net Outstanding', m.net_outstanding],
              ]
        }
      />
      {m.rmks && (
        <Text size="sm" mt="xs">
          <b>Reason:</b> {m.rmks}
        </Text>
      )}
      <InWords value={cn ? cn.credited : m.net_total} mt="sm" />
    </>
  );
}
