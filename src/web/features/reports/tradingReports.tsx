// The sales, purchase, return, collection and payment reports share four shapes: documents grouped
// by party, quantities per item, documents with their lines, and receipts grouped by date or party.
// Each report screen is one of these with its call and its columns.
import { Stack, Text } from '@mantine/core';
import { DataTable, type Column } from '../../components/DataTable';
import { ReportPage } from '../../components/ReportPage';
import { displayDate, money, qty } from '../../components/format';
import type { CollPayReport, CollPayReportRow } from '../../../contracts/collections';
import type { Endpoint } from '../../components/client';
import { GrandTotal, Grouped, TotalRow, reportCall, right, sumBy } from './parts';

/** Replies name their grand total `total` or `grandTotal`. */
type WithTotal = { total?: number; grandTotal?: number };
const grandTotalOf = (d: WithTotal) => d.total ?? d.grandTotal ?? 0;

// ---- documents grouped by party ------------------------------------------------------------------

export interface PartyDocsProps<T> {
  title: string;
  route: Endpoint;
  /** Who the documents are grouped by: 'Customer' or 'Supplier', and a document's party. */
  party: { label: string; of: (r: T) => { id: number; name: string } };
  /** The columns before the total. */
  columns: Column<T>[];
  /** The last column, 'Total' unless named: what a document counts for in its group's total. */
  total: (r: T) => number;
  totalLabel?: string;
}

export function PartyDocsReport<T extends { id: number }>(p: PartyDocsProps<T>) {
  return (
    <ReportPage<{ result: T[] } & WithTotal> title={p.title} {...reportCall(p.route)} isEmpty={(d) => d.result.length === 0}>
      {(d) => (
        <>
          <Grouped rows={d.result} by={(r) => p.party.of(r).id} heading={(rows) => `${p.party.label}: ${p.party.of(rows[0]).name}`}>
            {(rows) => (
              <DataTable
                columns={[{ label: 'SL', cell: (_r, i) => i + 1, width: 50 }, ...p.columns, amountColumn(p.totalLabel ?? 'Total', p.total)]}
                rows={rows}
                rowKey={(r) => r.id}
                footer={<TotalRow label="Total" span={p.columns.length + 1} cells={[sumBy(rows, p.total)]} />}
              />
            )}
          </Grouped>
          <GrandTotal value={grandTotalOf(d)} />
        </>
      )}
    </ReportPage>
  );
}

// ---- quantity and amount per item ---------------------------------------------------------------

interface ItemRow {
  m_id: number;
  product_name: string;
  model_name: string;
  total_qty: number;
  total_amt: number;
}

export function ItemWiseReport({ title, route }: { title: string; route: Endpoint }) {
  const columns: Column<ItemRow>[] = [
    { label: 'SL', cell: (_r, i) => i + 1, width: 50 },
    { label: 'Product', cell: 'product_name' },
    { label: 'Model', cell: 'model_name' },
    { label: 'Total Quantity', cell: (r) => qty(r.total_qty), align: right },
    { label: 'Total Amount', cell: (r) => money(r.total_amt), align: right },
  ];
  return (
    <ReportPage<{ result: ItemRow[] } & WithTotal> title={title} {...reportCall(route)} isEmpty={(d) => d.result.length === 0}>
      {(d) => (
        <DataTable
          columns={columns}
          rows={d.result}
          rowKey={(r) => r.m_id}
          footer={<TotalRow label="Total" span={3} cells={[qty(sumBy(d.result, (r) => r.total_qty)), grandTotalOf(d)]} />}
        />
      )}
    </ReportPage>
  );
}

// ---- documents with their lines -----------------------------------------------------------------

interface AnalysisItem {
  product_name: string;
  model_name: string;
  qty: number;
  unit_price: number;
  total: number;
  serials?: string;
}

export interface AnalysisDoc {
  no: string;
  date: string;
  party: string;
  /** Amounts under the lines, e.g. Sub Total, Discount, Grand Total; the last is the document's total. */
  totals: [string, number][];
}

/** A document of an analysis report: its id and its lines. */
export type AnalysisRow = { id: number; items: AnalysisItem[] };

