// A purchase return (debit note), declared once (documents/kinds.ts): features/index.ts registers it at start.
import type { DocumentKind } from '../../documents/kinds.js';
import { SOURCE } from '../../ledger/sources.js';
import { LEDGER } from '../../ledger/accounts.js';
import type { DocumentSeries } from '../../numbering/numbering.js';
import { purchaseReturnVoucherLines } from './posting.js';
import { VC } from '../../../domain/voucherTypes.js';

declare module '../../documents/kinds.js' {
  interface KindNames {
    purchaseReturn: true;
  }
}

/** RPU-{year}-{n}. */
export const RETURN_SERIES: DocumentSeries = { prefix: 'RPU', withCode: false };

export const PURCHASE_RETURN_KIND = {
  label: 'Purchase return',
  table: 'purchase_returns',
  numberColumn: 'return_no',
  dateColumn: 'return_date',
  source: SOURCE.purchaseReturn,
  series: RETURN_SERIES,
  voucherType: VC.journal,
  books: true,
  posting: purchaseReturnVoucherLines,
  adminOnlyFields: {},
  carriesVat: 'd.debit_note_no is not null',
  vatCorrection: 'correct it with another purchase or return in an open month',
  recost: {
    // Dr Payable at the return price is fixed: what more left at cost, less goes to price difference.
    lines: (more) => [
      { ledgerId: LEDGER.inventory, side: 'C', delta: more },
      { ledgerId: LEDGER.purchasePriceDifference, side: 'C', delta: -more },
    ],
    items: { table: 'purchase_return_items', documentColumn: 'return_id', set: { pur_rate: 'rate' } },
  },
} satisfies DocumentKind;
