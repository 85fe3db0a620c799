// Edit Sales Return (/sales/bill-return-edit, return id in state or ?id=).
import { useState } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { confirmTwice } from '../../components/confirm';
import { notifyError, notifySuccess } from '../../components/notify';
import { useDocId } from '../../components/useDocId';
import { ReturnForm, toReturnInput, type ReturnFormValues } from './ReturnForm';
import { deleteReturn, getReturn, updateReturn, type ReturnDetail } from './api';
import { afterWrite, salesReturnKeys } from '../../app/queryKeys';

const valuesOf = ({ master, data }: ReturnDetail): ReturnFormValues => ({
  return_date: master.return_date,
  cuss_id: master.cuss_id,
  inv_no_id: master.inv_no_id,
  rmks: master.rmks,
  items: data.map((i) => ({ inv_item_id: i.inv_item_id, m_id: i.m_id, proDesc: i.proDesc, srl: i.srl, r_qty: i.r_qty, r_unit: i.r_unit, serial: i.serial })),
});

export default function EditSalesReturnPage() {
  const id = useDocId();
  const ret = useQuery({ queryKey: salesReturnKeys.detail(id), queryFn: () => getReturn(id!), enabled: !!id, refetchOnWindowFocus: false });
  const [busy, setBusy] = useState(false);
  const qc = useQueryClient();
  const navigate = useNavigate();

  const submit = async (v: ReturnFormValues) => {
    setBusy(true);
    try {
      const r = await updateReturn(id!, toReturnInput(v));
      notifySuccess('Update Successfully');
      void afterWrite(qc, 'salesReturn');
      navigate(`/sales/bill-return-view?id=${r.returnId}`);
    } catch (e) {
      notifyError(e, 'Update failed');
    } finally {
      setBusy(false);
    }
  };

  const remove = () =>
    confirmTwice('Are you sure you want to delete this sales return?', 'This action is irreversible. Do you really want to proceed?', async () => {
      try {
        await deleteReturn(id!);
        notifySuccess('Deleted successfully!');
        navigate('/sales/bill-return');
        // What a return changes, but the deleted document, which must not be fetched again.
        void afterWrite(qc, 'salesReturn', { keep: salesReturnKeys.detail(id) });
      } catch (e) {
        notifyError(e, 'Delete failed');
      }
    });

  return (
    <Stack>
      <PageHeader title="Edit Sales Return" back={{ to: '/sales/bill-return' }} />
      {!id && <Text c="dimmed">Open a return from the Sales Returns list to edit it.</Text>}
      {id && ret.isLoading && (
        <Center p="xl">
          <Loader />
        </Center>
      )}
      {ret.error && <Text c="red">{ret.error.message}</Text>}
      {ret.data && (
        <ReturnForm
          key={ret.data.master.id}
          mode="edit"
          returnId={ret.data.master.id}
          initial={valuesOf(ret.data)}
          returnNo={ret.data.master.return_no}
          busy={busy}
          onSubmit={submit}
          extraButtons={
            <Button variant="light" color="red" onClick={remove}>
              Delete Return
            </Button>
          }
        />
      )}
    </Stack>
  );
}
