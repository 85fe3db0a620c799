import { describe, expect, it } from 'vitest';
import { numberFormat } from './writer';

describe("a sheet's number formats", () => {
  it('group in lakh and crore with literal commas, by the number of whole digits', () => {
    expect(numberFormat(999.99, 'lakh')).toBe('##0.00');
    expect(numberFormat(12345.5, 'lakh')).toBe('##\\,##0.00');
    expect(numberFormat(-123456.25, 'lakh')).toBe('##\\,##\\,##0.00');
    expect(numberFormat(12345678.5, 'lakh')).toBe('##\\,##\\,##\\,##0.00');
    expect(numberFormat(1234567890, 'lakh')).toBe('##\\,##\\,##\\,##\\,##0.00');
    expect(numberFormat(1234567890, 'lakh', true)).toBe('##\\,##\\,##\\,##\\,##0');
  });

  it('group by threes when the setting is Western; an amount always has its two places, a whole count none', () => {
    expect(numberFormat(12345678.5, 'western')).toBe('#,##0.00');
    expect(numberFormat(7, 'western')).toBe('#,##0.00');
    expect(numberFormat(7, 'western', true)).toBe('#,##0');
    expect(numberFormat(2.5, 'western', true)).toBe('#,##0.00');
  });
});
