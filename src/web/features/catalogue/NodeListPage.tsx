// The Group, Brand and Category screens: a searchable list (50 rows, Load more), add and edit in a
// modal, delete after confirmation. A brand sits in a group; a category in a brand (and its group).
import { useState } from 'react';
import { Button, Group as Row, Stack } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { confirmRemove } from '../../components/confirm';
import { type Column } from '../../components/DataTable';
import { ListTable } from '../../components/ListTable';
import { useLoadMore } from '../../components/useLoadMore';
import { SearchInput } from '../../components/SearchInput';
import { EditModal } from '../../components/EditModal';
import { notifySuccess } from '../../components/notify';
import { useSaving } from '../../components/useSaving';
import { useEditing } from '../../components/useEditing';
import { NameField } from '../../components/NameField';
import { NODE_CALLS, deleteNode, saveNode, useRefreshCatalogue, type Category, type NodeLevel } from './api';
import { PlacementSelects, type Placement } from './PlacementSelects';
import { RowActions } from '../../components/RowActions';
import { useUrlIds, useUrlParam } from '../../components/useUrlState';
import { catalogueKeys } from '../../app/queryKeys';
import { FormButtons } from '../../components/FormButtons';

const LABEL: Record<NodeLevel, string> = { group: 'Group', brand: 'Brand', category: 'Category' };
const TITLE: Record<NodeLevel, string> = { group: 'Product Group', brand: 'Product Brand', category: 'Product Category' };
/** How many levels above a record its form and filter show: none for a group, the group for a brand. */
const PARENTS: Record<NodeLevel, 0 | 1 | 2> = { group: 0, brand: 1, category: 2 };

type NodeRow = Pick<Category, 'id' | 'name'> & Partial<Category>;

function NodeForm({ level, initial, onSaved, onCancel }: { level: NodeLevel; initial: NodeRow | null; onSaved: () => void; onCancel: () => void }) {
  const label = LABEL[level];
  const [name, setName] = useState(initial?.name ?? '');
  const [place, setPlace] = useState<Placement>({ g_id: initial?.g_id ?? null, b_id: initial?.b_id ?? null, c_id: null });
  const [error, setError] = useState<string>();
  const { busy, submit: save } = useSaving(
    async () => {
      const parents = PARENTS[level] === 0 ? {} : PARENTS[level] === 1 ? { g_id: place.g_id } : { g_id: place.g_id, b_id: place.b_id };
      await saveNode(level, { name, ...parents }, initial?.id);
      notifySuccess(initial ? `${label} updated successfully` : `${label} create success...!!!`);
      onSaved();
    },
    { failure: 'Something went wrong', onRefused: (err) => setError(err.message) },
  );

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(`${label} name is required`);
    void save();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {PARENTS[level] > 0 && <PlacementSelects value={place} onChange={setPlace} levels={PARENTS[level] as 1 | 2} />}
        <NameField label={`${label} Name`} value={name} onChange={setName} error={error} onClearError={() => setError(undefined)} />
        <FormButtons busy={busy} label={initial ? 'Update' : 'Save'} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

export function NodeListPage({ level }: { level: NodeLevel }) {
  const label = LABEL[level];
  const [search, setSearch] = useUrlParam('search');
  const [filter, setFilter] = useUrlIds<keyof Placement>({ g_id: 'group', b_id: 'brand', c_id: 'category' });
  const list = useLoadMore<NodeRow>(NODE_CALLS[level].all, { search, gId: filter.g_id, bId: filter.b_id }, { key: catalogueKeys.nodeList(level) });
  const refresh = useRefreshCatalogue();
  const { editing, setEditing, close, saved } = useEditing<NodeRow>(refresh);

  const remove = (row: NodeRow) =>
    confirmRemove(`Are you sure you want to delete this ${level}?`, async () => {
      await deleteNode(level, row.id);
      notifySuccess(`${label} deleted successfully`);
      refresh();
    });

  const columns: Column<NodeRow>[] = [
    { label: 'S/N', cell: (_, i) => i + 1, width: 70 },
    { label: `${label} Name`, cell: 'name' },
    ...(PARENTS[level] >= 2 ? [{ label: 'Brand', cell: (r: NodeRow) => r.brand_name ?? '' }] : []),
    ...(PARENTS[level] >= 1 ? [{ label: 'Group', cell: (r: NodeRow) => r.group_name ?? '' }] : []),
    { label: 'Action', width: 100, cell: (r) => <RowActions name={r.name} onEdit={() => setEditing(r)} onDelete={() => remove(r)} /> },
  ];

  return (
    <Stack>
      <PageHeader title={TITLE[level]}>
        <Button onClick={() => setEditing('new')}>Add {label}</Button>
      </PageHeader>
      <Row align="end" className="no-print">
        {PARENTS[level] > 0 && <PlacementSelects value={filter} onChange={setFilter} levels={PARENTS[level] as 1 | 2} w={220} />}
        <SearchInput label="Search" placeholder={`Search ${level} name`} value={search} onChange={setSearch} w={260} />
      </Row>
      <ListTable list={list} columns={columns} rowKey={(r) => r.id} />
      <EditModal editing={editing} onClose={close} newTitle={`Add ${label}`} editTitle={`Edit ${label}`}>
        {(row) => <NodeForm level={level} initial={row} onCancel={close} onSaved={saved} />}
      </EditModal>
    </Stack>
  );
}
