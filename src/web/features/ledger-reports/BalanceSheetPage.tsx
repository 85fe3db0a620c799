// Balance Sheet (the financial group report): Assets against Liabilities and Current Equity (with
// the profit to date), as on a date. Detail shows heads, sub heads and ledgers; Group heads and sub
// heads; Consolidated the section totals only.
import { Fragment, useState } from 'react';
import { SegmentedControl, SimpleGrid, Table } from '@mantine/core';
import { money } from '../../components/format';
import { AsOfReport } from './AsOfReport';
import { balanceSheet, type BalanceSheet } from './api';
import { ledgerReportKeys } from '../../app/queryKeys';

type Mode = 'Detail' | 'Group' | 'Consolidated';
type Section = BalanceSheet['assets'];

function Line({ label, amount, level, bold }: { label: string; amount: number; level: number; bold?: boolean }) {
  return (
    <Table.Tr fw={bold ? 700 : level < 2 ? 600 : undefined}>
      <Table.Td pl={8 + level * 16}>{label}</Table.Td>
      <Table.Td ta="right">{money(amount)}</Table.Td>
    </Table.Tr>
  );
}

function SectionTable({ title, section, mode, extra, total }: { title: string; section: Section; mode: Mode; extra?: React.ReactNode; total: number }) {
  return (
    <Table withTableBorder withColumnBorders fz="sm" verticalSpacing={3}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{title}</Table.Th>
          <Table.Th ta="right" w={150}>
            Amount
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {mode !== 'Consolidated' &&
          section.heads.map((h) => (
            <Fragment key={h.m_id}>
              <Line label={h.name} amount={h.total} level={0} />
              {h.subs.map((s) => (
                <Fragment key={s.s_id}>
                  <Line label={s.name} amount={s.total} level={1} />
                  {mode === 'Detail' && s.ledgers.map((l) => <Line key={l.id} label={l.name} amount={l.amount} level={2} />)}
                </Fragment>
              ))}
            </Fragment>
          ))}
        {extra}
      </Table.Tbody>
      <Table.Tfoot>
        <Line label={`Total ${title}`} amount={total} level={0} bold />
      </Table.Tfoot>
    </Table>
  );
}

export default function BalanceSheetPage() {
  const [mode, setMode] = useState<Mode>('Detail');
  return (
    <AsOfReport<BalanceSheet>
      title="Balance Sheet"
      queryKey={ledgerReportKeys.report('/balance_sheet')}
      load={balanceSheet}
      printTitle="Financial_Group_Report"
      empty="No data to display"
      isEmpty={(d) => d.assets.heads.length + d.liabilities.heads.length + d.equity.heads.length === 0 && d.currentProfit === 0}
      controls={<SegmentedControl data={['Detail', 'Group', 'Consolidated']} value={mode} onChange={(v) => setMode(v as Mode)} mb={2} />}
    >
      {(d) => (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <div>
            <SectionTable title="Assets" section={d.assets} mode={mode} total={d.totalAssets} />
          </div>
          <div>
            <SectionTable title="Liabilities" section={d.liabilities} mode={mode} total={d.liabilities.total} />
            <SectionTable
              title="Current Equity"
              section={d.equity}
              mode={mode}
              total={d.equity.total}
              extra={<Line label="Current Profit / Loss" amount={d.equity.currentProfit} level={0} />}
            />
            <Table withTableBorder fz="sm" mt="xs">
              <Table.Tbody>
                <Line label="Total Liabilities and Equity" amount={d.totalLiabilitiesAndEquity} level={0} bold />
              </Table.Tbody>
            </Table>
          </div>
        </SimpleGrid>
      )}
    </AsOfReport>
  );
}
