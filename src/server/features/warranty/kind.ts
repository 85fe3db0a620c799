// A warranty claim, declared once (documents/kinds.ts): features/index.ts registers it at start. It
// moves stock only when a unit is given from our stock before the supplier replaces the faulty one
// (out, at the moving average), and when the supplier's replacement of such a unit comes in (at the
// cost receivable).
import type { DocumentKind } from '../../documents/kinds.js';
import { SOURCE } from '../../ledger/sources.js';
import { againstStockAdjustment } from '../../documents/recostLines.js';
import { VC } from '../../../domain/voucherTypes.js';

declare module '../../documents/kinds.js' {
  interface KindNames {
    warrantyClaim: true;
  }
}

export const WARRANTY_CLAIM_SERIES = { prefix: 'WC', withCode: false } as const;

export const WARRANTY_CLAIM_KIND = {
  label: 'Warranty claim',
  table: 'warranty_claims',
  numberColumn: 'claim_no',
  dateColumn: 'claim_date',
  source: SOURCE.warrantyClaim,
  series: WARRANTY_CLAIM_SERIES,
  voucherType: VC.journal,
  books: true,
  posting: null,
  adminOnlyFields: {},
  recost: {
    // The receivable from the supplier stays at the cost first posted; a later re-costing of the unit
    // given from stock (an earlier document entered afterwards) goes to Stock Adjustment, as an
    // adjustment's does. An incoming replacement comes in at its own cost and is never re-costed.
    lines: againstStockAdjustment,
    items: { table: 'warranty_claims', documentColumn: 'id', set: { swap_cost: 'total' }, match: 'not x.incoming' },
  },
} satisfies DocumentKind;
