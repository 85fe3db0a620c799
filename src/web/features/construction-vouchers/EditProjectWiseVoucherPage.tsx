// /construction/edit/project-wise-voucher-entry (state: { id, name, vc_no }): the Project Voucher Edit.
// A bill is edited with its voucher (Update, Delete All); a plain voucher of the project like any voucher.
import { Alert, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { confirmRemove } from '../../components/confirm';
import { notifySuccess } from '../../components/notify';
import { deleteBill, deleteVoucher, getBill, getVoucher, refreshBooks, updateBill, updateVoucher, type BillReply, type VoucherDetails } from './api';
import { lineFromItem, pettyCashOut, toBody } from './lines';
import { BillForm, itemDraft, toBillBody, type BillFormValues } from './BillForm';
import { VoucherForm, type VoucherFormValues } from './VoucherForm';
import { useProjectState } from './useProjectState';
import { useVoucherNo } from './useVoucherNo';
import { projectVoucherKeys } from '../../app/queryKeys';
import { PageLoader } from '../../components/PageLoader';

const LIST = '/construction/project-wise-voucherList';

export default function EditProjectWiseVoucherPage() {
  const vcNo = useVoucherNo();
  const project = useProjectState();
  const voucher = useQuery({ queryKey: projectVoucherKeys.detail(vcNo), queryFn: () => getVoucher(vcNo!), enabled: !!vcNo, staleTime: Infinity, refetchOnWindowFocus: false });
  const billId = voucher.data?.master.bill_id;
  const bill = useQuery({ queryKey: projectVoucherKeys.bill(vcNo), queryFn: () => getBill(vcNo!), enabled: !!billId, staleTime: Infinity, refetchOnWindowFocus: false });
  const qc = useQueryClient();
  const navigate = useNavigate();
  const projectId = voucher.data?.master.project_id ?? project.id;
  const backToList = () => navigate(LIST, { state: { id: projectId, name: project.name || voucher.data?.master.project_name } });

  const header = <PageHeader title={`Project Voucher Edit${vcNo ? `: ${vcNo}` : ''}`} />;
  if (!vcNo)
    return (
      <Stack>
        {header}
        <Text>Choose a voucher to edit from the Project Voucher List.</Text>
      </Stack>
    );
  if (voucher.isLoading || (billId && bill.isLoading)) return <PageLoader />;
  if (voucher.isError || !voucher.data || (billId && !bill.data)) return <Alert color="red">Failed to load voucher details.</Alert>;

  const done = (message: string) => {
    notifySuccess(message);
    refreshBooks(qc);
    backToList();
  };
  const removeAll = (remove: () => Promise<{ message: string }>) =>
    confirmRemove(
      `Are you sure you want to remove ${vcNo} ?`,
      async () => {
        done((await remove()).message || 'Deleted successfully');
      },
      'Failed to delete the voucher/bill.',
    );

  return (
    <Stack>
      {header}
      {bill.data ? (
        <BillEdit bill={bill.data} onDone={done} onDeleteAll={() => removeAll(() => deleteBill(bill.data!.bill_id, vcNo))} />
      ) : (
        <VoucherEdit d={voucher.data} onDone={done} onDeleteAll={() => removeAll(() => deleteVoucher(vcNo))} />
      )}
    </Stack>
  );
}

function BillEdit({ bill, onDone, onDeleteAll }: { bill: BillReply; onDone: (m: string) => void; onDeleteAll: () => void }) {
  const initial: BillFormValues = {
    vcNo: bill.vc_no,
    type: bill.vc_type === 4 ? 4 : 2,
    date: bill.vc_date,
    toLedger: bill.ledger_id,
    items: bill.items.map((i) => itemDraft(i.description, i.amount, i.ledger_id, bill.ledger_id)),
    lines: bill.lines.filter((l) => l.type === 0).map(lineFromItem),
  };
  const save = async (v: BillFormValues) => {
    await updateBill(bill.bill_id, toBillBody(v, bill.project_id));
    onDone('Project vouchers & bills updated successfully');
  };
  return <BillForm projectId={bill.project_id} initial={initial} pettyAlreadyOut={pettyCashOut(bill.lines.map(lineFromItem)).toNumber()} onSubmit={save} onDeleteAll={onDeleteAll} />;
}

function VoucherEdit({ d, onDone, onDeleteAll }: { d: VoucherDetails; onDone: (m: string) => void; onDeleteAll: () => void }) {
  const lines = d.items.map(lineFromItem);
  const save = async (v: VoucherFormValues) => {
    await updateVoucher(d.master.project_vc_no, { project_vc_date: v.date, data: toBody(v.lines, v.projectId) });
    onDone('Project vouchers updated successfully');
  };
  return (
    <VoucherForm
      initial={{ vcNo: d.master.project_vc_no, type: d.master.project_vc_type, date: d.master.project_vc_date, projectId: d.master.project_id, lines }}
      pettyAlreadyOut={pettyCashOut(lines).toNumber()}
      onSubmit={save}
      onDeleteAll={onDeleteAll}
    />
  );
}
