// Keys of the quotations feature.
export const quotationKeys = {
  all: ['quotations'] as const,
  list: ['quotations', 'list'] as const,
  detail: (id: number | null | undefined) => ['quotations', 'detail', id] as const,
  nextNo: (date: string) => ['quotations', 'next-no', date] as const,
};
