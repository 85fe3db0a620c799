// /construction/project-account-ledger: every construction ledger (group, main head, sub head, name,
// opening amount and date), search, a project filter, Add New and Edit modals, Load more.
import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadMore, useLoadMore } from '../../components/useLoadMore';
import { ProjectSelect } from '../../components/constructionPickers';
import { displayDate, money } from '../../components/format';
import type { LedgerRow } from './api';
import { useLedgerEditor } from './useLedgerEditor';
import { LedgerActions } from './LedgerActions';
import { useUrlParam } from '../../components/useUrlState';
import { projectChartApi, projectChartKeys } from '../../app/queryKeys';

export default function LedgersPage() {
  const state = (useLocation().state ?? {}) as { projectId?: number };
  const [search, setSearch] = useUrlParam('search');
  const [projectId, setProjectId] = useState<number | null>(state.projectId ?? null);
  const list = useLoadMore<LedgerRow>(projectChartApi.projectLedger, { search, projectId }, { key: projectChartKeys.ledgerList, rowsKey: 'result' });
  const editor = useLedgerEditor();

  const columns: Column<LedgerRow>[] = [
    { label: '#', cell: (_, i) => i + 1, width: 60 },
    { label: 'Group', cell: 'group_name' },
    { label: 'Main Head', cell: 'main_name' },
    { label: 'Sub Head', cell: 'sub_name' },
    { label: 'Ledger Name', cell: (l) => (l.project_name ? `${l.name} (${l.work_id})` : l.name) },
    { label: 'Amount', cell: (l) => money(l.amount), align: 'right' },
    { label: 'Open Date', cell: (l) => displayDate(l.open_date) },
    { label: 'Action', cell: (l) => <LedgerActions row={l} onEdit={() => editor.openEdit(l)} onDelete={() => editor.remove(l)} />, width: 110 },
  ];

  return (
    <Stack>
      <PageHeader title="Account Ledger">
        <Button onClick={() => editor.openNew(projectId)}>Add New</Button>
      </PageHeader>
      <Group align="end">
        <TextInput label="Search" placeholder="Search" leftSection={<IconSearch size={14} />} value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={280} />
        <ProjectSelect label="Project" value={projectId} onChange={setProjectId} w={300} placeholder="All projects" />
      </Group>
      <DataTable columns={columns} rows={list.rows} rowKey={(l) => l.id} loading={list.isLoading} />
      <LoadMore list={list} />
      {editor.modal}
    </Stack>
  );
}
