// A line's supplementary duty and VAT as the Mushak forms print them: rates in per cent, amounts in taka.
import { toAmount } from '../../../domain/money.js';
import { percentOfBp } from '../../../domain/vat.js';

export function printedTax(line: Record<string, unknown>, exempt: unknown) {
  return {
    sd_rate: percentOfBp(Number(line.sd_bp)),
    sd: toAmount(String(line.sd)),
    vat_rate: percentOfBp(Number(line.vat_bp)),
    exempt: Boolean(exempt),
    vat: toAmount(String(line.vat)),
  };
}
