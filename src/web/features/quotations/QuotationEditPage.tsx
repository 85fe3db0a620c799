// Edit Quotation (/quotation/edit, quotation id in state or ?id=): saved and new items; the report after saving.
import { useState } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { notifyError, notifySuccess } from '../../components/notify';
import { useDocId } from '../../components/useDocId';
import { QuotationForm, toQuotationInput, type QuotationFormValues } from './QuotationForm';
import { getQuotation, updateQuotation, type QuotationDetail } from './api';
import { afterWrite, quotationKeys } from '../../app/queryKeys';

const valuesOf = ({ master, data }: QuotationDetail): QuotationFormValues => ({
  quotation_date: master.quotation_date,
  customer_id: master.customer_id,
  items: data.map((i) => ({ m_id: i.m_id, proDesc: i.proDesc, qty: i.qty, unit_price: i.unit_price, warranty: i.warranty, serial: i.serial })),
});

export default function QuotationEditPage() {
  const id = useDocId();
  const q = useQuery({ queryKey: quotationKeys.detail(id), queryFn: () => getQuotation(id!), enabled: !!id, refetchOnWindowFocus: false });
  const [busy, setBusy] = useState(false);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const submit = async (v: QuotationFormValues) => {
    setBusy(true);
    try {
      await updateQuotation(id!, toQuotationInput(v));
      notifySuccess('Update Successfully');
      void afterWrite(qc, 'quotation');
      navigate(`/quotation/report?id=${id}`);
    } catch (e) {
      notifyError(e, 'Update failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack>
      <PageHeader title="Edit Quotation" back={{ to: '/quotation' }} />
      {!id && <Text c="dimmed">Open a quotation from the Quotation List to edit it.</Text>}
      {id && q.isLoading && (
        <Center p="xl">
          <Loader />
        </Center>
      )}
      {q.error && <Text c="red">{q.error.message}</Text>}
      {q.data && <QuotationForm key={q.data.master.id} mode="edit" initial={valuesOf(q.data)} quotationNo={q.data.master.quotation_no} busy={busy} onSubmit={submit} />}
    </Stack>
  );
}
