// The job card a customer takes home (A4, or an 80 mm slip for the counter printer) and the RMA
// challan that goes with the units to the supplier, as real PDF files. Loaded only when asked for:
// the PDF library is large.
import { Document, Page, StyleSheet, Text, View, pdf } from '@react-pdf/renderer';
import type { Company } from '../../../contracts/company';
import type { ClaimDetail, RmaDetail } from '../../../contracts/warranty';
import { displayDate } from '../../../domain/dates';

const s = StyleSheet.create({
  a4: { padding: 36, paddingBottom: 48, fontSize: 10, fontFamily: 'Helvetica' },
  slip: { padding: 10, fontSize: 8, fontFamily: 'Helvetica' },
  company: { fontFamily: 'Helvetica-Bold', textAlign: 'center' },
  sub: { textAlign: 'center' },
  title: { fontFamily: 'Helvetica-Bold', textAlign: 'center', marginVertical: 8, textDecoration: 'underline' },
  row: { flexDirection: 'row', marginBottom: 3 },
  label: { fontFamily: 'Helvetica-Bold' },
  box: { borderWidth: 1, borderColor: '#333', padding: 6, marginTop: 6 },
  call: { marginTop: 10, padding: 6, borderWidth: 1, borderStyle: 'dashed', textAlign: 'center', fontFamily: 'Helvetica-Bold' },
  signs: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 40 },
  sign: { borderTopWidth: 1, paddingTop: 3, width: '40%', textAlign: 'center' },
  head: { flexDirection: 'row', borderTopWidth: 1, borderBottomWidth: 1, paddingVertical: 3, fontFamily: 'Helvetica-Bold' },
  line: { flexDirection: 'row', borderBottomWidth: 0.5, borderColor: '#999', paddingVertical: 3 },
  footer: { position: 'absolute', bottom: 18, left: 36, right: 36, flexDirection: 'row', justifyContent: 'space-between', fontSize: 8, color: '#444' },
});

function Letterhead({ company, size }: { company?: Company; size: number }) {
  if (!company) return null;
  return (
    <View>
      <Text style={[s.company, { fontSize: size }]}>{company.name}</Text>
      {company.address ? <Text style={s.sub}>{company.address}</Text> : null}
      {company.phone ? <Text style={s.sub}>Phone: {company.phone}</Text> : null}
    </View>
  );
}

/** The job card's fields, in the order printed. */
function jobFields(c: ClaimDetail): [string, string][] {
  return [
    ['Job No', c.claim_no],
    ['Received on', displayDate(c.claim_date)],
    ['Customer', c.customer ?? '-----'],
    ['Contact', [c.contact_name, c.contact_mobile].filter(Boolean).join(', ') || '-----'],
    ['Product', [c.brand, c.model].filter(Boolean).join(' ')],
    ['Serial', c.sl_no],
    ['Bill', c.inv_no ? `${c.inv_no} of ${displayDate(c.inv_date)}` : '-----'],
    ['Warranty', `${c.warranty || 'none printed'}: ${c.warranty_words}`],
    ['Expected on', c.expected_date ? displayDate(c.expected_date) : 'We will call you'],
  ];
}

function JobCard({ claim: c, company, slip }: { claim: ClaimDetail; company?: Company; slip: boolean }) {
  const phone = c.call_phone || company?.phone;
  return (
    <Document title={`Job card ${c.claim_no}`}>
      <Page size={slip ? [226.77, 430] : 'A4'} style={slip ? s.slip : s.a4}>
        <Letterhead company={company} size={slip ? 11 : 15} />
        <Text style={[s.title, { fontSize: slip ? 10 : 13 }]}>Service Job Card</Text>
        {jobFields(c).map(([k, v]) => (
          <View key={k} style={s.row}>
            <Text style={[s.label, { width: slip ? '38%' : '22%' }]}>{k}</Text>
            <Text style={{ width: slip ? '62%' : '78%' }}>{v}</Text>
          </View>
        ))}
        <View style={s.box}>
          <Text style={s.label}>Problem</Text>
          <Text>{c.problem}</Text>
        </View>
        <View style={s.box}>
          <Text style={s.label}>Accessories received</Text>
          <Text>{c.accessories || 'None'}</Text>
        </View>
        <Text style={s.call}>{phone ? `To ask about your unit, call ${phone}. ` : ''}Bring this card to collect it.</Text>
        <Text style={{ marginTop: 6 }}>Received by {c.created_by || '-----'}</Text>
        <View style={[s.signs, slip ? { marginTop: 28 } : {}]}>
          <Text style={s.sign}>Customer</Text>
          <Text style={s.sign}>Authorised Signature</Text>
        </View>
      </Page>
    </Document>
  );
}

