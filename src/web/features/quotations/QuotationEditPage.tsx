// Edit Quotation (/quotation/edit, quotation id in state or ?id=): saved and new items; the report after saving.
import { EditDocumentPage } from '../../components/EditDocumentPage';
import { useSaveDocument } from '../../components/useDocumentWrites';
import { useDocQuery } from '../../components/useDocId';
import { QuotationForm, toQuotationInput, type QuotationFormValues } from './QuotationForm';
import { getQuotation, updateQuotation, type QuotationDetail } from './api';
import { quotationKeys } from '../../app/queryKeys';

const valuesOf = ({ master, data }: QuotationDetail): QuotationFormValues => ({
  quotation_date: master.quotation_date,
  customer_id: master.customer_id,
  items: data.map((i) => ({ m_id: i.m_id, proDesc: i.proDesc, qty: i.qty, unit_price: i.unit_price, warranty: i.warranty, serial: i.serial })),
});

export default function QuotationEditPage() {
  const doc = useDocQuery(quotationKeys.detail, getQuotation, { refetchOnWindowFocus: false });
  const id = doc.id;
  const { busy, submit } = useSaveDocument((v: QuotationFormValues) => updateQuotation(id!, toQuotationInput(v)), {
    success: 'Update Successfully',
    write: 'quotation',
    open: () => `/quotation/report?id=${id}`,
    failure: 'Update failed',
  });
  return (
    <EditDocumentPage title="Edit Quotation" list="/quotation" doc={doc} unchosen="Open a quotation from the Quotation List to edit it.">
      {(saved) => <QuotationForm key={saved.master.id} mode="edit" initial={valuesOf(saved)} quotationNo={saved.master.quotation_no} busy={busy} onSubmit={submit} />}
    </EditDocumentPage>
  );
}
