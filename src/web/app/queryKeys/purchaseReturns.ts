// Keys of the purchase returns feature.
import { documentKeys } from './documentKeys';

export const purchaseReturnKeys = {
  ...documentKeys('purchase-returns'),
  preview: (body: unknown) => ['purchase-returns', 'preview', body] as const,
  /** The return form's purchases of a supplier and one purchase's lines: a purchase or a return changes them. */
  purchases: ['purchase-returns', 'purchases'] as const,
  purchasesOf: (supplierId: number | null | undefined) => ['purchase-returns', 'purchases', 'of', supplierId] as const,
  purchase: (purchaseId: number | null | undefined) => ['purchase-returns', 'purchases', 'detail', purchaseId] as const,
};
