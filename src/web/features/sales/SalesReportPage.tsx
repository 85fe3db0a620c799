// Invoice / Bill (/sales-report?id=): the A4 bill with its lines, dues, totals and amount in words.
import { Button, Center, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PrintPage, InfoGrid } from '../../components/PrintPage';
import { AmountInWords } from '../../components/AmountInWords';
import { displayDate, displayTime, money, qty } from '../../components/format';
import { getSale, type SaleDetail } from './api';
import { useDocId } from '../../components/useDocId';

export default function SalesReportPage() {
  const id = useDocId();
  const sale = useQuery({ queryKey: ['/both_sales_item', id], queryFn: () => getSale(id!), enabled: !!id });
  const navigate = useNavigate();
  return (
    <PrintPage
      title="Invoice / Bill"
      back={{ to: '/sales/bill' }}
      signatures={['Received with good condition by', 'Authorised Signature']}
      actions={
        id ? (
          <Button variant="default" onClick={() => navigate('/sales/bill-edit', { state: { id } })}>
            Edit
          </Button>
        ) : undefined
      }
    >
      {!id && <Text c="dimmed">Open a bill from the Sales List to see its invoice.</Text>}
      {sale.isLoading && (
        <Center p="xl">
          <Loader />
        </Center>
      )}
      {sale.error && <Text c="red">{sale.error.message}</Text>}
      {sale.data && <Bill sale={sale.data} />}
    </PrintPage>
  );
}

function Bill({ sale: { master: m, data } }: { sale: SaleDetail }) {
  return (
    <>
      <InfoGrid
        items={[
          ['Invoice No', m.inv_no],
          ['Date', displayDate(m.inv_date)],
          ['Customer', m.customer],
          ['Time', displayTime(m.created_at)],
          ['Mobile', m.mobile || '-----'],
          ['Sold By', m.sold_by || '-----'],
        ]}
      />
      <Table withTableBorder withColumnBorders verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={50}>Sl No.</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th w={90}>Warranty</Table.Th>
            <Table.Th w={100} ta="right">
              Unit Price
            </Table.Th>
            <Table.Th w={70} ta="right">
              Quantity
            </Table.Th>
            <Table.Th w={110} ta="right">
              Total
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((i, n) => (
            <Table.Tr key={i.id}>
              <Table.Td>{n + 1}</Table.Td>
              <Table.Td>
                {i.proDesc}
                {i.serial.length > 0 && (
                  <Text size="xs" c="dimmed">
                    Serial: {i.serial.map((s) => s.sl_no).join(', ')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{i.warranty || '-----'}</Table.Td>
              <Table.Td ta="right">{money(i.unit_price)}</Table.Td>
              <Table.Td ta="right">{qty(i.qty)}</Table.Td>
              <Table.Td ta="right">{money(i.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Table withRowBorders={false} verticalSpacing={2} fz="sm" mt="sm" data-testid="invoice-summary">
        <Table.Tbody>
          {[
            ['Previous Dues', m.prev_due, 'Total', m.sub_total],
            ['Sales', m.grand_total, 'Discount', m.inv_disc],
            ['Collected', m.collect, 'Grand Total', m.grand_total],
            ['Net Outstanding', m.net_outstanding, '', null],
          ].map(([a, av, b, bv]) => (
            <Table.Tr key={String(a)}>
              <Table.Td fw={600}>{a}</Table.Td>
              <Table.Td ta="right">{money(av as number)}</Table.Td>
              <Table.Td w="10%" />
              <Table.Td fw={600}>{b}</Table.Td>
              <Table.Td ta="right">{bv === null ? '' : money(bv as number)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" mt="sm">
        <b>In Word:</b> <AmountInWords value={m.grand_total} />
      </Text>
    </>
  );
}
