// /construction/project-supplier: the construction suppliers, read-only (name, email, phone, contact info).
import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { DataTable } from '../../components/DataTable';
import { LoadMore, useLoadMore } from '../../components/useLoadMore';
import type { SupplierRow } from './api';
import { SearchBox } from './SearchBox';
import { useUrlParam } from '../../components/useUrlState';
import { investorKeys, investorsApi } from '../../app/queryKeys';
import { contactColumns } from './columns';

const columns = contactColumns<SupplierRow>();

export default function SuppliersPage() {
  const [search, setSearch] = useUrlParam('search');
  const list = useLoadMore<SupplierRow>(investorsApi.supplierGet, { search }, { key: investorKeys.suppliers, rowsKey: 'result.dataResult' });
  return (
    <Stack>
      <PageHeader title="Construction Suppliers" />
      <SearchBox value={search} onChange={setSearch} placeholder="Search by name, email or phone" />
      <DataTable columns={columns} rows={list.rows} rowKey={(r) => r.id} loading={list.isLoading} />
      <LoadMore list={list} />
    </Stack>
  );
}
