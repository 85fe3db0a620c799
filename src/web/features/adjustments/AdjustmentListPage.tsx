// Stock adjustments, one row per line; the search filters on the screen by group, brand, category and model.
import { useMemo } from 'react';
import { ActionIcon, Anchor, Badge, Button, CloseButton, Group, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { DataTable, type Column } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { confirmDelete } from '../../components/confirm';
import { money, qty } from '../../components/format';
import { notifyError, notifySuccess } from '../../components/notify';
import { ApiError } from '../../components/api';
import { PAGE_SIZE } from '../../components/useLoadMore';
import { deleteAdjustmentLine, listAdjustments, typeLabel, type AdjustmentLine } from './api';
import { useUrlNumber, useUrlParam } from '../../components/useUrlState';
import { adjustmentKeys, afterWrite } from '../../app/queryKeys';

const matches = (l: AdjustmentLine, s: string) => [l.group_name, l.brand_name, l.category_name, l.model].some((v) => v.toLowerCase().includes(s));

export default function AdjustmentListPage() {
  const [search, setSearch] = useUrlParam('search');
  const [shown, setShown] = useUrlNumber('limit', PAGE_SIZE);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: adjustmentKeys.list, queryFn: listAdjustments });
  const remove = useMutation({
    mutationFn: deleteAdjustmentLine,
    onSuccess: () => {
      notifySuccess('Deleted successfully');
      void afterWrite(qc, 'adjustment');
    },
    // the server's reason when it gave one; an exception on the way is worded by the spec
    onError: (e) => (e instanceof ApiError && e.status > 0 ? notifyError(e, 'Delete failed') : notifyError(null, 'Error deleting product')),
  });
  const rows = useMemo(() => {
    const s = search.trim().toLowerCase();
    return (list.data ?? []).filter((l) => !s || matches(l, s));
  }, [list.data, search]);
  const toDetails = (l: AdjustmentLine) => ({ pathname: '/stock-adjustment-details', search: `?adjNo=${encodeURIComponent(l.adj_no)}` });

  const columns: Column<AdjustmentLine>[] = [
    { label: 'S/N', cell: (_r, i) => i + 1, width: 50 },
    {
      label: 'Adjustment No.',
      cell: (l) => (
        <Anchor component={Link} to={toDetails(l)} state={{ adjNo: l.adj_no }} size="sm">
          {l.adj_no}
        </Anchor>
      ),
    },
    { label: 'Group', cell: 'group_name' },
    { label: 'Brand', cell: 'brand_name' },
    { label: 'Category', cell: 'category_name' },
    { label: 'Model', cell: 'model' },
    { label: 'Quantity', cell: (l) => qty(l.adj_qty), align: 'right' },
    { label: 'Cost', cell: (l) => money(l.total_cost), align: 'right' },
    { label: 'Adjustment Type', cell: (l) => <Badge color={l.adj_type === 'addition' ? 'teal' : 'red'}>{typeLabel(l.adj_type)}</Badge> },
    {
      label: 'Action',
      cell: (l) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon
              variant="subtle"
              aria-label={`Edit ${l.adj_no}`}
              onClick={() => navigate(`/product-adjustment-edit?adjNo=${encodeURIComponent(l.adj_no)}`, { state: { adjNo: l.adj_no } })}
            >
              <IconEdit size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${l.adj_no} ${l.model}`}
              onClick={() => confirmDelete('Are you sure you want to delete this product?', () => remove.mutate(l.id))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <Stack>
      <PageHeader title="Stock Adjustments">
        <Button component={Link} to="/product-adjustment-create" leftSection={<IconPlus size={16} />}>
          Add
        </Button>
      </PageHeader>
      <TextInput
        placeholder="Search by group, brand, category or model"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setShown(PAGE_SIZE);
        }}
        rightSection={search ? <CloseButton aria-label="Clear search" onClick={() => setSearch('')} /> : null}
        maw={420}
      />
      <DataTable columns={columns} rows={rows.slice(0, shown)} rowKey={(l) => l.id} loading={list.isLoading} />
      {rows.length > shown && (
        <Group justify="center">
          <Button variant="default" onClick={() => setShown(shown + PAGE_SIZE)}>
            Load more
          </Button>
        </Group>
      )}
    </Stack>
  );
}
