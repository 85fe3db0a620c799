// The rows of a ledger: the opening row first, then each line with its running balance, and totals.
import { Anchor, Table } from '@mantine/core';
import { displayDate, drCr, money } from '../../components/format';
import type { LedgerRow } from './api';
import { TotalRow } from '../../components/TableRows';

export function LedgerTable({ rows, totals, linkVouchers, balance = drCr }: {
  rows: LedgerRow[];
  totals: { debit: number; credit: number; closing: number };
  /** Voucher numbers open the individual voucher report in a new tab. */
  linkVouchers?: boolean;
  balance?: (n: number) => string;
}) {
  return (
    <Table withTableBorder withColumnBorders striped fz="sm" verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={110}>Date</Table.Th>
          <Table.Th w={170}>Voucher No</Table.Th>
          <Table.Th>Particulars</Table.Th>
          <Table.Th>Description</Table.Th>
          <Table.Th ta="right">Debit</Table.Th>
          <Table.Th ta="right">Credit</Table.Th>
          <Table.Th ta="right">Balance</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r, i) => (
          <Table.Tr key={i} fw={i === 0 ? 600 : undefined}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{displayDate(r.date)}</Table.Td>
            <Table.Td>
              {linkVouchers && r.vc_no ? (
                <Anchor href={`/report-account-individual-voucher/${encodeURIComponent(r.vc_no)}`} target="_blank" size="sm">
                  {r.vc_no}
                </Anchor>
              ) : (
                r.vc_no
              )}
            </Table.Td>
            <Table.Td>{r.particulars}</Table.Td>
            <Table.Td>{r.description}</Table.Td>
            <Table.Td ta="right">{r.debit ? money(r.debit) : ''}</Table.Td>
            <Table.Td ta="right">{r.credit ? money(r.credit) : ''}</Table.Td>
            <Table.Td ta="right">{balance(r.balance)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <TotalRow
          span={4}
          cells={[
            [money(totals.debit), 'ledger-total-debit'],
            [money(totals.credit), 'ledger-total-credit'],
            [balance(totals.closing), 'ledger-closing'],
          ]}
        />
      </Table.Tfoot>
    </Table>
  );
}
