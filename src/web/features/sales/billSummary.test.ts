// Issue 40, item 3: the ordinary invoice of a VAT bill adds up.
import { describe, expect, it } from 'vitest';
import { billSummary } from './billSummary';

const base = { prev_due: 0, collect: 0 };

describe('billSummary', () => {
  it('a VAT bill shows its VAT between the discount and the Grand Total, and the column adds up', () => {
    // The bill: Total 1,51,349.00 − Discount 2,000.00 = 1,49,349.00; + VAT 19,587.64 = 1,68,936.64.
    const rows = billSummary({ ...base, sub_total: 151349, inv_disc: 2000, vat: 19587.64, sd: 0, grand_total: 168936.64, net_outstanding: 168936.64 });
    expect(rows.map((r) => [r[2], r[3]])).toEqual([
      ['Total', 151349],
      ['Discount', 2000],
      ['VAT', 19587.64],
      ['Grand Total', 168936.64],
    ]);
    expect(rows.map((r) => [r[0], r[1]])).toEqual([
      ['Previous Dues', 0],
      ['Sales', 168936.64],
      ['Collected', 0],
      ['Net Outstanding', 168936.64],
    ]);
  });

  it('with SD: Total 2,800 − Discount 0 + SD 200 + VAT 367.50 = 3,367.50, a fifth row on the right only', () => {
    const rows = billSummary({ ...base, sub_total: 2800, inv_disc: 0, vat: 367.5, sd: 200, grand_total: 3367.5, net_outstanding: 3367.5 });
    expect(rows.map((r) => [r[2], r[3]])).toEqual([
      ['Total', 2800],
      ['Discount', 0],
      ['SD', 200],
      ['VAT', 367.5],
      ['Grand Total', 3367.5],
    ]);
    expect(rows[4].slice(0, 2)).toEqual(['', null]);
  });

  it('prices entered VAT-inclusive: 3,125.00 − 156.25 = 2,968.75 already, the VAT of 308.75 is shown as included', () => {
    const rows = billSummary({ ...base, sub_total: 3125, inv_disc: 156.25, vat: 308.75, sd: 0, grand_total: 2968.75, net_outstanding: 2968.75 });
    expect(rows.map((r) => [r[2], r[3]])).toEqual([
      ['Total', 3125],
      ['Discount', 156.25],
      ['Grand Total', 2968.75],
      ['VAT (included)', 308.75],
    ]);
  });

  it('a bill without VAT is as before', () => {
    const rows = billSummary({ prev_due: 100, collect: 50, sub_total: 1000, inv_disc: 10, vat: 0, sd: 0, grand_total: 990, net_outstanding: 1040 });
    expect(rows).toEqual([
      ['Previous Dues', 100, 'Total', 1000],
      ['Sales', 990, 'Discount', 10],
      ['Collected', 50, 'Grand Total', 990],
      ['Net Outstanding', 1040, undefined, undefined],
    ]);
  });
});
