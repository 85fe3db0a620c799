// A stock adjustment, declared once (documents/kinds.ts): features/index.ts registers it at start.
import type { DocumentKind } from '../../documents/kinds.js';
import { SOURCE } from '../../ledger/sources.js';
import { againstStockAdjustment } from '../../documents/recostLines.js';
import { adjustmentVoucherLines } from './posting.js';
import { VC } from '../../../domain/voucherTypes.js';

declare module '../../documents/kinds.js' {
  interface KindNames {
    adjustment: true;
  }
}

export const ADJUSTMENT_KIND = {
  label: 'Stock adjustment',
  table: 'adjustments',
  numberColumn: 'adj_no',
  dateColumn: 'adj_date',
  source: SOURCE.adjustment,
  // ADJ-{company code}-{year}-{random}, drawn by the service, not from a series.
  series: null,
  voucherType: VC.journal,
  books: true,
  posting: adjustmentVoucherLines,
  adminOnlyFields: {},
  recost: {
    // Up: Dr Inventory, Cr Stock Adjustment; down: the other way. Its lines of that way show the cost as price.
    lines: againstStockAdjustment,
    items: {
      table: 'adjustment_items',
      documentColumn: 'adjustment_id',
      set: { price: 'rate', total_cost: 'total' },
      match: "i.adj_type = case when x.incoming then 'addition' else 'subtraction' end",
    },
  },
} satisfies DocumentKind;
