// Keys of the collections and payments feature (money receipts).
import { familyKeys } from './documentKeys';

export const collectionKeys = {
  ...familyKeys('collections'),
  detail: (id: number | null | undefined) => ['collections', 'detail', id] as const,
  nextNo: (type: number, method: string, date: string) => ['collections', 'next-no', type, method, date] as const,
};
