// /construction/balance-sheet: the construction books' assets against their liabilities and capital as
// on a date, with the profit or loss to that date and the openings' net on the capital side.
import { Grid, Table, Text, Title } from '@mantine/core';
import { money } from '../../components/format';
import type { ConstructionBalanceSheet, StatementLedgerRow } from '../../../contracts/construction-reports';
import { AsOnPage } from './AsOnPage';
import { projectReportsApi } from '../../app/queryKeys';

function Side({ title, groups, total }: { title: string; groups: [string, StatementLedgerRow[] | number][]; total: number }) {
  return (
    <>
      <Title order={5} mb={4}>
        {title}
      </Title>
      <Table withTableBorder fz="sm" verticalSpacing={3}>
        <Table.Tbody>
          {groups.map(([label, rows]) =>
            typeof rows === 'number' ? (
              rows !== 0 && (
                <Table.Tr key={label} fw={600}>
                  <Table.Td>{label}</Table.Td>
                  <Table.Td ta="right">{money(rows)}</Table.Td>
                </Table.Tr>
              )
            ) : (
              rows.length > 0 && [
                <Table.Tr key={label} fw={600} bg="var(--mantine-color-gray-1)">
                  <Table.Td colSpan={2}>{label}</Table.Td>
                </Table.Tr>,
                ...rows.map((r) => (
                  <Table.Tr key={`${label}-${r.ledger_id}`}>
                    <Table.Td pl="lg">
                      {r.ledger_name}{' '}
                      <Text span size="xs" c="dimmed">
                        {r.main_name} › {r.sub_name}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{money(r.amount)}</Table.Td>
                  </Table.Tr>
                )),
              ]
            ),
          )}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td>Total</Table.Td>
            <Table.Td ta="right">{money(total)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </>
  );
}

export default function BalanceSheetPage() {
  return (
    <AsOnPage<ConstructionBalanceSheet> title="Construction Balance Sheet" route={projectReportsApi.balanceSheet} printTitle="Construction_Balance_Sheet">
      {(bs) => (
        <>
          <Grid>
            <Grid.Col span={6}>
              <Side
                title="Liabilities & Capital"
                groups={[
                  ['Liabilities', bs.liabilities],
                  ['Capital', bs.capital],
                  [bs.profit_loss < 0 ? 'Loss to date (income − expense)' : 'Profit to date (income − expense)', bs.profit_loss],
                  ['Difference in opening balances', bs.opening_difference],
                ]}
                total={bs.total_liabilities_and_capital}
              />
            </Grid.Col>
            <Grid.Col span={6}>
              <Side title="Assets" groups={[['Assets', bs.assets]]} total={bs.total_assets} />
            </Grid.Col>
          </Grid>
          <Text size="sm" mt="xs">
            Income {money(bs.income)} − expense {money(bs.expense)} = {money(bs.profit_loss)}.{' '}
            {bs.difference === 0 ? (
              <Text span c="teal" fw={600}>
                The two sides agree.
              </Text>
            ) : (
              <Text span c="red" fw={600}>
                The sides differ by {money(bs.difference)}: run the books check.
              </Text>
            )}
          </Text>
        </>
      )}
    </AsOnPage>
  );
}
