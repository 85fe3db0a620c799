// /product-management-model: models with their catalogue place, opening stock and current stock;
// filters by group, brand and category, search, 50 rows and Load more; add, edit and delete.
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { confirmRemove } from '../../components/confirm';
import { type Column } from '../../components/DataTable';
import { ListTable } from '../../components/ListTable';
import { useLoadMore } from '../../components/useLoadMore';
import { SearchInput } from '../../components/SearchInput';
import { EditModal } from '../../components/EditModal';
import { useEditing } from '../../components/useEditing';
import { notifySuccess } from '../../components/notify';
import { money, qty } from '../../components/format';
import { deleteModel, useRefreshCatalogue, type Model } from './api';
import { noPlacement, PlacementSelects, type Placement } from './PlacementSelects';
import { ModelForm } from './ModelForm';
import { RowActions } from '../../components/RowActions';
import { useUrlIds, useUrlParam } from '../../components/useUrlState';
import { catalogueKeys } from '../../app/queryKeys';
import { catalogueApi } from '../../app/queryKeys/catalogue';

export default function ModelsPage() {
  const [search, setSearch] = useUrlParam('search');
  const [filter, setFilter] = useUrlIds<keyof Placement>({ g_id: 'group', b_id: 'brand', c_id: 'category' });
  const list = useLoadMore<Model>(
    catalogueApi.productModelAll,
    { search, gId: filter.g_id, bId: filter.b_id, catId: filter.c_id },
    { key: catalogueKeys.modelList },
  );
  const refresh = useRefreshCatalogue();
  const { editing, setEditing, close, saved } = useEditing<Model>(refresh);

  const remove = (m: Model) =>
    confirmRemove('Are you sure you want to delete this model?', async () => {
      await deleteModel(m.id);
      notifySuccess('Deleted successfully!');
      refresh();
    });

  const columns: Column<Model>[] = [
    { label: 'S/N', cell: (_, i) => i + 1, width: 60 },
    {
      label: 'Model',
      cell: (m) => (
        <Stack gap={2}>
          <Text size="sm">{m.name}</Text>
          <Group gap={4}>
            {m.pro_code && (
              <Text size="xs" c="dimmed">
                {m.pro_code}
              </Text>
            )}
            {m.srl_avl === 1 && (
              <Badge size="xs" variant="outline">
                Serial
              </Badge>
            )}
            {m.pro_status === 0 && (
              <Badge size="xs" color="gray">
                Inactive
              </Badge>
            )}
          </Group>
        </Stack>
      ),
    },
    { label: 'Group', cell: (m) => m.group_name ?? '' },
    { label: 'Brand', cell: (m) => m.brand_name ?? '' },
    { label: 'Category', cell: (m) => m.cat_name ?? '' },
    { label: 'Open Qty', cell: (m) => qty(m.open_qty), align: 'right' },
    { label: 'Open Rate', cell: (m) => money(m.open_rate), align: 'right' },
    { label: 'Available Qty', cell: (m) => `${qty(m.avl_qty)} ${m.unit_type}`, align: 'right' },
    { label: 'Avg Rate', cell: (m) => money(m.avgr_rate), align: 'right' },
    { label: 'Warranty', cell: (m) => m.warranty || '-----' },
    { label: 'Action', width: 90, cell: (m) => <RowActions name={m.name} onEdit={() => setEditing(m)} onDelete={() => remove(m)} /> },
  ];

  return (
    <Stack>
      <PageHeader title="Product Model">
        <Button onClick={() => setEditing('new')}>Add Model</Button>
      </PageHeader>
      <Group align="end" className="no-print">
        <PlacementSelects value={filter} onChange={setFilter} w={200} />
        <SearchInput label="Search" placeholder="Model, code, group, brand..." value={search} onChange={setSearch} w={220} />
        <Button
          variant="default"
          onClick={() => {
            setFilter(noPlacement);
            setSearch('');
          }}
        >
          Clear
        </Button>
      </Group>
      <ListTable list={list} columns={columns} rowKey={(m) => m.id} />
      <EditModal editing={editing} onClose={close} newTitle="Add Model" editTitle="Edit Model" size="xl">
        {(model) => <ModelForm id={model?.id} onCancel={close} onSaved={saved} />}
      </EditModal>
    </Stack>
  );
}
