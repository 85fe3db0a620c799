// Reports of document lines filtered by dates, a party and a model: the Purchase Report and Sales
// Report (with their A4 PDF preview) and the Purchase Items list. One set of columns feeds both the
// screen's table and the PDF.
import { useState } from 'react';
import { DataTable } from '../../components/DataTable';
import { ReportPage, type ReportRange } from '../../components/ReportPage';
import { displayDate, money, qty } from '../../components/format';
import { useCompany } from '../../components/useCompany';
import { send, type Endpoint } from '../../components/client';
import { ModelFilter, PartyFilter } from './filters';
import { TotalRow } from './parts';
import { PdfPreviewButton } from './PdfPreview';
import type { PdfTable } from './pdf';
import { reportKeys } from '../../app/queryKeys';

export interface TextColumn<T> {
  label: string;
  text: (r: T) => string;
  /** Share of the A4 width, in percent. */
  width: number;
  align?: 'left' | 'right';
}

export interface LineRow {
  id: number;
  qty: number;
  unit_price: number;
  total: number;
  model: string;
}

/** The columns every line report ends with. */
export function lineColumns<T extends LineRow>(): TextColumn<T>[] {
  return [
    { label: 'Model', text: (r) => r.model, width: 18 },
    { label: 'Qty', text: (r) => qty(r.qty), width: 6, align: 'right' },
    { label: 'Unit Price', text: (r) => money(r.unit_price), width: 12, align: 'right' },
    { label: 'Total', text: (r) => money(r.total), width: 15, align: 'right' },
  ];
}

export const docDate = <T,>(label: string, date: (r: T) => string, width = 11): TextColumn<T> => ({ label, text: (r) => displayDate(date(r)), width });

export interface LineReportProps<T extends LineRow> {
  title: string;
  route: Endpoint;
  party: { kind: 'supplier' | 'customer'; label: string; placeholder: string };
  /** The call's query for the range and the chosen party and model. */
  query: (range: ReportRange, partyId: number | null, modelId: number | null) => Record<string, string | number | null>;
  columns: TextColumn<T>[];
  /** Offer the PDF preview (named like Purchase_Report_{start}_to_{end}). */
  pdf?: boolean;
}

export function LineReport<T extends LineRow>(p: LineReportProps<T>) {
  const [partyId, setPartyId] = useState<number | null>(null);
  const [modelId, setModelId] = useState<number | null>(null);
  const company = useCompany().data;
  const columns = [{ label: 'SL', text: (_r: T) => '', width: 5 }, ...p.columns];
  const toPdf = (rows: T[], grandTotal: number, range: ReportRange): PdfTable => ({
    title: p.title,
    subtitle: `${displayDate(range.startDate)} to ${displayDate(range.endDate)}`,
    company: company ? { name: company.name, address: company.address, phone: company.phone } : undefined,
    columns: columns.map((c) => ({ label: c.label, width: c.width, align: c.align })),
    rows: rows.map((r, i) => columns.map((c, j) => (j === 0 ? String(i + 1) : c.text(r)))),
    footer: [...columns.slice(0, -1).map((_c, i) => (i === columns.length - 2 ? 'Grand Total' : '')), money(grandTotal)],
  });
  return (
    <ReportPage<{ result: T[]; grandTotal: number }>
      title={p.title}
      queryKey={reportKeys.report(p.route.path, partyId ?? null, modelId ?? null)}
      load={(r) => send(p.route, { query: p.query(r, partyId, modelId) }) as Promise<{ result: T[]; grandTotal: number }>}
      isEmpty={(d) => d.result.length === 0}
      printTitle={(r) => `${p.title.replace(/ /g, '_')}_${r.startDate}_to_${r.endDate}`}
      filters={
        <>
          <PartyFilter kind={p.party.kind} label={p.party.label} placeholder={p.party.placeholder} value={partyId} onChange={setPartyId} />
          <ModelFilter value={modelId} onChange={setModelId} />
        </>
      }
    >
      {(d, range) => (
        <>
          {p.pdf && (
            <PdfPreviewButton table={toPdf(d.result, d.grandTotal, range)} fileName={`${p.title.replace(/ /g, '_')}_${range.startDate}_to_${range.endDate}`} />
          )}
          <DataTable
            columns={columns.map((c, j) => ({ label: c.label, cell: (r: T, i: number) => (j === 0 ? i + 1 : c.text(r)), align: c.align }))}
            rows={d.result}
            rowKey={(r) => r.id}
            footer={<TotalRow label="Grand Total" span={columns.length - 1} cells={[d.grandTotal]} />}
          />
        </>
      )}
    </ReportPage>
  );
}
