// Keys of the bank reconciliation feature.
import { familyKeys } from './documentKeys';

export const reconciliationKeys = {
  ...familyKeys('bank-reconciliations'),
  detail: (id: number | null | undefined) => ['bank-reconciliations', 'detail', id] as const,
};
