// Main Head and Sub Head lists: search, pages of 50/100/200, Create New and edit in modals, delete.
import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconEdit, IconSearch, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { confirmDelete } from '../../components/confirm';
import { notifyError, notifySuccess } from '../../components/notify';
import { HEAD, type HeadKind, type HeadRow } from './heads';
import { HeadForm } from './HeadForm';
import { Pager, usePaged } from './usePaged';
import { useUrlParam } from '../../components/useUrlState';
import { accountKeys, afterWrite } from '../../app/queryKeys';

export function HeadListPage({ kind }: { kind: HeadKind }) {
  const h = HEAD[kind];
  const [search, setSearch] = useUrlParam('search');
  const paged = usePaged<HeadRow>(accountKeys.headPage(h.listPath), h.listPath, search.trim());
  const [editing, setEditing] = useState<HeadRow | 'new' | null>(null);
  const qc = useQueryClient();

  const remove = (r: HeadRow) =>
    confirmDelete(h.deleteQuestion, async () => {
      try {
        notifySuccess((await h.remove(r.id)).message);
        await afterWrite(qc, 'chart');
      } catch (e) {
        notifyError(e, 'Delete failed');
      }
    });

  const columns: Column<HeadRow>[] = [
    { label: 'SL/NO', cell: (_r, i) => paged.first + i + 1, width: 70 },
    { label: h.nameLabel, cell: 'name' },
    { label: h.parentLabel, cell: (r) => h.parentName(r) },
    {
      label: 'Action',
      width: 100,
      cell: (r) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" aria-label={`Edit ${r.name}`} onClick={() => setEditing(r)}>
              <IconEdit size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${r.name}`} onClick={() => remove(r)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <Stack>
      <PageHeader title={h.title}>
        <Button onClick={() => setEditing('new')}>Create New</Button>
      </PageHeader>
      <TextInput placeholder="Search" leftSection={<IconSearch size={14} />} value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={280} className="no-print" />
      <DataTable columns={columns} rows={paged.rows} rowKey={(r) => r.id} loading={paged.isLoading} empty={h.empty} />
      <Pager paged={paged} />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? `Create ${h.title}` : `Update ${h.title}`}>
        {editing !== null && <HeadForm kind={kind} initial={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
