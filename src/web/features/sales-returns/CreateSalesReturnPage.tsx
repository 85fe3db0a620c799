// Create Sales Return (/sales/bill-return-create): after saving, the Return Invoice.
import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { notifyError, notifySuccess } from '../../components/notify';
import { todayInDhaka } from '../../components/format';
import { ReturnForm, toReturnInput, type ReturnFormValues } from './ReturnForm';
import { createReturn, previewReturnNo } from './api';
import { afterWrite, salesReturnKeys } from '../../app/queryKeys';

export default function CreateSalesReturnPage() {
  const [busy, setBusy] = useState(false);
  const [date] = useState(todayInDhaka());
  const next = useQuery({ queryKey: salesReturnKeys.nextNo(date), queryFn: () => previewReturnNo(date) });
  const qc = useQueryClient();
  const navigate = useNavigate();

  const submit = async (v: ReturnFormValues) => {
    setBusy(true);
    try {
      const r = await createReturn(toReturnInput(v));
      notifySuccess('sale successfully returned');
      void afterWrite(qc, 'salesReturn');
      navigate(`/sales/bill-return-view?id=${r.returnId}`);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <PageHeader title="Create Sales Return" back={{ to: '/sales/bill-return' }} />
      <ReturnForm mode="create" initial={{ return_date: date, cuss_id: null, inv_no_id: null, rmks: '', items: [] }} returnNo={next.data ?? ''} busy={busy} onSubmit={submit} />
    </Stack>
  );
}
