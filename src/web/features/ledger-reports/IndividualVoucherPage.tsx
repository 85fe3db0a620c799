// Individual Voucher Report: one posted voucher, its number, description and date, and each line.
import { Alert, Center, Loader, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PrintPage, InfoGrid } from '../../components/PrintPage';
import { displayDate, money } from '../../components/format';
import { voucherReport } from './api';

export default function IndividualVoucherPage() {
  const vcNo = useParams().vc_no ?? '';
  const v = useQuery({ queryKey: ['/indv_voucher_report', vcNo], queryFn: () => voucherReport(vcNo), enabled: !!vcNo });
  if (v.isLoading) return <Center h={200}><Loader /></Center>;
  if (v.isError || !v.data) return <Alert color="red">{(v.error as Error | null)?.message ?? 'This voucher does not exist'}</Alert>;
  const d = v.data;
  return (
    <PrintPage title="Individual Voucher Report" signatures={['Prepared By', 'Authorised Signature']}>
      <InfoGrid items={[['Voucher No', d.vc_no], ['Date', displayDate(d.vc_date)], ['Type', d.type_name], ['Description', d.description || '-']]} />
      <Table withTableBorder withColumnBorders fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ledger</Table.Th>
            <Table.Th>Narration</Table.Th>
            <Table.Th ta="right">Debit</Table.Th>
            <Table.Th ta="right">Credit</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {d.lines.map((l, i) => (
            <Table.Tr key={i}>
              <Table.Td>{l.party_name ? `${l.ledger_name} (${l.party_name})` : l.ledger_name}</Table.Td>
              <Table.Td>{l.narr}</Table.Td>
              <Table.Td ta="right">{l.debit ? money(l.debit) : ''}</Table.Td>
              <Table.Td ta="right">{l.credit ? money(l.credit) : ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td colSpan={2} ta="right">
              Total
            </Table.Td>
            <Table.Td ta="right">{money(d.total_debit)}</Table.Td>
            <Table.Td ta="right">{money(d.total_credit)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </PrintPage>
  );
}
