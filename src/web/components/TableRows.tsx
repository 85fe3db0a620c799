// Rows that close a table: the bold Total row, and the row shown when there is nothing to list.
import { Table } from '@mantine/core';

/** A bold total row: `label` right-aligned over `span` columns, a right-aligned cell per [figure, data-testid], then `rest` empty columns. */
export function TotalRow({ label = 'Total', span, cells, rest = 0 }: { label?: string; span: number; cells: [React.ReactNode, string?][]; rest?: number }) {
  return (
    <Table.Tr fw={700}>
      <Table.Td colSpan={span} ta="right">
        {label}
      </Table.Td>
      {cells.map(([value, testId], i) => (
        <Table.Td key={i} ta="right" data-testid={testId}>
          {value}
        </Table.Td>
      ))}
      {rest > 0 && <Table.Td colSpan={rest > 1 ? rest : undefined} />}
    </Table.Tr>
  );
}

/** The one dimmed, centred row of a table with no rows. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: React.ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan} ta="center" c="dimmed">
        {children}
      </Table.Td>
    </Table.Tr>
  );
}
