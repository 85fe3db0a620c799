// The pieces every printed trade document shares: the items table (Sl No., Description with its
// serials, optional Warranty, Unit Price, Quantity, Total), the figures under it and the amount in words.
import { Table, Text } from '@mantine/core';
import { ColumnHeads, type Column } from './DataTable';
import { AmountInWords } from './AmountInWords';
import { money, qty } from './format';

/** An item line of a document: its description and the serials it carries. */
export interface DocLine {
  id: number;
  proDesc: string;
  serial: { sl_no: string }[];
}

export interface LineColumnOptions<T extends DocLine> {
  unitPrice: (row: T) => number;
  quantity: (row: T) => number;
  total: (row: T) => number;
  /** Adds the Warranty column; the cell as it should print (with its own placeholder). */
  warranty?: (row: T) => React.ReactNode;
  /** 'Description' unless the document words it otherwise. */
  descriptionLabel?: string;
  /** Printed before the serial numbers, e.g. 'Serial: '. */
  serialLabel?: string;
  /** Adds a 'VAT (SD)' column after Total (a document with VAT); the cell as it should print. */
  vat?: (row: T) => React.ReactNode;
  /** Column widths in px; none given lets the table size itself. */
  widths?: { warranty?: number; price?: number; qty?: number; total?: number };
}

/** The standard widths of an A4 items table. */
export const PRINT_WIDTHS = { warranty: 100, price: 110, qty: 80, total: 120 };

/** The item columns for a DataTable (its description in small type, as in the print tables). */
export function lineColumns<T extends DocLine>(o: LineColumnOptions<T>): Column<T>[] {
  return buildColumns(o, true);
}

function buildColumns<T extends DocLine>(o: LineColumnOptions<T>, smallDescription: boolean): Column<T>[] {
  const w = o.widths ?? {};
  const columns: Column<T>[] = [
    { label: 'Sl No.', cell: (_, i) => i + 1, width: 50 },
    {
      label: o.descriptionLabel ?? 'Description',
      cell: (r) => <LineDescription proDesc={r.proDesc} serials={r.serial} serialLabel={o.serialLabel} small={smallDescription} />,
    },
  ];
  if (o.warranty) columns.push({ label: 'Warranty', cell: o.warranty, width: w.warranty });
  columns.push(
    { label: 'Unit Price', cell: (r) => money(o.unitPrice(r)), align: 'right', width: w.price },
    { label: 'Quantity', cell: (r) => qty(o.quantity(r)), align: 'right', width: w.qty },
    { label: 'Total', cell: (r) => money(o.total(r)), align: 'right', width: w.total },
  );
  if (o.vat) columns.push({ label: 'VAT (SD)', cell: o.vat, align: 'right', width: w.total });
  return columns;
}

/** An item's description and, under it in small grey type, its serial numbers (after `serialLabel`). */
export function LineDescription({
  proDesc,
  serials,
  serialLabel = '',
  small,
}: {
  proDesc: string;
  serials: { sl_no: string }[];
  serialLabel?: string;
  small?: boolean;
}) {
  return (
    <>
      {small ? <Text size="sm">{proDesc}</Text> : proDesc}
      {serials.length > 0 && (
        <Text size="xs" c="dimmed">
          {serialLabel}
          {serials.map((s) => s.sl_no).join(', ')}
        </Text>
      )}
    </>
  );
}

/** The bordered items table of a printed document; `footer` rows go under the items. */
export function DocumentLines<T extends DocLine>({ rows, footer, ...options }: LineColumnOptions<T> & { rows: T[]; footer?: React.ReactNode }) {
  const columns = buildColumns({ widths: PRINT_WIDTHS, ...options }, false);
  return (
    <Table withTableBorder withColumnBorders verticalSpacing={4} fz="sm">
      <ColumnHeads columns={columns} />
      <Table.Tbody>
        {rows.map((row, n) => (
          <Table.Tr key={row.id}>
            {columns.map((c, i) => (
              <Table.Td key={i} ta={c.align}>
                {typeof c.cell === 'function' ? c.cell(row, n) : null}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
      {footer && <Table.Tfoot>{footer}</Table.Tfoot>}
    </Table>
  );
}

/** Footer rows of an items table: the label across `span` columns, the amount under Total. */
export function TotalRows({ rows, span }: { rows: [label: string, value: number, testId?: string][]; span: number }) {
  return (
    <>
      {rows.map(([label, value, testId]) => (
        <Table.Tr key={label}>
          <Table.Th colSpan={span} ta="right">
            {label}
          </Table.Th>
          <Table.Th ta="right" data-testid={testId}>
            {money(value)}
          </Table.Th>
        </Table.Tr>
      ))}
    </>
  );
}

/** A figure of the summary: its label and amount ('' and null for an empty cell). */
export type SummaryRow = [label: string, value: number | null, label2?: string, value2?: number];

/** The figures under an invoice in two label/amount columns (Previous Dues, Total, ...). */
export function DocumentSummary({ rows, testId }: { rows: SummaryRow[]; testId?: string }) {
  return (
    <Table withRowBorders={false} verticalSpacing={2} fz="sm" mt="sm" data-testid={testId}>
      <Table.Tbody>
        {rows.map(([a, av, b = '', bv], i) => (
          <Table.Tr key={`${a}${i}`}>
            <Table.Td fw={600}>{a}</Table.Td>
            <Table.Td ta="right">{av === null ? '' : money(av)}</Table.Td>
            <Table.Td w="10%" />
            <Table.Td fw={600}>{b}</Table.Td>
            <Table.Td ta="right">{bv === undefined ? '' : money(bv)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** "In Word: ... Taka Only" under a document. */
export function InWords({ value, mt }: { value: number | string; mt?: string }) {
  return (
    <Text size="sm" mt={mt}>
      <b>In Word:</b> <AmountInWords value={value} />
    </Text>
  );
}
