// A bill, declared once (documents/kinds.ts): features/index.ts registers it at start.
import type { DocumentKind } from '../../documents/kinds.js';
import { SOURCE } from '../../ledger/sources.js';
import { LEDGER } from '../../ledger/accounts.js';
import type { DocumentSeries } from '../../numbering/numbering.js';
import { saleVoucherLines } from './posting.js';
import { VC } from '../../../domain/voucherTypes.js';

declare module '../../documents/kinds.js' {
  interface KindNames {
    sale: true;
  }
}

/** INV-{company code}-{year}-{n}. */
export const SALE_SERIES: DocumentSeries = { prefix: 'INV', withCode: true };

export const SALE_KIND = {
  label: 'Bill',
  table: 'sales',
  numberColumn: 'inv_no',
  dateColumn: 'inv_date',
  source: SOURCE.sale,
  series: SALE_SERIES,
  voucherType: VC.journal,
  books: true,
  posting: saleVoucherLines,
  adminOnlyFields: {},
  carriesVat: 'd.mushak_no is not null',
  taxNumber: { column: 'mushak_no', form: 'Mushak 6.3' },
  vatCorrection: 'issue a sales return (credit note) or a new bill in an open month',
  recost: {
    // More left at cost: Dr Cost of Goods Sold, Cr Inventory; its lines show the purchase rate.
    lines: (more) => [
      { ledgerId: LEDGER.costOfGoodsSold, side: 'D', delta: more },
      { ledgerId: LEDGER.inventory, side: 'C', delta: more },
    ],
    items: { table: 'sales_items', documentColumn: 'sale_id', set: { pur_rate: 'rate', pur_total: 'total' } },
  },
} satisfies DocumentKind;
