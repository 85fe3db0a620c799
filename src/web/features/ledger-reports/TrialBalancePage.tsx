// Trial Balance: groups, their heads and sub heads, and each ledger's closing balance in the Debit
// or the Credit column, as on a date. The totals are equal.
import { Fragment } from 'react';
import { Table } from '@mantine/core';
import { stickyStyle } from '../../components/DataTable';
import { money } from '../../components/format';
import { AsOfReport } from './AsOfReport';
import { trialBalance, type TrialBalance } from './api';
import { ledgerReportKeys } from '../../app/queryKeys';

const amount = (n: number) => (n ? money(n) : '');

function Row({ label, debit, credit, level, bold }: { label: string; debit: number; credit: number; level: number; bold?: boolean }) {
  return (
    <Table.Tr fw={bold ? 700 : level < 3 ? 600 : undefined}>
      <Table.Td pl={8 + level * 16} style={stickyStyle(0)}>
        {label}
      </Table.Td>
      <Table.Td ta="right">{amount(debit)}</Table.Td>
      <Table.Td ta="right">{amount(credit)}</Table.Td>
    </Table.Tr>
  );
}

export default function TrialBalancePage() {
  return (
    <AsOfReport<TrialBalance> title="Trial Balance" queryKey={ledgerReportKeys.report('/trail_balance')} load={trialBalance} isEmpty={(d) => d.data.length === 0}>
      {(d) => (
        <Table withTableBorder withColumnBorders fz="sm" verticalSpacing={3}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={stickyStyle(0)}>Particulars</Table.Th>
              <Table.Th ta="right" w={170}>
                Debit
              </Table.Th>
              <Table.Th ta="right" w={170}>
                Credit
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.data.map((g) => (
              <Fragment key={g.g_id}>
                <Row label={g.g_name} debit={g.debti} credit={g.credit} level={0} bold />
                {g.heads.map((h) => (
                  <Fragment key={h.m_id}>
                    <Row label={h.acc_head} debit={h.debit} credit={h.credit} level={1} />
                    {h.sub_heads.map((s) => (
                      <Fragment key={s.sub_id}>
                        <Row label={s.sub_name} debit={s.debit} credit={s.credit} level={2} />
                        {s.ledgers.map((l) => (
                          <Row key={l.id} label={l.name} debit={l.debit} credit={l.credit} level={3} />
                        ))}
                      </Fragment>
                    ))}
                  </Fragment>
                ))}
              </Fragment>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td ta="right">Total</Table.Td>
              <Table.Td ta="right" data-testid="tb-total-debit">{money(d.totalDebit)}</Table.Td>
              <Table.Td ta="right" data-testid="tb-total-credit">{money(d.totalCredit)}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      )}
    </AsOfReport>
  );
}
