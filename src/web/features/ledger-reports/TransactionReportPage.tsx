// Transaction Ledger: per account, the balance before the start, the period's debits and credits,
// and the balance at the end, in TK; the Current Stock row is the stock valuation at the end date.
import { Table } from '@mantine/core';
import { ReportPage } from '../../components/ReportPage';
import { drCr, money } from '../../components/format';
import { transactionReport } from './api';
import { ledgerReportKeys } from '../../app/queryKeys';
import { SheetTable, moneyColumn, type SheetColumn } from '../../components/SheetTable';

const COLUMNS: SheetColumn<Awaited<ReturnType<typeof transactionReport>>['data'][number]>[] = [
  { label: 'Account Name', cell: 'name' },
  moneyColumn('Opening Balance', (r) => r.opening, drCr),
  moneyColumn('Debit', (r) => r.debit),
  moneyColumn('Credit', (r) => r.credit),
  moneyColumn('Balance in TK', (r) => r.balance, drCr),
];

export default function TransactionReportPage() {
  return (
    <ReportPage title="Transaction Ledger" queryKey={ledgerReportKeys.report('/date_wise_transaction_report')} load={transactionReport} isEmpty={(d) => d.data.length === 0}>
      {(d) => (
        <SheetTable
          verticalSpacing={4}
          columns={COLUMNS}
          rows={d.data}
          rowKey={(r) => r.ledger_id}
          after={
            <Table.Tr fs="italic">
              <Table.Td>Current Stock</Table.Td>
              <Table.Td />
              <Table.Td />
              <Table.Td />
              <Table.Td ta="right" data-testid="current-stock-value">
                {money(d.currentStock)}
              </Table.Td>
            </Table.Tr>
          }
          footer={
            <Table.Tr fw={700}>
              <Table.Td ta="right">Total</Table.Td>
              <Table.Td ta="right">{drCr(d.totals.opening)}</Table.Td>
              <Table.Td ta="right">{money(d.totals.debit)}</Table.Td>
              <Table.Td ta="right">{money(d.totals.credit)}</Table.Td>
              <Table.Td ta="right">{drCr(d.totals.balance)}</Table.Td>
            </Table.Tr>
          }
        />
      )}
    </ReportPage>
  );
}
