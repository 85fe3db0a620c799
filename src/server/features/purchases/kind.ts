// A purchase, declared once (documents/kinds.ts): features/index.ts registers it at start. Its goods
// come in at their own cost, so re-costing never changes it (no rule).
import type { DocumentKind } from '../../documents/kinds.js';
import { SOURCE } from '../../ledger/sources.js';
import type { DocumentSeries } from '../../numbering/numbering.js';
import { purchaseVouchers } from './posting.js';
import { VC } from '../../../domain/voucherTypes.js';

declare module '../../documents/kinds.js' {
  interface KindNames {
    purchase: true;
  }
}

/** PU-{year}-{n}. */
export const PURCHASE_SERIES: DocumentSeries = { prefix: 'PU', withCode: false };

export const PURCHASE_KIND = {
  label: 'Purchase',
  table: 'purchases',
  numberColumn: 'pu_no',
  dateColumn: 'pu_date',
  source: SOURCE.purchase,
  series: PURCHASE_SERIES,
  // Its journal; a payment made with it posts a cash or bank payment voucher (posting.ts).
  voucherType: VC.journal,
  books: true,
  posting: purchaseVouchers,
  adminOnlyFields: {},
  carriesVat: 'd.input_vat > 0',
  vatCorrection: 'correct it with a purchase return (debit note) or another purchase in an open month',
} satisfies DocumentKind;
