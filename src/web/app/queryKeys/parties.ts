// Keys of the parties feature: customers, suppliers, their dues and credit.
export type PartyKind = 'customer' | 'supplier' | 'combine';

export const partyKeys = {
  all: ['parties'] as const,
  /** A party list page; `useLoadMore` adds its filters and rows shown. */
  list: (kind: PartyKind) => ['parties', 'list', kind] as const,
  /** Every party of a kind, for the selects. */
  options: (kind: PartyKind) => ['parties', 'options', kind] as const,
  dues: ['parties', 'due'] as const,
  due: (partyId: number | null | undefined) => ['parties', 'due', partyId] as const,
  credit: (partyId: number | null | undefined, saleId: number | null | undefined) => ['parties', 'credit', partyId, saleId] as const,
};
