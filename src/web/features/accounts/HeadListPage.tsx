// Main Head and Sub Head lists: search, pages of 50/100/200, Create New and edit in modals, delete.
import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { confirmRemove } from '../../components/confirm';
import { DataTable, type Column } from '../../components/DataTable';
import { RowActions } from '../../components/RowActions';
import { SearchInput } from '../../components/SearchInput';
import { EditModal } from '../../components/EditModal';
import { notifySuccess } from '../../components/notify';
import { HEAD, type HeadKind, type HeadRow } from './heads';
import { HeadForm } from './HeadForm';
import { Pager, usePaged } from './usePaged';
import { useUrlParam } from '../../components/useUrlState';
import { accountKeys, afterWrite } from '../../app/queryKeys';

export function HeadListPage({ kind }: { kind: HeadKind }) {
  const h = HEAD[kind];
  const [search, setSearch] = useUrlParam('search');
  const paged = usePaged<HeadRow>(accountKeys.headPage(h.listPath), h.list, search.trim());
  const [editing, setEditing] = useState<HeadRow | 'new' | null>(null);
  const qc = useQueryClient();

  const remove = (r: HeadRow) =>
    confirmRemove(h.deleteQuestion, async () => {
      notifySuccess((await h.remove(r.id)).message);
      await afterWrite(qc, 'chart');
    });

  const columns: Column<HeadRow>[] = [
    { label: 'SL/NO', cell: (_r, i) => paged.first + i + 1, width: 70 },
    { label: h.nameLabel, cell: 'name' },
    { label: h.parentLabel, cell: (r) => h.parentName(r) },
    {
      label: 'Action',
      width: 100,
      cell: (r) => <RowActions gap={4} name={r.name} onEdit={() => setEditing(r)} onDelete={() => remove(r)} />,
    },
  ];

  return (
    <Stack>
      <PageHeader title={h.title}>
        <Button onClick={() => setEditing('new')}>Create New</Button>
      </PageHeader>
      <SearchInput placeholder="Search" value={search} onChange={setSearch} w={280} className="no-print" />
      <DataTable columns={columns} rows={paged.rows} rowKey={(r) => r.id} loading={paged.isLoading} empty={h.empty} />
      <Pager paged={paged} />
      <EditModal editing={editing} onClose={() => setEditing(null)} newTitle={`Create ${h.title}`} editTitle={`Update ${h.title}`}>
        {(row) => <HeadForm kind={kind} initial={row ?? undefined} onDone={() => setEditing(null)} />}
      </EditModal>
    </Stack>
  );
}
