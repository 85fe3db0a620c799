// A plain table from column definitions, with a loading state and the spec's empty message.
import { Center, Loader, ScrollArea, Table, Text } from '@mantine/core';

export interface Column<T> {
  label: React.ReactNode;
  /** The cell: a key of the row, or a function of the row and its index (0-based). */
  cell: keyof T | ((row: T, index: number) => React.ReactNode);
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /**
   * Stays in view while a wide table scrolls sideways (a phone): its left edge in pixels, the
   * widths of the sticky columns before it. The list's S/N and key column (the invoice number).
   */
  stickyLeft?: number;
}

/** A sticky column's cell: opaque, above the cells that scroll under it, on one line (an invoice number read whole). */
export const stickyStyle = (left: number | undefined): React.CSSProperties | undefined =>
  left === undefined ? undefined : { position: 'sticky', left, zIndex: 1, background: 'var(--mantine-color-body)', whiteSpace: 'nowrap' };

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T, index: number) => string | number;
  loading?: boolean;
  /** Shown when there are no rows: 'No data available' unless the spec words it otherwise. */
  empty?: string;
  /** Extra rows under the body, e.g. totals. */
  footer?: React.ReactNode;
  onRowClick?: (row: T) => void;
  /** Small type and tight cells, so a wide table fits an A4 sheet. */
  dense?: boolean;
}

/** A column's cell in a row: the row's field, or what the column's function makes of the row. */
export function cellOf<T>(column: Column<T>, row: T, index: number): React.ReactNode {
  return typeof column.cell === 'function' ? column.cell(row, index) : (row[column.cell] as React.ReactNode);
}

/** The head row of a table of columns: each label, aligned and sized as its cells. */
export function ColumnHeads({ columns }: { columns: Pick<Column<never>, 'label' | 'width' | 'align' | 'stickyLeft'>[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((c, i) => (
          <Table.Th key={i} ta={c.align} w={c.width} style={stickyStyle(c.stickyLeft)}>
            {c.label}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

export function DataTable<T>({ columns, rows, rowKey, loading, empty = 'No data available', footer, onRowClick, dense }: DataTableProps<T>) {
  const list = rows ?? [];
  return (
    <ScrollArea>
      <Table
        striped
        highlightOnHover
        withTableBorder
        withColumnBorders
        verticalSpacing={dense ? 2 : 6}
        horizontalSpacing={dense ? 4 : 'xs'}
        fz={dense ? 'xs' : undefined}
      >
        <ColumnHeads columns={columns} />
        <Table.Tbody>
          {list.map((row, i) => (
            <Table.Tr key={rowKey(row, i)} onClick={onRowClick ? () => onRowClick(row) : undefined} style={onRowClick ? { cursor: 'pointer' } : undefined}>
              {columns.map((c, j) => (
                <Table.Td key={j} ta={c.align} style={stickyStyle(c.stickyLeft)}>
                  {cellOf(c, row, i)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {footer && <Table.Tfoot>{footer}</Table.Tfoot>}
      </Table>
      {loading && list.length === 0 && (
        <Center p="md">
          <Loader size="sm" />
        </Center>
      )}
      {!loading && list.length === 0 && (
        <Text c="dimmed" ta="center" p="md">
          {empty}
        </Text>
      )}
    </ScrollArea>
  );
}
