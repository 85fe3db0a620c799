// Cash Flow Statement (direct method): receipts and payments of cash and the banks by kind, between
// the opening and closing balance, and each cash and bank account's own figures. Posted vouchers only.
import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { DataTable, type Column } from '../../components/DataTable';
import { ReportPage } from '../../components/ReportPage';
import { money } from '../../components/format';
import { Summary, TotalRow, periodCall, right } from './parts';
import type { CashFlowReply } from '../../../contracts/statements';
import { statementsApi } from '../../app/queryKeys';

type Flow = CashFlowReply['receipts'][number];
type Account = CashFlowReply['accounts'][number];

function Flows({ title, rows, total }: { title: string; rows: Flow[]; total: number }) {
  return (
    <Stack gap={4}>
      <Text fw={700}>{title}</Text>
      <Table withTableBorder withColumnBorders fz="sm" verticalSpacing={3}>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.kind}>
              <Table.Td>{r.label}</Table.Td>
              <Table.Td ta="right" w={140}>
                {money(r.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <TotalRow label="Total" span={1} cells={[total]} />
        </Table.Tfoot>
      </Table>
    </Stack>
  );
}

const accountColumns: Column<Account>[] = [
  { label: 'Account', cell: 'name' },
  { label: 'Type', cell: (a) => (a.type === 'cash' ? 'Cash' : 'Bank') },
  { label: 'Opening', cell: (a) => money(a.opening), align: right },
  { label: 'Receipts', cell: (a) => money(a.receipts), align: right },
  { label: 'Payments', cell: (a) => money(a.payments), align: right },
  { label: 'Closing', cell: (a) => money(a.closing), align: right },
];

export default function CashFlowReport() {
  return (
    <ReportPage<CashFlowReply>
      title="Cash Flow Statement"
      {...periodCall<CashFlowReply>(statementsApi.cashFlow)}
      isEmpty={(d) => d.accounts.length === 0}
      empty="No cash or bank balance or movement in this period"
      printTitle={(r) => `Cash_Flow_${r.startDate}_to_${r.endDate}`}
    >
      {(d) => (
        <Stack>
          <Summary
            items={[
              ['Opening Cash and Bank', d.opening],
              ['Total Receipts', d.totalReceipts],
              ['Total Payments', d.totalPayments],
              ['Net Cash Flow', d.netFlow],
              ['Closing Cash and Bank', d.closing],
            ]}
          />
          <SimpleGrid cols={2}>
            <Flows title="Receipts" rows={d.receipts} total={d.totalReceipts} />
            <Flows title="Payments" rows={d.payments} total={d.totalPayments} />
          </SimpleGrid>
          <Text fw={700}>Cash and bank accounts</Text>
          <DataTable
            columns={accountColumns}
            rows={d.accounts}
            rowKey={(a) => a.ledger_id}
            footer={<TotalRow label="Total" span={2} cells={[d.opening, d.totalReceipts, d.totalPayments, d.closing]} />}
          />
          <Text size="xs" c="dimmed">
            Opening balances entered in the period are part of the opening, not receipts. Transfers between cash and bank appear on both sides. Vouchers waiting
            for approval are left out.
          </Text>
        </Stack>
      )}
    </ReportPage>
  );
}
