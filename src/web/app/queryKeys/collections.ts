// Keys of the collections and payments feature (money receipts).
export const collectionKeys = {
  all: ['collections'] as const,
  list: ['collections', 'list'] as const,
  detail: (id: number | null | undefined) => ['collections', 'detail', id] as const,
  nextNo: (type: number, method: string, date: string) => ['collections', 'next-no', type, method, date] as const,
};
