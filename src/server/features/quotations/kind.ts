// A quotation, declared once (documents/kinds.ts): features/index.ts registers it at start. It posts
// nothing and moves no stock.
import type { DocumentKind } from '../../documents/kinds.js';
import type { DocumentSeries } from '../../numbering/numbering.js';

declare module '../../documents/kinds.js' {
  interface KindNames {
    quotation: true;
  }
}

/** QUO-INV-{year}-{n}. */
export const QUOTATION_SERIES: DocumentSeries = { prefix: 'QUO-INV', withCode: false };

export const QUOTATION_KIND = {
  label: 'Quotation',
  table: 'quotations',
  numberColumn: 'quotation_no',
  dateColumn: 'quotation_date',
  source: null,
  series: QUOTATION_SERIES,
  voucherType: null,
  books: false,
  posting: null,
  adminOnlyFields: {},
} satisfies DocumentKind;
