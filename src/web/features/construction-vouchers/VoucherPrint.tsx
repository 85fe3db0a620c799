// The printed body of a construction voucher: Name, Voucher No, Date, Project, the amount table in
// BDT with its total and the amount in words, and the signature lines.
import { InfoGrid } from '../../components/PrintPage';
import { displayDate } from '../../components/format';
import { AmountLines } from './AmountLines';
import { PAYMENT_TYPES, RECEIVED_TYPES } from '../../../domain/construction';
import type { VoucherDetails, VoucherItem } from './api';

/** The lines a printed voucher lists: what a payment paid, what a receipt received; a journal's debits. */
function paidLines(d: VoucherDetails): { lines: VoucherItem[]; side: 'debit' | 'credit' } {
  const received = (RECEIVED_TYPES as readonly number[]).includes(d.master.project_vc_type);
  const side = received ? 'credit' : 'debit';
  return { lines: d.items.filter((i) => i[side] > 0), side };
}

export function VoucherPrint({ d }: { d: VoucherDetails }) {
  const { lines, side } = paidLines(d);
  const isPayment = (PAYMENT_TYPES as readonly number[]).includes(d.master.project_vc_type);
  return (
    <>
      <InfoGrid
        items={[
          [isPayment ? "Payee's Name" : 'Name', [...new Set(lines.map((l) => l.ledger_name))].join(', ')],
          ['Voucher No', d.master.project_vc_no],
          ['Date', displayDate(d.master.project_vc_date)],
          ['Project', d.master.project_name ?? '-'],
        ]}
      />
      <AmountLines
        serial={{ label: 'Serial No', w: 90 }}
        rows={lines.map((l) => ({ key: l.id, description: l.remarks ? `${l.ledger_name}: ${l.remarks}` : l.ledger_name, amount: l[side] }))}
        total={d.master.total_debit}
        totalTestId="voucher-total"
        signatures={['Prepared By', 'Authorised Signature', 'Head of Accounts', isPayment ? 'Received By' : 'Paid By']}
      />
    </>
  );
}
