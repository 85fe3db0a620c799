// The trading documents, each declared once: where it is kept, its number and date, whether it posts
// to the books, when it carries VAT, and which tax number, once issued, freezes it. The rules that hold
// across features (documents/rules.ts) read these declarations, so a rule is written once for all kinds.
import { SOURCE, type SourceType } from '../ledger/sources.js';

export interface DocumentKind {
  /** What a clerk calls it, in messages. */
  label: string;
  table: string;
  numberColumn: string;
  dateColumn: string;
  /** The source_type of its vouchers and stock movements. */
  source: SourceType | null;
  /** Posts to the books, so the period lock holds it. */
  books: boolean;
  /** A condition on its row (alias `d`) true when its VAT is in the month's VAT return. */
  carriesVat?: string;
  /** A tax document number that, once issued, the document keeps with its date, lines and VAT. */
  taxNumber?: { column: string; form: string };
  /** How a VAT document of a settled month is corrected instead. */
  vatCorrection?: string;
}

export const KINDS = {
  sale: {
    label: 'Bill',
    table: 'sales',
    numberColumn: 'inv_no',
    dateColumn: 'inv_date',
    source: SOURCE.sale,
    books: true,
    carriesVat: 'd.mushak_no is not null',
    taxNumber: { column: 'mushak_no', form: 'Mushak 6.3' },
    vatCorrection: 'issue a sales return (credit note) or a new bill in an open month',
  },
  salesReturn: {
    label: 'Sales return',
    table: 'sales_returns',
    numberColumn: 'return_no',
    dateColumn: 'return_date',
    source: SOURCE.salesReturn,
    books: true,
    carriesVat: 'd.credit_note_no is not null',
    vatCorrection: 'correct it with a new bill or another return in an open month',
  },
  purchase: {
    label: 'Purchase',
    table: 'purchases',
    numberColumn: 'pu_no',
    dateColumn: 'pu_date',
    source: SOURCE.purchase,
    books: true,
    carriesVat: 'd.input_vat > 0',
    vatCorrection: 'correct it with a purchase return (debit note) or another purchase in an open month',
  },
  purchaseReturn: {
    label: 'Purchase return',
    table: 'purchase_returns',
    numberColumn: 'return_no',
    dateColumn: 'return_date',
    source: SOURCE.purchaseReturn,
    books: true,
    carriesVat: 'd.debit_note_no is not null',
    vatCorrection: 'correct it with another purchase or return in an open month',
  },
  adjustment: { label: 'Stock adjustment', table: 'adjustments', numberColumn: 'adj_no', dateColumn: 'adj_date', source: SOURCE.adjustment, books: true },
  quotation: { label: 'Quotation', table: 'quotations', numberColumn: 'quotation_no', dateColumn: 'quotation_date', source: null, books: false },
} satisfies Record<string, DocumentKind>;

export type KindName = keyof typeof KINDS;
