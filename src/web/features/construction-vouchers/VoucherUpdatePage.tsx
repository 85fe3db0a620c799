// /construction/project-account-voucher-update (state: { vcNo }): edit a voucher's date and lines,
// or Delete All. A bill's voucher is edited with its bill.
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { confirmRemove } from '../../components/confirm';
import { notifySuccess } from '../../components/notify';
import { deleteVoucher, getVoucher, refreshBooks, updateVoucher } from './api';
import { lineFromItem, pettyCashOut, toBody } from './lines';
import { VoucherForm, type VoucherFormValues } from './VoucherForm';
import { useVoucherNo } from './useVoucherNo';
import { projectVoucherKeys } from '../../app/queryKeys';
import { PageLoader } from '../../components/PageLoader';

const LIST = '/construction/project-account-voucher-list';

export default function VoucherUpdatePage() {
  const vcNo = useVoucherNo();
  const q = useQuery({ queryKey: projectVoucherKeys.detail(vcNo), queryFn: () => getVoucher(vcNo!), enabled: !!vcNo, staleTime: Infinity, refetchOnWindowFocus: false });
  const qc = useQueryClient();
  const navigate = useNavigate();

  const header = <PageHeader title="Voucher Update" back={{ to: LIST, label: 'Voucher List' }} />;
  if (!vcNo)
    return (
      <Stack>
        {header}
        <Text>
          Choose a voucher to edit from the <Anchor component={Link} to={LIST}>Voucher List</Anchor>.
        </Text>
      </Stack>
    );
  if (q.isLoading) return <PageLoader />;
  if (q.isError || !q.data) return <Alert color="red">Failed to load voucher details.</Alert>;
  const { master, items } = q.data;
  if (master.bill_id)
    return (
      <Stack>
        {header}
        <Text>
          {vcNo} is a project bill:{' '}
          <Anchor component={Link} to="/construction/edit/project-wise-voucher-entry" state={{ id: master.project_id, name: master.project_name, vc_no: vcNo }}>
            edit it with its bill
          </Anchor>
          .
        </Text>
      </Stack>
    );

  const lines = items.map(lineFromItem);
  const save = async (v: VoucherFormValues) => {
    await updateVoucher(vcNo, { project_vc_date: v.date, data: toBody(v.lines, v.projectId) });
    notifySuccess('Project vouchers updated successfully');
    refreshBooks(qc);
    navigate(LIST);
  };
  const removeAll = () =>
    confirmRemove(`Are you sure you want to remove ${vcNo} ?`, async () => {
      await deleteVoucher(vcNo);
      notifySuccess('Deleted successfully');
      refreshBooks(qc);
      navigate(LIST);
    });

  return (
    <Stack>
      {header}
      <VoucherForm
        initial={{ vcNo, type: master.project_vc_type, date: master.project_vc_date, projectId: master.project_id, lines }}
        pettyAlreadyOut={pettyCashOut(lines).toNumber()}
        onSubmit={save}
        onDeleteAll={removeAll}
      />
    </Stack>
  );
}
