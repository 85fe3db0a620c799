// Create Sales Return (/sales/bill-return-create): after saving, the Return Invoice.
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { notifySuccess } from '../../components/notify';
import { useSaving } from '../../components/useSaving';
import { useNextNumber } from '../../components/useDocId';
import { ReturnForm, toReturnInput, type ReturnFormValues } from './ReturnForm';
import { createReturn, previewReturnNo } from './api';
import { afterWrite, salesReturnKeys } from '../../app/queryKeys';

export default function CreateSalesReturnPage() {
  const { date, number } = useNextNumber(salesReturnKeys.nextNo, previewReturnNo);
  const qc = useQueryClient();
  const navigate = useNavigate();

  const { busy, submit } = useSaving(async (v: ReturnFormValues) => {
    const r = await createReturn(toReturnInput(v));
    notifySuccess('sale successfully returned');
    void afterWrite(qc, 'salesReturn');
    navigate(`/sales/bill-return-view?id=${r.returnId}`);
  });

  return (
    <Stack>
      <PageHeader title="Create Sales Return" back={{ to: '/sales/bill-return' }} />
      <ReturnForm mode="create" initial={{ return_date: date, cuss_id: null, inv_no_id: null, rmks: '', items: [] }} returnNo={number} busy={busy} onSubmit={submit} />
    </Stack>
  );
}
