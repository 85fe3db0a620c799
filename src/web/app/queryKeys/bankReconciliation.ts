// Keys of the bank reconciliation feature.
export const reconciliationKeys = {
  all: ['bank-reconciliations'] as const,
  list: ['bank-reconciliations', 'list'] as const,
  detail: (id: number | null | undefined) => ['bank-reconciliations', 'detail', id] as const,
};
