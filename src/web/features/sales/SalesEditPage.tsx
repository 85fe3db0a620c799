// Sales Edit (/sales/bill-edit, bill id in state or ?id=): the whole bill replaced on Update. An issued
// tax invoice (Mushak 6.3) keeps its date, customer, lines, prices and VAT: its form takes only the
// collection, and it is corrected by a sales return (credit note) or cancelled by a full one, never deleted.
import { Alert, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { EditDocumentPage } from '../../components/EditDocumentPage';
import { useDeleteDocument, useSaveDocument } from '../../components/useDocumentWrites';
import { confirmTwice } from '../../components/confirm';
import { notifyError, notifySuccess } from '../../components/notify';
import { SaleForm, toSaleInput, type SaleFormValues } from './SaleForm';
import { cancelSale, deleteSale, getSale, updateSale, type SaleDetail } from './api';
import { useDocQuery } from '../../components/useDocId';
import { afterWrite, salesKeys } from '../../app/queryKeys';
import type { VatPreview } from '../../../contracts/vat';

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

/** An issued tax invoice's VAT as saved, in the form's preview shape (null for a bill that is not one). */
const issuedTax = ({ master, data }: SaleDetail): VatPreview | null =>
  master.mushak_no
    ? { vat_registered: true, lines: data.map((i) => ({ m_id: i.m_id, ...i.tax })), sd: master.sd, vat: master.vat, total: master.grand_total }
    : null;

export default function SalesEditPage() {
  const doc = useDocQuery(salesKeys.detail, getSale, { refetchOnWindowFocus: false });
  const id = doc.id;
  const qc = useQueryClient();
  const navigate = useNavigate();
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
  const cancel = (invNo: string) =>
    confirmTwice(
      `Cancel bill ${invNo} by a full credit note? Every unit and serial not yet returned comes back at the price sold, dated today.`,
      'The credit note is a tax document of its own. Do you really want to proceed?',
      async () => {
        try {
          const r = await cancelSale(id!);
          notifySuccess(`Bill ${invNo} cancelled by credit note ${r.return_no}`);
          void afterWrite(qc, 'salesReturn');
          navigate(`/sales/bill-return-view?id=${r.returnId}`);
        } catch (e) {
          notifyError(e, 'The bill could not be cancelled');
        }
      },
    );

  return (
    <EditDocumentPage title="Sales Edit" list="/sales/bill" doc={doc} unchosen="Open a bill from the Sales List to edit it.">
      {(saved) => (
        <>
          {saved.master.mushak_no && (
            <Alert color="blue" title={`Tax invoice ${saved.master.mushak_no} (Mushak 6.3)`}>
              <Text size="sm">
                Its date, customer, lines, prices and VAT stay as issued; only the collection may change here. Correct it with a sales return (credit note), or
                cancel it with a full credit note.
              </Text>
              <Group mt="xs">
                <Button size="xs" variant="light" component={Link} to={`/sales/bill-return-create?cus=${saved.master.cus_id}&inv=${saved.master.id}`}>
                  Sales Return (credit note)
                </Button>
                <Button size="xs" variant="light" color="red" onClick={() => cancel(saved.master.inv_no)}>
                  Cancel by credit note
                </Button>
              </Group>
            </Alert>
          )}
          <SaleForm
            key={saved.master.id}
            mode="edit"
            initial={valuesOf(saved)}
            invoiceNo={saved.master.inv_no}
            savedPrevDue={{ cusId: saved.master.cus_id, amount: saved.master.prev_due }}
            issued={issuedTax(saved)}
            busy={busy}
            onSubmit={submit}
            extraButtons={
              !saved.master.mushak_no && (
                <Button variant="light" color="red" onClick={remove}>
                  Delete Bill
                </Button>
              )
            }
          />
        </>
      )}
    </EditDocumentPage>
  );
}
