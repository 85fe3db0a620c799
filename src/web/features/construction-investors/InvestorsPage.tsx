// /construction/investor: the investors, with Add and Edit modals and delete. Each investor has its
// own ledger in the construction chart (opened, renamed and closed with it).
import { useState } from 'react';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { confirmRemove } from '../../components/confirm';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadMore, useLoadMore } from '../../components/useLoadMore';
import { notifySuccess } from '../../components/notify';
import { money } from '../../components/format';
import { deleteInvestor, refreshInvestors, saveInvestor, type InvestorFormValues, type InvestorRow } from './api';
import { InvestorForm } from './InvestorForm';
import { RowActions } from '../../components/RowActions';
import { SearchBox } from './SearchBox';
import { useUrlParam } from '../../components/useUrlState';
import { investorKeys, investorsApi } from '../../app/queryKeys';
import { contactColumns } from './columns';

const empty: InvestorFormValues = { name: '', email: '', phone: '', contact_info: '' };

export default function InvestorsPage() {
  const [search, setSearch] = useUrlParam('search');
  const [editing, setEditing] = useState<InvestorRow | 'new' | null>(null);
  const list = useLoadMore<InvestorRow>(investorsApi.investors, { search }, { key: investorKeys.list, rowsKey: 'result.dataResult' });
  const qc = useQueryClient();

  const save = async (v: InvestorFormValues) => {
    const id = editing === 'new' || !editing ? null : editing.id;
    await saveInvestor(id, v);
    notifySuccess(id ? 'Investor Updated !!' : 'Investor Created !!');
    setEditing(null);
    refreshInvestors(qc);
  };
  const remove = (r: InvestorRow) =>
    confirmRemove(`Are you sure you want to delete the investor ${r.name}?`, async () => {
      await deleteInvestor(r.id);
      notifySuccess('Deleted successfully');
      refreshInvestors(qc);
    });

  const columns: Column<InvestorRow>[] = [
    ...contactColumns<InvestorRow>(),
    { label: 'Projects', cell: 'project_count', align: 'right' },
    { label: 'Contribution', cell: (r) => money(r.total_contribution), align: 'right' },
    { label: 'Action', cell: (r) => <RowActions className="no-print" name={r.name} onEdit={() => setEditing(r)} onDelete={() => remove(r)} />, width: 100 },
  ];

  return (
    <Stack>
      <PageHeader title="Investors">
        <Button onClick={() => setEditing('new')}>Add New</Button>
      </PageHeader>
      <Text size="sm" c="dimmed" className="no-print">
        Each investor has a ledger of the same name in the construction chart (Liabilities › Capital › Investors): record the money an investor puts in or takes
        out with a voucher on that ledger.
      </Text>
      <SearchBox value={search} onChange={setSearch} placeholder="Search by name, email or phone" />
      <DataTable columns={columns} rows={list.rows} rowKey={(r) => r.id} loading={list.isLoading} />
      <LoadMore list={list} />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'Add Investor' : 'Edit Investor'}>
        {editing !== null && (
          <InvestorForm
            initial={editing === 'new' ? empty : { name: editing.name, email: editing.email, phone: editing.phone, contact_info: editing.contact_info }}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
