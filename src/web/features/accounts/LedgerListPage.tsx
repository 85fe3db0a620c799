// Ledger list: ledgers grouped under "Main Head: ... Sub Head: ...", with balances; free-text search
// over every field; pages of 50/100/200. Edit opens the update screen with the ledger as state.
import { Fragment } from 'react';
import { Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { confirmRemove } from '../../components/confirm';
import { RowActions } from '../../components/RowActions';
import { SearchInput } from '../../components/SearchInput';
import { notifySuccess } from '../../components/notify';
import { removeLedger, type Ledger } from './api';
import { drCr } from '../../components/format';
import { Pager, usePaged } from './usePaged';
import { useUrlParam } from '../../components/useUrlState';
import { accountKeys, afterWrite } from '../../app/queryKeys';
import { accountsApi } from '../../app/queryKeys/accounts';

/** Consecutive ledgers of one sub head, as the list shows them. */
function bySubHead(rows: Ledger[]): Ledger[][] {
  const out: Ledger[][] = [];
  for (const r of rows) {
    const last = out[out.length - 1];
    if (last && last[0].s_id === r.s_id) last.push(r);
    else out.push([r]);
  }
  return out;
}

export default function LedgerListPage() {
  const [search, setSearch] = useUrlParam('search');
  const paged = usePaged<Ledger>(accountKeys.ledgerPage, accountsApi.ledgerAll, search.trim());
  const navigate = useNavigate();
  const qc = useQueryClient();
  let n = paged.first;

  const remove = (l: Ledger) =>
    confirmRemove(`Are you sure you want to delete the ledger ${l.name}?`, async () => {
      notifySuccess((await removeLedger(l.id)).message);
      await afterWrite(qc, 'chart');
    });

  return (
    <Stack>
      <PageHeader title="Ledger" create={{ label: 'Create Ledger', to: '/accounts/ledger-group-create' }} />
      <SearchInput placeholder="Search" value={search} onChange={setSearch} w={280} className="no-print" autoFocus />
      <Table withTableBorder withColumnBorders striped verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>#</Table.Th>
            <Table.Th>Ledger</Table.Th>
            <Table.Th ta="right" w={200}>
              Balance
            </Table.Th>
            <Table.Th w={100}>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bySubHead(paged.rows).map((group) => (
            <Fragment key={`${group[0].s_id}-${group[0].id}`}>
              <Table.Tr bg="var(--mantine-color-default-hover)">
                <Table.Td colSpan={4} fw={600}>
                  Main Head: {group[0].main_name} &nbsp; Sub Head: {group[0].sub_name}
                </Table.Td>
              </Table.Tr>
              {group.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td>{++n}</Table.Td>
                  <Table.Td>{l.name}</Table.Td>
                  <Table.Td ta="right">{drCr(l.balance)}</Table.Td>
                  <Table.Td>
                    <RowActions
                      gap={4}
                      name={l.name}
                      onEdit={() => navigate('/accounts/ledger-group-update', { state: { ledger: l } })}
                      onDelete={l.system_role ? undefined : () => remove(l)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
      {!paged.isLoading && paged.rows.length === 0 && (
        <Text c="dimmed" ta="center">
          No data available
        </Text>
      )}
      <Pager paged={paged} />
    </Stack>
  );
}
