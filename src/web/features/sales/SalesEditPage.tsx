// Sales Edit (/sales/bill-edit, bill id in state or ?id=): the whole bill replaced on Update.
import { Button } from '@mantine/core';
import { EditDocumentPage } from '../../components/EditDocumentPage';
import { useDeleteDocument, useSaveDocument } from '../../components/useDocumentWrites';
import { SaleForm, toSaleInput, type SaleFormValues } from './SaleForm';
import { deleteSale, getSale, updateSale, type SaleDetail } from './api';
import { useDocQuery } from '../../components/useDocId';
import { salesKeys } from '../../app/queryKeys';

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
  const doc = useDocQuery(salesKeys.detail, getSale, { refetchOnWindowFocus: false });
  const id = doc.id;
  const { busy, submit } = useSaveDocument((v: SaleFormValues) => updateSale(id!, toSaleInput(v)), {
    success: 'Purchase added successfully',
    write: 'bill',
    open: (r) => `/sales-report?id=${r.updateId}`,
  });
  const remove = useDeleteDocument('Are you sure you want to delete this bill?', () => deleteSale(id!), {
    list: '/sales/bill',
    write: 'bill',
    keep: salesKeys.detail(id),
  });

  return (
    <EditDocumentPage title="Sales Edit" list="/sales/bill" doc={doc} unchosen="Open a bill from the Sales List to edit it.">
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
    </EditDocumentPage>
  );
}
