// What wrote a voucher line, a stock movement, a serial's move or a cheque: its source_type. The
// features name their documents from here, and the ledger and stock writers take only these, so the
// reports, the books check and the re-costing that read source_type cannot drift from what writes it.
export const SOURCE = {
  sale: 'sale',
  salesReturn: 'sales_return',
  purchase: 'purchase',
  purchaseReturn: 'purchase_return',
  collPay: 'collpay',
  adjustment: 'adjustment',
  cheque: 'cheque',
  voucher: 'voucher',
  modelOpening: 'model_opening',
  partyOpening: 'party_opening',
  ledgerOpening: 'ledger_opening',
  yearClose: 'year_close',
  vatSettlement: 'vat_settlement',
  recost: 'recost',
  warrantyClaim: 'warranty_claim',
} as const;

export type SourceType = (typeof SOURCE)[keyof typeof SOURCE];
