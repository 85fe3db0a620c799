// Quotation (/quotation/report?id=): the A4 price offer.
import { Button, Center, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { InfoGrid, PrintPage } from '../../components/PrintPage';
import { AmountInWords } from '../../components/AmountInWords';
import { displayDate, displayTime, money, qty } from '../../components/format';
import { useDocId } from '../../components/useDocId';
import { getQuotation, type QuotationDetail } from './api';

export default function QuotationReportPage() {
  const id = useDocId();
  const q = useQuery({ queryKey: ['/quotation', id], queryFn: () => getQuotation(id!), enabled: !!id });
  const navigate = useNavigate();
  return (
    <PrintPage
      title="Quotation"
      back={{ to: '/quotation' }}
      signatures={['Received with good condition by', 'Authorised Signature and Company']}
      actions={
        id ? (
          <Button variant="default" onClick={() => navigate('/quotation/edit', { state: { id } })}>
            Edit
          </Button>
        ) : undefined
      }
    >
      {!id && <Text c="dimmed">Open a quotation from the Quotation List to see it.</Text>}
      {q.isLoading && (
        <Center p="xl">
          <Loader />
        </Center>
      )}
      {q.error && <Text c="red">{q.error.message}</Text>}
      {q.data && <Offer q={q.data} />}
    </PrintPage>
  );
}

function Offer({ q: { master: m, data } }: { q: QuotationDetail }) {
  const total = m.totalSum;
  return (
    <>
      <InfoGrid
        items={[
          ['Quotation No', m.quotation_no],
          ['Date', displayDate(m.quotation_date)],
          ['Customer', m.customer ?? '-----'],
          ['Time', displayTime(m.created_at)],
        ]}
      />
      <Table withTableBorder withColumnBorders verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={50}>Sl No.</Table.Th>
            <Table.Th>Product Description</Table.Th>
            <Table.Th w={100}>Warranty</Table.Th>
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
                    {i.serial.map((s) => s.sl_no).join(', ')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{i.warranty || '-'}</Table.Td>
              <Table.Td ta="right">{money(i.unit_price)}</Table.Td>
              <Table.Td ta="right">{qty(i.qty)}</Table.Td>
              <Table.Td ta="right">{money(i.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={5} ta="right">
              Total
            </Table.Th>
            <Table.Th ta="right">{money(total)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      <Text size="sm" mt="sm">
        <b>In Word:</b> <AmountInWords value={total} />
      </Text>
    </>
  );
}
