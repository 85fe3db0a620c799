// VAT on the document forms (issue 23, item 7): whether the business is VAT-registered, and how a
// line's VAT and SD read in a "VAT (SD)" column. The figures always come from the server (a preview
// call that uses the functions the save uses); nothing here works VAT out.
import { useQuery } from '@tanstack/react-query';

import { money } from './format';
import type { VatPreview } from '../../contracts/vat';

import { queryOf, vatSettingsRead } from './reads';
import { vatQueries } from '../app/queryKeys/vat';

/** The VAT settings; `on` only once they are read and the business is VAT-registered. */
export function useVatSettings(): { on: boolean; inclusive: boolean } {
  const s = useQuery(queryOf(vatSettingsRead)).data;
  return { on: !!s?.vat_registered, inclusive: !!s?.prices_inclusive };
}

/** A line's VAT as the column shows it: 'Exempt', or its rate and amount, and its SD when it has one. */
export function vatCell(l: { exempt?: boolean; vat_rate?: number; vat?: number; sd?: number }): string {
  if (l.exempt) return 'Exempt';
  if (l.vat === undefined) return '';
  const rate = l.vat_rate === undefined ? '' : `${l.vat_rate}% · `;
  return `${rate}${money(l.vat)}${l.sd ? ` (SD ${money(l.sd)})` : ''}`;
}

/** Lines as a bill form holds them. */
export interface PreviewLine {
  m_id: number;
  qty: number;
  unit_price: number;
}

/**
 * The server's VAT of a bill's lines (POST /vat/preview, the bill's own arithmetic), or null while VAT
 * is off, there are no lines, or the call has not answered. The previous answer stays while typing.
 */
export function useBillVatPreview(items: PreviewLine[], invDisc: number, enabled: boolean): VatPreview | null {
  const body = { inv_disc: invDisc, items: items.map(({ m_id, qty, unit_price }) => ({ m_id, qty, unit_price })) };
  const ok = enabled && items.length > 0 && items.every((i) => i.qty > 0 && i.unit_price >= 0);
  const q = useQuery({
    ...vatQueries.preview(body),
    enabled: ok,
    placeholderData: (prev) => prev,
  }).data;
  return ok && q?.vat_registered ? q : null;
}
