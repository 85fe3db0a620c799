import { describe, expect, it } from 'vitest';
import { discountShares, milli, returnDiscountShare } from './discountShares.js';

describe('issue 20, returns net of discount: the share arithmetic (paisa)', () => {
  it('one line keeps the whole discount', () => {
    // 2 × 100 less 50: the line is worth 20000 paisa and takes all 5000 of the discount.
    expect(discountShares(5000, [20000])).toEqual([5000]);
  });

  it('shares by value and gives the rounding remainder to the last line', () => {
    // 100.00 over 100 + 100 + 100: 33.33, 33.33 and the last 33.34.
    expect(discountShares(10000, [10000, 10000, 10000])).toEqual([3333, 3333, 3334]);
    // 10.00 over 70.00, 20.00, 10.00 (100.00): 7.00, 2.00, 1.00.
    expect(discountShares(1000, [7000, 2000, 1000])).toEqual([700, 200, 100]);
    // 0.05 over 0.03, 0.03, 0.03: round(5×3/9)=round(1.67)=2, 2, last 1.
    expect(discountShares(5, [3, 3, 3])).toEqual([2, 2, 1]);
    // half a paisa rounds away from zero: 0.01 over two equal lines → 1 (0.5 up), last 0.
    expect(discountShares(1, [100, 100])).toEqual([1, 0]);
    const shares = discountShares(123457, [33333, 66667, 100001, 5]);
    expect(shares.reduce((a, v) => a + v, 0)).toBe(123457);
  });

  it('no discount and no lines', () => {
    expect(discountShares(0, [500, 700])).toEqual([0, 0]);
    expect(discountShares(0, [])).toEqual([]);
    expect(discountShares(0, [0, 0])).toEqual([0, 0]);
  });

  it('a partial return takes the share by quantity; the one bringing the last unit back takes the rest', () => {
    // The line's share 50.00 on 2 units: returning 1 reverses 25.00, the second the remaining 25.00.
    expect(returnDiscountShare({ lineShare: 5000, lineQty: 2000, returnedQty: 0, returnedShare: 0, qty: 1000 })).toBe(2500);
    expect(returnDiscountShare({ lineShare: 5000, lineQty: 2000, returnedQty: 1000, returnedShare: 2500, qty: 1000 })).toBe(2500);
    // 33.34 on 3 units: 1 unit → round(11.113) = 11.11; then 2 units (the last) → 22.23, together 33.34.
    expect(returnDiscountShare({ lineShare: 3334, lineQty: 3000, returnedQty: 0, returnedShare: 0, qty: 1000 })).toBe(1111);
    expect(returnDiscountShare({ lineShare: 3334, lineQty: 3000, returnedQty: 1000, returnedShare: 1111, qty: 2000 })).toBe(2223);
    // A whole line at once.
    expect(returnDiscountShare({ lineShare: 3334, lineQty: 3000, returnedQty: 0, returnedShare: 0, qty: 3000 })).toBe(3334);
    // Never more than what is left of the share.
    expect(returnDiscountShare({ lineShare: 1, lineQty: 3000, returnedQty: 1000, returnedShare: 1, qty: 1000 })).toBe(0);
  });

  it('refuses what is not whole paisa', () => {
    expect(() => discountShares(1.5, [100])).toThrow(RangeError);
    expect(() => discountShares(100, [-1])).toThrow(RangeError);
  });

  it('reads quantities in thousandths', () => {
    expect(milli('2.000')).toBe(2000);
    expect(milli('0.5')).toBe(500);
    expect(milli(3)).toBe(3000);
    expect(milli('12.345')).toBe(12345);
  });
});
