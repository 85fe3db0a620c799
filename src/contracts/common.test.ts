// Refuse, don't alter (issue 19, finding 9): the shared input shapes refuse what they cannot keep
// exactly, rather than rounding, clipping or storing it in another form.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { amount, isoDate, listQuery, nameText, quantity, voucherNo } from './common.js';

const parsed = (schema: z.ZodTypeAny, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? { value: r.data } : { error: r.error.issues[0]?.message };
};

describe('amounts beyond what survives JSON to the paisa are refused', () => {
  it('refuses an amount above 10^12 taka, as a number or as text, and takes 10^12 itself', () => {
    expect(parsed(amount, 1e12)).toEqual({ value: 1e12 });
    expect(parsed(amount, -1e12)).toEqual({ value: -1e12 });
    for (const v of [1e13, -1e13, 1e12 + 0.01, '1000000000000.01', '10000000000000', 2 ** 53, 1e308, '99999999999999999999'])
      expect(parsed(amount, v)).toEqual({ error: 'Amount is out of range (at most 1,000,000,000,000)' });
  });

  it('keeps an amount sent as text exact to the paisa', () => {
    expect(parsed(amount, '12345678901.23')).toEqual({ value: 12345678901.23 });
    expect((parsed(amount, '12345678901.23').value as number).toFixed(2)).toBe('12345678901.23');
    expect(parsed(amount, '999999999999.99')).toEqual({ value: 999999999999.99 });
    expect(parsed(amount, ' 100.50 ')).toEqual({ value: 100.5 });
    expect(parsed(amount, '-0')).toEqual({ value: 0 });
  });

  it('refuses a third decimal that is not zero instead of rounding it away, and takes what the spec sends', () => {
    expect(parsed(amount, 100.5)).toEqual({ value: 100.5 });
    expect(parsed(amount, '100.500')).toEqual({ value: 100.5 });
    for (const v of [1.005, 0.001, '1.005', '0.125', 1e-9, '12345678901.234'])
      expect(parsed(amount, v)).toEqual({ error: 'Amount can have at most 2 decimals' });
    // a browser's sum in binary floating point stands for the paisa amount it was meant to be
    expect(parsed(amount, 0.1 + 0.2)).toEqual({ value: 0.3 });
    expect(parsed(amount, 1.1 * 3)).toEqual({ value: 3.3 });
  });

  it('takes quantities to 3 decimals and refuses a fourth, and a quantity above 10^9', () => {
    expect(parsed(quantity, 1.125)).toEqual({ value: 1.125 });
    expect(parsed(quantity, '2.5000')).toEqual({ value: 2.5 });
    expect(parsed(quantity, 1.1255)).toEqual({ error: 'Quantity can have at most 3 decimals' });
    expect(parsed(quantity, 2e9)).toEqual({ error: 'Quantity is out of range (at most 1,000,000,000)' });
  });

  it('still refuses what is not a number', () => {
    for (const v of ['abc', '1e5', '0x10', '1,000', '.5', '5.', '', true, null, {}]) expect(parsed(amount, v).error).toBe('Amount must be a number');
  });
});

describe('names made only of invisible characters, or with bidirectional controls, are refused', () => {
  const name = nameText('Model name', { required: 'Model name is required' });
  const optional = nameText('Contact person').optional();

  it('refuses a name of zero-width, format, filler and space-like characters only', () => {
    for (const v of ['\u200b', '\u200b\u200c\u200d', '\u2060', '\u00ad', '\u3164', '\u115f', '\u2800', '\u200e', '\u180e', '\u034f', ' \u200b\u00a0'])
      expect(parsed(name, v)).toEqual({ error: 'Model name cannot be made only of invisible characters' });
    // what trimming takes away (spaces of every width, the byte-order mark) leaves the name blank
    for (const v of ['\ufeff', '\u00a0\u2003\u3000']) expect(parsed(name, v)).toEqual({ error: 'Model name is required' });
    expect(parsed(optional, '\u200b\u200b')).toEqual({ error: 'Contact person cannot be made only of invisible characters' });
  });

  it('refuses a name with a bidirectional embedding, override or isolate', () => {
    for (const c of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'])
      expect(parsed(name, `Invoice${c}fdp.exe`)).toEqual({
        error: 'Model name cannot contain text-direction control characters (U+202A–U+202E, U+2066–U+2069)',
      });
  });

  it('takes real names in any script, with a direction mark or a joiner inside, and keeps blank to the required rule', () => {
    for (const v of ['Walton 32" LED', 'বাংলা টিভি', 'شركة النور\u200f', 'क्‍ष', 'Ali & Sons 😀']) expect(parsed(name, v)).toEqual({ value: v });
    expect(parsed(name, '   ')).toEqual({ error: 'Model name is required' });
    expect(parsed(optional, '')).toEqual({ value: '' });
  });
});

describe('control and invisible characters are refused in names and one-line texts (issue 39)', () => {
  const name = nameText('Model name', { required: 'Model name is required' });
  it('refuses NUL, BEL, C1 controls, separators, the word joiner and tag characters, naming the character', () => {
    for (const [v, cp] of [
      ['TV\u0000', 'U+0000'],
      ['T\u0007V', 'U+0007'],
      ['T\u009bV', 'U+009B'],
      ['TV\u2028', 'U+2028'],
      ['T\u2060V', 'U+2060'],
      ['TV\u{E0041}', 'U+E0041'],
      ['T\tV', 'U+0009'],
    ])
      expect(parsed(name, v)).toEqual({ error: `Model name cannot contain control or invisible characters (${cp} found)` });
    expect(parsed(voucherNo, 'JV-1\u0000')).toEqual({ error: 'Voucher number cannot contain control or invisible characters (U+0000 found)' });
    expect(parsed(listQuery, { search: 'a\u2060b' }).error).toBe('Search text cannot contain control or invisible characters (U+2060 found)');
  });
  it('refuses a name of combining marks only, and keeps a trailing newline of a pasted cell to trimming', () => {
    expect(parsed(name, '\u0301\u0301')).toEqual({ error: 'Model name cannot be made only of combining marks' });
    expect(parsed(name, 'Walton TV\n')).toEqual({ value: 'Walton TV' });
    expect(parsed(name, 'Cafe\u0301')).toEqual({ value: 'Cafe\u0301' });
  });
});

describe('dates outside 2000-2099 are refused', () => {
  it('takes 2000-01-01 to 2099-12-31 and refuses a day either side', () => {
    expect(parsed(isoDate, '2000-01-01')).toEqual({ value: '2000-01-01' });
    expect(parsed(isoDate, '2099-12-31')).toEqual({ value: '2099-12-31' });
    for (const v of ['1999-12-31', '2100-01-01', '1900-01-01', '9999-12-31', '1926-03-05'])
      expect(parsed(isoDate, v)).toEqual({ error: 'Date must be between 2000-01-01 and 2099-12-31' });
    expect(parsed(isoDate, '2024-02-30')).toEqual({ error: 'Date must be a real date written yyyy-mm-dd' });
  });
});
