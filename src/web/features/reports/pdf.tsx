// A report as a real A4 PDF (the "PDF preview" of the purchase and sales reports): the company,
// the title and dates, a table whose header repeats on every page, the total, and "Page x of y".
// Loaded only when a preview is opened.
import { Document, Page, PDFViewer, StyleSheet, Text, View, pdf } from '@react-pdf/renderer';

export interface PdfTable {
  title: string;
  subtitle: string;
  company?: { name: string; address?: string; phone?: string };
  columns: { label: string; width: number; align?: 'left' | 'right' }[];
  rows: string[][];
  /** The last row, e.g. ['', '', 'Total', '1,000.00']. */
  footer?: string[];
}

const s = StyleSheet.create({
  page: { padding: 28, paddingBottom: 40, fontSize: 9, fontFamily: 'Helvetica' },
  company: { fontSize: 14, textAlign: 'center', fontFamily: 'Helvetica-Bold' },
  small: { textAlign: 'center', fontSize: 9 },
  title: { fontSize: 12, textAlign: 'center', marginTop: 8, fontFamily: 'Helvetica-Bold' },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderColor: '#999' },
  head: { flexDirection: 'row', borderBottomWidth: 1, borderTopWidth: 1, borderColor: '#000', marginTop: 10, fontFamily: 'Helvetica-Bold' },
  cell: { padding: 3 },
  total: { flexDirection: 'row', borderTopWidth: 1, borderColor: '#000', fontFamily: 'Helvetica-Bold' },
  pageNo: { position: 'absolute', bottom: 16, right: 28, fontSize: 8 },
});

function Cells({ t, values }: { t: PdfTable; values: string[] }) {
  return values.map((v, i) => (
    <Text key={i} style={[s.cell, { width: `${t.columns[i].width}%`, textAlign: t.columns[i].align ?? 'left' }]}>
      {v}
    </Text>
  ));
}

export function TableDocument({ t }: { t: PdfTable }) {
  return (
    <Document title={t.title}>
      <Page size="A4" style={s.page}>
        {t.company && (
          <View>
            <Text style={s.company}>{t.company.name}</Text>
            {t.company.address ? <Text style={s.small}>{t.company.address}</Text> : null}
            {t.company.phone ? <Text style={s.small}>{t.company.phone}</Text> : null}
          </View>
        )}
        <Text style={s.title}>{t.title}</Text>
        <Text style={s.small}>{t.subtitle}</Text>
        <View style={s.head} fixed>
          <Cells t={t} values={t.columns.map((c) => c.label)} />
        </View>
        {t.rows.map((r, i) => (
          <View key={i} style={s.row} wrap={false}>
            <Cells t={t} values={r} />
          </View>
        ))}
        {t.footer && (
          <View style={s.total} wrap={false}>
            <Cells t={t} values={t.footer} />
          </View>
        )}
        <Text style={s.pageNo} render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} fixed />
      </Page>
    </Document>
  );
}

export function PdfViewer({ t }: { t: PdfTable }) {
  return (
    <PDFViewer width="100%" height={640} showToolbar>
      <TableDocument t={t} />
    </PDFViewer>
  );
}

export function pdfBlob(t: PdfTable): Promise<Blob> {
  return pdf(<TableDocument t={t} />).toBlob();
}
