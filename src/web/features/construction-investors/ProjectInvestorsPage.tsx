// /construction/project-investor: Project Investors. Add New opens the Add Project Investment modal;
// a row's amount can be edited and the row removed while its project is not completed.
import { useState } from 'react';
import { Button, Modal, Stack, Table } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { confirmRemove } from '../../components/confirm';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadMore, useLoadMore } from '../../components/useLoadMore';
import { notifySuccess } from '../../components/notify';
import { displayDate, money } from '../../components/format';
import { PROJECT_STATUS_LABELS, type ProjectStatus } from '../../../domain/construction';
import { assignInvestor, refreshInvestors, removeAssignment, updateContribution, type AssignFormValues, type ProjectInvestorRow } from './api';
import { AssignForm } from './AssignForm';
import { RowActions } from '../../components/RowActions';
import { SearchBox } from './SearchBox';
import { useUrlParam } from '../../components/useUrlState';
import { investorKeys, investorsApi } from '../../app/queryKeys';
import { slColumn } from './columns';

const empty: AssignFormValues = { project_id: null, investor_id: null, contribution_amount: '' };

export default function ProjectInvestorsPage() {
  const [search, setSearch] = useUrlParam('search');
  const [editing, setEditing] = useState<ProjectInvestorRow | 'new' | null>(null);
  const list = useLoadMore<ProjectInvestorRow>(investorsApi.projectInvestors, { search }, { key: investorKeys.projectInvestors, rowsKey: 'result.data' });
  const totalContribution = (list.body?.result as { total_contribution?: number } | undefined)?.total_contribution ?? 0;
  const qc = useQueryClient();

  const save = async (v: AssignFormValues) => {
    if (editing === 'new') {
      await assignInvestor(v);
      notifySuccess('Investor Assigned!');
    } else if (editing) {
      await updateContribution(editing.id, v.contribution_amount);
      notifySuccess('Contribution updated!');
    }
    setEditing(null);
    refreshInvestors(qc);
  };
  const remove = (r: ProjectInvestorRow) =>
    confirmRemove(`Are you sure you want to remove ${r.investor_name} from ${r.project_name}?`, async () => {
      await removeAssignment(r.id);
      notifySuccess('Deleted successfully');
      refreshInvestors(qc);
    });

  const columns: Column<ProjectInvestorRow>[] = [
    slColumn<ProjectInvestorRow>(),
    { label: 'Investor', cell: 'investor_name' },
    { label: 'Project ID', cell: 'work_id' },
    { label: 'Project Name', cell: 'project_name' },
    { label: 'Location', cell: 'place' },
    { label: 'Status', cell: (r) => PROJECT_STATUS_LABELS[r.project_status as ProjectStatus] ?? r.project_status },
    { label: 'Contribution Amount', cell: (r) => money(r.contribution_amount), align: 'right' },
    { label: 'Share', cell: (r) => `${r.share_percent.toFixed(2)}%`, align: 'right' },
    { label: 'Assigned On', cell: (r) => displayDate(r.assigned_at) },
    {
      label: 'Action',
      cell: (r) => <RowActions className="no-print" name={`${r.investor_name} in ${r.project_name}`} onEdit={() => setEditing(r)} onDelete={() => remove(r)} />,
      width: 100,
    },
  ];
  const footer = list.rows.length > 0 && (
    <Table.Tr fw={700}>
      <Table.Td colSpan={6}>Total</Table.Td>
      <Table.Td ta="right">{money(totalContribution)}</Table.Td>
      <Table.Td colSpan={3} />
    </Table.Tr>
  );

  return (
    <Stack>
      <PageHeader title="Project Investors">
        <Button onClick={() => setEditing('new')}>Add New</Button>
      </PageHeader>
      <SearchBox value={search} onChange={setSearch} placeholder="Search by investor, project or location" />
      <DataTable columns={columns} rows={list.rows} rowKey={(r) => r.id} loading={list.isLoading} footer={footer} />
      <LoadMore list={list} />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'Add Project Investment' : 'Edit Project Investment'}>
        {editing !== null && (
          <AssignForm
            initial={
              editing === 'new'
                ? empty
                : { project_id: editing.project_id, investor_id: editing.investor_id, contribution_amount: String(editing.contribution_amount) }
            }
            amountOnly={editing !== 'new'}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
