// Amounts in words, Bangladeshi style: lakh and crore, ending in "Only".
import { ToWords } from 'to-words/en-BD';

const toWords = new ToWords({ localeCode: 'en-BD', converterOptions: { currency: true, ignoreDecimal: false, ignoreZeroCurrency: false } });

/** 105000 → 'One Lakh Five Thousand Taka Only'; a number that is not finite → 'error'. */
export function amountInWords(n: number | string | null | undefined): string {
  const v = typeof n === 'string' ? Number(n) : n;
  if (v === null || v === undefined || !Number.isFinite(v)) return 'error';
  const words = toWords.convert(Math.round(Math.abs(v) * 100) / 100);
  return words.replace(/\s*Only$/i, '') + ' Only';
}
