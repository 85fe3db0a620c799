// The lines of a printed voucher: account head, narration, one or more amount columns and a Total row.
import { Table } from '@mantine/core';
import { money } from './format';
import { TotalRow } from './TableRows';

/** The account head as printed: the ledger, with the party in brackets when there is one. */
export function accountHead(ledger: string, party?: string | null): string {
  return party ? `${ledger} (${party})` : ledger;
}

export interface VoucherLineRow {
  key: React.Key;
  head: string;
  narr: React.ReactNode;
  /** One cell per amount column, as it should print. */
  amounts: React.ReactNode[];
}

/** A debit amount prints blank when it is zero (and so does a credit). */
export const amountOrBlank = (value: Parameters<typeof money>[0]) => (value ? money(value) : '');

export function VoucherLines({
  headLabel,
  amountLabels,
  rows,
  totals,
}: {
  headLabel: string;
  amountLabels: string[];
  rows: VoucherLineRow[];
  totals: number[];
}) {
  return (
    <Table withTableBorder withColumnBorders fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{headLabel}</Table.Th>
          <Table.Th>Narration</Table.Th>
          {amountLabels.map((label) => (
            <Table.Th key={label} ta="right">
              {label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key}>
            <Table.Td>{r.head}</Table.Td>
            <Table.Td>{r.narr}</Table.Td>
            {r.amounts.map((a, i) => (
              <Table.Td key={i} ta="right">
                {a}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <TotalRow span={2} cells={totals.map((t) => [money(t)])} />
      </Table.Tfoot>
    </Table>
  );
}
