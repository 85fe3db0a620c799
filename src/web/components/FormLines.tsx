// The items of a document form (bill, quotation, returns): a scrolling line table, a row per item
// with its number and cells, its VAT cell while VAT is shown, and its red bin; "No item added yet" while empty.
import { Table, type TableProps } from '@mantine/core';
import { LineTable, LineTotalRows, RemoveLine, type LineHead } from './LineTable';
import { NoItemsRow } from './NoItemsRow';

export function FormLines<T>({
  minWidth,
  numberLabel = 'SL',
  heads,
  vat,
  items,
  itemKey,
  cells,
  removeLabel,
  onRemove,
  totals,
  ...table
}: Omit<TableProps, 'children'> & {
  minWidth: number;
  /** The head of the items' numbers, the first column. */
  numberLabel?: string;
  /** The heads of the item's own cells (the VAT and bin columns follow). */
  heads: LineHead[];
  /** The VAT column, while VAT is shown. */
  vat?: { head: LineHead; cell: (item: T, n: number) => React.ReactNode } | null;
  items: T[];
  itemKey: (item: T) => React.Key;
  cells: (item: T, n: number) => React.ReactNode;
  removeLabel: (item: T, n: number) => string;
  onRemove: (item: T) => void;
  /** Total rows under the lines: [label, figure as shown, data-testid], the figure under the last cell. */
  totals?: [string, React.ReactNode, string][];
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <LineTable
        heads={[{ label: numberLabel, w: 50 }, ...heads, ...(vat ? [vat.head] : []), { w: 60 }]}
        footer={totals && <LineTotalRows span={heads.length} rest={vat ? 2 : 1} rows={totals} />}
        {...table}
      >
        {items.map((item, n) => (
          <Table.Tr key={itemKey(item)}>
            <Table.Td>{n + 1}</Table.Td>
            {cells(item, n)}
            {vat && (
              <Table.Td ta="right" data-testid="line-vat">
                {vat.cell(item, n)}
              </Table.Td>
            )}
            <Table.Td>
              <RemoveLine label={removeLabel(item, n)} onClick={() => onRemove(item)} />
            </Table.Td>
          </Table.Tr>
        ))}
        {items.length === 0 && <NoItemsRow colSpan={heads.length + (vat ? 3 : 2)} />}
      </LineTable>
    </Table.ScrollContainer>
  );
}
