// Create Quotation (/quotation/create): after creation, the quotation report.
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { notifySuccess } from '../../components/notify';
import { useSaving } from '../../components/useSaving';
import { useNextNumber } from '../../components/useDocId';
import { QuotationForm, toQuotationInput, type QuotationFormValues } from './QuotationForm';
import { createQuotation, previewQuotationNo } from './api';
import { afterWrite, quotationKeys } from '../../app/queryKeys';

export default function QuotationCreatePage() {
  const { date, number } = useNextNumber(quotationKeys.nextNo, previewQuotationNo);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { busy, submit } = useSaving(
    async (v: QuotationFormValues) => {
      const r = await createQuotation(toQuotationInput(v));
      notifySuccess('Quotation create');
      void afterWrite(qc, 'quotation');
      navigate(`/quotation/report?id=${r.quotation_id}`);
    },
    { failure: 'error' },
  );
  return (
    <Stack>
      <PageHeader title="Create Quotation" back={{ to: '/sales/bill' }} />
      <QuotationForm mode="create" initial={{ quotation_date: date, customer_id: null, items: [] }} quotationNo={number} busy={busy} onSubmit={submit} />
    </Stack>
  );
}
