// The ledgers that documents post to. Their ids are fixed by the seed (the spec names 1, 4, 6, 7, 8);
// each also carries a system_role so that it cannot be deleted or moved out of its group.
export const LEDGER = {
  payable: 1,
  inventory: 2,
  sales: 3,
  receivable: 4,
  salesReturns: 5,
  bankCollection: 6,
  cash: 7,
  bankPayment: 8,
  costOfGoodsSold: 9,
  discountAllowed: 10,
  purchasePriceDifference: 11,
  stockAdjustment: 12,
  openingBalanceEquity: 13,
  capital: 14,
} as const;
export type LedgerRole = keyof typeof LEDGER;

/** Natures of the top groups: assets and expenses are debit-natured, the rest credit-natured. */
export type Nature = 'asset' | 'liability' | 'equity' | 'income' | 'expense';
export const isDebitNature = (n: Nature) => n === 'asset' || n === 'expense';
