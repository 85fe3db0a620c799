// Create Quotation (/quotation/create): after creation, the quotation report.
import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { notifyError, notifySuccess } from '../../components/notify';
import { todayInDhaka } from '../../components/format';
import { QuotationForm, toQuotationInput, type QuotationFormValues } from './QuotationForm';
import { createQuotation, previewQuotationNo } from './api';
import { afterWrite, quotationKeys } from '../../app/queryKeys';

export default function QuotationCreatePage() {
  const [busy, setBusy] = useState(false);
  const [date] = useState(todayInDhaka());
  const next = useQuery({ queryKey: quotationKeys.nextNo(date), queryFn: () => previewQuotationNo(date) });
  const qc = useQueryClient();
  const navigate = useNavigate();
  const submit = async (v: QuotationFormValues) => {
    setBusy(true);
    try {
      const r = await createQuotation(toQuotationInput(v));
      notifySuccess('Quotation create');
      void afterWrite(qc, 'quotation');
      navigate(`/quotation/report?id=${r.quotation_id}`);
    } catch (e) {
      notifyError(e, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack>
      <PageHeader title="Create Quotation" back={{ to: '/sales/bill' }} />
      <QuotationForm mode="create" initial={{ quotation_date: date, customer_id: null, items: [] }} quotationNo={next.data ?? ''} busy={busy} onSubmit={submit} />
    </Stack>
  );
}
