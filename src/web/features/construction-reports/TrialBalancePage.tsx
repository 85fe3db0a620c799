// /construction/trial-balance: every construction ledger's balance on its debit or credit side as on a
// date, by group (with its nature), main head and sub head; the one-sided openings' net on its own line.
import { Table, Text } from '@mantine/core';
import { money } from '../../components/format';
import { ACCOUNT_NATURE_LABELS } from '../../../domain/construction';
import type { ConstructionTrialBalance } from '../../../contracts/construction-reports';
import { AsOnPage } from './AsOnPage';
import { DebitCreditTotal, SheetTable, moneyColumn, type SheetColumn } from '../../components/SheetTable';
import { projectReportsApi } from '../../app/queryKeys';

const amount = (v: number) => (v ? money(v) : '');

const COLUMNS: SheetColumn<ConstructionTrialBalance['ledgers'][number]>[] = [
  {
    label: 'Group',
    cell: (l) => (
      <>
        {l.group_name}{' '}
        <Text span size="xs" c="dimmed">
          ({ACCOUNT_NATURE_LABELS[l.nature]})
        </Text>
      </>
    ),
  },
  { label: 'Main Head', cell: 'main_name' },
  { label: 'Sub Head', cell: 'sub_name' },
  { label: 'Ledger', cell: 'ledger_name' },
  moneyColumn('Debit (BDT)', (l) => l.debit, amount),
  moneyColumn('Credit (BDT)', (l) => l.credit, amount),
];

export default function TrialBalancePage() {
  return (
    <AsOnPage<ConstructionTrialBalance> title="Construction Trial Balance" route={projectReportsApi.trialBalance} printTitle="Construction_Trial_Balance">
      {(tb) => (
        <>
          <SheetTable
            verticalSpacing={3}
            data-testid="construction-trial-balance"
            columns={COLUMNS}
            rows={tb.ledgers}
            rowKey={(l) => l.ledger_id}
            empty="No data available"
            after={
              (tb.opening_difference.debit !== 0 || tb.opening_difference.credit !== 0) && (
                <Table.Tr>
                  <Table.Td colSpan={4} fs="italic">
                    Difference in opening balances
                  </Table.Td>
                  <Table.Td ta="right">{amount(tb.opening_difference.debit)}</Table.Td>
                  <Table.Td ta="right">{amount(tb.opening_difference.credit)}</Table.Td>
                </Table.Tr>
              )
            }
            footer={<DebitCreditTotal name="tb" debit={tb.total_debit} credit={tb.total_credit} />}
          />
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
