// /construction/trial-balance: every construction ledger's balance on its debit or credit side as on a
// date, by group (with its nature), main head and sub head; the one-sided openings' net on its own line.
import { Table, Text } from '@mantine/core';
import { money } from '../../components/format';
import { ACCOUNT_NATURE_LABELS } from '../../../domain/construction';
import type { ConstructionTrialBalance } from '../../../contracts/construction-reports';
import { AsOnPage } from './AsOnPage';
import { TotalRow } from '../../components/TableRows';

const amount = (v: number) => (v ? money(v) : '');

export default function TrialBalancePage() {
  return (
    <AsOnPage<ConstructionTrialBalance> title="Construction Trial Balance" path="/project/report/trial-balance" printTitle="Construction_Trial_Balance">
      {(tb) => (
        <>
          <Table withTableBorder withColumnBorders striped fz="sm" verticalSpacing={3} data-testid="construction-trial-balance">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Group</Table.Th>
                <Table.Th>Main Head</Table.Th>
                <Table.Th>Sub Head</Table.Th>
                <Table.Th>Ledger</Table.Th>
                <Table.Th ta="right">Debit (BDT)</Table.Th>
                <Table.Th ta="right">Credit (BDT)</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tb.ledgers.map((l) => (
                <Table.Tr key={l.ledger_id}>
                  <Table.Td>
                    {l.group_name}{' '}
                    <Text span size="xs" c="dimmed">
                      ({ACCOUNT_NATURE_LABELS[l.nature]})
                    </Text>
                  </Table.Td>
                  <Table.Td>{l.main_name}</Table.Td>
                  <Table.Td>{l.sub_name}</Table.Td>
                  <Table.Td>{l.ledger_name}</Table.Td>
                  <Table.Td ta="right">{amount(l.debit)}</Table.Td>
                  <Table.Td ta="right">{amount(l.credit)}</Table.Td>
                </Table.Tr>
              ))}
              {(tb.opening_difference.debit !== 0 || tb.opening_difference.credit !== 0) && (
                <Table.Tr>
                  <Table.Td colSpan={4} fs="italic">
                    Difference in opening balances
                  </Table.Td>
                  <Table.Td ta="right">{amount(tb.opening_difference.debit)}</Table.Td>
                  <Table.Td ta="right">{amount(tb.opening_difference.credit)}</Table.Td>
                </Table.Tr>
              )}
              {!tb.ledgers.length && (
                <Table.Tr>
                  <Table.Td colSpan={6} ta="center">
                    No data available
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
            <Table.Tfoot>
              <TotalRow
                span={4}
                cells={[
                  [money(tb.total_debit), 'tb-total-debit'],
                  [money(tb.total_credit), 'tb-total-credit'],
                ]}
              />
            </Table.Tfoot>
          </Table>
          {tb.total_debit !== tb.total_credit && (
            <Text c="red" mt="xs">
              Debit and credit differ by {money(Math.abs(tb.total_debit - tb.total_credit))}: run the books check.
            </Text>
          )}
        </>
      )}
    </AsOnPage>
  );
}
