// Collection List (type 2) and Payment List (type 1): a search on receipt no, type and party;
// 50 rows at first and Load more; Print opens the money receipt, Edit the edit form.
import { ActionIcon, Group, Stack, Tooltip } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { confirmRemove } from '../../components/confirm';
import { type Column } from '../../components/DataTable';
import { ListTable } from '../../components/ListTable';
import { useLoadMore } from '../../components/useLoadMore';
import { DeleteAction, EditAction } from '../../components/RowActions';
import { SearchInput } from '../../components/SearchInput';
import { notifySuccess } from '../../components/notify';
import { displayDate, money } from '../../components/format';
import { KIND, methodLabel, removeRecord, type CollPayRecord, type Kind } from './api';
import { useUrlParam } from '../../components/useUrlState';
import { afterWrite, collectionKeys } from '../../app/queryKeys';
import { collectionsApi } from '../../app/queryKeys/collections';

export function CollPayList({ kind }: { kind: Kind }) {
  const words = KIND[kind];
  const [search, setSearch] = useUrlParam('search');
  const list = useLoadMore<CollPayRecord>(collectionsApi.collPayAll, { type: words.type, search: search.trim() }, { key: collectionKeys.list });
  const navigate = useNavigate();
  const qc = useQueryClient();

  const remove = (r: CollPayRecord) =>
    confirmRemove(`Are you sure you want to delete ${r.inv_no}?`, async () => {
      notifySuccess((await removeRecord(r.id)).message);
      await afterWrite(qc, 'collection');
    });

  const columns: Column<CollPayRecord>[] = [
    { label: 'S/N', cell: (_r, i) => i + 1, width: 60 },
    { label: 'Date', cell: (r) => displayDate(r.date) },
    { label: 'Receipt No.', cell: 'inv_no' },
    { label: words.partyColumn, cell: 'party_name' },
    { label: 'Mobile', cell: 'mobile' },
    { label: 'Amount', cell: (r) => money(r.amount), align: 'right' },
    { label: 'Type', cell: (r) => methodLabel(r.cash_bank_type) },
    {
      label: 'Actions',
      cell: (r) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Print">
            <ActionIcon
              variant="subtle"
              aria-label={`Print ${r.inv_no}`}
              onClick={() => navigate(`/receipt-payment/report?id=${r.id}`, { state: { id: r.id } })}
            >
              <IconPrinter size={16} />
            </ActionIcon>
          </Tooltip>
          <EditAction
            name={r.inv_no}
            tooltip={r.sale_id ? 'Taken on a sale bill: edit the bill' : 'Edit'}
            disabled={!!r.sale_id}
            onClick={() => navigate(`${words.edit}?id=${r.id}`, { state: { record: r } })}
          />
          {!r.sale_id && <DeleteAction name={r.inv_no} onClick={() => remove(r)} />}
        </Group>
      ),
    },
  ];

  return (
    <Stack>
      <PageHeader title={words.listTitle} create={{ label: 'Create', to: words.entry }} />
      <SearchInput className="no-print" placeholder="Search by receipt no, type or name" value={search} onChange={setSearch} w={320} autoFocus />
      <ListTable list={list} columns={columns} rowKey={(r) => r.id} />
    </Stack>
  );
}
