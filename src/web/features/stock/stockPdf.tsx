// The stock as a real PDF file (A4, page numbers on every page), with the price and balance
// columns the clerk chose. Loaded only when asked for: the PDF library is large.
import { Document, Page, StyleSheet, Text, View, pdf } from '@react-pdf/renderer';
import type { Company } from '../../../contracts/company';
import type { ProductsStock, StockRow } from './api';
import { displayDate, money, qty, todayInDhaka } from '../../components/format';

const s = StyleSheet.create({
  page: { padding: 28, paddingBottom: 40, fontSize: 8, fontFamily: 'Helvetica' },
  company: { fontSize: 14, fontFamily: 'Helvetica-Bold', textAlign: 'center' },
  sub: { textAlign: 'center', marginBottom: 2 },
  title: { fontSize: 11, fontFamily: 'Helvetica-Bold', textAlign: 'center', marginVertical: 6 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderColor: '#999', paddingVertical: 2 },
  head: { flexDirection: 'row', borderBottomWidth: 1, borderTopWidth: 1, paddingVertical: 3, fontFamily: 'Helvetica-Bold' },
  total: { flexDirection: 'row', borderTopWidth: 1, paddingVertical: 3, fontFamily: 'Helvetica-Bold' },
  footer: { position: 'absolute', bottom: 16, left: 28, right: 28, flexDirection: 'row', justifyContent: 'space-between', fontSize: 7, color: '#444' },
});

interface Col {
  label: string;
  width: number;
  right?: boolean;
  value: (r: StockRow, i: number) => string;
}

function columns(price: boolean, balance: boolean): Col[] {
  const cols: (Col | false)[] = [
    { label: 'S/N', width: 4, value: (_r, i) => String(i + 1) },
    { label: 'Model', width: 18, value: (r) => r.model },
    { label: 'Category', width: 12, value: (r) => r.category },
    { label: 'Open Qty', width: 7, right: true, value: (r) => qty(r.open_qty) },
    { label: 'Purchase Qty', width: 8, right: true, value: (r) => qty(r.pur_qty) },
    { label: 'Purchase return Qty', width: 8, right: true, value: (r) => qty(r.pur_ret_qty) },
    { label: 'Sales Qty', width: 7, right: true, value: (r) => qty(r.sale_qty) },
    { label: 'Sales return Qty', width: 8, right: true, value: (r) => qty(r.sale_ret_qty) },
    { label: 'Available Qty', width: 8, right: true, value: (r) => qty(r.avl_qty) },
    price && { label: 'Price', width: 9, right: true, value: (r) => money(r.avgr_rate) },
    balance && { label: 'Balance', width: 11, right: true, value: (r) => money(r.balance) },
  ];
  return cols.filter((c): c is Col => !!c);
}

function StockDocument({ data, company, price, balance, range }: { data: ProductsStock; company?: Company; price: boolean; balance: boolean; range?: string }) {
  const cols = columns(price, balance);
  const total = cols.reduce((a, c) => a + c.width, 0);
  const cell = (c: Col, text: string, key: string | number) => (
    <Text key={key} style={{ width: `${(c.width / total) * 100}%`, textAlign: c.right ? 'right' : 'left', paddingHorizontal: 2 }}>
      {text}
    </Text>
  );
  return (
    <Document title="Stock Report">
      <Page size="A4" style={s.page}>
        {company && (
          <View fixed={false}>
            <Text style={s.company}>{company.name}</Text>
            {company.address ? <Text style={s.sub}>{company.address}</Text> : null}
            {company.phone ? <Text style={s.sub}>{company.phone}</Text> : null}
          </View>
        )}
        <Text style={s.title}>Stock Report{range ? ` (${range})` : ''}</Text>
        <View style={s.head} fixed>
          {cols.map((c, i) => cell(c, c.label, i))}
        </View>
        {data.result.map((r, i) => (
          <View style={s.row} key={r.model_id} wrap={false}>
            {cols.map((c, j) => cell(c, c.value(r, i), j))}
          </View>
        ))}
        {balance && (
          <View style={s.total}>
            <Text style={{ width: '80%', textAlign: 'right', paddingHorizontal: 2 }}>Grand Total</Text>
            <Text style={{ width: '20%', textAlign: 'right', paddingHorizontal: 2 }}>{money(data.grandTotal)}</Text>
          </View>
        )}
        <View style={s.footer} fixed>
          <Text>Printed {displayDate(todayInDhaka())}</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}

/** Builds the PDF and hands it to the browser as a download named Stock_Report_{date}.pdf. */
export async function downloadStockPdf(args: { data: ProductsStock; company?: Company; price: boolean; balance: boolean; range?: string }) {
  const blob = await pdf(<StockDocument {...args} />).toBlob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `Stock_Report_${todayInDhaka()}.pdf`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
