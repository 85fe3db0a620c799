// Keys of the purchases feature.
export const purchaseKeys = {
  all: ['purchases'] as const,
  list: ['purchases', 'list'] as const,
  detail: (id: number | null | undefined) => ['purchases', 'detail', id] as const,
  /** The copy the edit form loads once (under the detail, so the detail's family covers it). */
  edit: (id: number | null | undefined) => ['purchases', 'detail', id, 'edit'] as const,
  nextNo: (date: string) => ['purchases', 'next-no', date] as const,
};
