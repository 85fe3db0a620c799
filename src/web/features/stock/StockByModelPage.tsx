// "{model} Stock Report" (A4): the model's opening stock and its purchases, purchase returns, sales
// and sales returns between the dates given in the address (?modelId&startDate&endDate).
import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PrintPage } from '../../components/PrintPage';
import { DataTable, type Column } from '../../components/DataTable';
import { displayDate, money, qty } from '../../components/format';
import { stockApi, type ModelTransactions } from './api';
import { stockKeys } from '../../app/queryKeys';

type Tx = ModelTransactions;

const docColumns = <T,>(
  no: [string, (r: T) => string],
  date: (r: T) => string,
  party: [string, (r: T) => string],
  q: (r: T) => number,
  price: (r: T) => number,
  total: (r: T) => number,
): Column<T>[] => [
  { label: 'S/N', cell: (_, i) => i + 1, width: 50 },
  { label: no[0], cell: no[1] },
  { label: 'Date', cell: (r) => displayDate(date(r)) },
  { label: party[0], cell: party[1] },
  { label: 'Qty', cell: (r) => qty(q(r)), align: 'right' },
  { label: 'Unit Price', cell: (r) => money(price(r)), align: 'right' },
  { label: 'Total', cell: (r) => money(total(r)), align: 'right' },
];

const purchaseColumns = docColumns<Tx['purchase'][number]>(
  ['PU No', (r) => r.pu_no],
  (r) => r.pu_date,
  ['Supplier ID', (r) => r.supplier],
  (r) => r.qty,
  (r) => r.unit_price,
  (r) => r.total,
);
const returnColumns = docColumns<Tx['purchase_return'][number]>(
  ['Return No', (r) => r.return_no],
  (r) => r.return_date,
  ['Supplier ID', (r) => r.supplier],
  (r) => r.r_qty,
  (r) => r.r_unit,
  (r) => r.total,
);
const salesColumns = docColumns<Tx['sales'][number]>(
  ['Invoice ID', (r) => r.inv_no || String(r.inv_id)],
  (r) => r.inv_date,
  ['Customer ID', (r) => r.customer || '-----'],
  (r) => r.qty,
  (r) => r.unit_price,
  (r) => r.total,
);
const salesReturnColumns = docColumns<Tx['sales_return'][number]>(
  ['Return No', (r) => r.return_no || String(r.return_id)],
  (r) => r.return_date,
  ['Customer ID', (r) => r.customer || '-----'],
  (r) => r.r_qty,
  (r) => r.r_unit,
  (r) => r.total,
);

const openingColumns: Column<Tx['open_qty']>[] = [
  { label: 'Model Name', cell: 'name' },
  { label: 'Open Qty', cell: (r) => qty(r.open_qty), align: 'right' },
  { label: 'Open Rate', cell: (r) => money(r.open_rate), align: 'right' },
  { label: 'Created Date', cell: (r) => displayDate(r.created_at) },
];

function Section<T>({ title, columns, rows }: { title: string; columns: Column<T>[]; rows: T[] }) {
  return (
    <Stack gap={4} className="avoid-break">
      <Title order={5}>{title}</Title>
      <DataTable columns={columns} rows={rows} rowKey={(_, i) => i} />
    </Stack>
  );
}

export default function StockByModelPage() {
  const [params] = useSearchParams();
  const modelId = Number(params.get('modelId'));
  const startDate = params.get('startDate') ?? '';
  const endDate = params.get('endDate') ?? '';
  const ready = modelId > 0 && !!startDate && !!endDate;
  const q = useQuery({
    queryKey: stockKeys.byModel(modelId, startDate, endDate),
    queryFn: () => stockApi.transactions(modelId, startDate, endDate),
    enabled: ready,
  });
  if (!ready) return <Alert>{!modelId ? 'Please select model' : !startDate ? 'Please select start date' : 'Please select end date'}</Alert>;
  if (q.isError) return <Alert color="red">{(q.error as Error).message}</Alert>;
  if (!q.data)
    return (
      <Center h="40vh">
        <Loader />
      </Center>
    );
  const d = q.data;
  return (
    <PrintPage title={`${d.open_qty.name} Stock Report`} back={{ to: '/product-management-stock' }}>
      <Stack gap="md">
        <Text ta="center" size="sm">
          {displayDate(startDate)} to {displayDate(endDate)}
        </Text>
        <Section title="Opening Quantity" columns={openingColumns} rows={[d.open_qty]} />
        <Section title="Purchase" columns={purchaseColumns} rows={d.purchase} />
        <Section title="Purchase Return" columns={returnColumns} rows={d.purchase_return} />
        <Section title="Sales" columns={salesColumns} rows={d.sales} />
        <Section title="Sales Return" columns={salesReturnColumns} rows={d.sales_return} />
      </Stack>
    </PrintPage>
  );
}
