// Transaction Ledger: per account, the balance before the start, the period's debits and credits,
// and the balance at the end, in TK; the Current Stock row is the stock valuation at the end date.
import { Table } from '@mantine/core';
import { ReportPage } from '../../components/ReportPage';
import { drCr, money } from '../../components/format';
import { transactionReport } from './api';
import { ledgerReportKeys } from '../../app/queryKeys';

export default function TransactionReportPage() {
  return (
    <ReportPage title="Transaction Ledger" queryKey={ledgerReportKeys.report('/date_wise_transaction_report')} load={transactionReport} isEmpty={(d) => d.data.length === 0}>
      {(d) => (
        <Table withTableBorder withColumnBorders striped fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Account Name</Table.Th>
              <Table.Th ta="right">Opening Balance</Table.Th>
              <Table.Th ta="right">Debit</Table.Th>
              <Table.Th ta="right">Credit</Table.Th>
              <Table.Th ta="right">Balance in TK</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.data.map((r) => (
              <Table.Tr key={r.ledger_id}>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td ta="right">{drCr(r.opening)}</Table.Td>
                <Table.Td ta="right">{money(r.debit)}</Table.Td>
                <Table.Td ta="right">{money(r.credit)}</Table.Td>
                <Table.Td ta="right">{drCr(r.balance)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr fs="italic">
              <Table.Td>Current Stock</Table.Td>
              <Table.Td />
              <Table.Td />
              <Table.Td />
              <Table.Td ta="right" data-testid="current-stock-value">{money(d.currentStock)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td ta="right">Total</Table.Td>
              <Table.Td ta="right">{drCr(d.totals.opening)}</Table.Td>
              <Table.Td ta="right">{money(d.totals.debit)}</Table.Td>
              <Table.Td ta="right">{money(d.totals.credit)}</Table.Td>
              <Table.Td ta="right">{drCr(d.totals.balance)}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      )}
    </ReportPage>
  );
}
