// Individual Voucher Report: one posted voucher, its number, description and date, and each line.
import { Alert, Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PrintPage, InfoGrid } from '../../components/PrintPage';
import { displayDate } from '../../components/format';
import { VoucherLines, accountHead, amountOrBlank } from '../../components/VoucherLines';
import { voucherReport } from './api';
import { ledgerReportKeys } from '../../app/queryKeys';

export default function IndividualVoucherPage() {
  const vcNo = useParams().vc_no ?? '';
  const v = useQuery({ queryKey: ledgerReportKeys.voucher(vcNo), queryFn: () => voucherReport(vcNo), enabled: !!vcNo });
  if (v.isLoading) return <Center h={200}><Loader /></Center>;
  if (v.isError || !v.data) return <Alert color="red">{(v.error as Error | null)?.message ?? 'This voucher does not exist'}</Alert>;
  const d = v.data;
  return (
    <PrintPage title="Individual Voucher Report" signatures={['Prepared By', 'Authorised Signature']}>
      <InfoGrid items={[['Voucher No', d.vc_no], ['Date', displayDate(d.vc_date)], ['Type', d.type_name], ['Description', d.description || '-']]} />
      <VoucherLines
        headLabel="Ledger"
        amountLabels={['Debit', 'Credit']}
        rows={d.lines.map((l, i) => ({ key: i, head: accountHead(l.ledger_name, l.party_name), narr: l.narr, amounts: [amountOrBlank(l.debit), amountOrBlank(l.credit)] }))}
        totals={[d.total_debit, d.total_credit]}
      />
    </PrintPage>
  );
}
