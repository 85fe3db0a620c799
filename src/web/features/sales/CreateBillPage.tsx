// Create Bill (/sales-create): a new sales bill; after saving, its invoice. With ?quotation=ID it
// opens with that quotation's customer and lines (serials no longer in stock are taken off, and
// said so), and the bill records the quotation, which is then converted.
import { Alert, Center, Loader, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { useSaveDocument } from '../../components/useDocumentWrites';
import { useNextNumber } from '../../components/useDocId';
import { todayInDhaka } from '../../components/format';
import { SaleForm, toSaleInput, type SaleFormValues } from './SaleForm';
import { createSale, previewInvoiceNo } from './api';
import { salesKeys } from '../../app/queryKeys';
import { call } from '../../components/client';
import { quotationsApi } from '../../app/queryKeys/quotations';
import { finderApi } from '../../app/queryKeys/catalogue';

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

/** The quotation's lines as a bill's, each serial checked in stock now; what left stock is named. */
async function fromQuotation(id: number): Promise<{ values: SaleFormValues; no: string; notes: string[] }> {
  const { master, data } = await call(quotationsApi.quotation, { params: { id } });
  const notes: string[] = [];
  const items: SaleFormValues['items'] = [];
  for (const l of data) {
    const serial: { srl_id: number; sl_no: string }[] = [];
    for (const s of l.serial) {
      const found = await call(finderApi.finder, { query: { q: s.sl_no, limit: 1 } });
      const now = found.serials.find((x) => x.id === s.srl_id);
      if (now?.available) serial.push(s);
      else notes.push(`Serial ${s.sl_no} of ${l.model} is no longer in stock: taken off the bill`);
    }
    if (l.srl === 1 && serial.length === 0) {
      notes.push(`${l.model} has no serial in stock from the quotation: scan or tick its serials`);
      continue;
    }
    items.push({ m_id: l.m_id, proDesc: l.proDesc, srl: l.srl, qty: l.srl === 1 ? serial.length : l.qty, unit_price: l.unit_price, serial });
  }
  return { values: { ...blank(), cus_id: master.customer_id, items, quotation_id: id }, no: master.quotation_no, notes };
}

export default function CreateBillPage() {
  const [params] = useSearchParams();
  const quotationId = Number(params.get('quotation')) || null;
  const quotation = useQuery({
    queryKey: salesKeys.fromQuotation(quotationId),
    queryFn: () => fromQuotation(quotationId!),
    enabled: !!quotationId,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const { number } = useNextNumber(salesKeys.nextNo, previewInvoiceNo);
  const { busy, submit } = useSaveDocument((v: SaleFormValues) => createSale(toSaleInput(v)), {
    success: 'Sale added successfully',
    write: 'bill',
    open: (r) => `/sales-report?id=${r.saleId}`,
  });

  return (
    <Stack>
      <PageHeader title="Create Bill" back={{ to: '/sales/bill' }} />
      {quotationId && quotation.data && (
        <Alert color="green" title={`From quotation ${quotation.data.no}`} data-testid="from-quotation">
          Saving the bill marks the quotation converted.
          {quotation.data.notes.map((n) => (
            <div key={n}>{n}</div>
          ))}
        </Alert>
      )}
      {quotationId && quotation.isError && <Alert color="red">{(quotation.error as Error).message}</Alert>}
      {quotationId && quotation.isLoading ? (
        <Center p="xl">
          <Loader />
        </Center>
      ) : (
        <SaleForm
          key={quotation.data ? 'quotation' : 'blank'}
          mode="create"
          initial={quotation.data?.values ?? blank()}
          invoiceNo={number}
          busy={busy}
          onSubmit={submit}
        />
      )}
    </Stack>
  );
}
