// /construction/project-wise-voucher-entry (state: { id, name }): a project bill and its voucher.
import { Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { ProjectSelect } from '../../components/constructionPickers';
import { notifySuccess } from '../../components/notify';
import { todayInDhaka } from '../../components/format';
import { PETTY_CASH_LEDGER_ID } from '../../../domain/construction';
import { createBill, refreshBooks } from './api';
import { emptyLine } from './lines';
import { BillForm, emptyItem, toBillBody, type BillFormValues } from './BillForm';
import { useProjectState } from './useProjectState';

const fresh = (): BillFormValues => ({
  type: 2,
  date: todayInDhaka(),
  toLedger: null,
  items: [emptyItem()],
  // Bills are most often paid from petty cash.
  lines: [{ ...emptyLine(), project_ledger_id: PETTY_CASH_LEDGER_ID }],
});

export default function ProjectWiseVoucherEntryPage() {
  const { id, name, setId } = useProjectState();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const save = async (v: BillFormValues) => {
    const r = await createBill(toBillBody(v, id!));
    notifySuccess('Project vouchers & bills created successfully');
    refreshBooks(qc);
    navigate('/construction/project-bill', { state: { id, vc_no: r.vc_no } });
  };
  return (
    <Stack>
      <PageHeader title={name ? `Project Voucher Entry: ${name}` : 'Project Voucher Entry'}>
        {id && (
          <Button variant="default" component={Link} to="/construction/project-wise-voucherList" state={{ id, name }}>
            Project Voucher List
          </Button>
        )}
      </PageHeader>
      {!id ? (
        <Stack maw={420}>
          <Text>Choose the project of the bill.</Text>
          <ProjectSelect value={id} onChange={setId} autoFocus />
        </Stack>
      ) : (
        <BillForm key={id} projectId={id} initial={fresh()} onSubmit={save} />
      )}
    </Stack>
  );
}
