// The items of a document form (bill, quotation, returns): a scrolling line table, a row per item
// with its cells, its VAT cell while VAT is shown, and its red bin; "No item added yet" while empty.
import { Table, type TableProps } from '@mantine/core';
import { LineTable, RemoveLine, type LineHead } from './LineTable';
import { NoItemsRow } from './NoItemsRow';

export function FormLines<T>({
  minWidth,
  heads,
  vat,
  items,
  itemKey,
  cells,
  removeLabel,
  onRemove,
  footer,
  ...table
}: Omit<TableProps, 'children'> & {
  minWidth: number;
  /** The heads of the item's own cells (the VAT and bin columns follow). */
  heads: LineHead[];
  /** The VAT column, while VAT is shown. */
  vat?: { head: LineHead; cell: (item: T, n: number) => React.ReactNode } | null;
  items: T[];
  itemKey: (item: T) => React.Key;
  cells: (item: T, n: number) => React.ReactNode;
  removeLabel: (item: T, n: number) => string;
  onRemove: (item: T) => void;
  footer?: React.ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <LineTable heads={[...heads, ...(vat ? [vat.head] : []), { w: 60 }]} footer={footer} {...table}>
        {items.map((item, n) => (
          <Table.Tr key={itemKey(item)}>
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
        {items.length === 0 && <NoItemsRow colSpan={heads.length + (vat ? 2 : 1)} />}
      </LineTable>
    </Table.ScrollContainer>
  );
}
