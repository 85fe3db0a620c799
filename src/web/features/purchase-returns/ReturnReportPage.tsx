// Return Invoice (A4): return number, supplier, mobile, return date, the items with their serials,
// previous dues, return total, collected 0 and net outstanding, the amount in words.
import { Alert, Button, Center, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PrintPage, InfoGrid } from '../../components/PrintPage';
import { DataTable, type Column } from '../../components/DataTable';
import { AmountInWords } from '../../components/AmountInWords';
import { displayDate, money, qty } from '../../components/format';
import { returnApi, type ReturnBoth } from './api';
import { useRecordId } from './useRecordId';

type Item = ReturnBoth['data'][number];

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
  { label: 'Unit Price', cell: (r) => money(r.r_unit), align: 'right' },
  { label: 'Quantity', cell: (r) => qty(r.r_qty), align: 'right' },
  { label: 'Total', cell: (r) => money(r.total), align: 'right' },
];

function Figures({ master }: { master: ReturnBoth['master'] }) {
  const rows: [string, number, string][] = [
    ['Previous Dues', master.previous_dues, 'previous-dues'],
    ['Return', master.return_total, 'return-total'],
    ['Collected', master.collected, 'collected'],
    ['Net Outstanding', master.net_outstanding, 'net-outstanding'],
  ];
  return (
    <>
      {rows.map(([label, value, id]) => (
        <Table.Tr key={label}>
          <Table.Th colSpan={4} ta="right">
            {label}
          </Table.Th>
          <Table.Th ta="right" data-testid={id}>
            {money(value)}
          </Table.Th>
        </Table.Tr>
      ))}
    </>
  );
}

export default function ReturnReportPage() {
  const id = useRecordId();
  const q = useQuery({ queryKey: ['/all_purchase_return_both', id], queryFn: () => returnApi.get(id!), enabled: !!id });
  if (!id) return <Alert>No return chosen. Open a return from the purchase return list.</Alert>;
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
      title="Return Invoice"
      back={{ to: '/purchase-return', label: 'Back' }}
      actions={
        <Button variant="default" component={Link} to="/purchase-return-edit" state={{ id }}>
          Edit
        </Button>
      }
      signatures={['Received with good condition by', 'Authorised Signature']}
    >
      <Stack gap="xs">
        <InfoGrid
          items={[
            ['Return No', master.return_no],
            ['Return Date', displayDate(master.return_date)],
            ['Supplier', master.supplier],
            ['Purchase No', master.pu_no],
            ['Mobile', master.mobile || '-----'],
            ['Reason', master.rmks || '-----'],
          ]}
        />
        <DataTable columns={columns} rows={data} rowKey={(r) => r.id} footer={<Figures master={master} />} />
        <Text size="sm">
          <b>In Word: </b>
          <AmountInWords value={master.return_total} />
        </Text>
      </Stack>
    </PrintPage>
  );
}
