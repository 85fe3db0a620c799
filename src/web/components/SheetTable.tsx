// The table of a report sheet or a printed page, from column definitions. Unlike `DataTable` it
// draws no scroll area and keeps its empty message as a row of the table, so both print and export
// with it. Bordered, striped and in small type unless the caller says otherwise.
import { Table, type TableProps, type TableTdProps, type TableTrProps } from '@mantine/core';
import { ColumnHeads, cellOf, stickyStyle, type Column } from './DataTable';
import { EmptyRow, TotalRow } from './TableRows';
import { money } from './format';

export interface SheetColumn<T> extends Column<T> {
  /** Further props of this column's cell in a row, e.g. red for a loss. */
  td?: (row: T) => TableTdProps;
}

export interface SheetTableProps<T> extends Omit<TableProps, 'children'> {
  columns: SheetColumn<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string | number;
  /** Further props of a row, e.g. bold for the first. */
  rowProps?: (row: T, index: number) => TableTrProps;
  /** The row shown when there are no rows; none when left out. */
  empty?: React.ReactNode;
  /** Rows above the listed ones, e.g. the opening balance. */
  before?: React.ReactNode;
  /** Rows under the listed ones, still in the body. */
  after?: React.ReactNode;
  footer?: React.ReactNode;
}

export function SheetTable<T>({ columns, rows, rowKey, rowProps, empty, before, after, footer, ...table }: SheetTableProps<T>) {
  // A table wider than a phone scrolls inside its own box (its key column sticky), never the page.
  return (
    <div className="sheet-scroll" style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table withTableBorder withColumnBorders striped fz="sm" {...table}>
        <ColumnHeads columns={columns} />
        <Table.Tbody>
          {before}
          {rows.map((row, i) => (
            <Table.Tr key={rowKey(row, i)} {...rowProps?.(row, i)}>
              {columns.map((c, j) => (
                <Table.Td key={j} ta={c.align} style={stickyStyle(c.stickyLeft)} {...c.td?.(row)}>
                  {cellOf(c, row, i)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          {after}
          {rows.length === 0 && empty !== undefined && <EmptyRow colSpan={columns.length}>{empty}</EmptyRow>}
        </Table.Tbody>
        {footer && <Table.Tfoot>{footer}</Table.Tfoot>}
      </Table>
    </div>
  );
}

/** A right-aligned column of amounts, shown by `format` (`money` unless told otherwise). */
export const moneyColumn = <T,>(label: React.ReactNode, value: (row: T) => number, format: (n: number) => string = money): SheetColumn<T> => ({
  label,
  cell: (r) => format(value(r)),
  align: 'right',
});

/** An amount, or nothing for zero (a debit or credit column). */
export const blankZero = (n: number) => (n ? money(n) : '');

/** The Total row of a debit and credit table, its cells named `${name}-total-debit`, `${name}-total-credit` and `${name}-closing`. */
export function DebitCreditTotal({ name, debit, credit, closing, span = 4 }: { name: string; debit: number; credit: number; closing?: string; span?: number }) {
  const cells: [string, string][] = [
    [money(debit), `${name}-total-debit`],
    [money(credit), `${name}-total-credit`],
  ];
  return <TotalRow span={span} cells={closing === undefined ? cells : [...cells, [closing, `${name}-closing`]]} />;
}
