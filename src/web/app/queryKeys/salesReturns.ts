// Keys of the sales returns feature.
import { documentKeys } from './documentKeys';

export const salesReturnKeys = {
  ...documentKeys('sales-returns'),
  preview: (body: unknown) => ['sales-returns', 'preview', body] as const,
  /** The return form's bills of a customer and a bill's returnable lines: a bill or a return changes them. */
  bills: ['sales-returns', 'bills'] as const,
  billsOf: (customerId: number | null | undefined) => ['sales-returns', 'bills', 'of', customerId] as const,
  billLines: (billId: number | null | undefined) => ['sales-returns', 'bills', 'lines', billId] as const,
};
