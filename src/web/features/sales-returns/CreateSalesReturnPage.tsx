// Create Sales Return (/sales/bill-return-create): after saving, the Return Invoice.
import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { useNextNumber } from '../../components/useDocId';
import { useSaveDocument } from '../../components/useDocumentWrites';
import { ReturnForm, toReturnInput, type ReturnFormValues } from './ReturnForm';
import { createReturn, previewReturnNo } from './api';
import { salesReturnKeys } from '../../app/queryKeys';

export default function CreateSalesReturnPage() {
  const { date, number } = useNextNumber(salesReturnKeys.nextNo, previewReturnNo);
  const { busy, submit } = useSaveDocument((v: ReturnFormValues) => createReturn(toReturnInput(v)), {
    success: 'sale successfully returned',
    write: 'salesReturn',
    open: (r) => `/sales/bill-return-view?id=${r.returnId}`,
  });

  return (
    <Stack>
      <PageHeader title="Create Sales Return" back={{ to: '/sales/bill-return' }} />
      <ReturnForm mode="create" initial={{ return_date: date, cuss_id: null, inv_no_id: null, rmks: '', items: [] }} returnNo={number} busy={busy} onSubmit={submit} />
    </Stack>
  );
}
