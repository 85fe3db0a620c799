// The Day Book (issue 42, item 14): every voucher of a day or a range, as Tally's Day Book shows it,
// with its kind (sales, purchase, receipt, payment, journal...), party, narration and amount; a kind
// chosen shows only those; each voucher number opens the document that wrote it.
import { useState } from 'react';
import { Anchor, Badge, Select, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ReportPage } from '../../components/ReportPage';
import { displayDate, money } from '../../components/format';
import { call } from '../../components/client';
import { SheetTable, moneyColumn, type SheetColumn } from '../../components/SheetTable';
import { ledgerReportKeys, ledgerReportsApi } from '../../app/queryKeys';
import type { dayBookRow } from '../../../contracts/ledger-reports';
import { VC, VC_TYPE_NAMES, isReceipt, type VoucherType } from '../../../domain/voucherTypes';

type Row = z.infer<typeof dayBookRow>;

/** A voucher's kind as a bookkeeper names it, from what wrote it and its type. */
export function kindOf(r: Pick<Row, 'source_type' | 'vc_type'>): string {
  // money in or out with a document (paid on a purchase, collected on a bill): a payment or a receipt
  if (r.source_type !== 'cheque' && r.source_type !== 'voucher' && r.source_type !== null && r.vc_type !== VC.journal)
    return isReceipt(r.vc_type) ? 'Receipt' : 'Payment';
  switch (r.source_type) {
    case 'sale':
      return 'Sales';
    case 'sales_return':
      return 'Sales Return';
    case 'purchase':
      return 'Purchase';
    case 'purchase_return':
      return 'Purchase Return';
    case 'collpay':
      return isReceipt(r.vc_type) ? 'Receipt' : 'Payment';
    case 'adjustment':
      return 'Stock Adjustment';
    case 'model_opening':
    case 'party_opening':
    case 'ledger_opening':
      return 'Opening';
    case 'cheque':
      return 'Cheque';
    default:
      return VC_TYPE_NAMES[r.vc_type as VoucherType] ?? 'Journal';
  }
}

/** Where a voucher's number leads: its document, else the voucher itself. */
export function documentOf(r: Row): string {
  const id = r.source_id;
  const to: Record<string, string> = {
    sale: `/sales-report?id=${id}`,
    sales_return: `/sales/bill-return-view?id=${id}`,
    purchase: `/purchase-report?id=${id}`,
    purchase_return: `/purchase-return-report?id=${id}`,
    collpay: `/receipt-payment/report?id=${id}`,
  };
  return (id && r.source_type && to[r.source_type]) || `/report-account-individual-voucher/${encodeURIComponent(r.vc_no)}`;
}

const COLUMNS: SheetColumn<Row>[] = [
  {
    label: 'Voucher No',
    cell: (r) => (
      <Anchor component={Link} to={documentOf(r)} size="sm" style={{ whiteSpace: 'nowrap' }}>
        {r.vc_no}
      </Anchor>
    ),
    stickyLeft: 0,
  },
  { label: 'Date', cell: (r) => displayDate(r.vc_date), width: 100 },
  {
    label: 'Kind',
    cell: (r) => (
      <>
        {kindOf(r)}
        {!r.posted && (
          <Badge size="xs" color="yellow" variant="light" ml={4}>
            not posted
          </Badge>
        )}
      </>
    ),
  },
  { label: 'Party', cell: (r) => r.party_name ?? '' },
  {
    label: 'Narration',
    cell: (r) => (
      <Text size="sm" lineClamp={2}>
        {r.narration}
      </Text>
    ),
  },
  moneyColumn('Amount', (r) => r.amount),
];

const load = (r: { startDate: string; endDate: string }) => call(ledgerReportsApi.dayBook, { query: r });

export default function DayBookPage() {
  const [kind, setKind] = useState<string | null>(null);
  return (
    <ReportPage
      title="Day Book"
      queryKey={ledgerReportKeys.report('/day_book')}
      load={load}
      isEmpty={(d) => d.data.length === 0}
      empty="No voucher in these dates"
      filters={
        <Select
          label="Kind"
          placeholder="Every kind"
          clearable
          w={180}
          data={[
            'Sales',
            'Sales Return',
            'Purchase',
            'Purchase Return',
            'Receipt',
            'Payment',
            'Journal',
            'Cash Payment',
            'Bank Payment',
            'Cash Received',
            'Bank Received',
            'Stock Adjustment',
            'Opening',
            'Cheque',
          ]}
          value={kind}
          onChange={setKind}
        />
      }
    >
      {(d) => {
        const shown = kind ? d.data.filter((r) => kindOf(r) === kind) : d.data;
        return (
          <SheetTable
            verticalSpacing={4}
            columns={COLUMNS}
            rows={shown}
            rowKey={(r) => r.vc_no}
            empty={
              <Table.Tr>
                <Table.Td colSpan={COLUMNS.length}>No {kind} voucher in these dates</Table.Td>
              </Table.Tr>
            }
            footer={
              <Table.Tr fw={700}>
                <Table.Td colSpan={5} ta="right">
                  {shown.length} voucher{shown.length === 1 ? '' : 's'}
                </Table.Td>
                <Table.Td ta="right">{money(kind ? shown.reduce((a, r) => a + Math.round(r.amount * 100), 0) / 100 : d.total)}</Table.Td>
              </Table.Tr>
            }
          />
        );
      }}
    </ReportPage>
  );
}
