// /construction/pettycash-report: the Petty Cash ledger (ledger 1) report: optional start and end
// dates, Reset (shown when either is set), Print (Project_Ledger_Report), lines with a running
// balance and the totals with the closing balance.
import { useRef, useState } from 'react';
import { Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { DateField } from '../../components/DateField';
import { money } from '../../components/format';
import { usePettyCashReport } from './api';
import { printPart } from './print';
import { Sheet } from './Sheet';
import { StatementTable } from '../../components/ProjectStatementTable';

export default function PettyCashReportPage() {
  const [sDate, setSDate] = useState('');
  const [eDate, setEDate] = useState('');
  const [header, setHeader] = useState(true);
  const q = usePettyCashReport(sDate, eDate);
  const ref = useRef<HTMLDivElement>(null);
  const r = q.data;
  const footer = r && (
    <Table.Tr fw={700}>
      <Table.Td colSpan={4} ta="right">
        Total
      </Table.Td>
      <Table.Td ta="right" data-total="debit">
        {money(r.total_debit)}
      </Table.Td>
      <Table.Td ta="right" data-total="credit">
        {money(r.total_credit)}
      </Table.Td>
      <Table.Td ta="right" data-total="closing">
        {money(r.closing_balance)}
      </Table.Td>
    </Table.Tr>
  );
  return (
    <Stack>
      <PageHeader title="Petty Cash Report">
        <Button leftSection={<IconPrinter size={16} />} disabled={!r} onClick={() => printPart(ref.current, 'Project_Ledger_Report')}>
          Print
        </Button>
      </PageHeader>
      <Group align="end" className="no-print">
        <DateField label="Start Date" value={sDate} onChange={setSDate} clearable />
        <DateField
          label="End Date"
          value={eDate}
          onChange={setEDate}
          clearable
          error={sDate && eDate && sDate > eDate ? 'End date must be after start date' : undefined}
        />
        {(sDate || eDate) && (
          <Button
            variant="default"
            onClick={() => {
              setSDate('');
              setEDate('');
            }}
          >
            Reset
          </Button>
        )}
        <Checkbox label="Company header" checked={header} onChange={(e) => setHeader(e.currentTarget.checked)} mb={8} />
      </Group>
      {q.isFetching && <Text>Loading</Text>}
      {q.isError && <Text c="red">{(q.error as Error).message}</Text>}
      {r && (
        <Sheet ref={ref} title={`Ledger Report: ${r.ledger_name}`} period={{ sDate, eDate }} header={header}>
          <Text size="sm" mb="xs">
            Opening Balance: <b>{money(r.opening_balance)}</b>
          </Text>
          <StatementTable rows={r.rows} vcNoLabel="VC No." remarksLabel="Narration" footer={footer} />
          <Text size="sm" mt="xs" ta="right">
            Closing Balance: <b data-total="closing-balance">{money(r.closing_balance)}</b>
          </Text>
        </Sheet>
      )}
    </Stack>
  );
}
