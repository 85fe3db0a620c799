// Receivables and Payables Ageing as on a date: each party's due by the age of its bills (bills
// settled first-in first-out, by document date; a bounced cheque at its bill's age), with totals, and
// a customer's overdue part past their credit days (the bill form's figure). Posted vouchers only.
import { SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { DataTable, type Column } from '../../components/DataTable';
import { call } from '../../components/client';
import { money } from '../../components/format';
import { AsOfReport } from './AsOfReport';
import type { AgeingReply } from '../../../contracts/statements';
import { ledgerReportKeys, statementsApi } from '../../app/queryKeys';

type Side = AgeingReply['receivables'];
type Row = Side['parties'][number];
const right = 'right' as const;

const AMOUNTS: [keyof Side['totals'], string][] = [
  ['current', 'Current'],
  ['d1_30', '1–30 days'],
  ['d31_60', '31–60 days'],
  ['d61_90', '61–90 days'],
  ['over_90', 'Over 90 days'],
  ['advance', 'Advance'],
  ['total', 'Total Due'],
];

const columns: Column<Row>[] = [
  { label: 'SL', cell: (_r, i) => i + 1, width: 45 },
  { label: 'Party', cell: 'name' },
  { label: 'Mobile', cell: 'mobile' },
  ...AMOUNTS.map(([key, label]): Column<Row> => ({ label, cell: (r) => money(r[key]), align: right })),
  { label: 'Overdue', cell: (r) => (r.credit_days === null ? '' : `${money(r.overdue)} (${r.credit_days} days)`), align: right },
];

function SideTable({ title, side }: { title: string; side: Side }) {
  return (
    <Stack gap={4} className="avoid-break">
      <Text fw={700}>{title}</Text>
      <DataTable
        columns={columns}
        rows={side.parties}
        rowKey={(r) => r.party_id}
        empty="Nothing due"
        dense
        footer={
          <Table.Tr fw={700}>
            <Table.Td colSpan={3} ta="right">
              Total
            </Table.Td>
            {AMOUNTS.map(([key]) => (
              <Table.Td key={key} ta="right">
                {money(side.totals[key])}
              </Table.Td>
            ))}
            <Table.Td />
          </Table.Tr>
        }
      />
    </Stack>
  );
}

export default function AgeingPage() {
  const [show, setShow] = useState<'both' | 'receivables' | 'payables'>('both');
  return (
    <AsOfReport<AgeingReply>
      title="Receivables and Payables Ageing"
      queryKey={ledgerReportKeys.report('/ageing')}
      load={(asOn) => call(statementsApi.ageing, { query: { asOn } })}
      isEmpty={(d) => d.receivables.parties.length === 0 && d.payables.parties.length === 0}
      empty="No party has anything due"
      printTitle="Ageing_Report"
      controls={
        <SegmentedControl
          value={show}
          onChange={(v) => setShow(v as typeof show)}
          data={[
            { value: 'both', label: 'Both' },
            { value: 'receivables', label: 'Receivables' },
            { value: 'payables', label: 'Payables' },
          ]}
        />
      }
    >
      {(d) => (
        <Stack>
          {show !== 'payables' && <SideTable title="Receivables (owed to us)" side={d.receivables} />}
          {show !== 'receivables' && <SideTable title="Payables (owed by us)" side={d.payables} />}
          <Text size="xs" c="dimmed">
            Age by document date; payments and returns settle the oldest bills first. Vouchers waiting for approval are left out.
          </Text>
        </Stack>
      )}
    </AsOfReport>
  );
}
