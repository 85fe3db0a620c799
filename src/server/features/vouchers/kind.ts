// A voucher typed by hand, declared once (documents/kinds.ts): features/index.ts registers it at
// start. It is its lines: named by its number (vc_no), the lines of voucher_lines that no document
// posted (no source). One that touches the VAT ledgers (output, SD, input, treasury) is a VAT
// document: in a settled month it is not written, approved, changed or removed, since the month's
// Mushak 9.1 would no longer tie to its settlement.
import type { DocumentKind } from '../../documents/kinds.js';

declare module '../../documents/kinds.js' {
  interface KindNames {
    voucher: true;
  }
}

/** The system roles of the VAT ledgers. */
export const VAT_LEDGER_ROLES = ['vatOutput', 'sdPayable', 'vatInput', 'vatTreasury', 'sdTreasury', 'vatVds'] as const;

export const VOUCHER_KIND = {
  label: 'Voucher',
  table: 'voucher_lines',
  idColumn: 'vc_no',
  numberColumn: 'vc_no',
  dateColumn: 'vc_date',
  ownRows: 'd.source_type is null',
  // Its lines carry no source type (a cheque on one is the voucher's, by its line).
  source: null,
  // Numbered in the series of the type the clerk chose (journal, cash or bank, received or paid).
  series: null,
  voucherType: null,
  books: true,
  // Its lines are the clerk's, as typed.
  posting: null,
  adminOnlyFields: {},
  carriesVat: `exists (select 1 from voucher_lines v join ledgers l on l.id = v.ledger_id
                where v.vc_no = d.vc_no and l.system_role in (${VAT_LEDGER_ROLES.map((r) => `'${r}'`).join(', ')}))`,
  vatCorrection: 'correct it with another voucher in an open month',
  settledWords: {
    dated: 'a voucher to the VAT ledgers',
    changed: (no: string) => `voucher ${no}, which touches the VAT ledgers, cannot be changed, approved or deleted`,
  },
} satisfies DocumentKind;
