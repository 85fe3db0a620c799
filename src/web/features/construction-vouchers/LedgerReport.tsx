// A construction ledger's report: a ledger (chosen, or fixed by the screen), optional dates, View,
// Reset (clears the dates and the ledger and hides the result), Print and Back. It loads only on View.
import { useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DateField } from '../../components/DateField';
import { Letterhead } from '../../components/PrintPage';
import { printAs } from '../../components/ReportSheet';
import { ProjectLedgerSelect } from '../../components/constructionPickers';
import { StatementTable } from '../../components/ProjectStatementTable';
import { notifyWarning } from '../../components/notify';
import { displayDate, money } from '../../components/format';
import { ledgerReport, type LedgerReport as Report } from './api';
import { projectVoucherKeys } from '../../app/queryKeys';
import { DebitCreditTotal } from '../../components/SheetTable';

interface Shown {
  ledgerId: number;
  sDate: string;
  eDate: string;
}

export function LedgerReport(props: { title: string; fixedLedger?: { id: number; name: string }; projectId?: number | null; projectName?: string }) {
  const [ledgerId, setLedgerId] = useState<number | null>(props.fixedLedger?.id ?? null);
  const [sDate, setSDate] = useState('');
  const [eDate, setEDate] = useState('');
  const [shown, setShown] = useState<Shown | null>(props.fixedLedger ? { ledgerId: props.fixedLedger.id, sDate: '', eDate: '' } : null);
  const navigate = useNavigate();
  const q = useQuery({
    queryKey: projectVoucherKeys.ledgerReport(shown, props.projectId),
    queryFn: () => ledgerReport({ ledgerId: shown!.ledgerId, projectId: props.projectId, sDate: shown!.sDate, eDate: shown!.eDate }),
    enabled: !!shown,
  });

  const view = () => {
    if (!ledgerId) return notifyWarning('Please select a ledger first.');
    if (sDate && eDate && sDate > eDate) return notifyWarning('End date must be after start date');
    setShown({ ledgerId, sDate, eDate });
  };
  const reset = () => {
    setSDate('');
    setEDate('');
    if (!props.fixedLedger) setLedgerId(null);
    setShown(null);
  };
  const print = () => printAs('Project_Ledger_Report');

  return (
    <Stack>
      <Group justify="space-between" className="no-print">
        <Title order={3}>{props.title}</Title>
        <Button variant="default" leftSection={<IconArrowLeft size={14} />} onClick={() => navigate(-1)}>
          Back
        </Button>
      </Group>
      <Group align="end" className="no-print">
        {props.fixedLedger ? (
          <Text fw={600}>Ledger: {props.fixedLedger.name}</Text>
        ) : (
          <ProjectLedgerSelect label="Ledger" value={ledgerId} onChange={setLedgerId} w={320} autoFocus />
        )}
        <DateField label="Start Date" value={sDate} onChange={setSDate} clearable />
        <DateField label="End Date" value={eDate} onChange={setEDate} clearable />
        <Button onClick={view}>View</Button>
        <Button variant="default" onClick={reset}>
          Reset
        </Button>
        {q.data && (
          <Button variant="light" leftSection={<IconPrinter size={16} />} onClick={print}>
            Print
          </Button>
        )}
      </Group>
      {q.isFetching && (
        <Group gap="xs">
          <Loader size="sm" /> <Text size="sm">Loading</Text>
        </Group>
      )}
      {q.isError && <Alert color="red">{(q.error as Error).message}</Alert>}
      {shown && q.data && <ReportSheet r={q.data} shown={shown} projectName={props.projectName} />}
    </Stack>
  );
}

function ReportSheet({ r, shown, projectName }: { r: Report; shown: Shown; projectName?: string }) {
  const range = shown.sDate || shown.eDate ? `${shown.sDate ? displayDate(shown.sDate) : 'Beginning'} to ${shown.eDate ? displayDate(shown.eDate) : 'Today'}` : 'All dates';
  return (
    <Paper withBorder p="md" className="a4-sheet">
      <Letterhead />
      <Title order={4} ta="center">
        Ledger Report: {r.ledger_name}
      </Title>
      <Text ta="center" size="sm" mb="sm">
        {projectName ? `${projectName} · ` : ''}
        {range}
      </Text>
      <StatementTable
        rows={r.rows}
        vcNoLabel="VC No."
        remarksLabel="Narration"
        before={
          <Table.Tr fs="italic">
            <Table.Td>-</Table.Td>
            <Table.Td colSpan={5}>Opening Balance</Table.Td>
            <Table.Td ta="right">{money(r.opening_balance)}</Table.Td>
          </Table.Tr>
        }
        footer={<DebitCreditTotal name="report" debit={r.total_debit} credit={r.total_credit} closing={money(r.closing_balance)} />}
      />
    </Paper>
  );
}
