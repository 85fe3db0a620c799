// Create Sales Return (/sales/bill-return-create; ?cus=&inv= opens it on a bill, as a tax invoice's
// edit screen does): after saving, the Return Invoice.
import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { useNextNumber } from '../../components/useDocId';
import { useSaveDocument } from '../../components/useDocumentWrites';
import { ReturnForm, toReturnInput, type ReturnFormValues } from './ReturnForm';
import { createReturn, previewReturnNo } from './api';
import { salesReturnKeys } from '../../app/queryKeys';

export default function CreateSalesReturnPage() {
  const { date, number } = useNextNumber(salesReturnKeys.nextNo, previewReturnNo);
  const [params] = useSearchParams();
  const idParam = (k: string) => (Number(params.get(k)) > 0 ? Number(params.get(k)) : null);
  const { busy, submit } = useSaveDocument((v: ReturnFormValues) => createReturn(toReturnInput(v)), {
    success: 'sale successfully returned',
    write: 'salesReturn',
    open: (r) => `/sales/bill-return-view?id=${r.returnId}`,
  });

  return (
    <Stack>
      <PageHeader title="Create Sales Return" back={{ to: '/sales/bill-return' }} />
      <ReturnForm
        mode="create"
        initial={{ return_date: date, cuss_id: idParam('cus'), inv_no_id: idParam('inv'), rmks: '', items: [] }}
        returnNo={number}
        busy={busy}
        onSubmit={submit}
      />
    </Stack>
  );
}
