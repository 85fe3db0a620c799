// Keys of the sales feature: bills and what the bill form reads.
import { documentKeys } from './documentKeys';

export const salesKeys = {
  /** `list`: the bill list; `DocumentListPage` adds its filters and rows shown. */
  ...documentKeys('sales'),
  /** Sold items (one row per line). */
  items: ['sales', 'items'] as const,
  lastPrice: (customerId: number | null, modelId: number | undefined) => ['sales', 'last-price', customerId, modelId] as const,
  /** A quotation read as a new bill's lines (kept while the bill is made; a quotation's edit changes them). */
  fromQuotations: ['sales', 'from-quotation'] as const,
  fromQuotation: (quotationId: number | null | undefined) => ['sales', 'from-quotation', quotationId] as const,
};