const RMA_COLUMNS: [string, number, (l: RmaDetail['lines'][number], i: number) => string][] = [
  ['Sl', 4, (_l, i) => String(i + 1)],
  ['Job No', 14, (l) => l.claim_no],
  ['Product', 16, (l) => [l.brand, l.model].filter(Boolean).join(' ')],
  ['Serial', 19, (l) => l.sl_no],
  ['Problem', 17, (l) => l.problem],
  ['Accessories', 12, (l) => l.accessories || '-'],
  ['Sold', 18, (l) => (l.inv_no ? `${l.inv_no}\n${displayDate(l.inv_date)}` : '-')],
];

function RmaChallan({ rma: r, company }: { rma: RmaDetail; company?: Company }) {
  const cell = (w: number, text: string, key: number) => (
    <Text key={key} style={{ width: `${w}%`, paddingHorizontal: 2 }}>
      {text}
    </Text>
  );
  return (
    <Document title={`RMA challan ${r.rma_no}`}>
      <Page size="A4" style={[s.a4, { fontSize: 8 }]}>
        <Letterhead company={company} size={15} />
        <Text style={[s.title, { fontSize: 13 }]}>RMA Challan</Text>
        <View style={[s.row, { justifyContent: 'space-between' }]}>
          <View>
            <Text style={s.label}>To: {r.supplier}</Text>
            {r.supplier_address ? <Text>{r.supplier_address}</Text> : null}
            {r.supplier_mobile ? <Text>{r.supplier_mobile}</Text> : null}
          </View>
          <View>
            <Text>Challan No: {r.rma_no}</Text>
            <Text>Date: {displayDate(r.rma_date)}</Text>
          </View>
        </View>
        <Text style={{ marginVertical: 6 }}>The units below are sent for service under warranty. Please return each with this challan's job number.</Text>
        <View style={s.head} fixed>
          {RMA_COLUMNS.map(([label, w], i) => cell(w, label, i))}
        </View>
        {r.lines.map((l, i) => (
          <View key={l.claim_id} style={s.line} wrap={false}>
            {RMA_COLUMNS.map(([, w, value], j) => cell(w, value(l, i), j))}
          </View>
        ))}
        <Text style={{ marginTop: 6, fontFamily: 'Helvetica-Bold' }}>Total units: {r.lines.length}</Text>
        {r.note ? <Text style={{ marginTop: 4 }}>Note: {r.note}</Text> : null}
        <View style={s.signs}>
          <Text style={s.sign}>Received by (supplier)</Text>
          <Text style={s.sign}>Authorised Signature</Text>
        </View>
        <View style={s.footer} fixed>
          <Text>Sent by {r.created_by}</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}

export const jobCardDocument = (claim: ClaimDetail, company: Company | undefined, slip: boolean) => <JobCard claim={claim} company={company} slip={slip} />;
export const rmaDocument = (rma: RmaDetail, company: Company | undefined) => <RmaChallan rma={rma} company={company} />;

async function download(doc: React.ReactElement<React.ComponentProps<typeof Document>>, name: string) {
  const blob = await pdf(doc).toBlob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The job card as a download: Job_{no}.pdf (A4) or Job_{no}_slip.pdf (80 mm). */
export const downloadJobCard = (claim: ClaimDetail, company: Company | undefined, slip: boolean) =>
  download(jobCardDocument(claim, company, slip), `Job_${claim.claim_no}${slip ? '_slip' : ''}.pdf`);

export const downloadRmaChallan = (rma: RmaDetail, company: Company | undefined) => download(rmaDocument(rma, company), `RMA_${rma.rma_no}.pdf`);
