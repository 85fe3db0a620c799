// The keys a family of queries starts with: the family itself (its prefix reaches every key in it)
// and its list; a numbered document's family adds one document and the number the next would take.
export const familyKeys = <const F extends readonly string[]>(...family: F) => ({
  all: family,
  list: [...family, 'list'] as const,
});

export const documentKeys = <F extends string>(family: F) => ({
  ...familyKeys(family),
  detail: (id: number | null | undefined) => [family, 'detail', id] as const,
  /** The number the next document would take on a date. */
  nextNo: (date: string) => [family, 'next-no', date] as const,
  /** The copy an edit form loads once (under the detail, so the detail's family covers it). */
  edit: (id: number | null | undefined) => [family, 'detail', id, 'edit'] as const,
});

/** A returns feature's documents, the preview of a return's figures, and what its form picks from: a
 * party's documents a return can be made against (`sources`: bills, purchases) and one's lines. */
export const returnKeys = <F extends string>(family: F) => ({
  ...documentKeys(family),
  preview: (body: unknown) => [family, 'preview', body] as const,
  /** A bill or a purchase, and a return, change them. */
  sources: [family, 'sources'] as const,
  sourcesOf: (partyId: number | null | undefined) => [family, 'sources', 'of', partyId] as const,
  source: (id: number | null | undefined) => [family, 'sources', 'detail', id] as const,
});
