import { money } from '../../components/format';

/** A return line's share of the VAT taken back, as its column shows it: "Input 15.00 · In cost 5.00"
 * (nothing while the preview has no figures for the line). */
export const vatTaken = (l: { input_vat?: number; vat_in_cost?: number } | undefined) =>
  !l ? '' : [l.input_vat ? `Input ${money(l.input_vat)}` : '', l.vat_in_cost ? `In cost ${money(l.vat_in_cost)}` : ''].filter(Boolean).join(' · ') || money(0);
