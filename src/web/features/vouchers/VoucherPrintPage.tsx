// The printed voucher, titled by type. A journal prints its debit and credit lines; a payment or
// receipt prints the payee or receiver, the cash or bank account, the other lines, the total and its words.
import { Alert, Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PrintPage, InfoGrid } from '../../components/PrintPage';
import { InWords } from '../../components/DocumentLines';
import { VoucherLines, accountHead, amountOrBlank } from '../../components/VoucherLines';
import { displayDate, money } from '../../components/format';
import { type Voucher, type VoucherLine } from './api';
import { useVcNo } from './useVcNo';

import { useDocumentTitle } from '../../components/useDocumentTitle';
import { voucherQueries } from '../../app/queryKeys/vouchers';
import { VC, VC_TYPE_NAMES, isPayment, type VoucherType } from '../../../domain/voucherTypes';

const SIGNATURES = ['Prepared By', 'Authorised Signature', 'Head of Accounts', 'Received By'];
const head = (l: VoucherLine) => accountHead(l.ledgerName, l.partyName);

export default function VoucherPrintPage() {
  const vcNo = useVcNo();
  const v = useQuery({ ...voucherQueries.detail(vcNo), enabled: !!vcNo });
  useDocumentTitle(vcNo ? `Voucher Report ${vcNo}` : undefined);
  if (!vcNo) {
    return (
      <Alert color="yellow" title="No voucher chosen">
        Open a voucher from the <Link to="/voucher-management-voucher-list">Voucher List</Link>.
      </Alert>
    );
  }
  if (v.isLoading)
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
  if (v.isError || !v.data) return <Alert color="red">{(v.error as Error | null)?.message ?? 'This voucher does not exist'}</Alert>;
  const voucher = v.data;
  return (
    <PrintPage title={VC_TYPE_NAMES[voucher.vc_type as VoucherType] ?? 'Journal'} back={{ to: '/voucher-management-voucher-list' }} signatures={SIGNATURES}>
      {voucher.vc_type === VC.journal ? <JournalBody voucher={voucher} /> : <CashBankBody voucher={voucher} />}
    </PrintPage>
  );
}

function JournalBody({ voucher }: { voucher: Voucher }) {
  return (
    <>
      <InfoGrid
        items={[
          ['Voucher No', <span data-testid="print-vc-no">{voucher.vc_no}</span>],
          ['Date', displayDate(voucher.vc_date)],
        ]}
      />
      <VoucherLines
        headLabel="Account Head"
        amountLabels={['Debit', 'Credit']}
        rows={voucher.lines.map((l) => ({ key: l.id, head: head(l), narr: l.narr, amounts: [amountOrBlank(l.debit), amountOrBlank(l.credit)] }))}
        totals={[voucher.total_debit, voucher.total_credit]}
      />
      <InWords value={voucher.total_debit} mt="sm" />
    </>
  );
}

function CashBankBody({ voucher }: { voucher: Voucher }) {
  const payment = isPayment(voucher.vc_type);
  const mainLines = voucher.lines.filter((l) => l.active === 1);
  const details = voucher.lines.filter((l) => l.active !== 1);
  const name = details.map((l) => l.partyName).find(Boolean) ?? details[0]?.narr ?? '';
  const cheque = mainLines.find((l) => l.chqNo || l.bankName);
  const total = payment ? voucher.total_debit : voucher.total_credit;
  return (
    <>
      <InfoGrid
        items={[
          ['Voucher No', <span data-testid="print-vc-no">{voucher.vc_no}</span>],
          ['Date', displayDate(voucher.vc_date)],
          [payment ? "Payee's Name" : "Receiver's Name", name || '-'],
          ['Account', mainLines.map((l) => l.ledgerName).join(', ') || '-'],
          ...(cheque
            ? ([
                ['Bank', cheque.bankName ?? '-'],
                ['Cheque No', `${cheque.chqNo ?? '-'}${cheque.chqDate ? ` (${displayDate(cheque.chqDate)})` : ''}`],
              ] as [string, string][])
            : []),
        ]}
      />
      <VoucherLines
        headLabel="Account Head"
        amountLabels={['Amount']}
        rows={details.map((l) => ({ key: l.id, head: head(l), narr: l.narr, amounts: [money(l.debit || l.credit)] }))}
        totals={[total]}
      />
      <InWords value={total} mt="sm" />
    </>
  );
}
