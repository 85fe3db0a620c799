// Return Invoice (/sales/bill-return-view?id=): the A4 sales return.
import { Button, Center, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { InfoGrid, PrintPage } from '../../components/PrintPage';
import { AmountInWords } from '../../components/AmountInWords';
import { displayDate, money, qty } from '../../components/format';
import { useDocId } from '../../components/useDocId';
import { getReturn, type ReturnDetail } from './api';

export default function ReturnViewPage() {
  const id = useDocId();
  const ret = useQuery({ queryKey: ['/all_sales_return_both', id], queryFn: () => getReturn(id!), enabled: !!id });
  const navigate = useNavigate();
  return (
    <PrintPage
      title="Return Invoice"
      back={{ to: '/sales/bill-return' }}
      signatures={['Received with good condition by', 'Authorised Signature and Compay']}
      actions={
        id ? (
          <Button variant="default" onClick={() => navigate('/sales/bill-return-edit', { state: { id } })}>
            Edit
          </Button>
        ) : undefined
      }
    >
      {!id && <Text c="dimmed">Open a return from the Sales Returns list to see it.</Text>}
      {ret.isLoading && (
        <Center p="xl">
          <Loader />
        </Center>
      )}
      {ret.error && <Text c="red">{ret.error.message}</Text>}
      {ret.data && <ReturnInvoice ret={ret.data} />}
    </PrintPage>
  );
}

function ReturnInvoice({ ret: { master: m, data } }: { ret: ReturnDetail }) {
  return (
    <>
      <InfoGrid
        items={[
          ['Return No', m.return_no],
          ['Date', displayDate(m.return_date)],
          ['Customer', m.customer],
          ['Invoice No', m.inv_no],
          ['Mobile', m.mobile || '-----'],
          ['Entered By', m.entered_by || '-----'],
        ]}
      />
      <Table withTableBorder withColumnBorders verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={50}>Sl No.</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th w={110} ta="right">
              Unit Price
            </Table.Th>
            <Table.Th w={80} ta="right">
              Quantity
            </Table.Th>
            <Table.Th w={120} ta="right">
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
              <Table.Td ta="right">{money(i.r_unit)}</Table.Td>
              <Table.Td ta="right">{qty(i.r_qty)}</Table.Td>
              <Table.Td ta="right">{money(i.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Table withRowBorders={false} verticalSpacing={2} fz="sm" mt="sm" data-testid="return-summary">
        <Table.Tbody>
          {[
            ['Previous Dues', m.prev_due, 'Total', m.total],
            ['Return', m.total, '', null],
            ['Collected', m.collected, '', null],
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
      {m.rmks && (
        <Text size="sm" mt="xs">
          <b>Reason:</b> {m.rmks}
        </Text>
      )}
      <Text size="sm" mt="sm">
        <b>In Word:</b> <AmountInWords value={m.total} />
      </Text>
    </>
  );
}
