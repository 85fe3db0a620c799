// /construction/project-wise-ledger (state: { id, name }): the ledgers of one project (tied to it or
// used by its vouchers) with the project's debits and credits, edit, delete and a ledger report link.
import { useState } from 'react';
import { Button, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { ProjectSelect, useProjects } from '../../components/constructionPickers';
import { money } from '../../components/format';
import { sum } from '../../../domain/money';
import { ledgersByProject, type ProjectLedgerRow } from './api';
import { useLedgerEditor } from './useLedgerEditor';
import { LedgerActions } from './LedgerActions';
import { projectChartKeys } from '../../app/queryKeys';

export default function ProjectWiseLedgerPage() {
  const state = (useLocation().state ?? {}) as { id?: number; name?: string };
  const [picked, setPicked] = useState<number | null>(state.id ?? null);
  const projects = useProjects();
  const name = state.id === picked && state.name ? state.name : projects.data?.find((p) => p.id === picked)?.project_name;
  const q = useQuery({ queryKey: projectChartKeys.byProject(picked), queryFn: () => ledgersByProject(picked!), enabled: !!picked });
  const editor = useLedgerEditor({ fixedProject: true });
  const rows = q.data ?? [];
  const totals = { d: sum(rows.map((r) => r.project_debit)).toNumber(), c: sum(rows.map((r) => r.project_credit)).toNumber() };

  const columns: Column<ProjectLedgerRow>[] = [
    { label: '#', cell: (_, i) => i + 1, width: 50 },
    { label: 'Ledger Name', cell: 'name' },
    { label: 'Main Head', cell: 'main_name' },
    { label: 'Sub Head', cell: 'sub_name' },
    { label: 'Debit', cell: (l) => money(l.project_debit), align: 'right' },
    { label: 'Credit', cell: (l) => money(l.project_credit), align: 'right' },
    { label: 'Ledger Balance', cell: (l) => money(l.Avl_bal), align: 'right' },
    {
      label: 'Action',
      width: 130,
      cell: (l) => (
        <LedgerActions row={l} onEdit={() => editor.openEdit(l)} onDelete={() => editor.remove(l)} report={{ ledgerId: l.id, name: l.name, projectId: picked, projectName: name }} />
      ),
    },
  ];

  return (
    <Stack>
      <PageHeader title={name ? `Project Ledger: ${name}` : 'Project Wise Ledger'} back={{ to: '/construction/projects', label: 'Projects' }}>
        {picked && <Button onClick={() => editor.openNew(picked)}>Add New</Button>}
      </PageHeader>
      <ProjectSelect value={picked} onChange={setPicked} maw={420} autoFocus={!picked} />
      {picked ? (
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(l) => l.id}
          loading={q.isLoading}
          footer={
            rows.length > 0 && (
              <Table.Tr fw={700}>
                <Table.Td colSpan={4}>Total</Table.Td>
                <Table.Td ta="right">{money(totals.d)}</Table.Td>
                <Table.Td ta="right">{money(totals.c)}</Table.Td>
                <Table.Td colSpan={2} />
              </Table.Tr>
            )
          }
        />
      ) : (
        <Text c="dimmed">Choose a project to see its ledgers.</Text>
      )}
      {editor.modal}
    </Stack>
  );
}
