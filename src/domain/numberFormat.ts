// Amounts as Bangladesh writes them: lakh and crore grouping (1,23,45,678.00): the last three digits
// of the whole part, then groups of two. 'western' groups by threes (12,345,678.00). Pure, so that
// the screens, the printed pages and the server's own documents group alike.
export type Grouping = 'lakh' | 'western';

/** Groups the digits of a whole number's text ('12345678' → '1,23,45,678' or '12,345,678'). */
export function groupDigits(whole: string, grouping: Grouping = 'lakh'): string {
  if (grouping === 'western' || whole.length <= 3) return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last3}`;
}

/**
 * An amount with `decimals` places, grouped: 12345678.5 → '1,23,45,678.50'. Rounded half away from
 * zero on its decimal text (toFixed of the number's shortest text), so 1.005 shows '1.01' as typed.
 * Anything not a finite number shows as zero.
 */
export function formatAmount(v: number | string | null | undefined, grouping: Grouping = 'lakh', decimals = 2): string {
  const n = typeof v === 'string' ? Number(v.replace(/,/g, '')) : (v ?? 0);
  if (!Number.isFinite(n)) return (0).toFixed(decimals);
  const fixed = roundText(Math.abs(n), decimals);
  const [whole, fraction] = fixed.split('.');
  const negative = n < 0 && /[1-9]/.test(fixed);
  return `${negative ? '-' : ''}${groupDigits(whole, grouping)}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/** A non-negative number's text with `decimals` places, rounded half up on its decimal digits. */
function roundText(n: number, decimals: number): string {
  if (n >= 1e21) return n.toFixed(decimals);
  // the shortest text that reads back as n (no binary noise), then rounded on those digits
  const [intPart, frac = ''] = plainText(n).split('.');
  if (frac.length <= decimals) return decimals ? `${intPart}.${frac.padEnd(decimals, '0')}` : intPart;
  const kept = intPart + frac.slice(0, decimals);
  const up = Number(frac[decimals]) >= 5;
  let digits = up ? addOne(kept) : kept;
  digits = digits.padStart(decimals + 1, '0');
  const w = digits.slice(0, digits.length - decimals) || '0';
  return decimals ? `${w}.${digits.slice(digits.length - decimals)}` : w;
}

/** A number's decimal text without an exponent (1e-7 → '0.0000001'). */
function plainText(n: number): string {
  const s = String(n);
  if (!/e/i.test(s)) return s;
  return n.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
}

/** Adds one to a string of digits. */
function addOne(digits: string): string {
  const a = digits.split('');
  for (let i = a.length - 1; i >= 0; i--) {
    if (a[i] === '9') a[i] = '0';
    else {
      a[i] = String(Number(a[i]) + 1);
      return a.join('');
    }
  }
  return `1${a.join('')}`;
}
