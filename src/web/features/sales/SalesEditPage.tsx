// Sales Edit (/sales/bill-edit, bill id in state or ?id=): the whole bill replaced on Update.
import { Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { confirmDeleteDocument } from '../../components/confirm';
import { notifySuccess } from '../../components/notify';
import { QueryState } from '../../components/QueryState';
import { useSaving } from '../../components/useSaving';
import { SaleForm, toSaleInput, type SaleFormValues } from './SaleForm';
import { deleteSale, getSale, updateSale, type SaleDetail } from './api';
import { useDocQuery } from '../../components/useDocId';
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
  const { id, query: sale } = useDocQuery(salesKeys.detail, getSale, { refetchOnWindowFocus: false });
  const qc = useQueryClient();
  const navigate = useNavigate();

  const { busy, submit } = useSaving(async (v: SaleFormValues) => {
    const r = await updateSale(id!, toSaleInput(v));
    notifySuccess('Purchase added successfully');
    void afterWrite(qc, 'bill');
    navigate(`/sales-report?id=${r.updateId}`);
  });

  const remove = () =>
    confirmDeleteDocument(
      'Are you sure you want to delete this bill?',
      () => deleteSale(id!),
      () => {
        navigate('/sales/bill');
        // The deleted bill itself must not be fetched again.
        void afterWrite(qc, 'bill', { keep: salesKeys.detail(id) });
      },
    );

  return (
    <Stack>
      <PageHeader title="Sales Edit" back={{ to: '/sales/bill' }} />
      <QueryState query={sale} chosen={!!id} unchosen="Open a bill from the Sales List to edit it.">
        {(saved) => (
          <SaleForm
            key={saved.master.id}
            mode="edit"
            initial={valuesOf(saved)}
            invoiceNo={saved.master.inv_no}
            savedPrevDue={{ cusId: saved.master.cus_id, amount: saved.master.prev_due }}
            busy={busy}
            onSubmit={submit}
            extraButtons={
              <Button variant="light" color="red" onClick={remove}>
                Delete Bill
              </Button>
            }
          />
        )}
      </QueryState>
    </Stack>
  );
}
