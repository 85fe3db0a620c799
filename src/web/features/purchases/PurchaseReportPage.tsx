// Purchase report (A4): number, supplier, mobile, date, time, entered by, the items with their
// serials, purchase total, previous dues, paid, net outstanding and the total in words.
import { Alert, Button, Center, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PrintPage, InfoGrid } from '../../components/PrintPage';
import { DataTable, type Column } from '../../components/DataTable';
import { AmountInWords } from '../../components/AmountInWords';
import { displayDate, displayTime, money, qty } from '../../components/format';
import { purchaseApi, type PurchaseBoth } from './api';
import { useRecordId } from './usePurchaseId';

type Item = PurchaseBoth['data'][number];

const columns: Column<Item>[] = [
  { label: 'Sl No.', cell: (_, i) => i + 1, width: 50 },
  {
    label: 'Description',
    cell: (r) => (
      <>
        <Text size="sm">{r.proDesc}</Text>
        {r.serial.length > 0 && (
          <Text size="xs" c="dimmed">
            {r.serial.map((s) => s.sl_no).join(', ')}
          </Text>
        )}
      </>
    ),
  },
  { label: 'Unit Price', cell: (r) => money(r.unit_price), align: 'right' },
  { label: 'Quantity', cell: (r) => qty(r.qty), align: 'right' },
  { label: 'Total', cell: (r) => money(r.total), align: 'right' },
];

function Totals({ master }: { master: PurchaseBoth['master'] }) {
  const row = (label: string, value: number, testId?: string) => (
    <Table.Tr>
      <Table.Th colSpan={4} ta="right">
        {label}
      </Table.Th>
      <Table.Th ta="right" data-testid={testId}>
        {money(value)}
      </Table.Th>
    </Table.Tr>
  );
  return (
    <>
      {row('Purchase Total', master.total, 'report-total')}
      {row('Previous Dues', master.prev_due)}
      {master.paid > 0 && row('Paid', master.paid)}
      {row('Net Outstanding', master.net_outstanding, 'net-outstanding')}
    </>
  );
}

export default function PurchaseReportPage() {
  const id = useRecordId();
  const q = useQuery({ queryKey: ['/both_purchase', id], queryFn: () => purchaseApi.get(id!), enabled: !!id });
  if (!id) return <Alert>No purchase chosen. Open a purchase from the purchase list.</Alert>;
  if (q.isError) return <Alert color="red">{(q.error as Error).message}</Alert>;
  if (!q.data)
    return (
      <Center h="40vh">
        <Loader />
      </Center>
    );
  const { master, data } = q.data;
  return (
    <PrintPage
      title="Purchase Report"
      back={{ to: '/purchase-management' }}
      actions={
        <Button variant="default" component={Link} to="/purchase-edit" state={{ id }}>
          Edit
        </Button>
      }
      signatures={['Received by', 'Authorised Signature']}
    >
      <Stack gap="xs">
        <InfoGrid
          items={[
            ['Purchase No', master.pu_no],
            ['Date', displayDate(master.pu_date)],
            ['Supplier', master.supplier],
            ['Time', displayTime(master.created_at)],
            ['Mobile', master.mobile || '-----'],
            ['Entered by', master.created_by_name ?? '-----'],
            ['Supplier Invoice', master.supp_inv],
          ]}
        />
        <DataTable columns={columns} rows={data} rowKey={(r) => r.id} footer={<Totals master={master} />} />
        <Text size="sm">
          <b>In Word: </b>
          <AmountInWords value={master.total} />
        </Text>
      </Stack>
    </PrintPage>
  );
}
