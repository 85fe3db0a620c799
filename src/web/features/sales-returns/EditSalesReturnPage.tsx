// Edit Sales Return (/sales/bill-return-edit, return id in state or ?id=).
import { Button } from '@mantine/core';
import { EditDocumentPage } from '../../components/EditDocumentPage';
import { useDeleteDocument, useSaveDocument } from '../../components/useDocumentWrites';
import { useDocQuery } from '../../components/useDocId';
import { ReturnForm, toReturnInput, type ReturnFormValues } from './ReturnForm';
import { deleteReturn, getReturn, updateReturn, type ReturnDetail } from './api';
import { salesReturnKeys } from '../../app/queryKeys';

const valuesOf = ({ master, data }: ReturnDetail): ReturnFormValues => ({
  return_date: master.return_date,
  cuss_id: master.cuss_id,
  inv_no_id: master.inv_no_id,
  rmks: master.rmks,
  items: data.map((i) => ({
    inv_item_id: i.inv_item_id,
    m_id: i.m_id,
    proDesc: i.proDesc,
    srl: i.srl,
    r_qty: i.r_qty,
    r_unit: i.r_unit,
    serial: i.serial,
    ...(i.allowance ? { allowance: i.total } : {}),
  })),
});

export default function EditSalesReturnPage() {
  const doc = useDocQuery(salesReturnKeys.detail, getReturn, { refetchOnWindowFocus: false });
  const id = doc.id;
  const { busy, submit } = useSaveDocument((v: ReturnFormValues) => updateReturn(id!, toReturnInput(v)), {
    success: 'Update Successfully',
    write: 'salesReturn',
    open: (r) => `/sales/bill-return-view?id=${r.returnId}`,
    failure: 'Update failed',
  });
  const remove = useDeleteDocument('Are you sure you want to delete this sales return?', () => deleteReturn(id!), {
    list: '/sales/bill-return',
    write: 'salesReturn',
    keep: salesReturnKeys.detail(id),
  });

  return (
    <EditDocumentPage title="Edit Sales Return" list="/sales/bill-return" doc={doc} unchosen="Open a return from the Sales Returns list to edit it.">
      {(saved) => (
        <ReturnForm
          key={saved.master.id}
          mode="edit"
          returnId={saved.master.id}
          initial={valuesOf(saved)}
          returnNo={saved.master.return_no}
          busy={busy}
          onSubmit={submit}
          extraButtons={
            <Button variant="light" color="red" onClick={remove}>
              Delete Return
            </Button>
          }
        />
      )}
    </EditDocumentPage>
  );
}
