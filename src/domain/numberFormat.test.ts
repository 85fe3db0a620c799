import { describe, expect, it } from 'vitest';
import { formatAmount, groupDigits } from './numberFormat';

describe('amounts grouped as Bangladesh writes them', () => {
  it('groups lakh and crore: the last three digits, then twos', () => {
    expect(formatAmount(12345678)).toBe('1,23,45,678.00');
    expect(formatAmount(123456789.5)).toBe('12,34,56,789.50');
    expect(formatAmount(100000)).toBe('1,00,000.00');
    expect(formatAmount(10000000)).toBe('1,00,00,000.00');
    expect(formatAmount(99999.99)).toBe('99,999.99');
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount(999)).toBe('999.00');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(-1500000.25)).toBe('-15,00,000.25');
    expect(groupDigits('1000000000000')).toBe('10,00,00,00,00,000');
  });

  it('groups by threes when the setting says western', () => {
    expect(formatAmount(12345678, 'western')).toBe('12,345,678.00');
    expect(formatAmount(-1500000.25, 'western')).toBe('-1,500,000.25');
  });

  it('rounds half up on the decimal as written, and shows what is not a number as zero', () => {
    expect(formatAmount(1.005)).toBe('1.01');
    expect(formatAmount(0.125)).toBe('0.13');
    expect(formatAmount(99999.995)).toBe('1,00,000.00');
    expect(formatAmount(-0.001)).toBe('0.00');
    expect(formatAmount('2500000')).toBe('25,00,000.00');
    expect(formatAmount('abc')).toBe('0.00');
    expect(formatAmount(null)).toBe('0.00');
    expect(formatAmount(Number.NaN)).toBe('0.00');
    expect(formatAmount(1e-7)).toBe('0.00');
    expect(formatAmount(1234.5678, 'lakh', 3)).toBe('1,234.568');
  });
});
