// /construction/project-wise-voucherList (state: { id, name }): the Project Voucher List. Add Bill opens
// the project-wise entry; the VC No opens the project bill; edit opens the project voucher edit.
import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { LoadMore, useLoadMore } from '../../components/useLoadMore';
import { ProjectSelect } from '../../components/constructionPickers';
import type { VoucherListRow } from './api';
import { VoucherTable } from './VoucherTable';
import { useProjectState } from './useProjectState';
import { projectVoucherKeys, projectVouchersApi } from '../../app/queryKeys';

export default function ProjectWiseVoucherListPage() {
  const { id, name, setId } = useProjectState();
  const list = useLoadMore<VoucherListRow>(projectVouchersApi.projectVoucher, { projectId: id }, { key: projectVoucherKeys.list, rowsKey: 'result', enabled: !!id });
  const totalAmount = (list.body as { total_amount?: number } | undefined)?.total_amount;
  const project = { id, name };
  return (
    <Stack>
      <PageHeader title={name ? `Project Voucher List: ${name}` : 'Project Voucher List'} back={{ to: '/construction/projects', label: 'Projects' }}>
        {id && (
          <Button component={Link} to="/construction/project-wise-voucher-entry" state={project}>
            Add Bill
          </Button>
        )}
      </PageHeader>
      <ProjectSelect value={id} onChange={setId} maw={420} autoFocus={!id} />
      {id ? (
        <>
          <VoucherTable
            rows={list.rows}
            loading={list.isLoading}
            totalAmount={totalAmount}
            open={(r) => ({ to: '/construction/project-bill', state: { id, vc_no: r.project_vc_no } })}
            edit={(r) => ({ to: '/construction/edit/project-wise-voucher-entry', state: { ...project, vc_no: r.project_vc_no } })}
          />
          <LoadMore list={list} />
        </>
      ) : (
        <Text c="dimmed">Choose a project to see its vouchers and bills.</Text>
      )}
    </Stack>
  );
}
