// /construction/projects: the project list. Navigation state { status: 'completed' | 'in_progress' }
// filters it (titles Completed Projects, Running Projects). Totals row, Load more, Add New and Edit
// modals, delete refused with the server's reason while the project has vouchers.
import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Table, Tooltip } from '@mantine/core';
import { IconBook, IconEye, IconFileInvoice } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { confirmRemove } from '../../components/confirm';
import { type Column } from '../../components/DataTable';
import { ListTable } from '../../components/ListTable';
import { useLoadMore } from '../../components/useLoadMore';
import { DeleteAction, EditAction } from '../../components/RowActions';
import { SearchInput } from '../../components/SearchInput';
import { EditModal } from '../../components/EditModal';
import { notifySuccess } from '../../components/notify';
import { money } from '../../components/format';
import { createProject, deleteProject, updateProject, type ProjectFormValues, type ProjectRow } from './api';
import { emptyProject, ProjectForm, projectValues } from './ProjectForm';
import { StatusBadge } from './StatusBadge';
import { useUrlParam } from '../../components/useUrlState';
import { afterWrite, projectKeys, projectsApi } from '../../app/queryKeys';

const TITLES: Record<string, string> = { completed: 'Completed Projects', in_progress: 'Running Projects' };

interface ListTotals {
  total_expense: number;
  total_bill: number;
  total_work_amount: number;
  total_security_money: number;
}

export default function ProjectsPage() {
  const state = (useLocation().state ?? {}) as { status?: string };
  const status = state.status === 'completed' || state.status === 'in_progress' ? state.status : undefined;
  const [search, setSearch] = useUrlParam('search');
  const [editing, setEditing] = useState<ProjectRow | 'new' | null>(null);
  const list = useLoadMore<ProjectRow>(projectsApi.projects, { status, search }, { key: projectKeys.list, rowsKey: 'result' });
  const totals = list.body as ListTotals | undefined;
  const qc = useQueryClient();
  const navigate = useNavigate();

  const refresh = () => afterWrite(qc, 'project');
  const save = async (v: ProjectFormValues) => {
    if (editing === 'new') {
      await createProject(v);
      notifySuccess('Project Created !!');
    } else if (editing) {
      await updateProject(editing.id, v);
      notifySuccess('Project updated successfully!');
    }
    setEditing(null);
    refresh();
  };
  const remove = (p: ProjectRow) =>
    confirmRemove(`Are you sure you want to delete the project ${p.project_name}?`, async () => {
      await deleteProject(p.id);
      notifySuccess('Deleted successfully');
      refresh();
    });

  const go = (to: string, st: object) => navigate(`/construction/${to}`, { state: st });
  const columns: Column<ProjectRow>[] = [
    { label: 'SL/NO.', cell: (_, i) => i + 1, width: 70 },
    { label: 'Project ID', cell: 'work_id' },
    { label: 'Project Name', cell: 'project_name' },
    { label: 'Project Location', cell: 'place' },
    { label: 'Tender Amount', cell: (p) => money(p.work_amount), align: 'right' },
    { label: 'Security Money', cell: (p) => money(p.security_money), align: 'right' },
    { label: 'Expenses', cell: (p) => money(p.expense), align: 'right' },
    { label: 'Bill Amount', cell: (p) => money(p.bill), align: 'right' },
    { label: 'Status', cell: (p) => <StatusBadge status={p.status} />, width: 120 },
    {
      label: 'Action',
      cell: (p) => (
        <Group gap={2} wrap="nowrap">
          <Tooltip label="View">
            <ActionIcon variant="subtle" aria-label={`View ${p.work_id}`} onClick={() => go('project-view', { id: p.id })}>
              <IconEye size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Ledger">
            <ActionIcon variant="subtle" aria-label={`Ledger of ${p.work_id}`} onClick={() => go('project-wise-ledger', { id: p.id, name: p.project_name })}>
              <IconBook size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Bill">
            <ActionIcon variant="subtle" aria-label={`Bills of ${p.work_id}`} onClick={() => go('project-wise-voucherList', { id: p.id, name: p.project_name })}>
              <IconFileInvoice size={16} />
            </ActionIcon>
          </Tooltip>
          <EditAction name={p.work_id} onClick={() => setEditing(p)} />
          <DeleteAction name={p.work_id} onClick={() => remove(p)} />
        </Group>
      ),
    },
  ];

  const footer = totals && list.rows.length > 0 && (
    <Table.Tr fw={700}>
      <Table.Td colSpan={4}>Total</Table.Td>
      <Table.Td ta="right">{money(totals.total_work_amount)}</Table.Td>
      <Table.Td ta="right">{money(totals.total_security_money)}</Table.Td>
      <Table.Td ta="right">{money(totals.total_expense)}</Table.Td>
      <Table.Td ta="right">{money(totals.total_bill)}</Table.Td>
      <Table.Td colSpan={2} />
    </Table.Tr>
  );

  return (
    <Stack>
      <PageHeader title={status ? TITLES[status] : 'Projects'}>
        <Button onClick={() => setEditing('new')}>Add New</Button>
      </PageHeader>
      <SearchInput className="no-print" placeholder="Search by Project ID, name or location" value={search} onChange={setSearch} maw={360} aria-label="Search projects" />
      <ListTable list={list} columns={columns} rowKey={(p) => p.id} footer={footer} />
      <EditModal editing={editing} onClose={() => setEditing(null)} newTitle="Add New Project" editTitle="Edit Project" size="lg">
        {(project) => <ProjectForm initial={project ? projectValues(project) : emptyProject()} onSubmit={save} onCancel={() => setEditing(null)} />}
      </EditModal>
    </Stack>
  );
}
