// The line table of a document or voucher form (quotation, bill, returns, purchase, voucher lines):
// its heads, the lines, the remove icon of a line and the total rows under the lines.
import { ActionIcon, Table, type TableProps } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** A column head: its text (none for the remove column), width and alignment. */
export interface LineHead {
  label?: string;
  w?: number | string;
  miw?: number;
  ta?: 'right';
}

/** The bordered table: a head row from `heads`, the lines (`children`), `footer` rows under them. */
export function LineTable({
  heads,
  footer,
  children,
  ...table
}: Omit<TableProps, 'children'> & { heads: LineHead[]; footer?: React.ReactNode; children: React.ReactNode }) {
  return (
    <Table withTableBorder withColumnBorders verticalSpacing={4} {...table}>
      <Table.Thead>
        <Table.Tr>
          {heads.map((h, i) => (
            <Table.Th key={i} w={h.w} miw={h.miw} ta={h.ta}>
              {h.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
      {footer && <Table.Tfoot>{footer}</Table.Tfoot>}
    </Table>
  );
}

/** The red bin that takes a line off the form. */
export function RemoveLine({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick}>
      <IconTrash size={16} />
    </ActionIcon>
  );
}

/** Footer rows of [label, figure as shown, data-testid]: the label right-aligned over `span` columns, then the figure, then `rest` empty columns. */
export function LineTotalRows({ rows, span, rest }: { rows: [string, React.ReactNode, string][]; span: number; rest?: number }) {
  return rows.map(([label, value, testId]) => (
    <Table.Tr key={testId}>
      <Table.Th colSpan={span} ta="right">
        {label}
      </Table.Th>
      <Table.Th ta="right" data-testid={testId}>
        {value}
      </Table.Th>
      <Table.Th colSpan={rest} />
    </Table.Tr>
  ));
}
