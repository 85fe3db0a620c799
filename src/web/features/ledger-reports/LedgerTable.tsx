// The rows of a ledger: the opening row first, then each line with its running balance, and totals.
import { Anchor } from '@mantine/core';
import { DebitCreditTotal, SheetTable, blankZero, moneyColumn } from '../../components/SheetTable';
import { displayDate, drCr } from '../../components/format';
import type { LedgerRow } from './api';
import { stateLabel } from '../../../contracts/cheques';
import type { PartyLedgerRow } from '../../../contracts/ledger-reports';

/** A receipt or payment by cheque: its number and its state now (a party's ledger). */
const chequeCell = (r: LedgerRow) => {
  const c = (r as Partial<PartyLedgerRow>).cheque;
  return c ? `${c.chq_no ? `${c.chq_no}: ` : ''}${stateLabel(c.direction, c.state)}` : '';
};

/** A voucher number that opens the individual voucher report in a new tab. */
const voucherLink = (vcNo: string) =>
  vcNo ? (
    <Anchor href={`/report-account-individual-voucher/${encodeURIComponent(vcNo)}`} target="_blank" size="sm">
      {vcNo}
    </Anchor>
  ) : (
    vcNo
  );

export function LedgerTable({ rows, totals, linkVouchers, cheques, balance = drCr }: {
  rows: LedgerRow[];
  /** A Cheque column: each receipt or payment by cheque with its state now (a party's ledger). */
  cheques?: boolean;
  totals: { debit: number; credit: number; closing: number };
  /** Voucher numbers open the individual voucher report in a new tab. */
  linkVouchers?: boolean;
  balance?: (n: number) => string;
}) {
  return (
    <SheetTable
      verticalSpacing={4}
      columns={[
        { label: 'Date', cell: (r) => displayDate(r.date), width: 110, td: () => ({ style: { whiteSpace: 'nowrap' } }) },
        { label: 'Voucher No', cell: (r) => (linkVouchers ? voucherLink(r.vc_no) : r.vc_no), width: 170 },
        { label: 'Particulars', cell: 'particulars' },
        { label: 'Description', cell: 'description' },
        ...(cheques ? [{ label: 'Cheque', cell: chequeCell, width: 150 }] : []),
        moneyColumn('Debit', (r: LedgerRow) => r.debit, blankZero),
        moneyColumn('Credit', (r: LedgerRow) => r.credit, blankZero),
        moneyColumn('Balance', (r: LedgerRow) => r.balance, balance),
      ]}
      rows={rows}
      rowKey={(_r, i) => i}
      rowProps={(_r, i) => ({ fw: i === 0 ? 600 : undefined })}
      footer={<DebitCreditTotal name="ledger" debit={totals.debit} credit={totals.credit} closing={balance(totals.closing)} span={cheques ? 5 : 4} />}
    />
  );
}
