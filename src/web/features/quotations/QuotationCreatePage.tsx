// Create Quotation (/quotation/create): after creation, the quotation report.
import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { useNextNumber } from '../../components/useDocId';
import { useSaveDocument } from '../../components/useDocumentWrites';
import { QuotationForm, toQuotationInput, type QuotationFormValues } from './QuotationForm';
import { createQuotation, previewQuotationNo } from './api';
import { quotationKeys } from '../../app/queryKeys';

export default function QuotationCreatePage() {
  const { date, number } = useNextNumber(quotationKeys.nextNo, previewQuotationNo);
  const { busy, submit } = useSaveDocument((v: QuotationFormValues) => createQuotation(toQuotationInput(v)), {
    success: 'Quotation create',
    write: 'quotation',
    open: (r) => `/quotation/report?id=${r.quotation_id}`,
    failure: 'error',
  });
  return (
    <Stack>
      <PageHeader title="Create Quotation" back={{ to: '/sales/bill' }} />
      <QuotationForm mode="create" initial={{ quotation_date: date, customer_id: null, items: [] }} quotationNo={number} busy={busy} onSubmit={submit} />
    </Stack>
  );
}
