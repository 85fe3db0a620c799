// The printed lines of a construction bill or voucher: numbered descriptions with their amounts in
// BDT, the total, the total in words and the signature lines.
import { Table, Text } from '@mantine/core';
import { Signatures } from '../../components/PrintPage';
import { AmountInWords } from '../../components/AmountInWords';
import { money } from '../../components/format';
import { LineTable } from '../../components/LineTable';
import { TotalRow } from '../../components/TableRows';

export function AmountLines({
  serial,
  rows,
  total,
  totalTestId,
  signatures,
}: {
  /** The first column's head and width. */
  serial: { label: string; w: number };
  rows: { key: React.Key; description: string; amount: number }[];
  total: number;
  totalTestId: string;
  signatures: string[];
}) {
  return (
    <>
      <LineTable
        heads={[{ label: serial.label, w: serial.w }, { label: 'Description' }, { label: 'Amount (BDT.)', w: 170, ta: 'right' }]}
        footer={<TotalRow span={2} cells={[[money(total), totalTestId]]} />}
      >
        {rows.map((r, i) => (
          <Table.Tr key={r.key}>
            <Table.Td>{i + 1}</Table.Td>
            <Table.Td>{r.description}</Table.Td>
            <Table.Td ta="right">{money(r.amount)}</Table.Td>
          </Table.Tr>
        ))}
      </LineTable>
      <Text size="sm" mt="xs">
        <AmountInWords value={total} prefix="In words: " />
      </Text>
      <Signatures labels={signatures} />
    </>
  );
}
