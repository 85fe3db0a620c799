// The columns the voucher list and the posting screen both show of a voucher line.
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { Column } from '../../components/DataTable';
import { displayDate, money } from '../../components/format';
import type { VoucherLine } from './api';

export const dateColumn: Column<VoucherLine> = { label: 'Date', cell: (l) => displayDate(l.vc_date) };

/** The voucher number, opening the voucher's edit screen. */
export const vcNoColumn: Column<VoucherLine> = {
  label: 'VC No.',
  cell: (l) => (
    <Anchor component={Link} to={`/voucher-management/edit?vc_no=${encodeURIComponent(l.vc_no)}`} state={{ vc_no: l.vc_no }} size="sm">
      {l.vc_no}
    </Anchor>
  ),
};

/** Ledger (or the label given), Narration, Debit and Credit. */
export const lineColumns = (ledgerLabel: string): Column<VoucherLine>[] => [
  { label: ledgerLabel, cell: (l) => (l.partyName ? `${l.ledgerName} (${l.partyName})` : l.ledgerName) },
  { label: 'Narration', cell: 'narr' },
  { label: 'Debit', cell: (l) => money(l.debit), align: 'right' },
  { label: 'Credit', cell: (l) => money(l.credit), align: 'right' },
];
