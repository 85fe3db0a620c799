// Profit and Loss: income and expenses of a period by the chart's heads, gross profit after the
// Direct Expenses and net profit, beside the same period a year before. Posted vouchers only.
import { Fragment } from 'react';
import { Table, Text } from '@mantine/core';
import { ReportPage } from '../../components/ReportPage';
import { displayDate, money } from '../../components/format';
import { periodCall } from './parts';
import type { ProfitLossReply } from '../../../contracts/statements';
import { statementsApi } from '../../app/queryKeys';

type Section = ProfitLossReply['sales'];

function Line({
  label,
  amount,
  previous,
  level,
  bold,
  testId,
}: {
  label: string;
  amount: number;
  previous: number;
  level: number;
  bold?: boolean;
  testId?: string;
}) {
  return (
    <Table.Tr fw={bold ? 700 : level === 0 ? 600 : undefined} data-testid={testId}>
      <Table.Td pl={8 + level * 16}>{label}</Table.Td>
      <Table.Td ta="right">{money(amount)}</Table.Td>
      <Table.Td ta="right" c="dimmed">
        {money(previous)}
      </Table.Td>
    </Table.Tr>
  );
}

function Part({ section, less }: { section: Section; less?: boolean }) {
  return (
    <>
      <Line label={`${less ? 'Less: ' : ''}${section.title}`} amount={section.amount} previous={section.previous} level={0} />
      {section.heads.map((h) => (
        <Fragment key={h.m_id}>
          {h.subs.map((s) => (
            <Fragment key={s.s_id}>
              <Line label={s.name} amount={s.amount} previous={s.previous} level={1} />
              {s.ledgers.map((l) => (
                <Line key={l.id} label={l.name} amount={l.amount} previous={l.previous} level={2} />
              ))}
            </Fragment>
          ))}
        </Fragment>
      ))}
    </>
  );
}

const isEmpty = (d: ProfitLossReply) => [d.sales, d.directExpenses, d.indirectIncome, d.indirectExpenses].every((s) => s.heads.length === 0);

export default function ProfitLossReport() {
  return (
    <ReportPage<ProfitLossReply>
      title="Profit and Loss"
      {...periodCall<ProfitLossReply>(statementsApi.profitLoss)}
      isEmpty={isEmpty}
      empty="No income or expense in this period"
      printTitle={(r) => `Profit_and_Loss_${r.startDate}_to_${r.endDate}`}
    >
      {(d) => (
        <>
          <Table withTableBorder withColumnBorders fz="sm" verticalSpacing={3}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Particulars</Table.Th>
                <Table.Th ta="right" w={150}>
                  This period
                </Table.Th>
                <Table.Th ta="right" w={190}>
                  {displayDate(d.previousFrom)} to {displayDate(d.previousTo)}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Part section={d.sales} />
              <Part section={d.directExpenses} less />
              <Line label="Gross Profit" amount={d.grossProfit.amount} previous={d.grossProfit.previous} level={0} bold testId="gross-profit" />
              <Part section={d.indirectIncome} />
              <Part section={d.indirectExpenses} less />
            </Table.Tbody>
            <Table.Tfoot>
              <Line
                label={d.netProfit.amount < 0 ? 'Net Loss' : 'Net Profit'}
                amount={d.netProfit.amount}
                previous={d.netProfit.previous}
                level={0}
                bold
                testId="net-profit"
              />
            </Table.Tfoot>
          </Table>
          <Text size="xs" c="dimmed" mt="xs">
            Sales are net of sales returns and discount allowed. Gross profit takes off the Direct Expenses (cost of goods sold, purchase price differences,
            stock adjustments and write-offs). Vouchers waiting for approval are left out.
          </Text>
        </>
      )}
    </ReportPage>
  );
}
