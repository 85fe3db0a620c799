// The money receipt of a collection or payment: number, Cash or Cheque, amount and its words, who
// issued it, when, previous dues, the amount and the net outstanding, on an A4 page.
import { Alert, Center, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PrintPage, InfoGrid } from '../../components/PrintPage';
import { AmountInWords } from '../../components/AmountInWords';
import { ChequeStamp } from '../../components/ChequeStamp';
import { displayDate, displayTime, money } from '../../components/format';
import { KIND, kindOf, methodLabel } from './api';
import { useRecordId } from './useRecordId';

import { collectionQueries } from '../../app/queryKeys/collections';
import { SendByEmail } from '../../components/SendByEmail';

export default function MoneyReceiptPage() {
  const id = useRecordId();
  const rec = useQuery({ ...collectionQueries.detail(id), enabled: !!id });
  if (!id) {
    return (
      <Alert color="yellow" title="No receipt chosen">
        Open a receipt from the <Link to="/receipt-payment/receipt-list">Collection List</Link> or the{' '}
        <Link to="/receipt-payment/payment-list">Payment List</Link>.
      </Alert>
    );
  }
  if (rec.isLoading)
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
  if (rec.isError || !rec.data) return <Alert color="red">{(rec.error as Error | null)?.message ?? 'This receipt does not exist'}</Alert>;
  const r = rec.data;
  const words = KIND[kindOf(r.coll_pay_type)];
  const cheque = r.cash_bank_type === 'Bank';
  return (
    <PrintPage
      title="Money Receipt"
      back={{ to: words.list }}
      actions={kindOf(r.coll_pay_type) === 'collection' ? <SendByEmail kind="collection" id={r.id} /> : undefined}
      signatures={[kindOf(r.coll_pay_type) === 'collection' ? 'Customer Signature' : 'Received By', 'Authorised Signature']}
    >
      <InfoGrid
        items={[
          ['Voucher No', <span data-testid="receipt-no">{r.vc_no}</span>],
          ['Date', displayDate(r.date)],
          [words.party, r.party_name],
          ['Time', displayTime(r.created_at)],
          ['Mobile', r.mobile || '-'],
          ['Type', methodLabel(r.cash_bank_type)],
          ['Issued By', r.created_by_name ?? '-'],
          ...(cheque
            ? ([
                ['Bank', r.bank_name ?? '-'],
                ['Cheque No', r.chqNo || '-'],
                ['Cheque Date', r.chqDate ? displayDate(r.chqDate) : '-'],
              ] as [string, string][])
            : []),
          ...(r.rmks ? ([['Remarks', r.rmks]] as [string, string][]) : []),
        ]}
      />
      <ChequeStamp cheque_state={r.cheque_state} bounced_date={r.bounced_date} bounce_charge={r.bounce_charge} />
      <Table withTableBorder withColumnBorders fz="sm" maw={420} ml="auto" mb="md">
        <Table.Tbody>
          <Table.Tr>
            <Table.Td fw={600}>Previous Dues</Table.Td>
            <Table.Td ta="right">{money(r.pre_due)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td fw={600}>{words.done}</Table.Td>
            <Table.Td ta="right" data-testid="receipt-amount">
              {money(r.amount)}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td fw={600}>Net Amount</Table.Td>
            <Table.Td ta="right">{money(r.outstnd)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="sm">
        <b>In Word:</b> <AmountInWords value={r.amount} />
      </Text>
    </PrintPage>
  );
}
