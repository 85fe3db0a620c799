// Quotation (/quotation/report?id=): the A4 price offer.
import { Button } from '@mantine/core';
import { useNavigate } from 'react-router';
import { InfoGrid } from '../../components/PrintPage';
import { DocumentPrintPage } from '../../components/DocumentPrintPage';
import { DocumentLines, InWords, TotalRows } from '../../components/DocumentLines';
import { displayDate, displayTime } from '../../components/format';
import { useDocQuery } from '../../components/useDocId';
import { getQuotation, type QuotationDetail } from './api';
import { vatCell } from '../../components/VatFigures';
import { quotationKeys } from '../../app/queryKeys';
import { SendByEmail } from '../../components/SendByEmail';

export default function QuotationReportPage() {
  const doc = useDocQuery(quotationKeys.detail, getQuotation);
  const q = doc.query;
  const navigate = useNavigate();
  return (
    <DocumentPrintPage
      title="Quotation"
      back={{ to: '/quotation' }}
      signatures={['Received with good condition by', 'Authorised Signature and Company']}
      doc={doc}
      editTo="/quotation/edit"
      after={
        <>
          {doc.id && <SendByEmail kind="quotation" id={Number(doc.id)} />}
          {q.data && !q.data.master.converted_inv_no && (
            <Button color="green" onClick={() => navigate(`/sales-create?quotation=${doc.id}`)}>
              Make Bill
            </Button>
          )}
          {q.data?.master.converted_inv_no && (
            <Button variant="light" color="green" onClick={() => navigate(`/sales-report?id=${q.data!.master.converted_sale_id}`)}>
              Converted: {q.data.master.converted_inv_no}
            </Button>
          )}
        </>
      }
      unchosen="Open a quotation from the Quotation List to see it."
    >
      {(data) => <Offer q={data} />}
    </DocumentPrintPage>
  );
}

function Offer({ q: { master: m, data } }: { q: QuotationDetail }) {
  const total = m.totalSum;
  // A quotation saved with VAT on: each line's VAT and SD and the totals as saved.
  const t = m.vat_totals;
  const totals: [string, number, string?][] = t
    ? [
        // the lines' total as quoted: without tax, or with it when prices were entered VAT-inclusive
        ['Total', t.inclusive ? t.total : t.value],
        [t.inclusive ? 'SD included' : 'SD', t.sd, 'quotation-sd'],
        [t.inclusive ? 'VAT included' : 'VAT', t.vat, 'quotation-vat'],
        ['Total (VAT included)', t.total, 'quotation-grand-total'],
      ]
    : [['Total', total]];
  return (
    <>
      <InfoGrid
        items={[
          ['Quotation No', m.quotation_no],
          ['Date', displayDate(m.quotation_date)],
          ['Customer', m.customer ?? '-----'],
          ['Time', displayTime(m.created_at)],
        ]}
      />
      <DocumentLines
        rows={data}
        descriptionLabel="Product Description"
        warranty={(i) => i.warranty || '-'}
        unitPrice={(i) => i.unit_price}
        quantity={(i) => i.qty}
        total={(i) => i.total}
        vat={t ? (i) => vatCell(i) : undefined}
        footer={<TotalRows span={5} rows={totals} />}
      />
      <InWords value={total} mt="sm" />
    </>
  );
}
