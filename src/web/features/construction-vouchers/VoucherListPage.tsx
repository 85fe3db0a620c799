// /construction/project-account-voucher-list: vouchers by date range, type and search; Add New; the
// VC No opens its details, the edit link its update screen; Load more.
import { Select, Stack } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { ListFilters, useListFilters } from '../../components/ListFilters';
import { LoadMore, useLoadMore } from '../../components/useLoadMore';
import { VOUCHER_TYPE_OPTIONS } from '../../components/constructionPickers';
import type { VoucherListRow } from './api';
import { editTarget, VoucherTable } from './VoucherTable';
import { useUrlChoice } from '../../components/useUrlState';
import { projectVoucherKeys, projectVouchersApi } from '../../app/queryKeys';

export default function VoucherListPage() {
  const [filters, setFilters] = useListFilters();
  const [type, setType] = useUrlChoice('type');
  const list = useLoadMore<VoucherListRow>(
    projectVouchersApi.projectVoucher,
    { search: filters.search, sDate: filters.startDate, eDate: filters.endDate, vc_type: type },
    { key: projectVoucherKeys.list, rowsKey: 'result' },
  );
  const totalAmount = (list.body as { total_amount?: number } | undefined)?.total_amount;
  return (
    <Stack>
      <PageHeader title="Voucher List" create={{ label: 'Add New', to: '/construction/project-account-voucher-entry' }} />
      <ListFilters value={filters} onChange={setFilters} searchPlaceholder="Voucher No, ledger, remarks">
        <Select label="Type" placeholder="All types" data={VOUCHER_TYPE_OPTIONS} value={type} onChange={setType} clearable w={170} />
      </ListFilters>
      <VoucherTable
        rows={list.rows}
        loading={list.isLoading}
        totalAmount={totalAmount}
        showProject
        open={(r) => ({ to: '/construction/voucher-details', state: { vcNo: r.project_vc_no } })}
        edit={editTarget}
      />
      <LoadMore list={list} />
    </Stack>
  );
}