export function AnalysisReport<T extends AnalysisRow>(p: { title: string; route: Endpoint; partyLabel: string; doc: (r: T) => AnalysisDoc }) {
  const columns: Column<AnalysisItem>[] = [
    { label: 'SL', cell: (_r, i) => i + 1, width: 50 },
    { label: 'Product', cell: (r) => (r.serials ? `${r.product_name} (${r.serials})` : r.product_name) },
    { label: 'Model', cell: 'model_name' },
    { label: 'Quantity', cell: (r) => qty(r.qty), align: right },
    { label: 'Unit Price', cell: (r) => money(r.unit_price), align: right },
    { label: 'Total', cell: (r) => money(r.total), align: right },
  ];
  return (
    <ReportPage<{ result: T[] } & WithTotal> title={p.title} {...reportCall(p.route)} isEmpty={(d) => d.result.length === 0}>
      {(d) => (
        <>
          <Stack gap="lg">
            {d.result.map((row) => {
              const doc = p.doc(row);
              return (
                <Stack key={row.id} gap={4} className="avoid-break">
                  <Text fw={700}>
                    {doc.no} — {displayDate(doc.date)} — {p.partyLabel}: {doc.party}
                  </Text>
                  <DataTable
                    columns={columns}
                    rows={row.items}
                    rowKey={(_r, i) => i}
                    footer={doc.totals.map(([label, value]) => (
                      <TotalRow key={label} label={label} span={5} cells={[value]} />
                    ))}
                  />
                </Stack>
              );
            })}
          </Stack>
          <GrandTotal value={grandTotalOf(d)} />
        </>
      )}
    </ReportPage>
  );
}

// ---- collections and payments -------------------------------------------------------------------

/** "Cash", or "Cheque — Sonali Bank (CHQ-1)". */
const paidBy = (r: CollPayReportRow) =>
  r.cash_bank_type === 'Cash' ? 'Cash' : ['Cheque', r.bank_name, r.chqNo ? `(${r.chqNo})` : ''].filter(Boolean).join(' ');

/** The cheque columns of each report: its heading and the cheque state it totals. */
const CHEQUE_COLUMNS: Record<'customer' | 'supplier', [string, string][]> = {
  customer: [
    ['Cheque in Hand', 'received'],
    ['Deposited', 'deposited'],
    ['Cleared', 'cleared'],
    ['Bounced', 'bounced'],
  ],
  supplier: [
    ['Cheque Issued', 'issued'],
    ['Presented', 'cleared'],
    ['Cancelled', 'cancelled'],
  ],
};

export function CollPayReportPage(p: { title: string; route: Endpoint; partyKey: 'customer' | 'supplier'; groupBy: 'date' | 'party' }) {
  const partyLabel = p.partyKey === 'customer' ? 'Customer' : 'Supplier';
  const partyOf = (r: CollPayReportRow) => r[p.partyKey] ?? '';
  const columns: Column<CollPayReportRow>[] = [
    { label: 'SL', cell: (_r, i) => i + 1, width: 50 },
    p.groupBy === 'date' ? { label: partyLabel, cell: partyOf } : { label: 'Date', cell: (r) => displayDate(r.date) },
    { label: 'Receipt No.', cell: 'inv_no' },
    { label: 'Voucher No.', cell: 'vc_no' },
    { label: p.partyKey === 'customer' ? 'Collected By' : 'Paid By', cell: paidBy },
    { label: 'Entered By', cell: (r) => r.coll_by ?? '' },
    { label: 'Amount', cell: (r) => money(r.amount), align: right },
    // issue 41: money collected apart from cheques, which count by their state at the report's end date
    { label: p.partyKey === 'customer' ? 'Collected' : 'Paid', cell: (r) => money(r.collected), align: right },
    ...CHEQUE_COLUMNS[p.partyKey].map(([label, state]) => ({
      label,
      cell: (r: CollPayReportRow) => (r.cheque_state === state ? money(r.amount) : ''),
      align: right,
    })),
  ];
  const table = (rows: CollPayReportRow[], label: string) => (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.coll_id}
      footer={
        <TotalRow
          label={label}
          span={columns.length - 2 - CHEQUE_COLUMNS[p.partyKey].length}
          cells={[
            sumBy(rows, (r) => r.amount),
            sumBy(rows, (r) => r.collected),
            ...CHEQUE_COLUMNS[p.partyKey].map(([, state]) => sumBy(rows, (r) => (r.cheque_state === state ? r.amount : 0))),
          ]}
        />
      }
    />
  );
  return (
    <ReportPage<CollPayReport> title={p.title} {...reportCall(p.route)} isEmpty={(d) => d.data.length === 0}>
      {(d) => (
        <>
          {p.groupBy === 'date' ? (
            <Stack gap="md">
              {d.data.map((day) => (
                <Stack key={day.date} gap={4} className="avoid-break">
                  <Text fw={700}>Date: {displayDate(day.date)}</Text>
                  {table(day.rows, 'Total')}
                </Stack>
              ))}
            </Stack>
          ) : (
            <Grouped rows={d.data.flatMap((day) => day.rows)} by={partyOf} heading={(rows) => `${partyLabel}: ${partyOf(rows[0])}`}>
              {(rows) => table(rows, 'Total')}
            </Grouped>
          )}
          <GrandTotal value={d.grandTotal} />
        </>
      )}
    </ReportPage>
  );
}

export const amountColumn = <T,>(label: string, value: (r: T) => number): Column<T> => ({ label, cell: (r) => money(value(r)), align: right });
export const dateColumn = <T,>(label: string, value: (r: T) => string): Column<T> => ({ label, cell: (r) => displayDate(value(r)) });
