import { Table } from '@mantine/core';
import { money } from '../../components/format';

/** A table's footer line: a label across `span` columns, then an amount in the last. */
export function FooterRow({ label, span, amount, extra }: { label: string; span: number; amount: number; extra?: React.ReactNode[] }) {
  return (
    <Table.Tr fw={700}>
      <Table.Td colSpan={span} ta="right">
        {label}
      </Table.Td>
      {extra?.map((e, i) => (
        <Table.Td key={i} ta="right">
          {e}
        </Table.Td>
      ))}
      <Table.Td ta="right">{money(amount)}</Table.Td>
    </Table.Tr>
  );
}
