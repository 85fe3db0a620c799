// The keys every numbered document's family has: the family, its list, one document, and the number
// the next one would take on a date.
export const documentKeys = <F extends string>(family: F) => ({
  all: [family] as const,
  list: [family, 'list'] as const,
  detail: (id: number | null | undefined) => [family, 'detail', id] as const,
  nextNo: (date: string) => [family, 'next-no', date] as const,
  /** The copy an edit form loads once (under the detail, so the detail's family covers it). */
  edit: (id: number | null | undefined) => [family, 'detail', id, 'edit'] as const,
});
