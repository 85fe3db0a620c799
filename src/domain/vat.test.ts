import { describe, expect, it } from 'vitest';
import { basisPoints, vatBill } from './vat.js';

// A bill of 2 × 1,000.00 at 15 %, 1 × 500.00 at 5 % and 1 × 300.00 exempt, less a discount of 140.00.
// The discount is shared by value (2,800.00): 100.00, 25.00 and the rest, 15.00.
//   15 % line: 2,000.00 − 100.00 = 1,900.00, VAT 285.00, total 2,185.00
//    5 % line:   500.00 −  25.00 =   475.00, VAT  23.75, total   498.75
//   exempt:      300.00 −  15.00 =   285.00, VAT   0.00, total   285.00
// Bill: 2,660.00 after discount, VAT 308.75, total 2,968.75 (in paisa below).
const LINES = [
  { value: 200000, vatBp: 1500, sdBp: 0 },
  { value: 50000, vatBp: 500, sdBp: 0 },
  { value: 30000, vatBp: 0, sdBp: 0 },
];

describe('VAT on a bill', () => {
  it('shares the discount by value and takes VAT per line on the price after discount', () => {
    const b = vatBill(LINES, 14000, false);
    expect(b.lines.map((l) => [l.discount, l.afterDiscount, l.vat, l.total])).toEqual([
      [10000, 190000, 28500, 218500],
      [2500, 47500, 2375, 49875],
      [1500, 28500, 0, 28500],
    ]);
    expect([b.value, b.discount, b.afterDiscount, b.sd, b.vat, b.total]).toEqual([280000, 14000, 266000, 0, 30875, 296875]);
  });

  it('puts SD inside the VAT base, rounding each to the paisa', () => {
    // 100.00 at SD 10 % and VAT 15 %: SD 10.00, VAT 15 % of 110.00 = 16.50, total 126.50.
    expect(vatBill([{ value: 10000, vatBp: 1500, sdBp: 1000 }], 0, false).lines[0]).toEqual({
      value: 10000,
      discount: 0,
      afterDiscount: 10000,
      sd: 1000,
      vat: 1650,
      total: 12650,
    });
    // 0.33 at 7.5 %: 0.02475 rounds to 0.02; 0.34 at 7.5 %: 0.0255 rounds half up to 0.03.
    expect(vatBill([{ value: 33, vatBp: 750, sdBp: 0 }], 0, false).vat).toBe(2);
    expect(vatBill([{ value: 34, vatBp: 750, sdBp: 0 }], 0, false).vat).toBe(3);
  });

  it('entered VAT-inclusive (1,150.00, 525.00, 300.00 less 156.25), gives the same figures', () => {
    const b = vatBill(
      [
        { value: 230000, vatBp: 1500, sdBp: 0 },
        { value: 52500, vatBp: 500, sdBp: 0 },
        { value: 30000, vatBp: 0, sdBp: 0 },
      ],
      15625,
      true,
    );
    expect(b.lines.map((l) => [l.afterDiscount, l.vat, l.total])).toEqual([
      [190000, 28500, 218500],
      [47500, 2375, 49875],
      [28500, 0, 28500],
    ]);
    expect([b.value, b.afterDiscount, b.vat, b.total]).toEqual([280000, 266000, 30875, 296875]);
    // An inclusive price that does not divide evenly: VAT takes the rounding, the customer pays what was entered.
    const odd = vatBill([{ value: 10000, vatBp: 1500, sdBp: 500 }], 0, true).lines[0];
    expect(odd.afterDiscount + odd.sd + odd.vat).toBe(10000);
    expect([odd.afterDiscount, odd.sd, odd.vat]).toEqual([8282, 414, 1304]);
  });

  it('reads rates as basis points and refuses what is not a rate', () => {
    expect([basisPoints(15), basisPoints('7.5'), basisPoints('2.25'), basisPoints(0)]).toEqual([1500, 750, 225, 0]);
    expect(() => basisPoints(150)).toThrow(/above 100/);
    expect(() => basisPoints(-5)).toThrow(RangeError);
    expect(() => basisPoints('7.555')).toThrow(RangeError);
  });
});
