// A collection from a customer or a payment to a supplier, declared once (documents/kinds.ts):
// features/index.ts registers it at start. Its voucher is a cash or bank receipt or payment
// (ledger/collectionPosting.ts), numbered in that voucher's series; the record takes the number.
import type { DocumentKind } from '../../documents/kinds.js';
import { SOURCE } from '../../ledger/sources.js';
import { collPayVoucherLines } from '../../ledger/collectionPosting.js';

declare module '../../documents/kinds.js' {
  interface KindNames {
    collPay: true;
  }
}

export const COLL_PAY_KIND = {
  label: 'Collection or payment',
  table: 'coll_pay',
  // inv_no and vc_no are one number: its voucher's.
  numberColumn: 'vc_no',
  dateColumn: 'date',
  // One taken on a sale bill is the bill's: the bill's rules hold it, through the bill.
  ownRows: 'd.sale_id is null',
  source: SOURCE.collPay,
  // Numbered by its voucher's series (CR, BR, CP or BP, by its kind and method).
  series: null,
  voucherType: null,
  books: true,
  posting: collPayVoucherLines,
  adminOnlyFields: {},
  // A collection recording VAT deducted at source (issue 40) is in that month's VAT return.
  carriesVat: 'd.vds_vat > 0',
  vatCorrection: 'record the VAT deducted at source on a collection dated in an open month',
  settledWords: {
    dated: 'a collection with VAT deducted at source',
    changed: (no: string) => `collection ${no} records VAT deducted at source and cannot be changed or deleted`,
  },
} satisfies DocumentKind;
