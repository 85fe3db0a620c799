// A sales return (credit note), declared once (documents/kinds.ts): features/index.ts registers it at start.
import type { DocumentKind } from '../../documents/kinds.js';
import { SOURCE } from '../../ledger/sources.js';
import { LEDGER } from '../../ledger/accounts.js';
import type { DocumentSeries } from '../../numbering/numbering.js';
import { salesReturnVoucherLines } from './posting.js';
import { VC } from '../../../domain/voucherTypes.js';

declare module '../../documents/kinds.js' {
  interface KindNames {
    salesReturn: true;
  }
}

/** SR-{company code}-{year}-{n}. */
export const RETURN_SERIES: DocumentSeries = { prefix: 'SR', withCode: true };

export const SALES_RETURN_KIND = {
  label: 'Sales return',
  table: 'sales_returns',
  numberColumn: 'return_no',
  dateColumn: 'return_date',
  source: SOURCE.salesReturn,
  series: RETURN_SERIES,
  voucherType: VC.journal,
  books: true,
  posting: salesReturnVoucherLines,
  adminOnlyFields: {},
  carriesVat: 'd.credit_note_no is not null',
  vatCorrection: 'correct it with a new bill or another return in an open month',
  recost: {
    // More came back at cost: Dr Inventory, Cr Cost of Goods Sold; its lines show the purchase rate.
    lines: (more) => [
      { ledgerId: LEDGER.inventory, side: 'D', delta: more },
      { ledgerId: LEDGER.costOfGoodsSold, side: 'C', delta: more },
    ],
    // A price allowance line moved no goods: no movement's cost is its.
    items: { table: 'sales_return_items', documentColumn: 'return_id', set: { pur_rate: 'rate', pur_total: 'total' }, match: 'not i.allowance' },
  },
} satisfies DocumentKind;
