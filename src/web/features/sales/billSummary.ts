// The figures under a bill's ordinary invoice, in two columns: the customer's account on the left,
// the bill's arithmetic on the right. A VAT bill shows its SD and VAT between the discount and the
// Grand Total, so that Total − Discount + SD + VAT = Grand Total; when its prices were entered
// VAT-inclusive (Total − Discount is already the Grand Total) the VAT and SD are shown as included.
import type { SummaryRow } from '../../components/DocumentLines';

interface BillFigures {
  prev_due: number;
  sub_total: number;
  inv_disc: number;
  vat: number;
  sd: number;
  grand_total: number;
  collect: number;
  net_outstanding: number;
}

const paisa = (v: number) => Math.round(v * 100);

export function billSummary(m: BillFigures): SummaryRow[] {
  const taxed = paisa(m.vat) !== 0 || paisa(m.sd) !== 0;
  const inclusive = taxed && paisa(m.sub_total) - paisa(m.inv_disc) === paisa(m.grand_total);
  const tax: [string, number][] = !taxed
    ? []
    : [...(paisa(m.sd) !== 0 ? [[inclusive ? 'SD (included)' : 'SD', m.sd] as [string, number]] : []), [inclusive ? 'VAT (included)' : 'VAT', m.vat]];
  const right: [string, number][] = inclusive
    ? [['Total', m.sub_total], ['Discount', m.inv_disc], ['Grand Total', m.grand_total], ...tax]
    : [['Total', m.sub_total], ['Discount', m.inv_disc], ...tax, ['Grand Total', m.grand_total]];
  const left: [string, number][] = [
    ['Previous Dues', m.prev_due],
    ['Sales', m.grand_total],
    ['Collected', m.collect],
    ['Net Outstanding', m.net_outstanding],
  ];
  return Array.from({ length: Math.max(left.length, right.length) }, (_, i) => {
    const [a, av] = left[i] ?? ['', null];
    const [b, bv] = right[i] ?? [undefined, undefined];
    return [a, av, b, bv] as SummaryRow;
  });
}
