import { describe, expect, it } from 'vitest';
import { dec, fromPaisa, money, paisa, percentOf, sum, toAmount } from './money.js';

describe('paisa', () => {
  it('reads stored amounts exactly', () => {
    expect(paisa('123.45')).toBe(12345);
    expect(paisa('-0.29')).toBe(-29);
    expect(paisa('7')).toBe(700);
    expect(paisa('7.5')).toBe(750);
    expect(paisa('9999999999999.99')).toBe(999999999999999);
    expect(paisa(null)).toBe(0);
    expect(paisa(0.1 + 0.2)).toBe(30);
  });

  it('rounds more than 2 decimals as money() does', () => {
    expect(paisa('0.005')).toBe(1);
    expect(paisa('-0.005')).toBe(-1);
    expect(paisa('2.344')).toBe(234);
  });

  it('adds thousands of amounts to the same total as decimal arithmetic', () => {
    const amounts = Array.from({ length: 5000 }, (_, i) => money(((i * 7919) % 10_000_000) / 100 - (i % 7 === 0 ? 12_345.67 : 0)));
    const total = amounts.reduce((a, v) => a + paisa(v), 0);
    expect(fromPaisa(total)).toBe(toAmount(sum(amounts)));
    // Float addition of the same amounts drifts: the reason for whole paisa.
    expect(amounts.reduce((a, v) => a + Number(v), 0)).not.toBe(toAmount(sum(amounts)));
  });

  it('never gives negative zero', () => {
    expect(Object.is(fromPaisa(paisa('-0.00')), 0)).toBe(true);
  });
});

describe('percentOf', () => {
  it('rounds half away from zero like the decimal way', () => {
    const cases: [number, number][] = [
      [1, 3], [2, 3], [-1, 3], [1, -3], [5, 40000], [-5, 40000], [123456, 987654], [0, 5], [7, 0], [1, 8], [-1, 8], [99999999, 100000000],
    ];
    for (const [part, whole] of cases) {
      const expected = whole === 0 ? 0 : toAmount(dec(part).times(100).div(whole));
      expect(percentOf(part, whole), `${part}/${whole}`).toBe(expected);
    }
  });

  it('matches the decimal way on many random amounts', () => {
    let seed = 7;
    const next = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) * 2e9 - 1e9;
    for (let i = 0; i < 2000; i++) {
      const part = Math.round(next());
      const whole = Math.round(next()) || 1;
      expect(percentOf(part, whole)).toBe(toAmount(dec(part).times(100).div(whole)));
    }
  });
});
