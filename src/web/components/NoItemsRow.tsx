import { Table, Text } from '@mantine/core';

/** The row a document's line table shows before its first line is added. */
export function NoItemsRow({ colSpan }: { colSpan: number }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text c="dimmed" ta="center" size="sm">
          No item added yet
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
