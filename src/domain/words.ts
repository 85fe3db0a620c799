// Amounts in words, Bangladeshi style: lakh and crore, ending in "Only".
import { ToWords } from 'to-words/en-BD';

const toWords = new ToWords({ localeCode: 'en-BD', converterOptions: { currency: true, ignoreDecimal: false, ignoreZeroCurrency: false } });

/** 105000 → 'One Lakh Five Thousand Taka Only'; 0.5 → '… Taka And Fifty Paisa Only'; a number that is not finite → 'error'. */
export function amountInWords(n: number | string | null | undefined): string {
  const v = typeof n === 'string' ? Number(n) : n;
  if (v === null || v === undefined || !Number.isFinite(v)) return 'error';
  const words = toWords.convert(Math.round(Math.abs(v) * 100) / 100);
  // the library's en-BD spells the hundredth "Poysha"; cheques and bills here write "Paisa"
  return words.replace(/\bPoysha\b/g, 'Paisa').replace(/\s*Only$/i, '') + ' Only';
}

/** 'Rahim Store' → "Rahim Store's"; a name ending in s takes the apostrophe alone: "Karim Electronics'". */
export const possessive = (name: string): string => (/s$/i.test(name.trim()) ? `${name.trim()}'` : `${name.trim()}'s`);
