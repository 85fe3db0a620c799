// The Customer and Supplier lists: zone filter, search (name, mobile, phone, zone), 50 rows and
// Load more, each party's opening balance and its due now; add and edit in a modal, delete after
// confirmation (refused while the party has transactions).
import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { confirmRemove } from '../../components/confirm';
import { type Column } from '../../components/DataTable';
import { ListTable } from '../../components/ListTable';
import { useLoadMore } from '../../components/useLoadMore';
import { RowActions } from '../../components/RowActions';
import { SearchInput } from '../../components/SearchInput';
import { EditModal } from '../../components/EditModal';
import { useEditing } from '../../components/useEditing';
import { notifySuccess } from '../../components/notify';
import { money } from '../../components/format';
import { deleteParty, useRefreshParties, type Party } from './api';
import { PartyForm, type PartyKind } from './PartyForm';
import { useUrlChoice, useUrlParam } from '../../components/useUrlState';
import { partyKeys } from '../../app/queryKeys';
import { partiesApi } from '../../app/queryKeys/parties';

const PAGE = {
  customer: { title: 'Customers', label: 'Customer', list: partiesApi.customerAll },
  supplier: { title: 'Suppliers', label: 'Supplier', list: partiesApi.supplierAll },
};

export function PartyListPage({ kind }: { kind: PartyKind }) {
  const page = PAGE[kind];
  const [search, setSearch] = useUrlParam('search');
  const [zone, setZone] = useUrlChoice('zone');
  const [credit, setCredit] = useUrlChoice('credit');
  const list = useLoadMore<Party>(page.list, { search, zone, credit: kind === 'customer' ? credit : undefined }, { key: partyKeys.list(kind) });
  const zones = ((list.body as { zones?: string[] } | undefined)?.zones ?? []).slice();
  const refresh = useRefreshParties();
  const { editing, setEditing, close, saved } = useEditing<Party>(refresh);

  const remove = (p: Party) =>
    confirmRemove(`Are you sure you want to delete this ${kind}?`, async () => {
      await deleteParty(p.id);
      notifySuccess('Deleted successfully!');
      refresh();
    });

  const columns: Column<Party>[] = [
    { label: 'S/N', cell: (_, i) => i + 1, width: 60 },
    { label: `${page.label} Name`, cell: 'name' },
    { label: 'Mobile', cell: 'mobile' },
    { label: 'Phone', cell: 'phone' },
    { label: 'Contact Person', cell: 'contact_person' },
    { label: 'Address', cell: 'address' },
    { label: 'Zone', cell: 'zone' },
    { label: 'Opening Balance', cell: (p) => money(p.amount), align: 'right' },
    {
      label: 'Balance',
      align: 'right',
      cell: (p) => (
        <Stack gap={2} align="flex-end">
          <Text size="sm" c={p.over_limit ? 'red' : undefined} fw={p.over_limit ? 600 : undefined}>
            {money(p.balance)}
          </Text>
          {p.over_limit && (
            <Badge color="red" variant="light" size="xs" style={{ flexShrink: 0, overflow: 'visible' }}>
              Over limit
            </Badge>
          )}
        </Stack>
      ),
    },
    ...(kind === 'customer'
      ? [{ label: 'Credit Limit', align: 'right' as const, cell: (p: Party) => (p.credit_limit === null ? '' : money(p.credit_limit)) }]
      : []),
    {
      label: 'Action',
      width: 90,
      cell: (p) => <RowActions name={p.name} onEdit={() => setEditing(p)} onDelete={() => remove(p)} />,
    },
  ];

  return (
    <Stack>
      <PageHeader title={page.title}>
        <Button onClick={() => setEditing('new')}>Add {page.label}</Button>
      </PageHeader>
      <Group align="end" className="no-print">
        <Select label="Zone" placeholder="All zones" clearable searchable data={zones} value={zone} onChange={setZone} w={200} />
        {kind === 'customer' && (
          <Select
            label="Credit"
            placeholder="All customers"
            clearable
            data={[{ value: 'over', label: 'Over the credit limit' }]}
            value={credit}
            onChange={setCredit}
            w={200}
          />
        )}
        <SearchInput label="Search" placeholder="Name, mobile, phone or zone" value={search} onChange={setSearch} w={280} />
      </Group>
      <ListTable list={list} columns={columns} rowKey={(p) => p.id} />
      <EditModal editing={editing} onClose={close} newTitle={`Add ${page.label}`} editTitle={`Edit ${page.label}`} size="lg">
        {(party) => <PartyForm kind={kind} party={party} zones={zones} onCancel={close} onSaved={saved} />}
      </EditModal>
    </Stack>
  );
}
