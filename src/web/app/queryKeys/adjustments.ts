// Keys of the stock adjustments feature.
export const adjustmentKeys = {
  all: ['adjustments'] as const,
  list: ['adjustments', 'list'] as const,
  detail: (adjNo: string | null | undefined) => ['adjustments', 'detail', adjNo] as const,
};
