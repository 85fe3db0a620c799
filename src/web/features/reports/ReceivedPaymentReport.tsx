// Received and Payment: money into and out of cash and the banks, between the opening and closing balance.
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { DataTable, type Column } from '../../components/DataTable';
import { ReportPage } from '../../components/ReportPage';
import { displayDate, money } from '../../components/format';
import { Summary, TotalRow, reportCall, right } from './parts';
import type { ReceivedPaymentReply } from './api';
import { reportsApi } from '../../app/queryKeys';

type Row = ReceivedPaymentReply['received'][number];
const columns: Column<Row>[] = [
  { label: 'Date', cell: (r) => displayDate(r.date) },
  { label: 'Voucher No', cell: 'vc_no' },
  { label: 'Account', cell: 'account' },
  { label: 'Particulars', cell: (r) => [r.particulars, r.description].filter(Boolean).join(' — ') },
  { label: 'Amount', cell: (r) => money(r.amount), align: right },
];

function Side({ title, rows, total }: { title: string; rows: Row[]; total: number }) {
  return (
    <Stack gap={4}>
      <Text fw={700}>{title}</Text>
      <DataTable columns={columns} rows={rows} rowKey={(r, i) => `${r.vc_no}-${i}`} footer={<TotalRow label="Total" span={4} cells={[total]} />} />
    </Stack>
  );
}

export default function ReceivedPaymentReport() {
  return (
    <ReportPage<ReceivedPaymentReply>
      title="Received and Payment"
      {...reportCall(reportsApi.receivedPaymentReport)}
      isEmpty={(d) => d.received.length === 0 && d.payments.length === 0 && d.opening === 0}
    >
      {(d) => (
        <>
          <Summary
            items={[
              ['Opening Balance', d.opening],
              ...(d.opening_entries ? ([['of which openings entered in the range', d.opening_entries]] as [string, number][]) : []),
              ['Total Received', d.total_received],
              ['Total Payment', d.total_payment],
              ['Closing Balance', d.closing],
            ]}
          />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <Side title="Received" rows={d.received} total={d.total_received} />
            <Side title="Payment" rows={d.payments} total={d.total_payment} />
          </SimpleGrid>
        </>
      )}
    </ReportPage>
  );
}
