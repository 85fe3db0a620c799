// Sales Edit (/sales/bill-edit, bill id in state or ?id=): the whole bill replaced on Update.
import { useState } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { confirmTwice } from '../../components/confirm';
import { notifyError, notifySuccess } from '../../components/notify';
import { SaleForm, toSaleInput, type SaleFormValues } from './SaleForm';
import { deleteSale, getSale, updateSale, type SaleDetail } from './api';
import { useDocId } from '../../components/useDocId';
import { afterWrite, salesKeys } from '../../app/queryKeys';

const valuesOf = ({ master, data }: SaleDetail): SaleFormValues => ({
  inv_date: master.inv_date,
  cus_id: master.cus_id,
  inv_disc: master.inv_disc,
  collect: master.collect,
  collect_type: master.collect_type ?? 'Cash',
  bankId: master.bankId,
  chqNo: master.chqNo ?? '',
  chqDate: master.chqDate ?? '',
  items: data.map((i) => ({ m_id: i.m_id, proDesc: i.proDesc, srl: i.srl, qty: i.qty, unit_price: i.unit_price, serial: i.serial })),
});

export default function SalesEditPage() {
  const id = useDocId();
  const sale = useQuery({ queryKey: salesKeys.detail(id), queryFn: () => getSale(id!), enabled: !!id, refetchOnWindowFocus: false });
  const [busy, setBusy] = useState(false);
  const qc = useQueryClient();
  const navigate = useNavigate();

  const submit = async (v: SaleFormValues) => {
    setBusy(true);
    try {
      const r = await updateSale(id!, toSaleInput(v));
      notifySuccess('Purchase added successfully');
      void afterWrite(qc, 'bill');
      navigate(`/sales-report?id=${r.updateId}`);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };

  const remove = () =>
    confirmTwice('Are you sure you want to delete this bill?', 'This action is irreversible. Do you really want to proceed?', async () => {
      try {
        await deleteSale(id!);
        notifySuccess('Deleted successfully!');
        navigate('/sales/bill');
        // The deleted bill itself must not be fetched again.
        void afterWrite(qc, 'bill', { keep: salesKeys.detail(id) });
      } catch (e) {
        notifyError(e, 'Delete failed');
      }
    });

  return (
    <Stack>
      <PageHeader title="Sales Edit" back={{ to: '/sales/bill' }} />
      {!id && <Text c="dimmed">Open a bill from the Sales List to edit it.</Text>}
      {id && sale.isLoading && (
        <Center p="xl">
          <Loader />
        </Center>
      )}
      {sale.error && <Text c="red">{sale.error.message}</Text>}
      {sale.data && (
        <SaleForm
          key={sale.data.master.id}
          mode="edit"
          initial={valuesOf(sale.data)}
          invoiceNo={sale.data.master.inv_no}
          savedPrevDue={{ cusId: sale.data.master.cus_id, amount: sale.data.master.prev_due }}
          busy={busy}
          onSubmit={submit}
          extraButtons={
            <Button variant="light" color="red" onClick={remove}>
              Delete Bill
            </Button>
          }
        />
      )}
    </Stack>
  );
}
