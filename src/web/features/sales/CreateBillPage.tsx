// Create Bill (/sales-create): a new sales bill; after saving, its invoice.
import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { notifyError, notifySuccess } from '../../components/notify';
import { todayInDhaka } from '../../components/format';
import { SaleForm, toSaleInput, type SaleFormValues } from './SaleForm';
import { createSale, previewInvoiceNo } from './api';

const blank = (): SaleFormValues => ({
  inv_date: todayInDhaka(),
  cus_id: null,
  inv_disc: 0,
  collect: 0,
  collect_type: 'Cash',
  bankId: null,
  chqNo: '',
  chqDate: '',
  items: [],
});

export default function CreateBillPage() {
  const [busy, setBusy] = useState(false);
  const [date] = useState(todayInDhaka());
  const next = useQuery({ queryKey: ['/sales_next_no', date], queryFn: () => previewInvoiceNo(date) });
  const qc = useQueryClient();
  const navigate = useNavigate();

  const submit = async (v: SaleFormValues) => {
    setBusy(true);
    try {
      const r = await createSale(toSaleInput(v));
      notifySuccess('Sale added successfully');
      void qc.invalidateQueries();
      navigate(`/sales-report?id=${r.saleId}`);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <PageHeader title="Create Bill" back={{ to: '/sales/bill' }} />
      <SaleForm mode="create" initial={blank()} invoiceNo={next.data ?? ''} busy={busy} onSubmit={submit} />
    </Stack>
  );
}
