// The printed body of a construction voucher: Name, Voucher No, Date, Project, the amount table in
// BDT with its total and the amount in words, and the signature lines.
import { Table, Text } from '@mantine/core';
import { InfoGrid, Signatures } from '../../components/PrintPage';
import { AmountInWords } from '../../components/AmountInWords';
import { displayDate, money } from '../../components/format';
import { PAYMENT_TYPES, RECEIVED_TYPES } from '../../../domain/construction';
import type { VoucherDetails, VoucherItem } from './api';

/** The lines a printed voucher lists: what a payment paid, what a receipt received; a journal's debits. */
function paidLines(d: VoucherDetails): { lines: VoucherItem[]; side: 'debit' | 'credit' } {
  const received = (RECEIVED_TYPES as readonly number[]).includes(d.master.project_vc_type);
  const side = received ? 'credit' : 'debit';
  return { lines: d.items.filter((i) => i[side] > 0), side };
}

export function VoucherPrint({ d }: { d: VoucherDetails }) {
  const { lines, side } = paidLines(d);
  const isPayment = (PAYMENT_TYPES as readonly number[]).includes(d.master.project_vc_type);
  return (
    <>
      <InfoGrid
        items={[
          [isPayment ? "Payee's Name" : 'Name', [...new Set(lines.map((l) => l.ledger_name))].join(', ')],
          ['Voucher No', d.master.project_vc_no],
          ['Date', displayDate(d.master.project_vc_date)],
          ['Project', d.master.project_name ?? '-'],
        ]}
      />
      <Table withTableBorder withColumnBorders verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={90}>Serial No</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th w={170} ta="right">
              Amount (BDT.)
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l, i) => (
            <Table.Tr key={l.id}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>{l.remarks ? `${l.ledger_name}: ${l.remarks}` : l.ledger_name}</Table.Td>
              <Table.Td ta="right">{money(l[side])}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td colSpan={2} ta="right">
              Total
            </Table.Td>
            <Table.Td ta="right" data-testid="voucher-total">
              {money(d.master.total_debit)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      <Text size="sm" mt="xs">
        <AmountInWords value={d.master.total_debit} prefix="In words: " />
      </Text>
      <Signatures labels={['Prepared By', 'Authorised Signature', 'Head of Accounts', isPayment ? 'Received By' : 'Paid By']} />
    </>
  );
}

