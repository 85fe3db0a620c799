// Keys of the purchase returns feature.
export const purchaseReturnKeys = {
  all: ['purchase-returns'] as const,
  list: ['purchase-returns', 'list'] as const,
  detail: (id: number | null | undefined) => ['purchase-returns', 'detail', id] as const,
  edit: (id: number | null | undefined) => ['purchase-returns', 'detail', id, 'edit'] as const,
  nextNo: (date: string) => ['purchase-returns', 'next-no', date] as const,
  preview: (body: unknown) => ['purchase-returns', 'preview', body] as const,
  /** The return form's purchases of a supplier and one purchase's lines: a purchase or a return changes them. */
  purchases: ['purchase-returns', 'purchases'] as const,
  purchasesOf: (supplierId: number | null | undefined) => ['purchase-returns', 'purchases', 'of', supplierId] as const,
  purchase: (purchaseId: number | null | undefined) => ['purchase-returns', 'purchases', 'detail', purchaseId] as const,
};
